import CardSpecDiagnostics

/// A card: its view model, parameters, traits, states with their parts, and actions.
public struct Card: Sendable {
    public var name: Name
    public var parameters: [Parameter]
    public var model: [ModelProperty]
    public var traits: [Trait]
    /// `state: $model.x`: the model property that drives the card's state.
    public var stateBinding: Reference?
    /// Parts per state. Parts listed under `parts:` belong to the state `none`.
    public var states: [CardStateBlock]
    /// `onTap`, per state (a plain action name means the state `none`).
    public var onTap: [StateAction]
    /// Model properties whose changes resize the card (`invalidateLayout(onChanges:)`).
    public var invalidateLayoutOn: [Reference]
    public var range: SourceRange
}

/// A value the screen gives when it shows the card (`{card: Themed, with: {title: Hi}}`).
public struct Parameter: Sendable {
    public var name: Name
    /// nil when the type written could not be read (reported); references to the
    /// parameter still resolve, unchecked.
    public var type: TypeAnnotation?
    public var defaultValue: Value?
}

/// A property of the card's view model: a `BehaviorRelay` with an initial value.
public struct ModelProperty: Sendable {
    public var name: Name
    /// nil when the type written could not be read (reported); references to the
    /// property still resolve, unchecked.
    public var type: TypeAnnotation?
    /// nil means the type's natural empty value (0, "", false, [], nil).
    public var initial: Value?
    public var range: SourceRange
}

/// A card trait (`shadow`, `rounded`, ...) with its parameters as written.
public struct Trait: Sendable {
    public var name: Name
    public var value: Value
}

/// A state of the card, as written: a built-in name (`hasData`) or `custom(name)`.
public struct StateName: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var isCustom: Bool
    public var range: SourceRange

    public static func none(at range: SourceRange) -> StateName {
        StateName(name: "none", isCustom: false, range: range)
    }

    public var description: String { isCustom ? "custom(\(name))" : name }
}

public struct CardStateBlock: Sendable {
    public var state: StateName
    public var parts: [Part]
}

public struct StateAction: Sendable {
    public var state: StateName
    public var action: ActionRef
}

/// One part of a card: `- text: {type: title, text: $model.title}`.
public struct Part: Sendable {
    /// The part kind, the single key of the part's mapping (`text`, `stack`, ...).
    public var kind: Name
    /// `id:` names the part in generated code; otherwise the generator derives a name.
    public var id: Name?
    /// Everything else written in the part, in order; child parts appear as `.part` or
    /// `.parts` values in the slots the vocabulary declares.
    public var properties: [Property]
    public var range: SourceRange
    /// The number the lowering's vocabulary gave the kind (`ChildSlots.kindIndex`), or -1;
    /// a hint for finding the kind again, to be checked against `kind`.
    public var kindIndex: Int32 = -1
}
