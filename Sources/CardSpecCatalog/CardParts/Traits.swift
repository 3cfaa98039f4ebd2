// The card traits (CardParts protocols a card conforms to) and the two card delegates.
// Each parameter is a requirement the card implements (`.requirement`, with the Swift
// declaration); actions (`onEdit`) are parameters of type `.action`.

extension CardPartsLibrary {
    static func requirement(_ name: String, _ type: ValueType, _ summary: String, _ declaration: String,
                            default defaultValue: DefaultValue = .none, binding: Binding? = nil,
                            constraints: [Constraint] = [], required: Bool = false) -> PropertySpec {
        PropertySpec(name, type, summary, default: defaultValue, setter: .requirement(declaration),
                     binding: binding, constraints: constraints, required: required)
    }

    static let traits: [TraitSpec] = [
        TraitSpec("shadow", protocol: "ShadowCardTrait", "Gives the card a shadow.", parameters: [
            requirement("color", .color, "The shadow's color.", "func shadowColor() -> CGColor",
                        default: .literal("#999999")),
            requirement("radius", .cgFloat, "The shadow's blur radius.", "func shadowRadius() -> CGFloat",
                        default: .literal("8.0"), constraints: [.nonNegative]),
            requirement("opacity", .float, "The shadow's opacity, from 0 to 1.", "func shadowOpacity() -> Float",
                        default: .literal("0.7"), constraints: [.range(0, 1)]),
            requirement("offset", .size, "The shadow's offset.", "func shadowOffset() -> CGSize",
                        default: .literal("{width: 0, height: 5}")),
        ], defaultsAreInternal: true),
        TraitSpec("rounded", protocol: "RoundedCardTrait", "Rounds the card's corners.", parameters: [
            requirement("cornerRadius", .cgFloat, "The corners' radius.", "func cornerRadius() -> CGFloat",
                        default: .literal("10.0"), constraints: [.nonNegative]),
        ], shorthand: "cornerRadius", defaultsAreInternal: true),
        TraitSpec("border", protocol: "BorderCardTrait", "Draws a border around the card (a gradient removes it).", parameters: [
            requirement("width", .cgFloat, "The border's width.", "func borderWidth() -> CGFloat",
                        default: .literal("0.5"), constraints: [.nonNegative]),
            requirement("color", .color, "The border's color.", "func borderColor() -> CGColor",
                        default: .literal("#E7E7E7")),
        ], defaultsAreInternal: true),
        TraitSpec("gradient", protocol: "GradientCardTrait", "Fills the card with a linear gradient and removes its border.", parameters: [
            requirement("colors", .list(.color), "The gradient's colors.", "func gradientColors() -> [UIColor]",
                        constraints: [.minCount(2)], required: true),
            requirement("angle", .float, "The gradient's angle in degrees (an optional requirement).", "func gradientAngle() -> Float",
                        default: .literal("0")),
        ], shorthand: "colors"),
        TraitSpec("editable", protocol: "EditableCardTrait",
                  "Shows an edit button at the card's top right (isEditable() is true by default).", parameters: [
            requirement("onEdit", .action, "The action the edit button runs.", "func onEditButtonTap()", required: true),
        ]),
        TraitSpec("hidden", protocol: "HiddenCardTrait",
                  "Removes the card from its screen while a Bool is true and puts it back in its place when false.", parameters: [
            requirement("isHidden", .bool, "Whether the card is hidden: a $model Bool, whose relay the card returns.",
                        "var isHidden: BehaviorRelay<Bool>", binding: Binding("isHidden", .bool),
                        constraints: [.modelReferenceOnly], required: true),
        ], shorthand: "isHidden"),
        TraitSpec("transparent", protocol: "TransparentCardTrait", "Gives the card a clear background, no border and no shadow."),
        TraitSpec("noTopBottomMargins", protocol: "NoTopBottomMarginsCardTrait",
                  "Pins the card's content to its cell's top and bottom, without the theme's cardCellMargins there."),
        TraitSpec("customMargin", protocol: "CustomMarginCardTrait",
                  "Narrows the card: its width is the cell's plus the left and right cardCellMargins, minus twice the margin.", parameters: [
            requirement("margin", .cgFloat, "The margin at each side.", "func customMargin() -> CGFloat", required: true),
        ], shorthand: "margin"),
        TraitSpec("longPress", protocol: "CardPartsLongPressGestureRecognizerDelegate",
                  "Runs an action when the card is long-pressed.", parameters: [
            requirement("onLongPress", .action, "The action a long press runs.",
                        "@objc func didLongPress(_ gesture: UILongPressGestureRecognizer)", required: true),
            requirement("minimumPressDuration", .timeInterval, "How long, in seconds, the press must last.",
                        "var minimumPressDuration: CFTimeInterval", default: .literal("1.0"), constraints: [.nonNegative]),
        ], defaultsAreInternal: true),
        TraitSpec("visibility", protocol: "CardVisibilityDelegate",
                  "Tells the card how much of it is visible when its screen appears and scrolls.", parameters: [
            requirement("onVisibilityChange", .action,
                        "The action run with the card's visible ratio and the share of the screen it covers.",
                        "func cardVisibility(cardVisibilityRatio: CGFloat, containerCoverageRatio: CGFloat)", required: true),
        ]),
    ]
}
