import CardSpecCatalog
import Testing

@Suite struct EnumTests {
    let catalog = Catalog.cardParts

    /// The CardParts enums of the reference and their cases (associated values after the
    /// name, as `case(label: Type)`).
    static let cardPartsEnums: [String: [String]] = [
        "CardState": ["none", "loading", "empty", "hasData", "custom(_: String)"],
        "CardPartTextType": ["small", "normal", "title", "header", "detail"],
        "CardPartAttributedTextType": ["small", "normal", "title", "header", "detail"],
        "CardPartLabelVerticalAlignment": ["top", "center", "bottom"],
        "CardPartTitleType": ["titleOnly", "titleWithMenu", "titleWithActionableButton"],
        "CardPartTitlePosition": ["top", "bottom"],
        "CardPartTitleCompression": ["left", "right"],
        "CardPartSecondaryTitleDescPosition": ["center(amount: CGFloat)", "right"],
        "CardPartTextFieldFormat": ["none", "currency(maxLength: Int)", "zipcode", "phone", "ssn"],
        "ConfettiType": ["confetti", "diamond", "star", "mixed", "image(_: UIImage)"],
        "Orientation": ["top", "bottom"],
        "HistogramLine": ["lines(bottom: Bool, middle: Bool, top: Bool)"],
        "Distribution": ["fill", "equalSpacing"],
        "CardPartIconLabel.HorizontalPosition": ["left", "right"],
        "CardPartIconLabel.VerticalPosition": ["top", "center", "bottom"],
        // programmatic(info: [String: Any]?) carries a value no spec can write.
        "BottomSheetDismissalType": ["tapInOverlay", "swipeDown", "programmatic"],
        "BottomSheetHandlePosition": ["above(bottomPadding: CGFloat)", "inside(topPadding: CGFloat)", "none"],
    ]

    @Test func theCardPartsEnumsAndTheirCases() throws {
        // 18 in the reference: these 17 and the tuple typealias CardPartIconLabel.Position.
        #expect(Self.cardPartsEnums.count == 17)
        for (name, cases) in Self.cardPartsEnums {
            let spec = try #require(catalog.enumeration(name), "\(name)")
            let written = spec.cases.map { enumCase in
                guard !enumCase.associatedValues.isEmpty else { return enumCase.name }
                let values = enumCase.associatedValues.map { value -> String in
                    guard case .initArgument(let label) = value.setter else { return "?" }
                    return "\(label): \(value.type.swiftName)"
                }
                return "\(enumCase.name)(\(values.joined(separator: ", ")))"
            }
            #expect(written == cases, "\(name)")
        }
    }

    @Test func iconPositionIsATupleOfTheTwoNestedEnums() throws {
        let iconLabel = try #require(catalog.part("iconLabel"))
        let position = try #require(iconLabel.properties.first { $0.name == "iconPosition" })
        guard case .tuple(let elements) = position.type else {
            Issue.record("iconPosition is not a tuple")
            return
        }
        #expect(elements.map(\.label) == ["horizontal", "vertical"])
        #expect(elements.map(\.type) == [.enumeration("CardPartIconLabel.HorizontalPosition"),
                                         .enumeration("CardPartIconLabel.VerticalPosition")])
        #expect(position.type.swiftName
            == "(horizontal: CardPartIconLabel.HorizontalPosition, vertical: CardPartIconLabel.VerticalPosition)")
    }

    @Test func associatedValuesAreRequiredLabeledArguments() {
        for spec in catalog.enums {
            for enumCase in spec.cases {
                for value in enumCase.associatedValues {
                    #expect(value.isRequired, "\(spec.name).\(enumCase.name).\(value.name)")
                    guard case .initArgument = value.setter else {
                        Issue.record("\(spec.name).\(enumCase.name).\(value.name) has no label")
                        continue
                    }
                }
            }
        }
    }

    @Test func uiKitEnums() throws {
        let expected: [String: [String]] = [
            "NSTextAlignment": ["left", "center", "right", "justified", "natural"],
            "NSLayoutConstraint.Axis": ["horizontal", "vertical"],
            "UIStackView.Distribution": ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
            "UIFont.Weight": ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"],
            "MKMapType": ["standard", "satellite", "hybrid", "satelliteFlyover", "hybridFlyover", "mutedStandard"],
            "CAEmitterLayerEmitterShape": ["point", "line", "rectangle", "cuboid", "circle", "sphere"],
            "UICollectionView.ScrollDirection": ["vertical", "horizontal"],
        ]
        for (name, cases) in expected {
            #expect(try #require(catalog.enumeration(name)).cases.map(\.name) == cases, "\(name)")
        }
        for name in ["UIStackView.Alignment", "UIView.ContentMode", "UIKeyboardType", "UIControl.ContentHorizontalAlignment",
                     "UIView.AnimationOptions", "UIDataDetectorTypes", "NSLayoutConstraint.Attribute"] {
            #expect(catalog.enumeration(name) != nil, "\(name)")
        }
        #expect(catalog.enumeration("UIKeyboardType")?.cases.contains { $0.name == "numberPad" } == true)
        #expect(catalog.enumeration("UIView.ContentMode")?.cases.contains { $0.name == "scaleAspectFit" } == true)
    }

    @Test func enumNamesAndCasesAreUnique() {
        #expect(Set(catalog.enums.map(\.name)).count == catalog.enums.count)
        for spec in catalog.enums {
            #expect(!spec.cases.isEmpty, "\(spec.name)")
            #expect(Set(spec.cases.map(\.name)).count == spec.cases.count, "\(spec.name)")
        }
    }

    @Test func everyEnumerationResolves() {
        for (owner, type) in catalog.everyValueType {
            for case .enumeration(let name) in type.flattened {
                #expect(catalog.enumeration(name) != nil, "\(owner) names unknown enum \(name)")
            }
        }
        // Every enum is used somewhere (no dead data); font weights are used by the font
        // literal `{system: 14, weight: medium}` rather than by a property.
        let used = Set(catalog.everyValueType.flatMap { $0.type.flattened }.compactMap { type -> String? in
            if case .enumeration(let name) = type { return name }
            return nil
        })
        let unused = Set(catalog.enums.map(\.name)).subtracting(used).subtracting(["UIFont.Weight"])
        #expect(unused.isEmpty, "unused enums: \(unused.sorted())")
    }

    @Test func builtinStatesAreCardStateCases() throws {
        let cardState = try #require(catalog.enumeration("CardState"))
        #expect(catalog.builtinStates == ["none", "loading", "empty", "hasData"])
        #expect(catalog.builtinStates.allSatisfy { state in cardState.cases.contains { $0.name == state } })
    }
}
