/// An integer's decimal digits as `String(number)` writes them, without making the
/// String: the Swift and layout-JSON writers write many numbers straight into bytes.
enum DecimalDigits {
    static func withBytes<Result>(of number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // Int.min is a sign and 19 digits.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = number.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if number < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            return body(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
