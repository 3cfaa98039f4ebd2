/// One thing a spec can write on a part, theme, trait, screen or sheet.
public final class PropertySpec: Sendable {
    /// The key in the spec; the Swift name too unless `swift` says otherwise.
    public let name: String
    public let type: ValueType
    /// One sentence for `explain`, the JSON Schema's descriptions and the docs.
    public let summary: String
    /// What CardParts uses when the spec says nothing.
    public let defaultValue: DefaultValue
    /// How generated code sets it.
    public let setter: Setter
    /// How a `$model.x` reference binds to it; nil if it cannot be bound.
    public let binding: Binding?
    /// Limits the value must respect.
    public let constraints: [Constraint]
    /// Must the spec write it? (Initializer arguments without a default.)
    public let isRequired: Bool
    /// A method that generated code calls on the part once the property is set (or
    /// bound), `$part` standing for the part: what makes the value show (a stack's
    /// background color shows only once its background view is pinned behind the parts).
    public let thenCall: String?

    public init(
        _ name: String, _ type: ValueType, _ summary: String,
        default defaultValue: DefaultValue = .none,
        setter: Setter = .assign,
        binding: Binding? = nil,
        constraints: [Constraint] = [],
        required isRequired: Bool = false,
        thenCall: String? = nil
    ) {
        self.name = name
        self.type = type
        self.summary = summary
        self.defaultValue = defaultValue
        self.setter = setter
        self.binding = binding
        self.constraints = constraints
        self.isRequired = isRequired
        self.thenCall = thenCall
    }
}

/// The value a property has when the spec does not set it.
public enum DefaultValue: Hashable, Sendable {
    /// No default worth stating (nil, an empty list, or set by UIKit).
    case none
    /// A literal, written as the spec would write it (`"0.5"`, `"left"`, `"#FFFFFF"`).
    case literal(String)
    /// Read from the applied theme when the part is created (`cardPartMargins`).
    case theme(String)
    /// Decided by CardParts at run time; the text says how.
    case computed(String)
}

/// How generated Swift sets a property.
public enum Setter: Hashable, Sendable {
    /// `part.name = value`
    case assign
    /// `part.path = value`, for a property reached through a subview
    /// (`backgroundView.backgroundColor`).
    case assignPath(String)
    /// An argument of the initializer with this label (`CardPartTextView(type: .title)`).
    case initArgument(label: String)
    /// A method call; `$0` stands for the value (`setTitle($0, for: .normal)`).
    case call(String)
    /// A layout constraint on the part's height (`heightAnchor`).
    case heightConstraint
    /// A requirement of a trait's protocol that the card implements, returning the value
    /// (`func shadowColor() -> CGColor`). Added for trait parameters, which are methods.
    case requirement(String)
    /// A property of the `UICollectionViewFlowLayout` that generated code creates and
    /// passes as `collectionViewLayout:` (`itemSize`). Added because CardParts' default
    /// layout, a plain `UICollectionViewLayout`, shows no items.
    case flowLayout(String)

    /// Whether the value is given when the part is made (an initializer argument, a
    /// property of the layout passed to it) and never set again: in a row template's
    /// cell, before any row's item is known.
    public var isSetWhenMade: Bool {
        switch self {
        case .initArgument, .flowLayout: true
        default: false
        }
    }
}

/// How a model property binds to a part property.
public struct Binding: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A `Binder<T>`: model -> part.
        case binder
        /// A `ControlProperty<T>` of a control: model <-> part (`twoWay: true` in the spec
        /// binds the control's changes back into the model).
        case controlProperty
        /// RxCocoa's `items(cellIdentifier:cellType:)` on the part's inner table or
        /// collection view; `binder` is the whole path after `part.` (`tableView.rx.items`).
        /// Model list -> rows. Added for list parts, which have no binder of their own.
        case items
    }

    /// `part.rx.<binder>`.
    public let binder: String
    /// The binder's element type: what the model property must hold.
    public let element: ValueType
    public let kind: Kind
    /// Declared by CardParts or RxCocoa, rather than reached through RxSwift 6's
    /// dynamic member lookup on a writable property.
    public let isExplicit: Bool

    public init(_ binder: String, _ element: ValueType, kind: Kind = .binder, explicit isExplicit: Bool = true) {
        self.binder = binder
        self.element = element
        self.kind = kind
        self.isExplicit = isExplicit
    }
}

/// A rule a value must follow beyond its type.
public enum Constraint: Hashable, Sendable {
    /// `lower <= value <= upper`.
    case range(Double, Double)
    /// `value > 0`.
    case positive
    /// `value >= 0`.
    case nonNegative
    /// A list with at least this many items.
    case minCount(Int)
    /// Not below another property of the same owner (or its default); for a list,
    /// every element (a slider's value and its minimumValue).
    case atLeastProperty(String)
    /// Not above another property of the same owner (or its default); for a list,
    /// every element.
    case atMostProperty(String)
    /// Only a `$model` reference: the API takes a relay, not a fixed value.
    case modelReferenceOnly
}
