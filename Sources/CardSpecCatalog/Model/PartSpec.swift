/// One kind of part: a CardParts class as the spec writes it.
public struct PartSpec: Sendable {
    /// The spec's name for it (`text`).
    public let kind: String
    /// The CardParts class (`CardPartTextView`).
    public let className: String
    public let summary: String
    public let placement: Placement
    /// The initializer generated code calls; its arguments are properties whose setter is
    /// `.initArgument`.
    public let initializer: Initializer
    /// Everything settable, the initializer's arguments included, in documentation order.
    /// The properties every part has as a UIView (`backgroundColor`, `alpha`, ...) are
    /// added by the catalog, not repeated here; `margins`, whose default differs by part,
    /// is each CardPartView part's own.
    public let properties: [PropertySpec]
    /// Properties that hold child parts.
    public let slots: [SlotSpec]
    /// Actions the part can raise (`onTap` on a button).
    public let events: [EventSpec]

    public init(
        kind: String, className: String, summary: String,
        placement: Placement = .card, initializer: Initializer = .plain,
        properties: [PropertySpec], slots: [SlotSpec] = [], events: [EventSpec] = []
    ) {
        self.kind = kind
        self.className = className
        self.summary = summary
        self.placement = placement
        self.initializer = initializer
        self.properties = properties
        self.slots = slots
        self.events = events
    }

    public enum Placement: Hashable, Sendable {
        /// A `CardPartView`: goes anywhere parts go.
        case card
        /// Not a `CardPartView` (`CardPartLabel`): only inside a stack.
        case stackOnly
        /// Only in a slot that names it (`tableCell` in a table's `row`).
        case slotOnly
    }

    public enum Initializer: Hashable, Sendable {
        /// `ClassName()`.
        case plain
        /// `ClassName(label: value, ...)` with the properties whose setter is
        /// `.initArgument` and the slots with an `initLabel`, in this order.
        case arguments([String])
    }
}

/// A property of a part that holds parts: a stack's `parts`, a centered view's `left`.
public struct SlotSpec: Sendable {
    public let name: String
    public let cardinality: Cardinality
    /// Part kinds allowed in the slot; nil means any part that may stand in a card.
    public let accepts: [String]?
    public let isRequired: Bool
    public let summary: String
    /// The initializer's argument label when the slot is passed to the initializer
    /// (`leftView` for a centered view's `left`); nil when generated code adds the parts
    /// after creating the part. Added so initializer slots need no twin property.
    public let initLabel: String?
    /// The slot is a row template (a table's `row` and `cell`, a collection's `cell`): its
    /// parts are built once per item of the part's `items`, so `$item.x` is in scope.
    public let isRowTemplate: Bool
    /// Parts that are not CardPartViews (`placement: .stackOnly`, a `label`) may stand here:
    /// true for a stack's arranged subviews only.
    public let allowsPlainViews: Bool

    public enum Cardinality: Hashable, Sendable {
        case single
        case list
    }

    public init(_ name: String, _ cardinality: Cardinality, accepts: [String]? = nil,
                required isRequired: Bool = false, initLabel: String? = nil, isRowTemplate: Bool = false,
                allowsPlainViews: Bool = false, _ summary: String) {
        self.name = name
        self.cardinality = cardinality
        self.accepts = accepts
        self.isRequired = isRequired
        self.initLabel = initLabel
        self.isRowTemplate = isRowTemplate
        self.allowsPlainViews = allowsPlainViews
        self.summary = summary
    }
}

/// An action a part raises, named by an `onX` key.
public struct EventSpec: Sendable {
    /// The spec key (`onTap`).
    public let name: String
    public let summary: String
    /// The Swift that observes it (`rx.tap`), for the generator.
    public let source: String
    /// What the action receives, if anything (a menu choice's index and title).
    public let payload: ValueType?

    public init(_ name: String, source: String, payload: ValueType? = nil, _ summary: String) {
        self.name = name
        self.summary = summary
        self.source = source
        self.payload = payload
    }
}
