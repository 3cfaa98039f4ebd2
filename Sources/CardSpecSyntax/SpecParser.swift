import CardSpecDiagnostics

public enum SpecParser {
    /// Reads one file into a positioned tree, reporting everything wrong with it.
    ///
    /// In order: a pre-scan of the bytes (size, encoding, control characters); for JSON, a
    /// strict RFC 8259 check; then libyaml's events, built into the tree. A problem in the
    /// first two, a libyaml syntax error, nesting too deep or an alias bomb ends the parse
    /// with no tree; the other problems are reported beside the tree.
    public static func parse(_ file: SourceFile, format: SourceFormat, limits: ParseLimits = ParseLimits()) -> ParseResult {
        let parsed = parseTree(file, format: format, limits: limits)
        return ParseResult(root: parsed.tree.root.map { parsed.tree.syntaxNode($0) }, diagnostics: parsed.diagnostics)
    }

    /// `parse`, with the tree in its flat form: what the pipeline reads.
    ///
    /// With a `sectionReader`, the pairs of its section are handed to it as they are parsed
    /// and let go (`ParsedTree.section` says whether they were).
    public static func parseTree(
        _ file: SourceFile, format: SourceFormat, limits: ParseLimits = ParseLimits(),
        sectionReader: (any SectionReader)? = nil
    ) -> ParsedTree {
        file.bytes.withUnsafeBufferPointer { bytes in
            let table: ScalarCheckpoints
            switch InputPrescan.run(bytes, file: file, format: format, limits: limits) {
            case .failure(let failure): return ParsedTree(tree: SyntaxTree(), diagnostics: [failure.diagnostic])
            case .success(let result): table = result
            }
            var preparation = JSONSyntaxChecker.Preparation()
            if format == .json {
                switch JSONSyntaxChecker.check(bytes, file: file, bomLength: table.bomLength, limits: limits) {
                case .failure(let failure): return ParsedTree(tree: SyntaxTree(), diagnostics: [failure.diagnostic])
                case .success(let result): preparation = result
                }
            } else if bytes.count == table.bomLength {
                return ParsedTree(tree: SyntaxTree(), diagnostics: [])
            }

            var builder = TreeBuilder(
                file: file, bytes: bytes, table: table, limits: limits, rawStrings: preparation.rawStrings,
                sectionReader: sectionReader)
            if let patched = preparation.patchedBytes {
                patched.withUnsafeBufferPointer { builder.run(input: $0) }
            } else {
                // The pre-scan has held every character of YAML to what libyaml's reader
                // accepts (and of JSON, when it found only plain ASCII): it is not checked
                // again (`DecodedInput`). Patched JSON is checked there.
                let accepted = format == .yaml || table.isPlainASCII
                builder.run(input: bytes, knownCharacters: accepted ? table.scalarCount : nil)
            }
            return ParsedTree(tree: builder.tree, diagnostics: builder.diagnostics, section: builder.sectionOutcome)
        }
    }
}
