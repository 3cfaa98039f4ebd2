// The 50 properties of `CardPartsTheme` and their values in the two built-in themes, as a
// spec writes them. Colors are `#RRGGBB` from the resolved RGB; barColor and
// todayLineColor are built by an internal helper that divides the hex components
// 0x05A4B5 and 0xB2B2B2 by 256 rather than 255, so their 8-bit values here are
// round(c * 255 / 256): #05A3B4 and #B1B1B1. Mint's fonts are named HelveticaNeue
// fonts; Turbo's are system fonts (its internal size names resolved to points).

extension CardPartsLibrary {
    private typealias ThemeRow = (name: String, type: ValueType, summary: String, mint: String, turbo: String)

    private static let helvetica10 = "{name: HelveticaNeue, size: 10}"
    private static let helvetica12 = "{name: HelveticaNeue, size: 12}"
    private static let helvetica14 = "{name: HelveticaNeue, size: 14}"
    private static let helvetica17 = "{name: HelveticaNeue, size: 17}"
    private static let helveticaMedium16 = "{name: HelveticaNeue-Medium, size: 16}"
    private static let system10 = "{system: 10, weight: regular}"
    private static let system12 = "{system: 12, weight: regular}"
    private static let system14 = "{system: 14, weight: regular}"
    private static let system17 = "{system: 17, weight: regular}"
    private static let systemMedium16 = "{system: 16, weight: medium}"
    private static let systemBlack36 = "{system: 36, weight: black}"
    private static let textGray = "#888888"
    private static let titleBlack = "#111111"
    private static let descriptionGray = "#A9A9A9"
    private static let separatorGray = "#DDDDDD"

    private static let themeRows: [ThemeRow] = [
        ("cardsViewContentInsetTop", .cgFloat, "The top content inset of a cards screen's collection view.", "0", "0"),
        ("cardsLineSpacing", .cgFloat, "The vertical space between cards.", "12", "12"),
        ("cardShadow", .bool, "Whether cards have a shadow.", "true", "false"),
        ("cardCellMargins", .insets, "The margins of each card in a cards screen (its default cardCellMargins).",
         "{top: 9, left: 12, bottom: 12, right: 12}", "{top: 0, left: 0, bottom: 0, right: 0}"),
        ("cardPartMargins", .insets, "The default margins of most parts.",
         "{top: 5, left: 15, bottom: 5, right: 15}", "{top: 5, left: 28, bottom: 5, right: 28}"),
        ("separatorColor", .color, "The color of separators.", separatorGray, separatorGray),
        ("horizontalSeparatorMargins", .insets, "The default margins of a separator.",
         "{top: 5, left: 15, bottom: 5, right: 15}", "{top: 5, left: 0, bottom: 5, right: 0}"),
        ("smallTextFont", .font, "The font of a small text.", helvetica10, system10),
        ("smallTextColor", .color, "The color of a small text.", textGray, textGray),
        ("normalTextFont", .font, "The font of a normal text.", helvetica14, system14),
        ("normalTextColor", .color, "The color of a normal text.", textGray, textGray),
        ("titleTextFont", .font, "The font of a title text.", helveticaMedium16, systemMedium16),
        ("titleTextColor", .color, "The color of a title text.", titleBlack, titleBlack),
        ("headerTextFont", .font, "The font of a header text.", systemBlack36, systemBlack36),
        ("headerTextColor", .color, "The color of a header text.", titleBlack, titleBlack),
        ("detailTextFont", .font, "The font of a detail text.", helvetica12, system12),
        ("detailTextColor", .color, "The color of a detail text.", textGray, textGray),
        ("smallAttributedTextFont", .font, "The font of a small attributed text.", helvetica10, system10),
        ("smallAttributedTextColor", .color, "The color of a small attributed text.", textGray, textGray),
        ("normalAttributedTextFont", .font, "The font of a normal attributed text.", helvetica12, system14),
        ("normalAttributedTextColor", .color, "The color of a normal attributed text.", textGray, textGray),
        ("titleAttributedTextFont", .font, "The font of a title attributed text.", helveticaMedium16, systemMedium16),
        ("titleAttributedTextColor", .color, "The color of a title attributed text.", titleBlack, titleBlack),
        ("headerAttributedTextFont", .font, "The font of a header attributed text.", systemBlack36, systemBlack36),
        ("headerAttributedTextColor", .color, "The color of a header attributed text.", titleBlack, titleBlack),
        ("detailAttributedTextFont", .font, "The font of a detail attributed text.", helvetica12, system12),
        ("detailAttributedTextColor", .color, "The color of a detail attributed text.", textGray, textGray),
        ("titleFont", .font, "The font of a title part's title.", helveticaMedium16, systemMedium16),
        ("titleColor", .color, "The color of a title part's title.", titleBlack, titleBlack),
        ("titleViewMargins", .insets, "The default margins of a title part.",
         "{top: 5, left: 15, bottom: 10, right: 15}", "{top: 5, left: 28, bottom: 10, right: 28}"),
        ("buttonTitleFont", .font, "The font of a button's title.", helvetica17, system17),
        ("buttonTitleColor", .color, "The color of a button's title.", "#45CAE6", "#45CAE6"),
        ("buttonCornerRadius", .cgFloat, "The corner radius of a button.", "0", "0"),
        ("barBackgroundColor", .color, "The color of a bar's unfilled background.", separatorGray, separatorGray),
        ("barHeight", .cgFloat, "The default height of a bar's fill.", "13.5", "20"),
        ("barColor", .color, "The default color of a bar's fill.", "#05A3B4", "#05A3B4"),
        ("todayLineColor", .color, "The color of a bar's today line.", "#B1B1B1", "#B1B1B1"),
        ("roundedCorners", .bool, "Whether bars have rounded corners.", "false", "true"),
        ("showTodayLine", .bool, "Whether bars show a vertical today line.", "true", "false"),
        ("barCornerRadius", .optional(.cgFloat), "The default corner radius of a bar.", "null", "null"),
        ("tableViewMargins", .insets, "The default margins of a table or collection.",
         "{top: 0, left: 14, bottom: 0, right: 14}", "{top: 0, left: 28, bottom: 0, right: 28}"),
        ("leftTitleFont", .font, "The font of a left title (titleDescription, table cells).", helvetica17, system17),
        ("leftDescriptionFont", .font, "The font of a left description.", helvetica12, system12),
        ("rightTitleFont", .font, "The font of a right title.", helvetica17, system17),
        ("rightDescriptionFont", .font, "The font of a right description.", helvetica12, system12),
        ("leftTitleColor", .color, "The color of a left title.", titleBlack, titleBlack),
        ("leftDescriptionColor", .color, "The color of a left description.", descriptionGray, descriptionGray),
        ("rightTitleColor", .color, "The color of a right title.", titleBlack, titleBlack),
        ("rightDescriptionColor", .color, "The color of a right description.", descriptionGray, descriptionGray),
        ("secondaryTitlePosition", .enumeration("CardPartSecondaryTitleDescPosition"),
         "The default position of a titleDescription part's right pair.", "right", "{center: {amount: 0}}"),
    ]

    static let themeProperties: [PropertySpec] = themeRows.map { PropertySpec($0.name, $0.type, $0.summary) }

    static let builtinThemes: [BuiltinTheme] = [
        BuiltinTheme("mint", className: "CardPartsMintTheme",
                     values: Dictionary(uniqueKeysWithValues: themeRows.map { ($0.name, $0.mint) })),
        BuiltinTheme("turbo", className: "CardPartsTurboTheme",
                     values: Dictionary(uniqueKeysWithValues: themeRows.map { ($0.name, $0.turbo) })),
    ]
}
