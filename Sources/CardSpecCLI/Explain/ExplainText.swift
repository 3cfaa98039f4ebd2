import CardSpecDiagnostics

/// The terminal text of `cardspec explain`: a page per code, its prose wrapped at 80
/// columns like the help whatever the terminal, and the list of every code.
enum ExplainText {
    static let exampleIndent = "    "

    /// One code's page:
    ///
    ///     unknown-key (error, structure stage)
    ///
    ///     <summary>
    ///
    ///     <explanation, wrapped>
    ///
    ///     Example:
    ///
    ///         <wrong spec>
    ///
    ///     Fixed:
    ///
    ///         <right spec>
    static func page(_ kind: DiagnosticKind) -> String {
        var out = "\(kind.code) (\(kind.defaultSeverity.rawValue), \(kind.stage.rawValue) stage)\n\n"
        out += HelpFormatter.wrap(kind.summary) + "\n\n"
        out += HelpFormatter.wrap(kind.explanation) + "\n\n"
        out += "Example:\n\n" + indented(kind.wrongExample) + "\n"
        out += "Fixed:\n\n" + indented(kind.rightExample)
        return out
    }

    /// Every code with its default severity and summary, grouped by stage in pipeline
    /// order, codes in registry order, in aligned columns. One line per code whatever
    /// its length, so the list can be searched with grep.
    static func list(_ kinds: [DiagnosticKind]) -> String {
        let codeWidth = kinds.map(\.code.count).max() ?? 0
        let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
        var sections: [String] = []
        for stage in DiagnosticKind.Stage.allCases {
            let members = kinds.filter { $0.stage == stage }
            guard !members.isEmpty else { continue }
            var section = "\(stage.rawValue.uppercased()) (\(stage.lowercaseDescription)):\n"
            for kind in members {
                section += String(repeating: " ", count: HelpFormatter.indent)
                    + padded(kind.code, to: codeWidth) + "  " + padded(kind.defaultSeverity.rawValue, to: severityWidth)
                    + "  " + kind.summary + "\n"
            }
            sections.append(section)
        }
        sections.append("See 'cardspec explain <code>' for the explanation and an example of a code.\n")
        return sections.joined(separator: "\n")
    }

    /// The example's lines, each indented (blank lines stay empty), ending in a newline.
    static func indented(_ example: String) -> String {
        exampleLines(example).map { $0.isEmpty ? "\n" : exampleIndent + $0 + "\n" }.joined()
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

/// An example's lines, without the final newline's empty line.
func exampleLines(_ example: String) -> [Substring] {
    var lines = example.split(separator: "\n", omittingEmptySubsequences: false)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
}

extension DiagnosticKind.Stage {
    /// What happens in the stage, as in the documentation of `Stage`.
    var lowercaseDescription: String {
        switch self {
        case .syntax: "reading bytes into a YAML/JSON tree"
        case .structure: "lowering the tree into the spec model"
        case .semantic: "checking the model against the component catalog"
        case .configuration: "reading .cardspec.yml and the suppression comments in specs"
        }
    }

    /// The heading of the stage's section in docs/diagnostics.md.
    var title: String {
        switch self {
        case .syntax: "Syntax"
        case .structure: "Structure"
        case .semantic: "Semantic"
        case .configuration: "Configuration"
        }
    }
}
