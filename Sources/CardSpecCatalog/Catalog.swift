import CardSpecDiagnostics
import CardSpecModel

/// Everything cardspec knows about one component library, as data. The checks, the
/// JSON Schema, the generators, `explain` and the docs all read this; none of them
/// names a part, property or theme property of its own.
///
/// A class: it is never changed once made, and the checks hold it in each file's
/// validator and value checker. As a struct of some thirty references, each copy of it
/// (and of every struct holding it) retained and released them all.
public final class Catalog: Sendable {
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
    /// The Swift names generated code refers to besides the spec's own: the catalog's
    /// classes, protocols, enums and value types, and the SDK names the generators write
    /// (`sdkNames` of `init`). A type the spec declares must not take one (it would
    /// shadow the SDK's), nor a type generated for it (`SwiftNames`).
    public let referencedSwiftNames: NameIndex
    /// The names of `referencedSwiftNames` that a type generated for a declaration could
    /// take (those that end with one of `SwiftNames.suffixes(of:)`), each with the stem,
    /// the kind of declaration and the position of the suffix it would be made of.
    public let shadowableSwiftNames: [ShadowableName]
    /// The stems of `shadowableSwiftNames`: a declaration whose stem is none of these
    /// makes none of them without a module prefix.
    public let shadowableStems: NameIndex

    public struct ShadowableName: Sendable {
        public let name: String
        public let stem: String
        public let declaration: SwiftNames.Declaration
        public let suffixPosition: Int
    }

    // The lookups the checks make for every part and value are inlined: merely
    // inlinable, they were not always inlined.
    /// Positions in `parts` by kind.
    @usableFromInline let partsByKind: NameIndex
    /// Parallel to `parts`.
    @usableFromInline let partLookups: [PartLookup]
    /// Positions in `enums` by name.
    @usableFromInline let enumsByName: NameIndex
    /// Positions in `themeProperties` by name: every theme property a spec sets is looked up.
    @usableFromInline let themePropertiesByName: NameIndex
    /// Positions in `namedColors` by name: every color a spec writes by name is looked up.
    @usableFromInline let namedColorsByName: NameIndex

    public init(
        target: String, library: String, parts: [PartSpec], commonPartProperties: [PropertySpec],
        enums: [EnumSpec], traits: [TraitSpec], themeProperties: [PropertySpec],
        builtinThemes: [BuiltinTheme], defaultTheme: String, builtinStates: [String], stateTypeName: String, reservedCardMembers: [String], cardControllerClass: String,
        screens: [ControllerSpec], bottomSheet: ControllerSpec,
        namedColors: [(name: String, rgba: UInt32)], modelTypes: [(name: String, type: ValueType)],
        sdkNames: [String]
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
        self.partsByKind = NameIndex(parts.map(\.kind))
        self.partLookups = parts.indices.map { PartLookup(parts[$0], at: $0, commonProperties: commonPartProperties) }
        self.enumsByName = NameIndex(enums.map(\.name))
        self.themePropertiesByName = NameIndex(themeProperties.map(\.name))
        self.namedColorsByName = NameIndex(namedColors.map(\.name))
        let referenced = Self.referencedSwiftNames(
            parts: parts, commonPartProperties: commonPartProperties, enums: enums, traits: traits,
            themeProperties: themeProperties, builtinThemes: builtinThemes, stateTypeName: stateTypeName,
            cardControllerClass: cardControllerClass, controllers: screens + [bottomSheet], modelTypes: modelTypes,
            sdkNames: sdkNames)
        self.referencedSwiftNames = NameIndex(referenced)
        var shadowable: [ShadowableName] = []
        for declaration in [SwiftNames.Declaration.theme, .screen, .bottomSheet, .card] {
            for (position, suffix) in SwiftNames.suffixes(of: declaration).enumerated() {
                for name in referenced where name.utf8.count > suffix.utf8.count && SwiftNames.endsWith(suffix, name) {
                    shadowable.append(ShadowableName(name: name, stem: String(name.dropLast(suffix.count)),
                                                     declaration: declaration, suffixPosition: position))
                }
            }
        }
        shadowableSwiftNames = shadowable
        shadowableStems = NameIndex(shadowable.map(\.stem))
    }

    public func part(_ kind: String) -> PartSpec? {
        partsByKind.position(of: kind).map { parts[$0] }
    }

    /// The part of kind `kind` with its properties, slots and events by name.
    @inlinable @inline(__always)
    public func partLookup(_ kind: String) -> PartLookup? {
        partsByKind.position(of: kind).map { partLookups[$0] }
    }

    /// `partLookup(_:)` for a part of kind `kind` that this catalog numbered `index` when it
    /// was lowered (`Part.kindIndex`): the number is checked against the kind, rather than
    /// the kind hashed again. Any other number (another vocabulary's, -1) falls back.
    @inlinable @inline(__always)
    public func partLookup(_ kind: String, numbered index: Int32) -> PartLookup? {
        unretainedPartLookup(kind, numbered: index)?.takeUnretainedValue()
    }

    /// `partLookup(_:numbered:)` without a reference count, for a caller that holds the
    /// catalog while it reads the lookup (`_withUnsafeGuaranteedRef`): the checks ask once
    /// for every part, and retaining the lookup and its part spec cost more than the probe.
    @inlinable @inline(__always)
    public func unretainedPartLookup(_ kind: String, numbered index: Int32) -> Unmanaged<PartLookup>? {
        if index >= 0, Int(index) < partLookups.count, partLookups[Int(index)].spec.kind == kind {
            return .passUnretained(partLookups[Int(index)])
        }
        return partsByKind.position(of: kind).map { .passUnretained(partLookups[$0]) }
    }

    /// The lookup built for `part`, if it is this catalog's.
    private func lookup(of part: PartSpec) -> PartLookup? {
        guard let index = partsByKind.position(of: part.kind), partLookups[index].spec === part else { return nil }
        return partLookups[index]
    }

    /// The part whose CardParts class is `className`, for "did you mean 'text'?" when a
    /// spec writes `CardPartTextView`.
    public func part(className: String) -> PartSpec? {
        parts.first { $0.className == className }
    }

    @inlinable @inline(__always)
    public func enumeration(_ name: String) -> EnumSpec? {
        enumsByName.position(of: name).map { enums[$0] }
    }

    public func trait(_ name: String) -> TraitSpec? {
        traits.first { $0.name == name }
    }

    @inlinable @inline(__always)
    public func themeProperty(_ name: String) -> PropertySpec? {
        themePropertiesByName.position(of: name).map { themeProperties[$0] }
    }

    public func builtinTheme(_ name: String) -> BuiltinTheme? {
        builtinThemes.first { $0.name == name }
    }

    public func screen(_ kind: String) -> ControllerSpec? {
        screens.first { $0.name == kind }
    }

    /// A part's own properties followed by the common ones it does not redefine.
    public func properties(of part: PartSpec) -> [PropertySpec] {
        if let lookup = lookup(of: part) { return lookup.properties }
        return PartLookup.properties(of: part, commonProperties: commonPartProperties)
    }

    public func property(_ name: String, of part: PartSpec) -> PropertySpec? {
        if let lookup = lookup(of: part) { return lookup.property(name) }
        return part.properties.first { $0.name == name } ?? commonPartProperties.first { $0.name == name }
    }

    @inlinable @inline(__always)
    public func namedColor(_ name: String) -> UInt32? {
        namedColorsByName.position(of: name).map { namedColors[$0].rgba }
    }
}

extension Catalog: PartVocabulary {
    public func childSlots(ofPartKind partKind: String) -> ChildSlots {
        // Unknown kinds still lower their `parts` as parts, so one typo in a kind does
        // not hide the mistakes inside it.
        partLookup(partKind)?.childSlots ?? .generic
    }
}

/// One part of a catalog with its properties, slots and events by name, built once with
/// the catalog: the checks look every property of every part up here.
public final class PartLookup: Sendable {
    public let spec: PartSpec
    /// `Catalog.properties(of:)`: the part's own properties, then the common ones it does
    /// not redefine.
    public let properties: [PropertySpec]
    /// The properties bounded by a sibling (`atLeastProperty`, `atMostProperty`), in the
    /// order of `properties`.
    public let boundedProperties: [PropertySpec]
    /// The names of the part's required properties, then of its required slots.
    public let requiredNames: [String]
    /// The names of the slots that are row templates (a table's `row` and `cell`).
    public let rowTemplateNames: [String]
    /// The part has a row template, which `checkRowTemplates` looks at.
    public var hasRowTemplates: Bool { !rowTemplateNames.isEmpty }
    /// The part has a required property or slot.
    public var hasRequiredEntries: Bool { !requiredNames.isEmpty }
    /// The property whose items the row templates show (a list of row items), if any.
    public let rowItemsProperty: String?
    // Inlinable, as the checks ask for every property of every part.
    /// Positions in `properties` by name.
    @usableFromInline let propertyIndex: NameIndex
    /// The part's slots, the first names of `memberIndex`.
    @usableFromInline let slots: [SlotSpec]
    /// Positions in the slots' names, then the properties', then the events', by name:
    /// `member(_:)` answers for a key in one probe.
    @usableFromInline let memberIndex: NameIndex
    /// The slots as the lowering asks for them.
    public let childSlots: ChildSlots

    init(_ spec: PartSpec, at index: Int, commonProperties: [PropertySpec]) {
        self.spec = spec
        properties = Self.properties(of: spec, commonProperties: commonProperties)
        boundedProperties = properties.filter { property in
            property.constraints.contains { constraint in
                switch constraint {
                case .atLeastProperty, .atMostProperty: true
                default: false
                }
            }
        }
        requiredNames = spec.properties.filter(\.isRequired).map(\.name) + spec.slots.filter(\.isRequired).map(\.name)
        rowTemplateNames = spec.slots.filter(\.isRowTemplate).map(\.name)
        rowItemsProperty = spec.properties.first { $0.type.unwrapped == .list(.rowItem) }?.name
        propertyIndex = NameIndex(properties.map(\.name))
        slots = spec.slots
        childSlots = ChildSlots(spec.slots.map { slot in
            switch slot.cardinality {
            case .single: (property: slot.name, slot: .single)
            case .list: (property: slot.name, slot: .list)
            }
        }, kindIndex: Int32(index))
        memberIndex = NameIndex(spec.slots.map(\.name) + properties.map(\.name) + spec.events.map(\.name))
    }

    /// What a part's key names, in the order the checks ask: a slot, else a property, else
    /// an event.
    public enum Member {
        case slot(SlotSpec)
        case property(PropertySpec)
        case event(EventSpec)
    }

    /// `slot(name)`, else `property(name)`, else `event(name)`, in one probe: the first of
    /// equal names wins in the index, as in that order of searches.
    @inlinable
    public func member(_ name: String) -> Member? {
        switch unretainedMember(name) {
        case .slot(let slot): .slot(slot.takeUnretainedValue())
        case .property(let property): .property(property.takeUnretainedValue())
        case .event(let event): .event(event.takeUnretainedValue())
        case nil: nil
        }
    }

    /// `Member` with its entry unretained, for a caller that holds the lookup while it
    /// reads the entry (`_withUnsafeGuaranteedRef`): the checks ask for every key of every
    /// part, and retaining and releasing each entry cost more than the probe.
    public enum UnretainedMember {
        case slot(Unmanaged<SlotSpec>)
        case property(Unmanaged<PropertySpec>)
        case event(Unmanaged<EventSpec>)
    }

    /// `member(_:)`, unretained.
    @inlinable
    public func unretainedMember(_ name: String) -> UnretainedMember? {
        guard var position = memberIndex.position(of: name) else { return nil }
        if position < slots.count { return .slot(.passUnretained(slots[position])) }
        position -= slots.count
        if position < properties.count { return .property(.passUnretained(properties[position])) }
        return .event(.passUnretained(spec.events[position - properties.count]))
    }

    static func properties(of part: PartSpec, commonProperties: [PropertySpec]) -> [PropertySpec] {
        let own = Set(part.properties.map(\.name))
        return part.properties + commonProperties.filter { !own.contains($0.name) }
    }

    @inlinable
    public func property(_ name: String) -> PropertySpec? { propertyIndex.position(of: name).map { properties[$0] } }
}
