// Shorthands the CardParts catalog files share. Every fact stays in those files; these
// only keep the tables readable.

/// The namespace the CardParts catalog files fill; `Catalog.cardParts` assembles it.
enum CardPartsLibrary {}

extension ValueType {
    static var cgFloat: ValueType { .number(.cgFloat) }
    static var float: ValueType { .number(.float) }
    static var double: ValueType { .number(.double) }
    static var timeInterval: ValueType { .number(.timeInterval) }
}

extension CardPartsLibrary {
    /// The `CardPartView` requirement every part but `label` and `tableCell` declares, with
    /// the part's own default.
    static func margins(_ defaultValue: DefaultValue) -> PropertySpec {
        PropertySpec(
            "margins", .insets,
            "Space around the part in its card: left and right inset it from the card's edges; the gap between two parts is the upper part's bottom plus the lower part's top.",
            default: defaultValue, binding: dynamic("margins", .insets))
    }

    /// A writable UIKit property reached through RxSwift 6's dynamic member lookup.
    static func dynamic(_ name: String, _ element: ValueType) -> Binding {
        Binding(name, element, explicit: false)
    }

    /// An enum whose cases carry no values.
    static func simpleEnum(_ name: String, _ summary: String, _ cases: [String]) -> EnumSpec {
        EnumSpec(name, summary, cases: cases.map { EnumCase($0) })
    }
}
