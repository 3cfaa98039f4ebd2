import Testing
@testable import CardSpecGenerators

/// A generated file in pieces reads as the same file in one: its bytes, its start, its
/// last byte, its text and its equality do not depend on where the pieces divide it.
@Suite struct GeneratedFileTests {
    static let whole = Array("{\n  \"layoutVersion\": 1\n}\n".utf8)

    /// The same bytes divided every way into up to three pieces, empty ones included.
    static var divisions: [[[UInt8]]] {
        var result: [[[UInt8]]] = [[whole], [[], whole], [whole, []]]
        for first in 0...whole.count {
            for second in first...whole.count {
                result.append([Array(whole[..<first]), Array(whole[first..<second]), Array(whole[second...])])
            }
        }
        return result
    }

    @Test func piecesReadAsTheWholeFile() {
        let one = GeneratedFile(name: "a.layout.json", bytes: Self.whole)
        for pieces in Self.divisions {
            let file = GeneratedFile(name: "a.layout.json", pieces: pieces)
            #expect(file.bytes == Self.whole)
            #expect(Array(file.pieces.joined()) == Self.whole)
            #expect(file.lastByte == UInt8(ascii: "\n"))
            #expect(file.contents == String(decoding: Self.whole, as: UTF8.self))
            #expect(file.leadingBytes(5).starts(with: Self.whole.prefix(5)))
            #expect(file == one)
            var visited: [UInt8] = []
            file.forEachPiece { visited += $0 }
            #expect(visited == Self.whole)
        }
        #expect(GeneratedFile(name: "b.layout.json", pieces: [Self.whole]) != one, "another name")
        #expect(GeneratedFile(name: "a.layout.json", pieces: [Self.whole, [0x20]]) != one, "another byte")
    }

    @Test func anEmptyFile() {
        for pieces in [[], [[]], [[], []]] as [[[UInt8]]] {
            let file = GeneratedFile(name: "e.swift", pieces: pieces)
            #expect(file.bytes.isEmpty)
            #expect(file.lastByte == nil)
            #expect(file.leadingBytes(3).isEmpty)
            #expect(file == GeneratedFile(name: "e.swift", bytes: []))
        }
    }
}
