/// What the model needs to know about a component library to lower parts: which part
/// properties hold child parts. The catalog conforms; the model knows no part by name.
public protocol PartVocabulary: Sendable {
    /// How `property` of a part of kind `partKind` holds child parts, or nil if it holds
    /// an ordinary value.
    func childSlot(partKind: String, property: String) -> ChildSlot?
}

public enum ChildSlot: Sendable {
    /// One part: `left: {stack: {...}}`.
    case single
    /// A list of parts: `parts: [...]`.
    case list
}

/// The language's own rule, used when no catalog is at hand: `parts` holds child parts.
public struct GenericPartVocabulary: PartVocabulary {
    public init() {}

    public func childSlot(partKind: String, property: String) -> ChildSlot? {
        property == "parts" ? .list : nil
    }
}
