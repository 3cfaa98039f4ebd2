import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

/// A spec that passed the checks, with every value typed against the catalog: what the
/// generators read. It exists only for a spec without errors, so generators need not
/// handle anything the checks reject.
public struct CheckedSpec: Sendable {
    public let path: String
    public let module: String?
    public let tokens: [CheckedToken]
    public let themes: [CheckedTheme]
    /// The theme applied: a theme of the file or a built-in one; nil leaves the library's
    /// default.
    public let appliedTheme: String?
    public let types: [CheckedItemType]
    public let screens: [CheckedScreen]
    public let bottomSheets: [CheckedSheet]
    public let cards: [CheckedCard]
    /// Positions in `cards` by name: screens name their cards, and a search of every card
    /// for each use made the generators quadratic in one large spec.
    private let cardPositions: [String: Int]

    init(
        path: String, module: String?, tokens: [CheckedToken], themes: [CheckedTheme], appliedTheme: String?,
        types: [CheckedItemType], screens: [CheckedScreen], bottomSheets: [CheckedSheet], cards: [CheckedCard]
    ) {
        self.path = path
        self.module = module
        self.tokens = tokens
        self.themes = themes
        self.appliedTheme = appliedTheme
        self.types = types
        self.screens = screens
        self.bottomSheets = bottomSheets
        self.cards = cards
        // By index: enumerating the cards copied each whole card for its name.
        var positions = [String: Int](minimumCapacity: cards.count)
        for index in cards.indices { _ = positions.keepingFirst(index, forKey: cards[index].name) }
        cardPositions = positions
    }

    /// The card named `name`.
    public func card(named name: String) -> CheckedCard? {
        cardPositions[name].map { cards[$0] }
    }
}

public struct CheckedToken: Sendable {
    public let category: Token.Category
    public let name: String
    public let value: TypedValue
    public let range: SourceRange
}

/// A property set to a value: a part's, a theme's, a trait's, a screen's or a sheet's.
public struct CheckedProperty: Sendable {
    public let spec: PropertySpec
    public let value: TypedValue
    public let range: SourceRange
}

/// An event or a card's tap wired to an action the app implements.
public struct CheckedEvent: Sendable {
    /// The event's spec key (`onTap`); nil for a card's own `onTap`.
    public let event: EventSpec?
    public let action: String
    public let range: SourceRange
}

public struct CheckedTheme: Sendable {
    public enum Base: Sendable, Equatable {
        case builtin(String)
        case spec(String)
    }

    public let name: String
    public let base: Base
    public let properties: [CheckedProperty]
    public let range: SourceRange
}

public struct CheckedItemType: Sendable {
    public let name: String
    public let fields: [(name: String, type: ValueType)]
    public let range: SourceRange
}

public struct CheckedScreen: Sendable {
    public let name: String
    public let controller: ControllerSpec
    public let settings: [CheckedProperty]
    public let cards: [CheckedCardUse]
    public let range: SourceRange
}

public struct CheckedCardUse: Sendable {
    public let card: String
    /// The arguments the screen gives (`with:`), typed, in the card's parameter order.
    /// A parameter left out has its default, which `CheckedCard.parameters` holds.
    public let arguments: [(name: String, value: TypedValue)]
    public let range: SourceRange
}

public struct CheckedSheet: Sendable {
    public let name: String
    public let content: String
    public let settings: [CheckedProperty]
    public let events: [CheckedEvent]
    public let range: SourceRange
}

/// A class: the generators hand a card around (a generator for each, the screens that
/// show it), and a struct of its nine fields was copied, a retain and a release for each
/// of its references, at every hand.
public final class CheckedCard: Sendable {
    public struct ModelProperty: Sendable {
        public let name: String
        public let type: ValueType
        /// nil: the type's empty value.
        public let initial: TypedValue?
        public let range: SourceRange
    }

    public struct Parameter: Sendable {
        public let name: String
        public let type: ValueType
        public let defaultValue: TypedValue?
        public let range: SourceRange
    }

    public struct Trait: Sendable {
        public let spec: TraitSpec
        public let parameters: [CheckedProperty]
        public let range: SourceRange
    }

    public struct State: Sendable {
        public let name: StateName
        public let parts: [CheckedPart]
    }

    public let name: String
    public let parameters: [Parameter]
    public let model: [ModelProperty]
    public let traits: [Trait]
    /// The model property that drives the state, if any.
    public let stateBinding: String?
    public let states: [State]
    public let taps: [(state: StateName, action: String)]
    public let invalidateLayoutOn: [String]
    public let range: SourceRange

    init(name: String, parameters: [Parameter], model: [ModelProperty], traits: [Trait], stateBinding: String?,
         states: [State], taps: [(state: StateName, action: String)], invalidateLayoutOn: [String], range: SourceRange) {
        self.name = name
        self.parameters = parameters
        self.model = model
        self.traits = traits
        self.stateBinding = stateBinding
        self.states = states
        self.taps = taps
        self.invalidateLayoutOn = invalidateLayoutOn
        self.range = range
    }
}

public struct CheckedPart: Sendable {
    public struct Slot: Sendable {
        public let spec: SlotSpec
        public let parts: [CheckedPart]
        /// For a row template: the item type of its rows.
        public let itemType: String?
    }

    public let spec: PartSpec
    public let id: String?
    public let properties: [CheckedProperty]
    public let slots: [Slot]
    public let events: [CheckedEvent]
    public let range: SourceRange
}
