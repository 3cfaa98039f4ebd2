@testable import CardSpecGenerators
import Testing

@Suite struct DecimalDigitsTests {
    @Test(arguments: [0, 7, -7, 10, -10, 1_000_000, 9_223_372_036_854_775_807, Int.min, Int.min + 1, 40_953, -1_234_567_890])
    func writesWhatStringWrites(_ number: Int) {
        let written = DecimalDigits.withBytes(of: number) { String(decoding: $0, as: UTF8.self) }
        #expect(written == String(number))
    }
}
