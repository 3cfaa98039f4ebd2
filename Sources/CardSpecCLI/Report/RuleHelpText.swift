import CardSpecDiagnostics

/// The help of a SARIF rule, from the same texts as `cardspec explain` and
/// docs/diagnostics.md: the explanation, then the example spec and the fixed one.
enum RuleHelpText {
    @Sendable static func help(_ kind: DiagnosticKind) -> SARIFRenderer.RuleHelp {
        let text = kind.explanation + "\n\nExample:\n\n" + ExplainText.indented(kind.wrongExample)
            + "\nFixed:\n\n" + ExplainText.indented(kind.rightExample)
        let markdown = DiagnosticsMarkdown.prose(kind.explanation) + "\n\nExample:\n\n"
            + DiagnosticsMarkdown.codeBlock(kind.wrongExample) + "\nFixed:\n\n" + DiagnosticsMarkdown.codeBlock(kind.rightExample)
        return SARIFRenderer.RuleHelp(text: text, markdown: markdown)
    }
}
