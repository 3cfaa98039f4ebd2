import CardSpecCatalog
import Testing

@Suite struct LibraryTests {
    let catalog = Catalog.cardParts

    @Test func identity() {
        #expect(catalog.target == "cardparts")
        #expect(catalog.library == "CardParts 4.0.0")
    }

    @Test func referencedSwiftNamesComeFromTheCatalogAndTheSDKList() {
        // The catalog's classes, protocols, enums (the outer type of a nested one) and
        // value types, and the SDK names the generators write.
        for name in ["CardPartTextView", "CardPartLabel", "CardPartTableViewCardPartsCell", "CardPartTableViewDelegate",
                     "CardPartTitleType", "UIStackView", "NSTextAlignment", "ShadowCardTrait", "CardPartsMintTheme",
                     "CardsViewController", "CardPartsBottomSheetViewController", "CardPartsViewController", "CardState",
                     "UIColor", "UIFont", "CGFloat", "TimeInterval", "Date", "URL", "CLLocation", "MKCoordinateSpan",
                     "UIKit", "RxSwift", "CardParts", "BehaviorRelay", "Observable", "NSCoder", "CardPartsTheme"] {
            #expect(catalog.referencedSwiftNames.contains(name), "\(name)")
        }
        for name in ["Row", "Item", "UIStackView.Axis", "() -> Void", "Transaction", "Budgets"] {
            #expect(!catalog.referencedSwiftNames.contains(name), "\(name)")
        }
    }

    @Test func traitsAndDelegates() throws {
        #expect(catalog.traits.map(\.name) == ["shadow", "rounded", "border", "gradient", "editable", "hidden", "transparent",
                                              "noTopBottomMargins", "customMargin", "longPress", "visibility"])
        #expect(Set(catalog.traits.filter(\.defaultsAreInternal).map(\.name)) == ["shadow", "rounded", "border", "longPress"])
        let protocols = Dictionary(uniqueKeysWithValues: catalog.traits.map { ($0.name, $0.protocolName) })
        #expect(protocols["longPress"] == "CardPartsLongPressGestureRecognizerDelegate")
        #expect(protocols["visibility"] == "CardVisibilityDelegate")
        #expect(protocols["noTopBottomMargins"] == "NoTopBottomMarginsCardTrait")

        func parameter(_ trait: String, _ name: String) -> PropertySpec? {
            catalog.trait(trait)?.parameters.first { $0.name == name }
        }
        #expect(parameter("shadow", "color")?.defaultValue == .literal("#999999"))
        #expect(parameter("shadow", "radius")?.defaultValue == .literal("8.0"))
        #expect(parameter("shadow", "opacity")?.defaultValue == .literal("0.7"))
        #expect(parameter("shadow", "opacity")?.constraints == [.range(0, 1)])
        #expect(parameter("shadow", "offset")?.defaultValue == .literal("{width: 0, height: 5}"))
        #expect(parameter("rounded", "cornerRadius")?.defaultValue == .literal("10.0"))
        #expect(parameter("border", "width")?.defaultValue == .literal("0.5"))
        #expect(parameter("border", "color")?.defaultValue == .literal("#E7E7E7"))
        #expect(parameter("gradient", "colors")?.constraints == [.minCount(2)])
        #expect(parameter("gradient", "angle") != nil)
        #expect(parameter("editable", "onEdit")?.type == .action)
        #expect(parameter("hidden", "isHidden")?.binding?.element == .bool)
        #expect(parameter("longPress", "onLongPress")?.type == .action)
        #expect(parameter("longPress", "minimumPressDuration")?.defaultValue == .literal("1.0"))
        #expect(parameter("visibility", "onVisibilityChange")?.type == .action)
        #expect(parameter("customMargin", "margin")?.isRequired == true)
        #expect(catalog.trait("transparent")?.parameters.isEmpty == true)
        #expect(catalog.trait("noTopBottomMargins")?.parameters.isEmpty == true)

        #expect(catalog.trait("rounded")?.shorthand == "cornerRadius")
        #expect(catalog.trait("customMargin")?.shorthand == "margin")
        #expect(catalog.trait("hidden")?.shorthand == "isHidden")
        for trait in catalog.traits {
            if let shorthand = trait.shorthand {
                #expect(trait.parameters.contains { $0.name == shorthand }, "\(trait.name)")
            }
            for parameter in trait.parameters {
                guard case .requirement(let declaration) = parameter.setter else {
                    Issue.record("\(trait.name).\(parameter.name) is not a requirement")
                    continue
                }
                #expect(declaration.hasPrefix("func") || declaration.hasPrefix("var") || declaration.hasPrefix("@objc"))
                // Actions are `on…` keys, and only they.
                #expect((parameter.type == .action) == parameter.name.hasPrefix("on"), "\(trait.name).\(parameter.name)")
            }
        }
    }

    @Test func screens() {
        #expect(catalog.screens.map(\.name) == ["cards", "fullScreen"])
        #expect(catalog.screen("cards")?.className == "CardsViewController")
        #expect(catalog.screen("fullScreen")?.className == "CardPartsFullScreenViewController")
        let cards = catalog.screen("cards")?.properties ?? []
        #expect(cards.map(\.name) == ["cardCellMargins", "shouldListenToKeyboardNotifications"])
        #expect(cards.first?.defaultValue == .theme("cardCellMargins"))
        #expect(cards.last?.defaultValue == .literal("true"))
    }

    @Test func bottomSheet() {
        let sheet = catalog.bottomSheet
        #expect(sheet.name == "bottomSheet")
        #expect(sheet.className == "CardPartsBottomSheetViewController")
        // 30 properties in the source, less contentVC, handleVC, preferredGestureRecognizers and
        // the three callbacks (events here), plus the handle's width, height and color.
        #expect(sheet.properties.count == 27)
        #expect(Set(sheet.properties.map(\.name)).count == 27)
        let names = Set(sheet.properties.map(\.name))
        #expect(names.isDisjoint(with: ["contentVC", "handleVC", "preferredGestureRecognizers", "didShow", "didDismiss",
                                        "didChangeHeight"]))
        #expect(sheet.events.map(\.name) == ["onShow", "onDismiss", "onHeightChange"])
        #expect(sheet.events.map(\.source) == [.closure("didShow"), .closure("didDismiss"), .closure("didChangeHeight")])
        #expect(sheet.events[1].payload == .enumeration("BottomSheetDismissalType"))
        #expect(sheet.events[2].payload == .number(.cgFloat))
        func property(_ name: String) -> PropertySpec? { sheet.properties.first { $0.name == name } }
        #expect(property("handleWidth")?.setter == .assignPath("handleVC.handleWidth"))
        #expect(property("handleWidth")?.defaultValue == .literal("64"))
        #expect(property("handleHeight")?.defaultValue == .literal("6"))
        #expect(property("handleColor")?.defaultValue == .literal("#D4D7DC"))
        #expect(property("bottomSheetCornerRadius")?.defaultValue == .literal("16.0"))
        #expect(property("handlePosition")?.defaultValue == .literal("{above: {bottomPadding: 8}}"))
        #expect(property("dragVelocityToDismiss")?.defaultValue == .literal("250"))
        #expect(property("appearAnimationDuration")?.type == .number(.timeInterval))
        #expect(property("animationOptions")?.defaultValue == .literal("[curveEaseIn]"))
        #expect(property("shouldListenToKeyboardNotifications")?.defaultValue == .literal("false"))
    }

    @Test func namedColors() {
        #expect(catalog.namedColors.count == 22)
        #expect(Set(catalog.namedColors.map(\.name)).count == 22)
        let expected: [String: UInt32] = [
            "black": 0x000000FF, "darkGray": 0x555555FF, "lightGray": 0xAAAAAAFF, "white": 0xFFFFFFFF,
            "gray": 0x808080FF, "red": 0xFF0000FF, "green": 0x00FF00FF, "blue": 0x0000FFFF, "cyan": 0x00FFFFFF,
            "yellow": 0xFFFF00FF, "magenta": 0xFF00FFFF, "orange": 0xFF8000FF, "purple": 0x800080FF,
            "brown": 0x996633FF, "clear": 0x00000000,
            "flushOrange": 0xFF8000FF, "eggBlue": 0x07C4D9FF, "blushPink": 0xFF88ECFF, "cerulean": 0x0097E6FF,
            "limeGreen": 0x53B700FF, "yellowSea": 0xFFAD00FF, "superNova": 0xFFCA00FF,
        ]
        for (name, rgba) in expected { #expect(catalog.namedColor(name) == rgba, "\(name)") }
    }

    @Test func colorDefaultsAreWritableColors() {
        // Literal color defaults are hex or a named color, so explain and the docs can show them.
        for (owner, property) in catalog.everyProperty where property.type.unwrapped == .color {
            guard case .literal(let text) = property.defaultValue else { continue }
            let isHex = text.first == "#" && [7, 9].contains(text.count)
            #expect(isHex || catalog.namedColor(text) != nil, "\(owner).\(property.name) = \(text)")
        }
    }

    @Test func modelTypes() {
        let types = Dictionary(uniqueKeysWithValues: catalog.modelTypes.map { ($0.name, $0.type) })
        #expect(types.count == catalog.modelTypes.count)
        #expect(types["String"] == .string)
        #expect(types["Double"] == .number(.double))
        #expect(types["CGFloat"] == .number(.cgFloat))
        #expect(types["Date"] == .date)
        #expect(types["URL"] == .url)
        #expect(types["CardState"] == .enumeration("CardState"))
        #expect(types["UIColor"] == .color)
        #expect(types["UIImage"] == .image)
        #expect(types["CLLocation"] == .location)
        #expect(types["MKCoordinateSpan"] == .span)
        // Every explicit binder's element is a type a model can declare, so it can be bound.
        let declarable = Set(catalog.modelTypes.map(\.type))
        for (owner, property) in catalog.everyProperty {
            guard let element = property.binding?.element else { continue }
            let base = element.flattened.last ?? element
            #expect(declarable.contains(base) || base == .rowItem, "\(owner).\(property.name) binds \(element)")
        }
    }

    @Test func tupleAndRowItemSpelling() {
        #expect(ValueType.tuple([.init("title", .string), .init("index", .int)]).swiftName == "(title: String, index: Int)")
        #expect(ValueType.image.swiftName == "UIImage")
        #expect(ValueType.imageName.swiftName == "String")
        #expect(ValueType.list(.rowItem).description == "[row item]")
    }
}
