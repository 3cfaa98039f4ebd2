/// What the model needs to know about a component library to lower parts: which part
/// properties hold child parts. The catalog conforms; the model knows no part by name.
public protocol PartVocabulary: Sendable {
    /// The properties of a part of kind `partKind` that hold child parts. Asked once per
    /// part, then searched for each of its properties.
    func childSlots(ofPartKind partKind: String) -> ChildSlots
}

public enum ChildSlot: Sendable {
    /// One part: `left: {stack: {...}}`.
    case single
    /// A list of parts: `parts: [...]`.
    case list
}

/// The properties of one part kind that hold child parts, and how.
public struct ChildSlots: Sendable {
    private let slots: [(property: String, slot: ChildSlot)]
    /// The vocabulary's own number for the part kind (the catalog's position of the part),
    /// or -1. Kept on each part (`Part.kindIndex`), so that the checks find the kind again
    /// without hashing its name a second time.
    public let kindIndex: Int32

    public init(_ slots: [(property: String, slot: ChildSlot)], kindIndex: Int32 = -1) {
        self.slots = slots
        self.kindIndex = kindIndex
    }

    /// How `property` holds child parts, or nil if it holds an ordinary value. A part has
    /// a few slots at most: a scan beats hashing the name.
    public func slot(for property: String) -> ChildSlot? {
        for entry in slots where entry.property == property { return entry.slot }
        return nil
    }

    /// The language's own rule, used when no catalog is at hand or the kind is unknown:
    /// `parts` holds child parts.
    public static let generic = ChildSlots([(property: "parts", slot: .list)])
}

/// The language's own rule for every part kind: `parts` holds child parts.
public struct GenericPartVocabulary: PartVocabulary {
    public init() {}

    public func childSlots(ofPartKind partKind: String) -> ChildSlots { .generic }
}
