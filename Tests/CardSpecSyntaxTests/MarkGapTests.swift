import CYAML
import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

/// `MarkCursor.range` finds inline the marks that lie in its current gap between two wide
/// scalars (all marks of an ASCII file). For every event of files with wide scalars placed
/// around, inside and between events (ranges that start in one gap and end in another, a
/// gap left backwards, the file's end), it gives what the walk from the mark's index gives.
@Suite struct MarkGapTests {
    @Test(arguments: [
        "é: ü\n", "a: 1\nb: é\nc: [x, ü, y]\nd: {e: 😀, f: g}\n", "- é\n- 'a\n  ü b'\n- \"ж\n  x\"\n- [é, [ü, [😀]]]\n",
        "k: >\n  é\n  x\n\nz: ü", "{é: [1, 2], ü: x}", "a: é", "a: éé\nb: x\nc: üü\nd: y\n" + String(repeating: "e: f\n", count: 50),
        "\u{FEFF}a: é\nb: [x, 😀, y]\n", "é:\n  - a\n  - b\n  - {c: d}\nx: y\n", "? é\n: ü\n", "a: &x é\nb: *x\n",
    ])
    func gapRangesAgreeWithTheWalk(text: String) throws {
        // A comment of ASCII first, so that the file has few enough wide scalars for a table.
        let padding = "# " + String(repeating: "pad ", count: 40) + "\n"
        let padded = text.hasPrefix("\u{FEFF}") ? "\u{FEFF}" + padding + text.dropFirst() : padding + text
        let file = SourceFile(path: "x", text: padded)
        let table = try #require(try? file.bytes.withUnsafeBufferPointer {
            try InputPrescan.run($0, file: file, format: .yaml, limits: ParseLimits()).get()
        })
        #expect(table.wideScalars != nil && !table.hasUnicodeLineBreaks && !table.isASCII)
        file.bytes.withUnsafeBufferPointer { source in
            var gaps = MarkCursor(bytes: source, table: table, file: file)
            var walk = MarkCursor(bytes: source, table: table, file: file)
            walk.libyamlReadsTheFile = false
            let parser = LibYAMLParser(input: source)
            var events = 0
            while parser.next() {
                let event = parser.event
                let fromGaps = gaps.range(from: event.pointee.start_mark, to: event.pointee.end_mark)
                let walked = walk.range(from: event.pointee.start_mark, to: event.pointee.end_mark)
                #expect(fromGaps == walked, "event \(events) of \(text.debugDescription)")
                events += 1
                if event.pointee.type == YAML_STREAM_END_EVENT { break }
            }
            #expect(events > 2)
        }
    }
}
