// Parts that separate or space other parts: CardPartSeparatorView,
// CardPartVerticalSeparatorView and CardPartSpacerView.

extension CardPartsLibrary {
    static let separatorPart = PartSpec(
        kind: "separator", className: "CardPartSeparatorView",
        summary: "A horizontal line 0.5 points high in the theme's separatorColor.",
        properties: [
            PropertySpec("backgroundColor", .optional(.color), "The line's color.",
                         default: .theme("separatorColor"), binding: dynamic("backgroundColor", .optional(.color))),
            margins(.theme("horizontalSeparatorMargins")),
        ])

    static let verticalSeparatorPart = PartSpec(
        kind: "verticalSeparator", className: "CardPartVerticalSeparatorView",
        summary: "A vertical line 0.5 points wide in the theme's separatorColor.",
        properties: [
            PropertySpec("backgroundColor", .optional(.color), "The line's color.",
                         default: .theme("separatorColor"), binding: dynamic("backgroundColor", .optional(.color))),
            margins(.theme("cardPartMargins")),
        ])

    static let spacerPart = PartSpec(
        kind: "spacer", className: "CardPartSpacerView",
        summary: "Empty space of a fixed height; the height cannot change after creation.",
        initializer: .arguments(["height"]),
        properties: [
            PropertySpec("height", .cgFloat, "The space's height.",
                         setter: .initArgument(label: "height"), constraints: [.positive], required: true),
            margins(.literal("0")),
        ])
}
