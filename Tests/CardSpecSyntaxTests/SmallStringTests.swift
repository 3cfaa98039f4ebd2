@testable import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

/// Short ASCII strings made from their words are the strings the general initializers
/// make, and the tree's readers built on them answer as `String` does.
@Suite struct SmallStringTests {
    @Test func layoutIsRecognizedHere() {
        // Every platform the project builds on (64-bit, little-endian) has this layout; if
        // a runtime changed it, `isAvailable` would turn the fast path off, and this says so.
        #expect(SmallASCIIString.isAvailable)
    }

    /// Every count from 0 to 15, at every offset in a buffer (so that the loads near its
    /// end are exercised), equal to `String(decoding:as:)` in value and in bits.
    @Test func madeStringsMatchDecodedOnes() {
        guard SmallASCIIString.isAvailable else { return }
        let sample = Array("The quick brown fox: jumps_over 0123456789 ~!@#$%^&*()".utf8)
        sample.withUnsafeBufferPointer { all in
            for count in 0...SmallASCIIString.capacity {
                for start in 0...(all.count - count) {
                    let bytes = UnsafeBufferPointer(rebasing: all[start..<start + count])
                    let expected = String(decoding: bytes, as: UTF8.self)
                    let made = SmallASCIIString.make(bytes)
                    #expect(made == expected)
                    #expect(made.utf8.count == count)
                    #expect(Array(made.utf8) == Array(bytes))
                    #expect(made.hashValue == expected.hashValue)
                    #expect(unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(expected, to: (UInt64, UInt64).self))
                }
            }
        }
    }

    /// The branch-free path (16 bytes readable from the start) makes the same words as the
    /// general one, for every count and every byte that follows the text.
    @Test func sixteenByteWordsMatchGeneralOnes() {
        let sample = Array("The quick brown fox: jumps_over 0123456789 ~!@#$%^&*()\u{7F}".utf8)
        sample.withUnsafeBufferPointer { all in
            for count in 0...SmallASCIIString.capacity {
                for start in 0...(all.count - 16) {
                    let general = SmallASCIIString.words(UnsafeBufferPointer(rebasing: all[start..<start + count]))
                    let branchFree = SmallASCIIString.words(sixteenBytesAt: all.baseAddress! + start, count: count)
                    #expect(general == branchFree, "count \(count) at \(start)")
                    if SmallASCIIString.isAvailable {
                        #expect(SmallASCIIString.make(sixteenBytesAt: all.baseAddress! + start, count: count)
                            == String(decoding: all[start..<start + count], as: UTF8.self))
                    }
                }
            }
        }
    }

    /// Made strings behave as any other: appended to, compared, used as keys.
    @Test func madeStringsAreOrdinaryStrings() {
        guard SmallASCIIString.isAvailable else { return }
        let key = Array("onTap".utf8).withUnsafeBufferPointer(SmallASCIIString.make)
        var grown = key
        grown += "Handler and a much longer tail"
        #expect(grown == "onTapHandler and a much longer tail")
        #expect(key == "onTap")
        #expect(Set([key, "onTap"]).count == 1)
        #expect(key < "onTaq")
    }

    /// The tree's text: the fast path for short ASCII scalars, the general one for longer or
    /// non-ASCII text, at and around 15 and 16 bytes, in and out of the file's bytes.
    @Test(arguments: [
        "", "a", "abc", "abcdefg", "abcdefgh", "abcdefghijklmno", "abcdefghijklmnop", "abcdefghijklmnopq",
        "é", "ab\u{301}", "aé", "ééééééé", "éééééééé", "日本語", "\u{1F600}", "backgroundColor", "accessibilityLabel",
    ])
    func treeTextIsTheScalarText(text: String) throws {
        for spelled in ["k: \"\(text)\"\n", "k: '\(text)'\n", "k: \"\(text)\\t\"\n", text.isEmpty ? "k: ''\n" : "k: \(text)\n"] {
            let tree = SpecParser.parseTree(SourceFile(path: "t", text: spelled), format: .yaml).tree
            let root = try #require(tree.root)
            let pairs = tree.pairs(root)
            try #require(pairs.count == 1)
            let pair = pairs[0]
            let expected = spelled.contains("\\t") ? text + "\t" : text
            #expect(tree.text(pair.value) == expected)
            #expect(tree.text(pair.key) == "k")
            #expect(tree.isScalar(pair.key, ascii: "k"))
            #expect(!tree.isScalar(pair.key, ascii: "kk"))
            #expect(!tree.isScalar(pair.value, ascii: "k"))
            #expect(tree.isScalar(pair.value, text: expected))
            #expect(tree.untaggedASCIIFirstByte(pair.key) == UInt8(ascii: "k"))
            let isASCII = expected.utf8.allSatisfy { $0 < 0x80 }
            #expect(tree.untaggedASCIIFirstByte(pair.value) == (isASCII ? expected.utf8.first ?? 0 : nil))
            #expect(tree.untaggedASCIIFirstByte(root) == nil)
            #expect(!tree.isScalar(root, ascii: ""))
        }
    }

    /// Text outside ASCII is compared as `String` compares it: `K` (KELVIN SIGN) is
    /// canonically equivalent to `K`. A tag does not change the text.
    @Test func nonASCIIKeysCompareAsStrings() throws {
        let tree = SpecParser.parseTree(SourceFile(path: "t", text: "\u{212A}: 1\n!!str x: 2\n"), format: .yaml).tree
        let pairs = tree.pairs(try #require(tree.root))
        try #require(pairs.count == 2)
        #expect(tree.isScalar(pairs[0].key, ascii: "K"))
        #expect(tree.isScalar(pairs[1].key, ascii: "x"))
        #expect(tree.untaggedASCIIFirstByte(pairs[0].key) == nil)
        #expect(tree.untaggedASCIIFirstByte(pairs[1].key) == nil)
    }
}
