import Testing
import CardSpecDiagnostics

/// `NameIndex` reads a short ASCII name as the two words of its small `String` and a
/// longer one by its bytes: both ways, and every form a `String` can take, answer as a
/// search of the names in order with `String`'s equality.
@Suite struct NameIndexWordsTests {
    /// Names of every length from 0 to 40 bytes, some alike in their first and last eight
    /// bytes (the hash of a long name) or in all but one byte.
    private static let names: [String] = {
        var names: [String] = []
        for count in 0...40 {
            names.append(String(repeating: "a", count: count))
            if count > 0 { names.append(String(repeating: "a", count: count - 1) + "b") }
            if count > 16 {
                let middle = String(repeating: "m", count: count - 16)
                names.append("abcdefgh" + middle + "stuvwxyz")
                names.append("abcdefgh" + String(middle.dropLast()) + "n" + "stuvwxyz")
            }
        }
        return names + ["text", "textColor", "backgroundColor", "accessibilityIdentifier", "text"]
    }()

    /// The same text in a string that is not small: built long, then cut down.
    private static func notSmall(_ text: String) -> String {
        var long = text + String(repeating: "-", count: 64)
        long.removeLast(64)
        return long
    }

    @Test func everyNameFoundInEveryForm() {
        let index = NameIndex(Self.names)
        for name in Self.names {
            let expected = Self.names.firstIndex(of: name)
            #expect(index.position(of: name) == expected, "\(name)")
            #expect(index.position(of: Self.notSmall(name)) == expected, "\(name), not small")
            #expect(index.position(of: String(Substring(name))) == expected, "\(name), from a substring")
        }
    }

    @Test func nearMissesAreMissed() {
        let index = NameIndex(Self.names)
        for name in Self.names {
            for probe in [name + "c", "c" + name, String(name.dropLast()) + "z", name.uppercased()]
            where !Self.names.contains(probe) {
                #expect(index.position(of: probe) == nil, "\(probe)")
                #expect(index.position(of: Self.notSmall(probe)) == nil, "\(probe), not small")
            }
        }
    }

    /// Text outside ASCII, short and long, is found only through `String`'s equality.
    @Test func textOutsideASCII() {
        let index = NameIndex(["Kind", "KelvinsAndMoreThanSixteen", "ab"])
        #expect(index.position(of: "\u{212A}ind") == 0)
        #expect(index.position(of: Self.notSmall("\u{212A}ind")) == 0)
        #expect(index.position(of: "\u{212A}elvinsAndMoreThanSixteen") == 1)
        #expect(index.position(of: "äb") == nil)
        #expect(index.position(of: "äbcdefghijklmnopqrstuvwxyz") == nil)
    }

    /// Many names, many of them alike: every one found, nothing else.
    @Test func twentyThousandNames() {
        let many = (0..<20_000).map { $0 % 2 == 0 ? "p\($0)" : "aLongPropertyNameNumber\($0)" }
        let index = NameIndex(many)
        for (position, name) in many.enumerated() { #expect(index.position(of: name) == position) }
        #expect(index.position(of: "p20000") == nil)
        #expect(index.position(of: "aLongPropertyNameNumber20001") == nil)
    }
}
