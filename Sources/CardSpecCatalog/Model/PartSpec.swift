/// One kind of part: a CardParts class as the spec writes it.
public final class PartSpec: Sendable {
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
        /// `ClassName(label: layout)` with a `UICollectionViewFlowLayout` configured from
        /// the properties whose setter is `.flowLayout`.
        case flowLayout(label: String)
    }
}

/// A property of a part that holds parts: a stack's `parts`, a centered view's `left`.
public final class SlotSpec: Sendable {
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
    /// For a row template shown in a cell the library registers itself: the cell's reuse
    /// identifier (a table's default cell is registered as "CellId").
    public let reuseIdentifier: String?
    /// For a row template of parts: the open cell class generated cells subclass.
    public let cellClass: String?
    /// Parts that are not CardPartViews (`placement: .stackOnly`, a `label`) may stand here:
    /// true for a stack's arranged subviews only.
    public let allowsPlainViews: Bool

    public enum Cardinality: Hashable, Sendable {
        case single
        case list
    }

    public init(_ name: String, _ cardinality: Cardinality, accepts: [String]? = nil,
                required isRequired: Bool = false, initLabel: String? = nil, isRowTemplate: Bool = false,
                reuseIdentifier: String? = nil, cellClass: String? = nil, allowsPlainViews: Bool = false,
                _ summary: String) {
        self.name = name
        self.cardinality = cardinality
        self.accepts = accepts
        self.isRequired = isRequired
        self.initLabel = initLabel
        self.isRowTemplate = isRowTemplate
        self.reuseIdentifier = reuseIdentifier
        self.cellClass = cellClass
        self.allowsPlainViews = allowsPlainViews
        self.summary = summary
    }
}

/// Where an event comes from, as generated code observes it.
public enum EventSource: Hashable, Sendable {
    /// An observable of the part, subscribed to: `part.rx.tap`, `part.rx.isOn.changed`
    /// (the path after `part.`).
    case rx(String)
    /// A control event (`.valueChanged`) after which the part's property `reads` holds
    /// the payload.
    case controlEvent(String, reads: String)
    /// A closure property of the part (or sheet) that it calls: `menuOptionObserver`.
    case closure(String)
    /// A method taking the handler as its one closure argument, by its label:
    /// `tapIconGestureRecognizer(action:)` is `.method("tapIconGestureRecognizer", label: "action")`.
    case method(String, label: String)
    /// A delegate protocol with one requirement; the part holds its delegate in
    /// `property`. `argument` names the requirement's parameter that is the payload
    /// (an index path is turned into the row's item).
    case delegate(protocol: String, requirement: String, property: String, argument: String)
}

/// An action a part raises, named by an `onX` key.
public final class EventSpec: Sendable {
    /// The spec key (`onTap`).
    public let name: String
    public let summary: String
    /// How generated code observes it.
    public let source: EventSource
    /// What the action receives, if anything (a menu choice's index and title).
    public let payload: ValueType?
    /// What the part needs besides the event's key for the event to ever fire (a title's
    /// menu shows only for its type `titleWithMenu`, with a menu title and options).
    public let requirements: [EventRequirement]

    public init(_ name: String, source: EventSource, payload: ValueType? = nil, requires requirements: [EventRequirement] = [],
                _ summary: String) {
        self.name = name
        self.summary = summary
        self.source = source
        self.payload = payload
        self.requirements = requirements
    }
}

/// A condition on the part's properties without which an event never fires.
public enum EventRequirement: Hashable, Sendable {
    /// The enum property has this case, written or by default (`type` is `titleWithMenu`).
    case enumCase(property: String, is: String)
    /// The property is written, with a value other than null (`menuTitle`).
    case given(String)
}
