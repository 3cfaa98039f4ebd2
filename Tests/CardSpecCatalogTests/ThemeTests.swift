import CardSpecCatalog
import Testing

@Suite struct ThemeTests {
    let catalog = Catalog.cardParts

    @Test func fiftyThemePropertiesWithAValueInBothThemes() {
        #expect(catalog.themeProperties.count == 50)
        #expect(Set(catalog.themeProperties.map(\.name)).count == 50)
        #expect(catalog.builtinThemes.map(\.name) == ["mint", "turbo"])
        #expect(catalog.builtinTheme("mint")?.className == "CardPartsMintTheme")
        #expect(catalog.builtinTheme("turbo")?.className == "CardPartsTurboTheme")
        for theme in catalog.builtinThemes {
            #expect(Set(theme.values.keys) == Set(catalog.themeProperties.map(\.name)), "\(theme.name)")
        }
        #expect(catalog.defaultTheme == "turbo")
    }

    @Test func everyThemeValueHasTheShapeOfItsType() {
        for theme in catalog.builtinThemes {
            for property in catalog.themeProperties {
                let value = theme.values[property.name] ?? ""
                #expect(hasShape(value, of: property.type), "\(theme.name).\(property.name) = \(value)")
            }
        }
    }

    @Test func valuesOfTheReference() {
        let mint = catalog.builtinTheme("mint")?.values ?? [:]
        let turbo = catalog.builtinTheme("turbo")?.values ?? [:]
        #expect(mint["cardCellMargins"] == "{top: 9, left: 12, bottom: 12, right: 12}")
        #expect(turbo["cardPartMargins"] == "{top: 5, left: 28, bottom: 5, right: 28}")
        #expect(mint["smallTextFont"] == "{name: HelveticaNeue, size: 10}")
        #expect(turbo["smallTextFont"] == "{system: 10, weight: regular}")
        #expect(mint["normalAttributedTextFont"] == "{name: HelveticaNeue, size: 12}")
        #expect(turbo["normalAttributedTextFont"] == "{system: 14, weight: regular}")
        #expect(mint["headerTextFont"] == "{system: 36, weight: black}")
        #expect(mint["titleTextFont"] == "{name: HelveticaNeue-Medium, size: 16}")
        #expect(turbo["titleFont"] == "{system: 16, weight: medium}")
        #expect(mint["separatorColor"] == "#DDDDDD")
        #expect(turbo["buttonTitleColor"] == "#45CAE6")
        #expect(turbo["leftDescriptionColor"] == "#A9A9A9")
        // 0x05A4B5 and 0xB2B2B2 divided by 256, rendered as round(c * 255 / 256).
        #expect(mint["barColor"] == "#05A3B4" && turbo["barColor"] == "#05A3B4")
        #expect(mint["todayLineColor"] == "#B1B1B1" && turbo["todayLineColor"] == "#B1B1B1")
        #expect(mint["barHeight"] == "13.5" && turbo["barHeight"] == "20")
        #expect(mint["cardShadow"] == "true" && turbo["cardShadow"] == "false")
        #expect(mint["roundedCorners"] == "false" && turbo["roundedCorners"] == "true")
        #expect(mint["barCornerRadius"] == "null" && turbo["barCornerRadius"] == "null")
        #expect(mint["secondaryTitlePosition"] == "right")
        #expect(turbo["secondaryTitlePosition"] == "{center: {amount: 0}}")
        #expect(catalog.themeProperty("barCornerRadius")?.type == .optional(.number(.cgFloat)))
        #expect(catalog.themeProperty("secondaryTitlePosition")?.type == .enumeration("CardPartSecondaryTitleDescPosition"))
    }

    @Test func everyThemeDefaultNamesAThemeProperty() {
        var defaults: [(String, String)] = []
        for (owner, property) in catalog.everyProperty {
            if case .theme(let name) = property.defaultValue { defaults.append(("\(owner).\(property.name)", name)) }
        }
        #expect(defaults.count > 20)
        for (owner, name) in defaults {
            #expect(catalog.themeProperty(name) != nil, "\(owner) reads unknown theme property \(name)")
        }
    }

    @Test func themeDefaultsHaveTheTypeOfTheirThemeProperty() {
        for (owner, property) in catalog.everyProperty {
            guard case .theme(let name) = property.defaultValue, let themed = catalog.themeProperty(name) else { continue }
            #expect(themed.type.unwrapped == property.type.unwrapped, "\(owner).\(property.name) vs theme \(name)")
        }
    }

    // MARK: Shapes

    private func hasShape(_ value: String, of type: ValueType) -> Bool {
        switch type {
        case .optional(let wrapped): return value == "null" || hasShape(value, of: wrapped)
        case .bool: return value == "true" || value == "false"
        case .number: return Double(value) != nil
        case .color:
            return value.count == 7 && value.first == "#" && value.dropFirst().allSatisfy { $0.isHexDigit && !$0.isLowercase }
        case .insets:
            return fields(value).map { $0.map(\.key) == ["top", "left", "bottom", "right"] && $0.allSatisfy { Double($0.value) != nil } } ?? false
        case .font:
            guard let fields = fields(value) else { return false }
            if fields.map(\.key) == ["name", "size"] { return !fields[0].value.isEmpty && Double(fields[1].value) != nil }
            let weights = catalog.enumeration("UIFont.Weight")?.cases.map(\.name) ?? []
            return fields.map(\.key) == ["system", "weight"] && Double(fields[0].value) != nil && weights.contains(fields[1].value)
        case .enumeration(let name):
            let caseName = value.hasPrefix("{") ? String(value.dropFirst().prefix { $0 != ":" }) : value
            return catalog.enumeration(name)?.cases.contains { $0.name == caseName } ?? false
        default:
            return false
        }
    }

    /// `{a: 1, b: x}` -> [(a, 1), (b, x)]; nil unless it is a flat mapping.
    private func fields(_ value: String) -> [(key: String, value: String)]? {
        guard value.hasPrefix("{"), value.hasSuffix("}") else { return nil }
        let body = value.dropFirst().dropLast()
        guard !body.contains("{") else { return nil }
        return body.split(separator: ",").map { pair in
            let parts = pair.split(separator: ":", maxSplits: 1).map { String($0.filter { $0 != " " }) }
            return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
        }
    }
}
