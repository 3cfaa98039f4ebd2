import Testing
@testable import CardSpecGenerators

/// `SwiftWriter` writes a long block header of the shape `name(a, b, …)` without the line
/// breaker, checking the shape as it goes: held to what `LineBreaker` itself makes of
/// `header {`, for headers of that shape and for near misses (which must go to the
/// breaker), at several lengths and depths.
@Suite struct ParameterListShapeTests {
    /// The header's lines as the line breaker writes `header {` at `depth`, then the body
    /// and the closing brace as `block` writes them.
    private func viaBreaker(_ header: String, depth: Int) -> String {
        var lines = ByteBuffer(capacity: 64)
        var lists: LineBreaker.OpenLists = []
        let width = SwiftWriter.lineLength - SwiftWriter.indentationWidth * depth
        let line = Array((header + " {").utf8)
        line.withUnsafeBufferPointer { line in
            if String(decoding: line, as: UTF8.self).count <= width {
                lines.appendLine(indentation: depth * SwiftWriter.indentationWidth, line)
            } else {
                LineBreaker.writePieces(of: line, width: width, openLists: &lists, depth: depth, into: &lines)
            }
        }
        let indentation = String(repeating: " ", count: depth * SwiftWriter.indentationWidth)
        return String(decoding: lines) + indentation + "  body()\n" + indentation + "}\n"
    }

    private func viaWriter(_ header: String, depth: Int) -> String {
        var writer = SwiftWriter()
        func nest(_ level: Int, _ writer: inout SwiftWriter) {
            guard level < depth else { return writer.block("\(header)") { $0.line("body()") } }
            writer.indented { nest(level + 1, &$0) }
        }
        nest(0, &writer)
        return writer.text
    }

    @Test func asTheLineBreakerBreaksIt() {
        var headers: [String] = []
        for length in [1, 10, 30, 41, 45, 47, 60, 90, 120] {
            let x = "Feature" + String(repeating: "x", count: length)
            headers += [
                // The shape.
                "init(viewModel: \(x)ViewModel = \(x)ViewModel(), actions: \(x)Actions? = nil)",
                "init(a: \(x) = \(x)(), b: \(x) = \(x)(), c: \(x) = \(x)(), d: \(x))",
                "static func make(content: \(x), actions: Actions? = nil)",
                "init(only: \(x))",
                "init(only: \(x)())",
                "init(_ value: \(x).Kind = .none, other: \(x)<Int>? = nil)",
                "func \(x)(a: Int, b: Int)",
                // Near misses.
                "init(a: \(x) = \(x)(),  b: \(x))",
                "init( a: \(x), b: \(x))",
                "init(a: \(x) , b: \(x))",
                "init(a: \(x), b: \(x), )",
                "init(a: \(x),b: \(x))",
                "init(a: \(x), , b: \(x))",
                "init(, a: \(x), b: \(x))",
                "init(a: \(x), b: \(x) )",
                "f<(a: \(x), b: \(x))",
                "init(a: \(x) = \"s, t\", b: \(x))",
                "init(a: (\(x), \(x)), b: \(x))",
                "init(a: \(x)(y: 1), b: \(x))",
                "init(a: [\(x)] = [], b: \(x))",
                "init(a: \(x) = \(x)(), b: \(x)) -> \(x)",
                "init(a: \(x) = \(x)(, b: \(x))",
                "init(a: \(x) = \(x))(), b: \(x))",
                "init(a: f()",
                "init(a: \(x) = \(x)(), b: Ẋ\(x))",
                "init(a: \(x) =  = \(x)(), b: \(x))",
                "init(a: \(x)\t= \(x)(), b: \(x))",
                "init()",
                "init(a)",
            ]
        }
        for header in headers {
            for depth in 0...4 {
                #expect(viaWriter(header, depth: depth) == viaBreaker(header, depth: depth), "\(header) at depth \(depth)")
            }
        }
    }
}
