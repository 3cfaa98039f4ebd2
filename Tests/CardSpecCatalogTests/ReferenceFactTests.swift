import CardSpecCatalog
import Testing

/// A spot check of facts read from shared/reference/cardparts-api.md: the property, what
/// the reference says, and how the catalog must say it.
private struct Fact: CustomTestStringConvertible, Sendable {
    let part: String
    let property: String
    let check: @Sendable (PropertySpec) -> Bool
    let what: String

    var testDescription: String { "\(part).\(property): \(what)" }
}

private let facts: [Fact] = [
    Fact(part: "textField", property: "text", check: {
        $0.binding == Binding("text", .optional(.string), kind: .controlProperty)
    }, what: "RxCocoa ControlProperty<String?>, two-way"),
    Fact(part: "slider", property: "value", check: {
        $0.binding == Binding("value", .number(.float), kind: .controlProperty)
    }, what: "RxCocoa ControlProperty<Float>"),
    Fact(part: "switch", property: "isOn", check: {
        $0.binding == Binding("isOn", .bool, kind: .controlProperty)
    }, what: "RxCocoa ControlProperty<Bool>"),
    Fact(part: "bar", property: "percent", check: {
        $0.binding == Binding("percent", .number(.double)) && $0.constraints == [.range(0, 1)] && $0.defaultValue == .literal("0.0")
    }, what: "Binder<Double>, 0...1, default 0.0"),
    Fact(part: "bar", property: "barColor", check: {
        $0.defaultValue == .theme("barColor") && $0.binding == Binding("barColor", .color)
    }, what: "theme barColor, Binder<UIColor>"),
    Fact(part: "title", property: "margins", check: { $0.defaultValue == .theme("titleViewMargins") },
         what: "CardParts.theme.titleViewMargins"),
    Fact(part: "separator", property: "margins", check: { $0.defaultValue == .theme("horizontalSeparatorMargins") },
         what: "CardParts.theme.horizontalSeparatorMargins"),
    Fact(part: "spacer", property: "margins", check: { $0.defaultValue == .literal("0") }, what: "UIEdgeInsets.zero"),
    Fact(part: "table", property: "margins", check: { $0.defaultValue == .theme("tableViewMargins") },
         what: "CardParts.theme.tableViewMargins"),
    Fact(part: "collection", property: "margins", check: { $0.defaultValue == .theme("tableViewMargins") },
         what: "CardParts.theme.tableViewMargins"),
    Fact(part: "tableCell", property: "margins", check: {
        $0.defaultValue == .literal("{top: 12, left: 0, bottom: 12, right: 0}")
    }, what: "UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)"),
    Fact(part: "text", property: "margins", check: { $0.defaultValue == .theme("cardPartMargins") },
         what: "CardParts.theme.cardPartMargins"),
    Fact(part: "text", property: "type", check: {
        $0.setter == .initArgument(label: "type") && $0.type == .enumeration("CardPartTextType")
    }, what: "init(type: CardPartTextType)"),
    Fact(part: "text", property: "textColor", check: { $0.binding?.element == .color && $0.binding?.isExplicit == true },
         what: "explicit Binder<UIColor>, not UIColor?"),
    Fact(part: "text", property: "textAlignment", check: { $0.defaultValue == .literal("left") }, what: "default .left"),
    Fact(part: "spacer", property: "height", check: {
        $0.isRequired && $0.constraints == [.positive] && $0.setter == .initArgument(label: "height")
    }, what: "init(height: CGFloat), required"),
    Fact(part: "paged", property: "height", check: { $0.isRequired && $0.setter == .initArgument(label: "andHeight") },
         what: "init(withPages:andHeight:)"),
    Fact(part: "map", property: "mapType", check: { $0.setter == .initArgument(label: "type") && !$0.isRequired },
         what: "init(type: MKMapType, ...), spec name mapType"),
    Fact(part: "map", property: "location", check: { $0.isRequired && $0.binding == Binding("location", .location) },
         what: "init(location: CLLocation), Binder<CLLocation>"),
    Fact(part: "map", property: "span", check: {
        $0.defaultValue == .literal("{latitudeDelta: 1, longitudeDelta: 1}") && !$0.isRequired
    }, what: "nil span -> 1 x 1"),
    Fact(part: "map", property: "intrensicHeight", check: { $0.defaultValue == .literal("300") }, what: "sic, 300"),
    Fact(part: "video", property: "videoUrl", check: { $0.isRequired && $0.type == .url }, what: "init(videoUrl: URL)"),
    Fact(part: "progressBar", property: "barColors", check: {
        $0.isRequired && $0.constraints == [.minCount(1)] && $0.type == .list(.color)
    }, what: "init(barColors: [UIColor], ...)"),
    Fact(part: "progressBar", property: "currentValue", check: { $0.isRequired && $0.binding == Binding("currentValue", .int) },
         what: "currentValue: Int, Binder<Int>"),
    Fact(part: "progressBar", property: "showShowBarValues", check: { $0.isRequired && $0.type == .bool },
         what: "sic, required Bool"),
    Fact(part: "progressBar", property: "progressBarWidth", check: { !$0.isRequired && $0.defaultValue == .literal("120") },
         what: "progressBarWidth: CGFloat = 120"),
    Fact(part: "button", property: "title", check: {
        $0.setter == .call("setTitle($0, for: .normal)") && $0.binding == Binding("buttonTitle", .string)
    }, what: "setTitle(_:for:), Binder<String> buttonTitle"),
    Fact(part: "button", property: "contentHorizontalAlignment", check: { $0.defaultValue == .literal("left") },
         what: "init sets .left"),
    Fact(part: "stack", property: "backgroundColor", check: { $0.setter == .assignPath("backgroundView.backgroundColor") },
         what: "rounded stack: backgroundView.backgroundColor"),
    Fact(part: "stack", property: "cornerRadius", check: { $0.defaultValue == .literal("4.0") }, what: "cornerRadius = 4.0"),
    Fact(part: "radioButton", property: "isSelected", check: { $0.binding == Binding("radioButtonValue", .bool) },
         what: "Binder<Bool> radioButtonValue sets isSelected"),
    Fact(part: "pill", property: "labelText", check: { $0.binding == Binding("labelText", .optional(.string)) },
         what: "Binder<String?>"),
    Fact(part: "iconLabel", property: "iconPosition", check: {
        $0.defaultValue == .literal("{horizontal: left, vertical: top}")
            && $0.type == .tuple([.init("horizontal", .enumeration("CardPartIconLabel.HorizontalPosition")),
                                  .init("vertical", .enumeration("CardPartIconLabel.VerticalPosition"))])
    }, what: "Position = (horizontal:, vertical:) = (.left, .top)"),
    Fact(part: "image", property: "contentMode", check: {
        $0.binding == Binding("contentMode", .enumeration("UIView.ContentMode"))
    }, what: "explicit Binder<UIView.ContentMode>"),
    Fact(part: "multiSlider", property: "orientation", check: { $0.defaultValue == .literal("vertical") },
         what: "default is vertical"),
    Fact(part: "multiSlider", property: "value", check: { $0.binding?.isExplicit == false && $0.type == .list(.number(.cgFloat)) },
         what: "[CGFloat], bound only through dynamic member lookup"),
    Fact(part: "titleDescription", property: "secondaryPosition", check: { $0.defaultValue == .theme("secondaryTitlePosition") },
         what: "= CardParts.theme.secondaryTitlePosition"),
    Fact(part: "confetti", property: "intensity", check: { $0.constraints == [.range(0, 1)] && $0.defaultValue == .literal("0.5") },
         what: "Float 0.5, 0...1"),
    Fact(part: "histogram", property: "histogramLines", check: {
        $0.defaultValue == .literal("{lines: {bottom: true, middle: true, top: true}}")
    }, what: ".lines(bottom: true, middle: true, top: true)"),
    Fact(part: "table", property: "items", check: { $0.binding?.kind == .items && $0.type == .list(.rowItem) },
         what: "rows bound with RxCocoa tableView.rx.items"),
]

@Suite struct ReferenceFactTests {
    @Test(arguments: facts)
    fileprivate func fact(_ fact: Fact) throws {
        let part = try #require(Catalog.cardParts.part(fact.part))
        let property = try #require(part.properties.first { $0.name == fact.property })
        #expect(fact.check(property))
    }

    @Test func initializers() {
        let catalog = Catalog.cardParts
        let plain = ["image", "button", "pill", "iconLabel", "separator", "verticalSeparator", "stack", "table", "tableCell",
                     "bar", "multiSlider", "confetti", "radioButton", "switch", "histogram", "label"]
        for kind in plain { #expect(catalog.part(kind)?.initializer == .plain, "\(kind)") }
        #expect(catalog.part("collection")?.initializer == .flowLayout(label: "collectionViewLayout"))
        let withArguments: [String: [String]] = [
            "text": ["type"], "attributedText": ["type"], "title": ["type"],
            "titleDescription": ["titlePosition", "secondaryPosition"], "spacer": ["height"], "paged": ["pages", "height"],
            "slider": ["height"], "textField": ["format"], "centered": ["left", "center", "right"],
            "oriented": ["parts", "orientation"],
            "progressBar": ["barColors", "markerLabelTitle", "currentValue", "showShowBarValues", "progressBarWidth"],
            "map": ["mapType", "location", "span"], "video": ["videoUrl"],
        ]
        for (kind, arguments) in withArguments { #expect(catalog.part(kind)?.initializer == .arguments(arguments), "\(kind)") }
        #expect(plain.count + withArguments.count + 1 == catalog.parts.count)
    }

    @Test func eventsAndPayloads() throws {
        let catalog = Catalog.cardParts
        func event(_ kind: String, _ name: String) -> EventSpec? { catalog.part(kind)?.events.first { $0.name == name } }
        #expect(event("button", "onTap")?.source == .rx("rx.tap"))
        #expect(event("title", "onMenu")?.source == .closure("menuOptionObserver"))
        #expect(event("title", "onMenu")?.payload == .tuple([.init("title", .string), .init("index", .int)]))
        #expect(event("title", "onActionButton")?.source == .closure("menuActionableCallback"))
        #expect(event("table", "onSelect")?.payload == .rowItem)
        #expect(event("collection", "onSelect")?.payload == .rowItem)
        #expect(event("paged", "onPageChange")?.payload == .int)
        #expect(event("slider", "onChange")?.payload == .number(.float))
        #expect(event("switch", "onChange")?.payload == .bool)
        #expect(event("textField", "onChange")?.payload == .optional(.string))
        #expect(event("iconLabel", "onIconTap")?.source == .method("tapIconGestureRecognizer", label: "action"))
    }

    @Test func explicitBindersOfTheReference() {
        // Explicit binders per part (the reference's rx columns), by binder name, less
        // those whose values a spec cannot write (attributed strings, Bezier paths, views).
        let explicit: [String: Set<String>] = [
            "text": ["text", "font", "textColor", "textAlignment", "verticalAlignment", "lineSpacing", "lineHeightMultiple"],
            "attributedText": ["text", "font", "textColor", "isEditable", "textAlignment", "lineSpacing", "lineHeightMultiple"],
            "titleDescription": ["leftTitleText", "leftDescriptionText", "rightTitleText", "rightDescriptionText",
                                 "leftTitleFont", "leftDescriptionFont", "rightTitleFont", "rightDescriptionFont",
                                 "leftTitleColor", "leftDescriptionColor", "rightTitleColor", "rightDescriptionColor"],
            "title": ["title", "titleFont", "titleColor", "menuTitle", "menuOptions", "menuButtonImageName", "menuButtonImage"],
            "bar": ["percent", "barColor"],
            "image": ["imageName", "contentMode"],
            "button": ["buttonTitle", "contentHorizontalAlignment"],
            "pill": ["labelText", "verticalPadding", "horizontalPadding"],
            "iconLabel": ["labelText", "verticalPadding", "horizontalPadding", "icon"],
            "slider": ["minimumValue", "maximumValue", "minimumTrackTintColor", "maximumTrackTintColor", "value"],
            "progressBar": ["currentValue", "bgColor", "barCornerRadius", "markerColor"],
            "map": ["location", "mapType", "span"],
            "radioButton": ["radioButtonValue"],
            "switch": ["isOn"],
            "textField": ["text"],
        ]
        for (kind, binders) in explicit {
            let found = Set(Catalog.cardParts.part(kind)?.properties.compactMap { $0.binding }.filter(\.isExplicit).map(\.binder) ?? [])
            #expect(found == binders, "\(kind)")
        }
    }
}
