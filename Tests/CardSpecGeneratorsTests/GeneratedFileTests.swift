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

/// What a generator hands a sink as it goes is what it returns: the same files, in the
/// same order, a large layout in several pieces.
@Suite struct GeneratedFileSinkTests {
    /// Starts and pieces as they came.
    final class Recorder: GeneratedFileSink {
        var events: [(name: String?, bytes: [UInt8])] = []
        func start(_ file: GeneratedFile) { events.append((file.name, file.bytes)) }
        func append(_ piece: [UInt8]) { events.append((nil, piece)) }
    }

    /// Enough cards for a layout of more than one of the stream's pieces.
    static let largeSpec: String = {
        var text = "cardspec: 1\nmodule: Big\ncards:\n"
        for index in 0..<700 {
            text += "  Card\(index):\n    parts:\n      - title: {title: \"T\(index)\"}\n      - text: {text: \"Body \(index)\"}\n"
        }
        return text
    }()

    @Test func aListGathersEachFileWithItsPieces() {
        let list = GeneratedFileList()
        #expect(list.files.isEmpty)
        list.start(GeneratedFile(name: "a.swift", bytes: [1]))
        list.start(GeneratedFile(name: "b.swift", bytes: [2]))
        list.append([3, 4])
        list.append([])
        list.append([5])
        list.start(GeneratedFile(name: "c.swift", bytes: []))
        #expect(list.files == [GeneratedFile(name: "a.swift", bytes: [1]), GeneratedFile(name: "b.swift", bytes: [2, 3, 4, 5]),
                               GeneratedFile(name: "c.swift", bytes: [])])
        #expect(list.files.count == 3, "reading the files again gives them again")
    }

    @Test func aLargeLayoutComesInPiecesAndReturnsWhole() throws {
        let checked = try #require(checkedSpec(Self.largeSpec, path: "Big.cards.yaml"))
        let generator = LayoutJSONGenerator(catalog: .cardParts)
        let recorder = Recorder()
        generator.generate(checked, into: recorder)
        #expect(recorder.events.count > 1)
        #expect(recorder.events.first?.name == "Big.layout.json")
        #expect(recorder.events.dropFirst().allSatisfy { $0.name == nil && !$0.bytes.isEmpty })
        let whole = generator.generate(checked)
        #expect(whole.count == 1)
        #expect(recorder.events.flatMap(\.bytes).elementsEqual(whole[0].bytes), "compared as a Bool: the arrays are megabytes")
    }

    @Test func swiftFilesComeWholeInTheOrderReturned() throws {
        let checked = try #require(try fixture("showcase.cards.yaml"))
        let generator = SwiftGenerator(catalog: .cardParts)
        let recorder = Recorder()
        generator.generate(checked, into: recorder)
        let files = generator.generate(checked)
        #expect(recorder.events.map(\.name) == files.map(\.name))
        #expect(recorder.events.map(\.bytes) == files.map(\.bytes))
    }
}
