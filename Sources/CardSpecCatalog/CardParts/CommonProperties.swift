extension CardPartsLibrary {
    /// What every part has as a `UIView` (plain UIKit; CardParts declares no binder for
    /// these, so they bind through RxSwift 6's dynamic member lookup). `margins` is not
    /// here: each part declares it with its own default, and `label` has none.
    static let commonPartProperties: [PropertySpec] = [
        PropertySpec("backgroundColor", .optional(.color),
                     "The view's background color; nil is transparent.",
                     binding: dynamic("backgroundColor", .optional(.color))),
        PropertySpec("alpha", .cgFloat,
                     "The view's opacity, from 0 (invisible) to 1 (opaque).",
                     default: .literal("1"),
                     binding: dynamic("alpha", .cgFloat),
                     constraints: [.range(0, 1)]),
        PropertySpec("isHidden", .bool,
                     "Hides the view; a hidden part keeps its place in the card's vertical chain.",
                     default: .literal("false"),
                     binding: dynamic("isHidden", .bool)),
        PropertySpec("tintColor", .optional(.color),
                     "The view's tint color; nil inherits the superview's.",
                     binding: dynamic("tintColor", .optional(.color))),
        PropertySpec("isUserInteractionEnabled", .bool,
                     "Whether the view receives touches.",
                     default: .computed("true, except for labels and image views (pill, iconLabel, label, image), which UIKit creates with false"),
                     binding: dynamic("isUserInteractionEnabled", .bool)),
        PropertySpec("cornerRadius", .cgFloat,
                     "The radius of the view layer's corners (`layer.cornerRadius`).",
                     default: .literal("0"),
                     setter: .assignPath("layer.cornerRadius"),
                     constraints: [.nonNegative]),
        PropertySpec("height", .cgFloat,
                     "A fixed height, as a required constraint on the view's height anchor.",
                     setter: .heightConstraint,
                     constraints: [.positive]),
    ]
}
