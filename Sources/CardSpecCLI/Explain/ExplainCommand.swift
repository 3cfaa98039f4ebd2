import CardSpecDiagnostics

/// `cardspec explain [CODE...]`: what a diagnostic code means and how to fix it, from
/// the registry. Without a code (or with `--list`) it lists every code; `--markdown`
/// prints the reference kept in docs/diagnostics.md.
enum ExplainCommand: Subcommand {
    static let codes = ArgumentDeclaration(
        name: "codes",
        help: "Diagnostic codes, as printed in brackets at the end of a diagnostic: unknown-key or [unknown-key].",
        isRepeating: true,
        isOptional: true)

    static let list = OptionDeclaration(
        "list", help: "List every code with its severity and summary, by stage (what a bare 'cardspec explain' does).")
    static let markdown = OptionDeclaration(
        "markdown", help: "Print the reference of every code as Markdown, the text of docs/diagnostics.md.")

    static let declaration = CommandDeclaration(
        path: ["cardspec", "explain"],
        abstract: "Explain a diagnostic code and how to fix it.",
        discussion: """
            Prints what each diagnostic means, why it matters and how to fix it, with a \
            small spec that triggers it and the same spec fixed. Without a code, lists \
            every code.
            """,
        arguments: [codes],
        options: [list, markdown, .help],
        extraSections: [
            HelpSection(title: "Examples", body: """
                  cardspec explain unknown-key
                  cardspec explain --list
                  cardspec explain --markdown > docs/diagnostics.md
                """),
        ])

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> ExitCode {
        let names = arguments.positionals
        let wantsList = arguments.isSet(list), wantsMarkdown = arguments.isSet(markdown)
        if wantsList, wantsMarkdown {
            throw UsageError(message: "'--list' and '--markdown' cannot be used together")
        }
        if let option = wantsList ? list : wantsMarkdown ? markdown : nil, let first = names.first {
            throw UsageError(message: "'\(option.synopsis)' takes no codes; remove '\(VisibleText.sanitized(first))'")
        }

        let registry = DiagnosticRegistry.all
        let text: String
        if wantsMarkdown {
            text = DiagnosticsMarkdown.document(for: registry)
        } else if names.isEmpty {
            text = ExplainText.list(registry)
        } else {
            var kinds: [DiagnosticKind] = []
            for name in names {
                kinds.append(try kind(named: name, in: registry))
            }
            text = kinds.map(ExplainText.page).joined(separator: "\n")
        }
        io.stdout.write(text)
        if let code = io.stdout.failure {
            io.stderr.write("error: cannot write to standard output: \(errorDescription(code))\n")
            return .failure
        }
        return .success
    }

    /// The kind a command-line word names: its code, bare or in the brackets of a
    /// printed diagnostic (`[unknown-key]`).
    static func kind(named name: String, in registry: [DiagnosticKind]) throws(UsageError) -> DiagnosticKind {
        var code = Substring(name)
        if code.hasPrefix("["), code.hasSuffix("]"), code.count >= 2 {
            code = code.dropFirst().dropLast()
        }
        if let kind = registry.first(where: { $0.code == code }) { return kind }
        let shown = VisibleText.sanitized(name)
        if let suggestion = Suggestions.closest(to: String(code), in: registry.map(\.code)) {
            throw UsageError(message: "unknown diagnostic code '\(shown)'; did you mean '\(suggestion)'?")
        }
        throw UsageError(message: "unknown diagnostic code '\(shown)'; 'cardspec explain --list' lists every code")
    }
}
