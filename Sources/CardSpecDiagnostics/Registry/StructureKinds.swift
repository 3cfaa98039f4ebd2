// Diagnostics of the structure stage: lowering the tree into the spec model.
extension DiagnosticKind {
    public static let structureKinds: [DiagnosticKind] = []
}
