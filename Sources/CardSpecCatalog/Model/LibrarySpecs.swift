import CardSpecDiagnostics

/// An enum that spec values can name: `type: title` is `CardPartTextType.title`.
public final class EnumSpec: Sendable {
    /// The Swift name (`CardPartTextType`, `CardPartIconLabel.HorizontalPosition`).
    public let name: String
    public let summary: String
    public let cases: [EnumCase]
    /// The cases' names, parallel to `cases`: a value's case is searched here, in one
    /// block of strings, rather than through each case object.
    public let caseNames: [String]
    /// Whether each case has associated values, parallel to `cases`: most have none, and
    /// then a value's check need not read (and retain) the case object.
    public let caseHasAssociatedValues: [Bool]

    public init(_ name: String, _ summary: String, cases: [EnumCase]) {
        self.name = name
        self.summary = summary
        self.cases = cases
        caseNames = cases.map(\.name)
        caseHasAssociatedValues = cases.map { !$0.associatedValues.isEmpty }
    }
}

/// A case, with its associated values: `currency(maxLength: Int)` is written
/// `{currency: {maxLength: 6}}` in a spec.
public final class EnumCase: Sendable {
    public let name: String
    public let associatedValues: [PropertySpec]

    public init(_ name: String, _ associatedValues: [PropertySpec] = []) {
        self.name = name
        self.associatedValues = associatedValues
    }
}

/// A card trait (a CardParts protocol the card conforms to) or card delegate.
public final class TraitSpec: Sendable {
    /// The spec key (`shadow`).
    public let name: String
    /// The protocol (`ShadowCardTrait`).
    public let protocolName: String
    public let summary: String
    /// Its parameters; for a trait with a single parameter, the spec may write the
    /// value directly (`rounded: 10`) — `shorthand` names that parameter.
    public let parameters: [PropertySpec]
    public let shorthand: String?
    /// The trait's defaults are internal to CardParts, so generated code must write
    /// every requirement out (using the documented default where the spec is silent).
    public let defaultsAreInternal: Bool

    public init(_ name: String, protocol protocolName: String, _ summary: String,
                parameters: [PropertySpec] = [], shorthand: String? = nil, defaultsAreInternal: Bool = false) {
        self.name = name
        self.protocolName = protocolName
        self.summary = summary
        self.parameters = parameters
        self.shorthand = shorthand
        self.defaultsAreInternal = defaultsAreInternal
    }
}

/// A built-in theme and the value of every theme property in it, as the spec writes them.
public final class BuiltinTheme: Sendable {
    /// The spec name (`mint`).
    public let name: String
    /// The Swift class (`CardPartsMintTheme`).
    public let className: String
    public let values: [String: String]

    public init(_ name: String, className: String, values: [String: String]) {
        self.name = name
        self.className = className
        self.values = values
    }
}

/// A view controller the spec configures: a screen kind or the bottom sheet.
public final class ControllerSpec: Sendable {
    /// The spec name (`cards`, `fullScreen`, `bottomSheet`).
    public let name: String
    public let className: String
    public let summary: String
    public let properties: [PropertySpec]
    /// Callbacks the controller raises (a bottom sheet's `onDismiss`). Added: the sheet's
    /// `didShow`/`didDismiss`/`didChangeHeight` closures are actions, as on parts.
    public let events: [EventSpec]
    /// Positions in `properties`, then in `events`, by name: every setting a spec writes
    /// is looked up, and a search comparing `String`s went through the sheet's twenty.
    @usableFromInline let settingIndex: NameIndex

    public init(_ name: String, className: String, _ summary: String, properties: [PropertySpec],
                events: [EventSpec] = []) {
        self.name = name
        self.className = className
        self.summary = summary
        self.properties = properties
        self.events = events
        settingIndex = NameIndex(properties.map(\.name) + events.map(\.name))
    }

    /// What a controller's key names: a property, else an event.
    public enum Setting {
        case property(PropertySpec)
        case event(EventSpec)
    }

    /// The first property named `name`, else the first event, in one probe: the first of
    /// equal names wins in the index, as in that order of searches.
    @inlinable
    public func setting(_ name: String) -> Setting? {
        guard let position = settingIndex.position(of: name) else { return nil }
        if position < properties.count { return .property(properties[position]) }
        return .event(events[position - properties.count])
    }
}
