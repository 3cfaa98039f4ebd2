/// FNV-1a, 64-bit (http://www.isthe.com/chongo/tech/comp/fnv/): a small, fast hash whose
/// value is the same on every platform and in every run, unlike `Hasher`. Not for
/// security; for fingerprints that must stay put.
public struct FNV1a64: Sendable, Equatable {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    public private(set) var value = offsetBasis

    public init() {}

    public mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* Self.prime
        }
    }

    /// The UTF-8 bytes of `text`.
    public mutating func combine(_ text: String) {
        combine(text.utf8)
    }

    /// Sixteen lowercase hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public static func hex(of text: String) -> String {
        var hash = FNV1a64()
        hash.combine(text)
        return hash.hex
    }
}
