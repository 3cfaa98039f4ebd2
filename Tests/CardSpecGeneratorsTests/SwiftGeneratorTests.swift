import CardSpecCatalog
import Foundation
import Testing
@testable import CardSpecGenerators

@Suite struct SwiftGeneratorTests {
    @Test func budgetsFixtureGenerates() throws {
        let spec = try #require(try fixture("budgets.cards.yaml"))
        let files = SwiftGenerator(catalog: .cardParts).generate(spec)
        #expect(files.map(\.name) == [
            "BudgetsTokens.swift", "BudgetsBrandTheme.swift", "BudgetsAppearance.swift",
            "BudgetsBudgetSummaryCard.swift", "BudgetsBudgetsViewController.swift",
        ])
        for file in files {
            #expect(file.contents.hasPrefix(SwiftGenerator.headerMarker + " from budgets.cards.yaml."), "\(file.name)")
        }
        if ProcessInfo.processInfo.environment["CARDSPEC_DUMP"] == "1" {
            for file in files { print("=== \(file.name)\n\(file.contents)") }
        }
    }

    /// Inside a theme, `$theme.x` reads the base theme, not the theme being applied.
    @Test func themeReferencesInAThemeReadTheBase() throws {
        let spec = try #require(checkedSpec("""
            cardspec: 1
            themes:
              Brand: {base: mint, titleColor: $theme.barColor}
            theme: Brand
            """))
        let theme = try #require(SwiftGenerator(catalog: .cardParts).generate(spec).first { $0.name == "BrandTheme.swift" })
        #expect(theme.contents.contains("    let base = CardPartsMintTheme()\n"))
        #expect(theme.contents.contains("    titleColor = base.barColor\n"))
        #expect(theme.contents.contains("    barColor = base.barColor\n"))
        #expect(!theme.contents.contains("CardParts.theme"))
    }
}
