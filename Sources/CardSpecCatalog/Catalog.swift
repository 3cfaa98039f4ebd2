import CardSpecModel

/// Everything cardspec knows about one component library, as data. The checks, the
/// JSON Schema, the generators, `explain` and the docs all read this; none of them
/// names a part, property or theme property of its own.
public struct Catalog: Sendable {
    /// The spec's `target:` value (`cardparts`).
    public let target: String
    /// The library and version the facts were read from (`CardParts 4.0.0`).
    public let library: String
    public let parts: [PartSpec]
    /// Properties every part has as a UIView (`margins`, `backgroundColor`, ...).
    public let commonPartProperties: [PropertySpec]
    public let enums: [EnumSpec]
    public let traits: [TraitSpec]
    public let themeProperties: [PropertySpec]
    public let builtinThemes: [BuiltinTheme]
    /// The theme the library applies when the spec names none.
    public let defaultTheme: String
    /// Built-in card states; `custom(name)` is always allowed besides.
    public let builtinStates: [String]
    /// The enum whose cases are the states (`CardState`); a value of it is written as a
    /// state name, `custom(name)` included.
    public let stateTypeName: String
    /// Members of the card controller's superclass and of the generated controller
    /// (`bag`, `state`, `viewModel`) that a part id must not shadow.
    public let reservedCardMembers: [String]
    /// The class every generated card controller subclasses (`CardPartsViewController`).
    public let cardControllerClass: String
    /// Screen kinds (`cards`, `fullScreen`) and their settings.
    public let screens: [ControllerSpec]
    public let bottomSheet: ControllerSpec
    /// UIColor's named colors that a spec may write (`lightGray`), with their RGBA.
    public let namedColors: [(name: String, rgba: UInt32)]
    /// Model property types a spec may declare, besides item types and lists/optionals.
    public let modelTypes: [(name: String, type: ValueType)]

    private let partsByKind: [String: Int]
    private let enumsByName: [String: Int]

    public init(
        target: String, library: String, parts: [PartSpec], commonPartProperties: [PropertySpec],
        enums: [EnumSpec], traits: [TraitSpec], themeProperties: [PropertySpec],
        builtinThemes: [BuiltinTheme], defaultTheme: String, builtinStates: [String], stateTypeName: String, reservedCardMembers: [String], cardControllerClass: String,
        screens: [ControllerSpec], bottomSheet: ControllerSpec,
        namedColors: [(name: String, rgba: UInt32)], modelTypes: [(name: String, type: ValueType)]
    ) {
        self.target = target
        self.library = library
        self.parts = parts
        self.commonPartProperties = commonPartProperties
        self.enums = enums
        self.traits = traits
        self.themeProperties = themeProperties
        self.builtinThemes = builtinThemes
        self.defaultTheme = defaultTheme
        self.builtinStates = builtinStates
        self.stateTypeName = stateTypeName
        self.reservedCardMembers = reservedCardMembers
        self.cardControllerClass = cardControllerClass
        self.screens = screens
        self.bottomSheet = bottomSheet
        self.namedColors = namedColors
        self.modelTypes = modelTypes
        self.partsByKind = Dictionary(parts.enumerated().map { ($1.kind, $0) }, uniquingKeysWith: { first, _ in first })
        self.enumsByName = Dictionary(enums.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func part(_ kind: String) -> PartSpec? {
        partsByKind[kind].map { parts[$0] }
    }

    /// The part whose CardParts class is `className`, for "did you mean 'text'?" when a
    /// spec writes `CardPartTextView`.
    public func part(className: String) -> PartSpec? {
        parts.first { $0.className == className }
    }

    public func enumeration(_ name: String) -> EnumSpec? {
        enumsByName[name].map { enums[$0] }
    }

    public func trait(_ name: String) -> TraitSpec? {
        traits.first { $0.name == name }
    }

    public func themeProperty(_ name: String) -> PropertySpec? {
        themeProperties.first { $0.name == name }
    }

    public func builtinTheme(_ name: String) -> BuiltinTheme? {
        builtinThemes.first { $0.name == name }
    }

    public func screen(_ kind: String) -> ControllerSpec? {
        screens.first { $0.name == kind }
    }

    /// A part's own properties followed by the common ones it does not redefine.
    public func properties(of part: PartSpec) -> [PropertySpec] {
        let own = Set(part.properties.map(\.name))
        return part.properties + commonPartProperties.filter { !own.contains($0.name) }
    }

    public func property(_ name: String, of part: PartSpec) -> PropertySpec? {
        part.properties.first { $0.name == name } ?? commonPartProperties.first { $0.name == name }
    }

    public func namedColor(_ name: String) -> UInt32? {
        namedColors.first { $0.name == name }?.rgba
    }
}

extension Catalog: PartVocabulary {
    public func childSlot(partKind: String, property: String) -> ChildSlot? {
        guard let slot = part(partKind)?.slots.first(where: { $0.name == property }) else {
            // Unknown kinds still lower their `parts` as parts, so one typo in a kind
            // does not hide the mistakes inside it.
            return part(partKind) == nil ? GenericPartVocabulary().childSlot(partKind: partKind, property: property) : nil
        }
        switch slot.cardinality {
        case .single: return .single
        case .list: return .list
        }
    }
}
