// Parts that chart values: CardPartBarView, CardPartProgressBarView and
// CardPartHistogramView.

extension CardPartsLibrary {
    static let barPart = PartSpec(
        kind: "bar", className: "CardPartBarView",
        summary: "A horizontal bar filled to a percentage, styled by the theme (rounded only when the theme's roundedCorners, with a today line only when its showTodayLine).",
        properties: [
            PropertySpec("percent", .double, "The filled fraction, from 0 to 1; NaN and infinity count as 0.",
                         default: .literal("0.0"), binding: Binding("percent", .double), constraints: [.range(0, 1)]),
            PropertySpec("barColor", .color, "The fill's color.",
                         default: .theme("barColor"), binding: Binding("barColor", .color)),
            PropertySpec("barHeight", .optional(.cgFloat), "The bar's height; nil is 75% of the view's height.",
                         default: .theme("barHeight")),
            PropertySpec("cornerRadius", .optional(.cgFloat), "The bar's corner radius, used when the theme's roundedCorners is true.",
                         default: .theme("barCornerRadius")),
            margins(.theme("cardPartMargins")),
        ])

    static let progressBarPart = PartSpec(
        kind: "progressBar", className: "CardPartProgressBarView",
        summary: "A bar of colored segments with a marker over the current one.",
        initializer: .arguments(["barColors", "markerLabelTitle", "currentValue", "showShowBarValues", "progressBarWidth"]),
        properties: [
            PropertySpec("barColors", .list(.color), "The segments' colors, left to right.",
                         setter: .initArgument(label: "barColors"), constraints: [.minCount(1)], required: true),
            PropertySpec("markerLabelTitle", .optional(.string), "The title over the marker.",
                         setter: .initArgument(label: "markerLabelTitle")),
            PropertySpec("currentValue", .int, "The current value, which places the marker over a segment.",
                         setter: .initArgument(label: "currentValue"),
                         binding: Binding("currentValue", .int), required: true),
            PropertySpec("showShowBarValues", .bool, "Whether values show under the bar (the API spells it 'showShow').",
                         setter: .initArgument(label: "showShowBarValues"), required: true),
            PropertySpec("progressBarWidth", .cgFloat, "The bar's width.",
                         default: .literal("120"), setter: .initArgument(label: "progressBarWidth"), constraints: [.positive]),
            PropertySpec("animatable", .bool, "Whether changes animate.", default: .literal("false")),
            PropertySpec("markerTitleFont", .font, "The marker title's font.",
                         default: .literal("{system: 24, weight: medium}")),
            PropertySpec("markerColor", .optional(.color), "The marker's color.",
                         default: .literal("black"), binding: Binding("markerColor", .color)),
            PropertySpec("bgColor", .color, "The view's background color.",
                         default: .literal("white"), binding: Binding("bgColor", .color)),
            PropertySpec("barCornerRadius", .optional(.cgFloat), "The bar's corner radius.",
                         binding: Binding("barCornerRadius", .cgFloat), constraints: [.nonNegative]),
            PropertySpec("viewCornerRadius", .optional(.cgFloat), "The view's corner radius.", constraints: [.nonNegative]),
            PropertySpec("barHeight", .optional(.cgFloat), "The bar's height.",
                         default: .computed("nil, drawn 10 high"), constraints: [.positive]),
            PropertySpec("colorsBarOffset", .cgFloat, "The colors bar's offset.", default: .literal("10")),
            PropertySpec("markerToColorsBarCushion", .cgFloat, "Space between the marker and the colors bar.",
                         default: .literal("4")),
            PropertySpec("colorsBarToValuesBarCushion", .cgFloat, "Space between the colors bar and the values.",
                         default: .literal("0")),
            PropertySpec("labelToMarkerCushion", .cgFloat, "Space between the marker label and the marker.",
                         default: .literal("0")),
            PropertySpec("buttomValuesContainerHeight", .optional(.cgFloat),
                         "The height of the values under the bar (the API spells it 'buttom')."),
            PropertySpec("markerViewHeight", .optional(.cgFloat), "The marker's height."),
            PropertySpec("markerLabelHeight", .optional(.cgFloat), "The marker label's height."),
            margins(.theme("cardPartMargins")),
        ])

    static let histogramPart = PartSpec(
        kind: "histogram", className: "CardPartHistogramView",
        summary: "A scrolling bar chart; app code supplies its entries with updateDataEntries(dataEntries:animated:).",
        properties: [
            PropertySpec("width", .cgFloat, "Each bar's width.", default: .literal("20"), constraints: [.positive]),
            PropertySpec("spacing", .cgFloat, "Space between bars.", default: .literal("10"), constraints: [.nonNegative]),
            PropertySpec("topSpace", .cgFloat, "Space above the bars.", default: .literal("40"), constraints: [.nonNegative]),
            PropertySpec("bottomSpace", .cgFloat, "Space below the bars.", default: .literal("40"), constraints: [.nonNegative]),
            PropertySpec("cornerRadius", .cgFloat, "Each bar's corner radius.", default: .literal("4"), constraints: [.nonNegative]),
            PropertySpec("distribution", .enumeration("Distribution"), "How the bars are spread.", default: .literal("fill")),
            PropertySpec("shouldShowHorizontalLines", .bool, "Whether horizontal lines show.", default: .literal("false")),
            PropertySpec("histogramLines", .enumeration("HistogramLine"), "Which horizontal lines show: bottom, middle, top.",
                         default: .literal("{lines: {bottom: true, middle: true, top: true}}")),
            PropertySpec("isScrollEnabled", .bool, "Whether the chart scrolls.", default: .literal("true")),
            PropertySpec("intrinsicHeight", .cgFloat, "The chart's height, read once when it is set up.",
                         default: .literal("450"), constraints: [.positive]),
            margins(.theme("cardPartMargins")),
        ])
}
