import CardSpecDiagnostics

/// How the spec's declarations become the names of the Swift types generated for them:
/// the module prefix, then the name, then a suffix by kind. The generators name their
/// types with it, and the checks use it to find names that would collide or shadow the
/// SDK's (NameChecks.swift), so that the rule is written once. Here, with the catalog,
/// rather than in the model: the names are the target's (a CardParts card controller),
/// not the spec language's.
public struct SwiftNames: Sendable {
    public let prefix: String

    public init(module: String) { prefix = module }

    public var tokens: String { prefix + "Tokens" }
    public var appearance: String { prefix + "Appearance" }
    public func theme(_ name: String) -> String { prefix + name + "Theme" }

    /// The suffixes of the types a card's file declares, after the card's stem.
    public static let cardTypeSuffixes: (controller: StaticString, viewModel: StaticString, actions: StaticString,
                                         parameters: StaticString)
        = ("CardController", "ViewModel", "Actions", "Parameters")

    /// `BarCard` and `Bar` both make `BarCardController`, not `BarCardCardController`.
    /// A `suffix` is added in the same allocation: names are made for every card and
    /// every use of one, and each `+` cost an allocation and a copy. Names are
    /// identifiers, which are ASCII (`Identifier.isValid`): each byte is a character.
    public func card(_ name: String, suffix: StaticString = "") -> String {
        var name = name, prefix = prefix
        return name.withUTF8 { name in
            let cardSuffix: StaticString = "Card"
            let endsWithCard = name.count > cardSuffix.utf8CodeUnitCount && cardSuffix.withUTF8Buffer {
                UnsafeBufferPointer(rebasing: name[(name.count - $0.count)...]).hasSameBytes(as: $0)
            }
            let stem = UnsafeBufferPointer(rebasing: name[..<(endsWithCard ? name.count - cardSuffix.utf8CodeUnitCount : name.count)])
            return prefix.withUTF8 { prefix in
                suffix.withUTF8Buffer { suffix in
                    String(unsafeUninitializedCapacity: prefix.count + stem.count + suffix.count) { result in
                        var end = 0
                        func append(_ piece: UnsafeBufferPointer<UInt8>) {
                            end += UnsafeMutableBufferPointer(rebasing: result[end...]).initialize(fromContentsOf: piece)
                        }
                        append(prefix)
                        append(stem)
                        append(suffix)
                        return end
                    }
                }
            }
        }
    }
    public func cardController(_ name: String) -> String { card(name, suffix: Self.cardTypeSuffixes.controller) }
    public func parameters(_ name: String) -> String { card(name, suffix: Self.cardTypeSuffixes.parameters) }
    public func screen(_ name: String) -> String { prefix + name + "ViewController" }
    public func sheet(_ name: String) -> String { prefix + name + "BottomSheet" }
    public func itemType(_ name: String) -> String { name }

    /// What a spec declares at its top level, each made into types of its own.
    public enum Declaration: Sendable {
        case type, theme, screen, bottomSheet, card
    }

    /// Every type generated for the declaration `name` of kind `declaration`.
    public func types(of declaration: Declaration, named name: String) -> [String] {
        switch declaration {
        case .type: [itemType(name)]
        case .theme: [theme(name)]
        case .screen: [screen(name)]
        case .bottomSheet: [sheet(name)]
        case .card:
            [cardController(name), card(name, suffix: Self.cardTypeSuffixes.viewModel),
             card(name, suffix: Self.cardTypeSuffixes.actions), parameters(name)]
        }
    }

    /// What `types(of:named:)` appends to each declaration's stem, in the same order. The
    /// suffixes of different kinds end differently, so two declarations of different
    /// kinds other than types never make one name.
    public static func suffixes(of declaration: Declaration) -> [String] {
        switch declaration {
        case .type: [""]
        case .theme: ["Theme"]
        case .screen: ["ViewController"]
        case .bottomSheet: ["BottomSheet"]
        case .card: cardSuffixes
        }
    }

    private static let cardSuffixes = [cardTypeSuffixes.controller, cardTypeSuffixes.viewModel, cardTypeSuffixes.actions,
                                       cardTypeSuffixes.parameters].map(\.description)

    /// What the types of the declaration `name` are made from: the name, but a card's
    /// without a trailing `Card` (as `card(_:suffix:)` drops it).
    public static func stem(of declaration: Declaration, named name: String) -> Substring {
        guard declaration == .card, endsWith("Card", name), name.utf8.count > 4 else { return name[...] }
        return name.dropLast(4)
    }

    /// Whether `name` ends with the bytes of `suffix` (`hasSuffix` compares Characters,
    /// at several times the cost, for names that are ASCII).
    public static func endsWith(_ suffix: String, _ name: String) -> Bool {
        let compared = name.utf8.withContiguousStorageIfAvailable { name in
            suffix.utf8.withContiguousStorageIfAvailable { suffix in
                name.count >= suffix.count && UnsafeBufferPointer(rebasing: name[(name.count - suffix.count)...]).hasSameBytes(as: suffix)
            }
        }
        // Strings not stored as UTF-8 (bridged) are compared by their views.
        return (compared ?? nil) ?? name.utf8.reversed().starts(with: suffix.utf8.reversed())
    }

    /// Whether `name` could be a type generated for some declaration other than an item
    /// type: whether it ends with one of their suffixes.
    public static func mayBeGenerated(_ name: String) -> Bool {
        [Declaration.theme, .screen, .bottomSheet, .card].contains { declaration in
            suffixes(of: declaration).contains { endsWith($0, name) }
        }
    }

    /// Whether `candidate` is the type made of `stem` and `suffix` (with the prefix, but
    /// for an item type, which has none), compared piece by piece: no name is made to
    /// look for a collision that is nearly never there.
    /// `stemCount` is the stem's count of bytes, counted once by the caller.
    public func isType(_ candidate: String, of declaration: Declaration, stem: Substring, stemCount: Int, suffix: String) -> Bool {
        let prefix = declaration == .type ? "" : prefix
        let (candidate, prefixBytes, stemBytes, suffixBytes) = (candidate.utf8, prefix.utf8, stem.utf8, suffix.utf8)
        // Nearly every candidate has another length: that is all most calls compare.
        guard candidate.count == prefixBytes.count + stemCount + suffixBytes.count else { return false }
        return candidate.starts(with: prefixBytes) && candidate.dropFirst(prefixBytes.count).starts(with: stemBytes)
            && candidate.suffix(suffixBytes.count).elementsEqual(suffixBytes)
    }
}

extension Catalog {
    /// The Swift names the generated code refers to besides the spec's own, which a type
    /// the spec declares must not shadow: what the catalog names (the library's classes,
    /// protocols and enums, the Swift types of its values) and `sdkNames`.
    static func referencedSwiftNames(
        parts: [PartSpec], commonPartProperties: [PropertySpec], enums: [EnumSpec], traits: [TraitSpec],
        themeProperties: [PropertySpec], builtinThemes: [BuiltinTheme], stateTypeName: String,
        cardControllerClass: String, controllers: [ControllerSpec], modelTypes: [(name: String, type: ValueType)],
        sdkNames: [String]
    ) -> [String] {
        var names = Set(sdkNames)
        func add(_ type: ValueType) {
            switch type {
            case .list(let element): add(element)
            case .optional(let wrapped): add(wrapped)
            case .tuple(let elements): elements.forEach { add($0.type) }
            // The spec's own types, or no name of their own.
            case .item, .rowItem, .action: break
            // `UIStackView.Axis`: the outer type is what a declaration would shadow.
            case .enumeration(let name): names.insert(String(name.prefix { $0 != "." }))
            default: names.insert(type.swiftName)
            }
        }
        func add(_ properties: [PropertySpec]) { properties.forEach { add($0.type) } }
        func add(_ events: [EventSpec]) {
            for event in events {
                if let payload = event.payload { add(payload) }
                if case .delegate(let delegateProtocol, _, _, _) = event.source { names.insert(delegateProtocol) }
            }
        }
        for part in parts {
            names.insert(part.className)
            add(part.properties)
            add(part.events)
            for slot in part.slots { if let cellClass = slot.cellClass { names.insert(cellClass) } }
        }
        add(commonPartProperties)
        add(themeProperties)
        for enumeration in enums {
            add(.enumeration(enumeration.name))
            for enumCase in enumeration.cases { add(enumCase.associatedValues) }
        }
        for trait in traits {
            names.insert(trait.protocolName)
            add(trait.parameters)
        }
        for theme in builtinThemes { names.insert(theme.className) }
        for controller in controllers {
            names.insert(controller.className)
            add(controller.properties)
            add(controller.events)
        }
        names.insert(stateTypeName)
        names.insert(cardControllerClass)
        for modelType in modelTypes { add(modelType.type) }
        return names.sorted()
    }
}
