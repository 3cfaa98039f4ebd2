// The CardParts enums. A case's associated values are PropertySpecs whose setter is
// `.initArgument(label:)` with the Swift label (`_` for an unlabeled value), so
// `{currency: {maxLength: 6}}` becomes `.currency(maxLength: 6)`; all are required,
// since CardParts gives none a default.
//
// The reference lists 18 enums; `CardPartIconLabel.Position` is a tuple typealias, not an
// enum, so it is the ValueType `iconPositionType` (TextParts.swift) over the two nested
// enums below, and 17 EnumSpecs remain.

extension CardPartsLibrary {
    static func associatedValue(_ name: String, label: String? = nil, _ type: ValueType, _ summary: String) -> PropertySpec {
        PropertySpec(name, type, summary, setter: .initArgument(label: label ?? name), required: true)
    }

    static let textStyles = ["small", "normal", "title", "header", "detail"]

    static let cardPartsEnums: [EnumSpec] = [
        EnumSpec("CardState", "The state of a card; each state shows its own parts.", cases: [
            EnumCase("none"), EnumCase("loading"), EnumCase("empty"), EnumCase("hasData"),
            EnumCase("custom", [associatedValue("name", label: "_", .string, "The custom state's name.")]),
        ]),
        simpleEnum("CardPartTextType", "The style of a text part, which picks the theme's font and color.",
                   textStyles),
        simpleEnum("CardPartAttributedTextType", "The style of an attributed text part, which picks the theme's attributed-text font and color.",
                   textStyles),
        simpleEnum("CardPartLabelVerticalAlignment", "Where a text part's text sits vertically.",
                   ["top", "center", "bottom"]),
        simpleEnum("CardPartTitleType", "What a title part shows beside its title.",
                   ["titleOnly", "titleWithMenu", "titleWithActionableButton"]),
        simpleEnum("CardPartTitlePosition", "Whether a title sits above or below its description.",
                   ["top", "bottom"]),
        simpleEnum("CardPartTitleCompression", "Which side's text gives way when both do not fit.",
                   ["left", "right"]),
        EnumSpec("CardPartSecondaryTitleDescPosition", "Where the right title and description of a titleDescription part sit.", cases: [
            EnumCase("center", [associatedValue("amount", .cgFloat, "The offset from the center.")]),
            EnumCase("right"),
        ]),
        EnumSpec("CardPartTextFieldFormat", "How a text field formats what is typed.", cases: [
            EnumCase("none"),
            EnumCase("currency", [associatedValue("maxLength", .int, "The longest text the field accepts.")]),
            EnumCase("zipcode"), EnumCase("phone"), EnumCase("ssn"),
        ]),
        EnumSpec("ConfettiType", "The shape of confetti pieces.", cases: [
            EnumCase("confetti"), EnumCase("diamond"), EnumCase("star"), EnumCase("mixed"),
            EnumCase("image", [associatedValue("image", label: "_", .image, "The piece's image, by asset name.")]),
        ]),
        simpleEnum("Orientation", "Whether an oriented part's parts hug its top or its bottom.",
                   ["top", "bottom"]),
        EnumSpec("HistogramLine", "Which horizontal lines a histogram draws.", cases: [
            EnumCase("lines", [
                associatedValue("bottom", .bool, "Draw the bottom line."),
                associatedValue("middle", .bool, "Draw the middle line."),
                associatedValue("top", .bool, "Draw the top line."),
            ]),
        ]),
        simpleEnum("Distribution", "How a histogram spreads its bars.",
                   ["fill", "equalSpacing"]),
        simpleEnum("CardPartIconLabel.HorizontalPosition", "Whether an icon label's icon sits left or right of the text.",
                   ["left", "right"]),
        simpleEnum("CardPartIconLabel.VerticalPosition", "Whether an icon label's icon sits at the top, center or bottom of the text.",
                   ["top", "center", "bottom"]),
        // `programmatic(info: [String: Any]?)`: a spec cannot write `[String: Any]`, so the
        // case has no associated values here. The enum is only a payload (a bottom sheet's
        // `onDismiss`), which a spec never writes.
        simpleEnum("BottomSheetDismissalType", "How a bottom sheet was dismissed.",
                   ["tapInOverlay", "swipeDown", "programmatic"]),
        EnumSpec("BottomSheetHandlePosition", "Where a bottom sheet's handle sits.", cases: [
            EnumCase("above", [associatedValue("bottomPadding", .cgFloat, "Space between the handle and the sheet's top.")]),
            EnumCase("inside", [associatedValue("topPadding", .cgFloat, "Space between the sheet's top and the handle.")]),
            EnumCase("none"),
        ]),
    ]
}
