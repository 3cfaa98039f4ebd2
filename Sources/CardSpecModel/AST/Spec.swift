import CardSpecDiagnostics

/// One spec file: everything it declares, in the order written.
public struct SpecFile: Sendable {
    public var range: SourceRange
    public var version: Int
    /// The component library (`cardparts`); later also `mistica`.
    public var target: Name?
    /// Prefix for generated Swift type names.
    public var module: Name?
    public var tokens: [Token]
    public var themes: [Theme]
    /// The theme applied, by name (a theme of this file, or a built-in such as `mint`).
    public var theme: Name?
    public var types: [ItemType]
    public var screens: [Screen]
    public var bottomSheets: [BottomSheet]
    public var cards: [Card]
}

/// A named literal value of the file: `$color.brandBlue`.
public struct Token: Sendable {
    public enum Category: String, Sendable, CaseIterable {
        case color, font, number, insets

        public var namespace: Reference.Namespace {
            switch self {
            case .color: .color
            case .font: .font
            case .number: .number
            case .insets: .insets
            }
        }
    }

    public var category: Category
    public var name: Name
    public var value: Value
}

/// A CardPartsTheme of the file's own: a base theme with some properties changed.
public struct Theme: Sendable {
    public var name: Name
    /// `mint`, `turbo` or another theme of this file; nil means the library's default.
    public var base: Name?
    public var properties: [Property]
    public var range: SourceRange
}

/// A struct for row data (`types: {Transaction: {merchant: String, amount: Double}}`).
public struct ItemType: Sendable {
    public struct Field: Sendable {
        public var name: Name
        public var type: TypeAnnotation
    }

    public var name: Name
    public var fields: [Field]
}

/// A screen of the app: a list of cards, or a single card full screen.
public struct Screen: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// A `CardsViewController` showing `cards` in order.
        case cards
        /// A `CardPartsFullScreenViewController` showing one card's parts.
        case fullScreen
    }

    public var name: Name
    public var kind: Kind
    public var kindRange: SourceRange?
    public var cards: [CardUse]
    /// Screen-level settings (`cardCellMargins`, ...), checked against the catalog.
    public var properties: [Property]
    public var range: SourceRange
}

/// A card shown on a screen, with arguments for its parameters.
public struct CardUse: Sendable {
    public var card: Name
    public var arguments: [Property]
    public var range: SourceRange
}

/// A bottom sheet declared once and presented by the app (`present<Name>()`).
public struct BottomSheet: Sendable {
    public var name: Name
    /// The card shown in the sheet.
    public var content: Name?
    /// Sheet settings (`contentHeight`, `handlePosition`, ...), checked against the catalog.
    public var properties: [Property]
    public var range: SourceRange
}
