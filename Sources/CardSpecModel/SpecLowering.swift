import CardSpecDiagnostics
import CardSpecSyntax

/// The model stage's entry point.
public enum SpecLowering {
    /// Lowers a parsed file into the spec model. `root` is nil for an empty file. The
    /// spec is nil only when the file has no usable top-level mapping; otherwise it holds
    /// everything that could be understood, next to the diagnostics for what could not.
    public static func lower(
        _ root: SyntaxNode?, in file: SourceFile,
        vocabulary: any PartVocabulary = GenericPartVocabulary()
    ) -> (spec: SpecFile?, diagnostics: [Diagnostic]) {
        lower(SyntaxTree(root: root), in: file, vocabulary: vocabulary)
    }

    /// `lower` for a tree in its flat form (its root nil for an empty file).
    public static func lower(
        _ tree: SyntaxTree, in file: SourceFile,
        vocabulary: any PartVocabulary = GenericPartVocabulary()
    ) -> (spec: SpecFile?, diagnostics: [Diagnostic]) {
        var lowerer = Lowerer(tree: tree, vocabulary: vocabulary)
        let spec = lowerer.file(tree.root, source: file)
        return (spec, lowerer.diagnostics)
    }

    /// Lowers one value on its own, literals only: how the catalog's defaults and
    /// built-in theme values, written as a spec would write them, become values.
    public static func literalValue(_ node: SyntaxNode) -> (value: Value, diagnostics: [Diagnostic]) {
        let tree = SyntaxTree(root: node)
        var lowerer = Lowerer(tree: tree, vocabulary: GenericPartVocabulary())
        let value = lowerer.value(tree.root!, scope: .literal)
        return (value, lowerer.diagnostics)
    }
}
