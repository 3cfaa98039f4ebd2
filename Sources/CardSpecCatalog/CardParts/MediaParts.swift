// Parts that show media: CardPartImageView, CardPartVideoView, CardPartMapView and
// CardPartConfettiView.

extension CardPartsLibrary {
    static let imagePart = PartSpec(
        kind: "image", className: "CardPartImageView",
        summary: "An image view (UIImageView) showing an image from the app's assets by name.",
        properties: [
            PropertySpec("imageName", .optional(.imageName),
                         "The image's name in the main bundle; nil leaves the image unchanged.",
                         binding: Binding("imageName", .optional(.string))),
            PropertySpec("contentMode", .enumeration("UIView.ContentMode"), "How the image fills the view.",
                         default: .literal("scaleToFill"),
                         binding: Binding("contentMode", .enumeration("UIView.ContentMode"))),
            margins(.theme("cardPartMargins")),
        ])

    static let videoPart = PartSpec(
        kind: "video", className: "CardPartVideoView",
        summary: "A video player (an AVPlayerViewController the card adds as a child); not supported inside table or collection cells.",
        initializer: .arguments(["videoUrl"]),
        properties: [
            PropertySpec("videoUrl", .url, "The video's URL.",
                         setter: .initArgument(label: "videoUrl"), required: true),
            PropertySpec("playerHeight", .cgFloat, "The player's height.",
                         default: .literal("300"), constraints: [.positive]),
            margins(.theme("cardPartMargins")),
        ])

    static let mapPart = PartSpec(
        kind: "map", className: "CardPartMapView",
        summary: "A map (MKMapView) centered on a location.",
        initializer: .arguments(["mapType", "location", "span"]),
        properties: [
            PropertySpec("mapType", .enumeration("MKMapType"),
                         "The kind of map; the initializer has no default, so cardspec passes standard when the spec omits it.",
                         default: .literal("standard"), setter: .initArgument(label: "type"),
                         binding: Binding("mapType", .enumeration("MKMapType"))),
            PropertySpec("location", .location, "The location the map centers on.",
                         setter: .initArgument(label: "location"),
                         binding: Binding("location", .location), required: true),
            PropertySpec("span", .span, "The map's visible span around the location.",
                         default: .literal("{latitudeDelta: 1, longitudeDelta: 1}"), setter: .initArgument(label: "span"),
                         binding: Binding("span", .span)),
            PropertySpec("intrensicHeight", .cgFloat, "The map's height (the API spells it 'intrensic').",
                         default: .literal("300"), constraints: [.positive]),
            margins(.theme("cardPartMargins")),
        ])

    static let confettiPart = PartSpec(
        kind: "confetti", className: "CardPartConfettiView",
        summary: "A confetti emitter; app code starts and stops it with beginConfetti() and endConfetti().",
        properties: [
            PropertySpec("type", .enumeration("ConfettiType"), "The shape of the confetti pieces.",
                         default: .literal("star")),
            PropertySpec("colors", .list(.color), "The confetti's colors.",
                         default: .literal("[red, green, blue]")),
            PropertySpec("intensity", .float, "How much confetti falls, from 0 to 1.",
                         default: .literal("0.5"), constraints: [.range(0, 1)]),
            PropertySpec("shape", .enumeration("CAEmitterLayerEmitterShape"), "The emitter's shape.",
                         default: .literal("sphere")),
            PropertySpec("confettiImages", .optional(.list(.image)),
                         "The images of type mixed, by asset name, picked by color index.",
                         default: .computed("the CardParts bundle image confetti")),
            margins(.theme("cardPartMargins")),
        ])
}
