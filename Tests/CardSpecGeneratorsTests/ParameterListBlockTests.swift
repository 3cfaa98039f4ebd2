import Testing
@testable import CardSpecGenerators

/// `SwiftWriter.block(_:parameterList:_:)` writes a parameter list's header without the
/// line breaker: held to what the line breaker makes of the same header (`block`), for
/// headers that fit, parameters that fit their line, and parameters broken after ` =` or
/// left whole, at several depths.
@Suite struct ParameterListBlockTests {
    private func written(_ header: String, depth: Int, parameterList: Bool) -> String {
        var writer = SwiftWriter()
        func nest(_ level: Int, _ writer: inout SwiftWriter) {
            guard level < depth else {
                if parameterList {
                    writer.block("\(header)", parameterList: true) { $0.line("body()") }
                } else {
                    writer.block("\(header)") { $0.line("body()") }
                }
                return
            }
            writer.block("struct Level\(level)") { nest(level + 1, &$0) }
        }
        writer.line("let before = 1")
        writer.line()
        nest(0, &writer)
        return writer.text
    }

    @Test func asTheLineBreakerBreaksIt() {
        var headers: [String] = []
        for length in [1, 8, 20, 30, 38, 40, 41, 42, 44, 45, 46, 47, 48, 49, 50, 60, 80, 95, 100] {
            let name = "Feature" + String(repeating: "x", count: length)
            headers.append("init(viewModel: \(name)ViewModel = \(name)ViewModel(), actions: \(name)Actions? = nil)")
            headers.append("init(parameters: \(name)Parameters, viewModel: \(name)ViewModel = \(name)ViewModel(), actions: \(name)Actions? = nil)")
            headers.append("init(only: \(name))")
            headers.append("init(a: \(name) = \(name)(), b: \(name))")
        }
        // Not the shape asked for: written by `block` alike.
        headers += ["init()", "func f", "init(a: Int) -> Int"]
        for header in headers {
            for depth in 0...4 {
                #expect(written(header, depth: depth, parameterList: true) == written(header, depth: depth, parameterList: false),
                        "\(header) at depth \(depth)")
            }
        }
    }
}
