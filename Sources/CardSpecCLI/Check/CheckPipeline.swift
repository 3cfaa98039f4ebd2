import CardSpecCatalog
import CardSpecChecks
import CardSpecDiagnostics
import CardSpecModel
import CardSpecSyntax

/// Everything cardspec knows about one input after reading it: the spec, if it could be
/// built, and every diagnostic, in report order.
public struct CheckResult: Sendable {
    public let file: SourceFile
    /// The spec, if the file could be read as one, without its cards: once checked they
    /// are let go (the checked spec, when kept, holds what the generators read of them).
    public let spec: SpecFile?
    public let diagnostics: [Diagnostic]
    /// The parsed tree, when the report step needs it to read suppression comments
    /// beside it (a YAML file with a comment that looks like one); nil otherwise.
    public var tree: SyntaxTree? = nil
    /// The spec typed against the catalog, when nothing is wrong with it: what the
    /// generators read.
    public var checked: CheckedSpec? = nil

    public var errorCount: Int { diagnostics.count(where: { $0.severity == .error }) }
    public var warningCount: Int { diagnostics.count(where: { $0.severity == .warning }) }

    /// `tree` as `SyntaxNode`s.
    public var root: SyntaxNode? { tree.flatMap { tree in tree.root.map { tree.syntaxNode($0) } } }
}

/// The stages one file goes through, shared by `check` and the commands that build on
/// it: parse, lower to the model (unless parsing failed without a tree), validate
/// against the catalog (when lowering produced a spec), then sort the diagnostics.
public struct CheckPipeline: Sendable {
    public var limits: ParseLimits
    public var catalog: Catalog
    /// Whether results carry the checked spec (`checked`), which only the generators
    /// read: each card typed as it is checked. Without it the checks take less time and
    /// memory and report the same.
    public var keepsCheckedSpec = true
    /// From what size on a file counts as large: its cards are checked while it is parsed
    /// (`checksCardsWhileParsingFrom`), and `build` generates it in its turn.
    public static let largeFileBytes = 1 << 20
    /// From what size on a file's cards are checked while it is parsed: the nodes of each
    /// card are then let go once it is checked, so that a large file's tree never holds
    /// its cards. Below it, a file is parsed whole first (its tree is small, and its memory
    /// reused by the next file's).
    public var checksCardsWhileParsingFrom = largeFileBytes

    public init(limits: ParseLimits = ParseLimits(), catalog: Catalog = .cardParts) {
        self.limits = limits
        self.catalog = catalog
    }

    /// Checks a file, read as JSON if its path ends in `.json` and as YAML otherwise.
    public func check(_ file: SourceFile) -> CheckResult {
        check(file, format: SourceFormat(path: file.path))
    }

    /// Lowers and checks one card at a time (while the file is parsed, for a large one):
    /// a spec's model is several times its size, its cards most of it, and is never held
    /// whole. Reports what `checkWholeSpec` reports, and keeps the same checked spec.
    /// The result's spec has no cards: the checked spec, when kept, holds what the
    /// generators read of them.
    public func check(_ file: SourceFile, format: SourceFormat) -> CheckResult {
        // The report reads the whole tree of a file with a suppression comment.
        if file.bytes.count >= checksCardsWhileParsingFrom, !Self.mayKeepTree(file) {
            let reader = CardReader(catalog: catalog, source: file, keepingChecked: keepsCheckedSpec)
            let parsed = SpecParser.parseTree(file, format: format, limits: limits, sectionReader: reader)
            switch parsed.section {
            case .read: return checkedWhileParsing(parsed, by: reader, file)
            case .notRead: return checkCardByCard(parsed, file)
            case .abandoned: break
            }
        }
        return checkCardByCard(SpecParser.parseTree(file, format: format, limits: limits), file)
    }

    /// Lowers the whole spec, then checks it: the reference that `check`, which goes card
    /// by card, is held to (`CardByCardTests`, the fuzzer's invariants).
    public func checkWholeSpec(_ file: SourceFile) -> CheckResult {
        let format = SourceFormat(path: file.path)
        var parsed = SpecParser.parseTree(file, format: format, limits: limits)
        var diagnostics = parsed.diagnostics
        guard let syntaxFailed = Self.syntaxFailure(parsed) else {
            return CheckResult(file: file, spec: nil, diagnostics: Diagnostic.sortedForReport(diagnostics))
        }
        let lowered = SpecLowering.lower(parsed.tree, in: file, vocabulary: catalog)
        diagnostics += lowered.diagnostics
        // The tree goes now, before the checks, rather than with the result.
        let keptTree = Self.treeForSuppressionComments(parsed, file)
        parsed.tree = SyntaxTree(root: nil)
        var checked: CheckedSpec?
        if let spec = lowered.spec, !syntaxFailed {
            let result = SpecValidator.check(spec, catalog: catalog, source: file)
            diagnostics += result.diagnostics
            let loweringFailed = lowered.diagnostics.contains { $0.severity == .error }
            checked = loweringFailed || !keepsCheckedSpec ? nil : result.checked
        }
        // The cards' model goes before the files are generated from the checked spec.
        var withoutCards = lowered.spec
        withoutCards?.cards = []
        return CheckResult(file: file, spec: withoutCards, diagnostics: Diagnostic.sortedForReport(diagnostics),
                           tree: keptTree, checked: checked)
    }

    /// nil when parsing failed without a tree, so there is nothing to lower; otherwise
    /// whether it reported an error. A tree with syntax errors has placeholders (an
    /// undefined alias is null): it is lowered, for the structural mistakes, but checking
    /// it against the catalog would only report the placeholders again.
    private static func syntaxFailure(_ parsed: ParsedTree) -> Bool? {
        let failed = parsed.diagnostics.contains { $0.severity == .error }
        return parsed.tree.root == nil && failed ? nil : failed
    }

    /// The report reads the tree only for suppression comments: it is kept only for a
    /// YAML file with a comment that looks like one.
    private static func treeForSuppressionComments(_ parsed: ParsedTree, _ file: SourceFile) -> SyntaxTree? {
        parsed.tree.root != nil && mayKeepTree(file) ? parsed.tree : nil
    }

    private static func mayKeepTree(_ file: SourceFile) -> Bool {
        SourceFormat(path: file.path) == .yaml && SuppressionComments.mayHaveDirectives(file)
    }

    /// The result of `check` for a file whose cards `reader` checked while it was
    /// parsed: what is left is the lowering of the rest of the file and the checks that
    /// need every card. The diagnostics are the same, in the same order before sorting.
    private func checkedWhileParsing(_ parsed: ParsedTree, by reader: CardReader, _ file: SourceFile) -> CheckResult {
        var diagnostics = parsed.diagnostics
        guard let syntaxFailed = Self.syntaxFailure(parsed), let check = reader.check else {
            return CheckResult(file: file, spec: nil, diagnostics: Diagnostic.sortedForReport(diagnostics))
        }
        // The file without its cards, which were lowered already: its values in the tree
        // are placeholders now, and are not taken from this lowering.
        let rest = CardByCardLowering(parsed.tree, in: file, vocabulary: catalog)
        var checked: CheckedSpec?
        if !syntaxFailed {
            let result = check.finish(spec: rest.spec)
            diagnostics += result.diagnostics
            checked = result.checked
        }
        diagnostics += rest.diagnostics
        diagnostics += reader.lowering.diagnostics
        if rest.diagnostics.contains(where: { $0.severity == .error })
            || reader.lowering.diagnostics.contains(where: { $0.severity == .error }) { checked = nil }
        return CheckResult(file: file, spec: rest.spec, diagnostics: Diagnostic.sortedForReport(diagnostics),
                           checked: checked)
    }

    private func checkCardByCard(_ parsed: ParsedTree, _ file: SourceFile) -> CheckResult {
        var diagnostics = parsed.diagnostics
        guard let syntaxFailed = Self.syntaxFailure(parsed) else {
            return CheckResult(file: file, spec: nil, diagnostics: Diagnostic.sortedForReport(diagnostics))
        }
        let keptTree = Self.treeForSuppressionComments(parsed, file)
        var lowering = CardByCardLowering(parsed.tree, in: file, vocabulary: catalog)
        var checked: CheckedSpec?
        if syntaxFailed {
            while lowering.nextCard() != nil {}
        } else {
            let result = SpecValidator.checkCardByCard(&lowering, catalog: catalog, source: file,
                                                       keepingChecked: keepsCheckedSpec)
            diagnostics += result.diagnostics
            checked = result.checked
        }
        diagnostics += lowering.diagnostics
        // As for the whole spec: nothing is generated from a spec that did not lower cleanly.
        if lowering.diagnostics.contains(where: { $0.severity == .error }) { checked = nil }
        return CheckResult(file: file, spec: lowering.spec, diagnostics: Diagnostic.sortedForReport(diagnostics),
                           tree: keptTree, checked: checked)
    }

    /// The result for an input that was not read because it is over `limits.maxFileSize`;
    /// `size` is its size when known (a regular file), nil for a stream cut short.
    public func fileTooLarge(path: String, size: Int?) -> CheckResult {
        let limit = ByteCount.describe(limits.maxFileSize)
        let message = if let size {
            "file is \(ByteCount.describe(size)), over the \(limit) limit (raise it with --max-file-size)"
        } else {
            "input is larger than the \(limit) limit (raise it with --max-file-size)"
        }
        let file = SourceFile(path: path, bytes: [])
        return CheckResult(
            file: file, spec: nil,
            diagnostics: [Diagnostic(.fileTooLarge, message, at: SourceRange(at: .start))])
    }
}
