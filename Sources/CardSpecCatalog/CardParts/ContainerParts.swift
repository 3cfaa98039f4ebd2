// Parts that hold parts or rows: CardPartStackView, CardPartCenteredView,
// CardPartOrientedView, CardPartPagedView, CardPartTableView, CardPartTableViewCell and
// CardPartCollectionView.

extension CardPartsLibrary {
    static let stackPart = PartSpec(
        kind: "stack", className: "CardPartStackView",
        summary: "A stack view (UIStackView) of parts; with a background color it is CardParts' rounded stack: a background view pinned behind the parts with cornerRadius.",
        properties: [
            PropertySpec("axis", .enumeration("NSLayoutConstraint.Axis"), "The direction the parts are laid out in (UIStackView).",
                         default: .literal("horizontal")),
            PropertySpec("distribution", .enumeration("UIStackView.Distribution"), "How the parts share the stack's length (UIStackView).",
                         default: .literal("fill")),
            PropertySpec("alignment", .enumeration("UIStackView.Alignment"), "How the parts are aligned across the axis (UIStackView).",
                         default: .literal("fill")),
            PropertySpec("spacing", .cgFloat, "Space between adjacent parts (UIStackView).",
                         default: .literal("0")),
            PropertySpec("isLayoutMarginsRelativeArrangement", .bool,
                         "Whether the parts are laid out within layoutMargins (UIStackView).",
                         default: .literal("false")),
            PropertySpec("layoutMargins", .insets,
                         "Insets of the parts from the stack's edges, used when isLayoutMarginsRelativeArrangement is true (UIView)."),
            PropertySpec("backgroundColor", .optional(.color),
                         "The color of the background view; generated code pins it behind the parts with pinBackground(_:to:).",
                         setter: .assignPath("backgroundView.backgroundColor"),
                         thenCall: "pinBackground($part.backgroundView, to: $part)"),
            PropertySpec("cornerRadius", .cgFloat, "The corner radius of the pinned background view.",
                         default: .literal("4.0"), constraints: [.nonNegative]),
            margins(.theme("cardPartMargins")),
        ],
        slots: [
            SlotSpec("parts", .list, allowsPlainViews: true, "The parts in the stack, added with addArrangedSubview; labels may stand here too."),
        ])

    static let centeredPart = PartSpec(
        kind: "centered", className: "CardPartCenteredView",
        summary: "Three parts in a row: the center part centered horizontally, the left and right parts filling the sides.",
        initializer: .arguments(["left", "center", "right"]),
        properties: [
            margins(.theme("cardPartMargins")),
        ],
        slots: [
            SlotSpec("left", .single, required: true, initLabel: "leftView",
                     "The part at the left; its right margin spaces it from the center part."),
            SlotSpec("center", .single, required: true, initLabel: "centeredView", "The part centered horizontally."),
            SlotSpec("right", .single, required: true, initLabel: "rightView",
                     "The part at the right; its left margin spaces it from the center part."),
        ])

    static let orientedPart = PartSpec(
        kind: "oriented", className: "CardPartOrientedView",
        summary: "A vertical run of parts pinned to the top or the bottom of the view.",
        initializer: .arguments(["parts", "orientation"]),
        properties: [
            PropertySpec("orientation", .enumeration("Orientation"), "Whether the parts hug the top or the bottom.",
                         setter: .initArgument(label: "orientation"), required: true),
            margins(.theme("cardPartMargins")),
        ],
        slots: [
            SlotSpec("parts", .list, initLabel: "cardParts", "The parts, top to bottom."),
        ])

    static let pagedPart = PartSpec(
        kind: "paged", className: "CardPartPagedView",
        summary: "Horizontally paged stacks with a page control below them.",
        initializer: .arguments(["pages", "height"]),
        properties: [
            PropertySpec("height", .cgFloat, "The height of the scrolling page area.",
                         setter: .initArgument(label: "andHeight"), constraints: [.positive], required: true),
            PropertySpec("currentPage", .int, "The current page's index (app code moves pages with moveToPage(_:), animated; out-of-range pages are ignored).",
                         default: .literal("0"), constraints: [.nonNegative]),
            margins(.theme("cardPartMargins")),
        ],
        slots: [
            SlotSpec("pages", .list, accepts: ["stack"], required: true, initLabel: "withPages", "The pages, each a stack."),
        ],
        events: [
            EventSpec("onPageChange", source: .delegate(protocol: "CardPartPagedViewDelegate", requirement: "func didMoveToPage(page: Int)",
                                                               property: "delegate", argument: "page"), payload: .int,
                      "The view moved to another page; receives the page's index."),
        ])

    static let tablePart = PartSpec(
        kind: "table", className: "CardPartTableView",
        summary: "A non-scrolling table whose rows come from a model list, shown in the default cell (row) or in a cell built from parts (cell).",
        properties: [
            PropertySpec("items", .list(.rowItem), "The rows: a $model list of an item type; each row's $item is one element.",
                         binding: Binding("tableView.rx.items", .list(.rowItem), kind: .items)),
            PropertySpec("rowHeight", .cgFloat, "The height of every row.",
                         default: .literal("60"), constraints: [.positive]),
            margins(.theme("tableViewMargins")),
        ],
        slots: [
            SlotSpec("row", .single, accepts: ["tableCell"], isRowTemplate: true, reuseIdentifier: "CellId",
                     "The default cell (CardPartTableViewCell, reuse id \"CellId\"), its labels set from $item."),
            SlotSpec("cell", .list, isRowTemplate: true, cellClass: "CardPartTableViewCardPartsCell",
                     "A custom cell (a CardPartTableViewCardPartsCell subclass) built from these parts, set from $item; parts that are view controllers (video) are not supported."),
        ],
        events: [
            EventSpec("onSelect", source: .delegate(protocol: "CardPartTableViewDelegate",
                                                           requirement: "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)",
                                                           property: "delegate", argument: "indexPath"), payload: .rowItem,
                      "A row was tapped; receives its item."),
        ])

    static let tableCellPart = PartSpec(
        kind: "tableCell", className: "CardPartTableViewCell",
        summary: "The table's default cell: a title and description at the left and at the right; not a CardPartView, so it goes only in a table's row.",
        placement: .slotOnly,
        properties: [
            PropertySpec("leftTitleText", .optional(.string), "The left title.", setter: .assignPath("leftTitleLabel.text")),
            PropertySpec("leftDescriptionText", .optional(.string), "The left description.",
                         setter: .assignPath("leftDescriptionLabel.text")),
            PropertySpec("rightTitleText", .optional(.string), "The right title.", setter: .assignPath("rightTitleLabel.text")),
            PropertySpec("rightDescriptionText", .optional(.string), "The right description.",
                         setter: .assignPath("rightDescriptionLabel.text")),
            PropertySpec("shouldCenterRightLabel", .bool, "Centers the right label.",
                         default: .literal("false")),
            PropertySpec("leftTitleFont", .font, "The left title's font.", default: .theme("leftTitleFont")),
            PropertySpec("leftDescriptionFont", .font, "The left description's font.", default: .theme("leftDescriptionFont")),
            PropertySpec("rightTitleFont", .font, "The right title's font.", default: .theme("rightTitleFont")),
            PropertySpec("rightDescriptionFont", .font, "The right description's font.", default: .theme("rightDescriptionFont")),
            PropertySpec("leftTitleColor", .color, "The left title's color.", default: .theme("leftTitleColor")),
            PropertySpec("leftDescriptionColor", .color, "The left description's color.", default: .theme("leftDescriptionColor")),
            PropertySpec("rightTitleColor", .color, "The right title's color.", default: .theme("rightTitleColor")),
            PropertySpec("rightDescriptionColor", .color, "The right description's color.", default: .theme("rightDescriptionColor")),
            PropertySpec("displayAsHidden", .bool, "Greys the labels (alpha 0.6) and the background.",
                         default: .literal("false")),
            PropertySpec("titleCompression", .enumeration("CardPartTitleCompression"),
                         "Which side's text gives way when both do not fit.", default: .literal("right")),
            PropertySpec("margins", .insets, "Insets of the cell's content.",
                         default: .literal("{top: 12, left: 0, bottom: 12, right: 0}")),
        ])

    static let collectionPart = PartSpec(
        kind: "collection", className: "CardPartCollectionView",
        summary: "A scrolling collection of cells built from parts, one per item of a model list; its height is the inner collection view's frame height, so give it a height.",
        initializer: .flowLayout(label: "collectionViewLayout"),
        properties: [
            PropertySpec("items", .list(.rowItem), "The cells: a $model list of an item type; each cell's $item is one element.",
                         binding: Binding("collectionView.rx.items", .list(.rowItem), kind: .items)),
            PropertySpec("scrollDirection", .enumeration("UICollectionView.ScrollDirection"),
                         "The direction the collection scrolls (UICollectionViewFlowLayout).",
                         default: .literal("vertical"), setter: .flowLayout("scrollDirection")),
            PropertySpec("itemSize", .size, "The size of each cell (UICollectionViewFlowLayout).",
                         default: .literal("{width: 50, height: 50}"), setter: .flowLayout("itemSize")),
            PropertySpec("minimumLineSpacing", .cgFloat, "The least space between lines of cells (UICollectionViewFlowLayout).",
                         default: .literal("10"), setter: .flowLayout("minimumLineSpacing"), constraints: [.nonNegative]),
            PropertySpec("minimumInteritemSpacing", .cgFloat,
                         "The least space between cells in one line (UICollectionViewFlowLayout).",
                         default: .literal("10"), setter: .flowLayout("minimumInteritemSpacing"), constraints: [.nonNegative]),
            PropertySpec("showsHorizontalScrollIndicator", .bool, "Whether the horizontal scroll indicator shows (UIScrollView).",
                         default: .literal("true"), setter: .assignPath("collectionView.showsHorizontalScrollIndicator")),
            PropertySpec("showsVerticalScrollIndicator", .bool, "Whether the vertical scroll indicator shows (UIScrollView).",
                         default: .literal("true"), setter: .assignPath("collectionView.showsVerticalScrollIndicator")),
            margins(.theme("tableViewMargins")),
        ],
        slots: [
            SlotSpec("cell", .list, isRowTemplate: true, cellClass: "CardPartCollectionViewCardPartsCell",
                     "The parts of each cell (a CardPartCollectionViewCardPartsCell subclass), set from $item."),
        ],
        events: [
            EventSpec("onSelect", source: .delegate(protocol: "CardPartCollectionViewDelegte",
                                                           requirement: "func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)",
                                                           property: "delegate", argument: "indexPath"), payload: .rowItem,
                      "A cell was tapped; receives its item."),
        ])
}
