import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel
import Testing
@testable import CardSpecChecks

/// `ValueOwner` names a value's owner in messages as the strings the checks once built for
/// each value: the same text, built only for a message.
@Suite struct ValueOwnerTests {
    @Test func eachFormReadsAsBefore() {
        let forms: [(ValueOwner, String)] = [
            (.text("a font"), "a font"),
            (.member("radius", of: "trait 'shadow'"), "'radius' of trait 'shadow'"),
            (.enumCase("inside", of: "BottomSheetHandlePosition"), "case 'inside' of BottomSheetHandlePosition"),
            (.token("brand", category: "color"), "color token 'brand'"),
            (.initialValue(of: "rows"), "the initial value of 'rows'"),
            (.defaultOfParameter("detail"), "the default of parameter 'detail'"),
            (.parameter("headline"), "parameter 'headline'"),
            (.themeProperty("titleTextColor"), "theme property 'titleTextColor'"),
            (.item("Row"), "item 'Row'"),
        ]
        for (owner, text) in forms { #expect(owner.description == text) }
    }

    @Test func aPartPropertyIsNamedByItsKeyAsWritten() throws {
        let part = try #require(Catalog.cardParts.part("text"))
        let key = Property(name: Name("textColor", at: SourceRange(at: .start)),
                           value: Value(.int(3), at: SourceRange(at: .start)))
        withUnsafePointer(to: key) { key in
            #expect(ValueOwner.property(key, of: part).description == "'textColor' of text")
        }
    }

    /// A field of a field (no catalog type nests records so today) names the whole chain.
    @Test func nestedFieldsNameTheirRecords() {
        withUnsafePointer(to: ValueOwner.member("iconPosition", of: "iconLabel")) { record in
            #expect(ValueOwner.field("horizontal", of: record).description == "'horizontal' of 'iconPosition' of iconLabel")
            withUnsafePointer(to: ValueOwner.field("horizontal", of: record)) { field in
                #expect(ValueOwner.field("x", of: field).description == "'x' of 'horizontal' of 'iconPosition' of iconLabel")
            }
        }
    }

    /// The messages that name an owner, through the checks.
    @Test func messagesNameTheOwner() {
        let messages = check(card("""
            model:
              n: {type: Int, initial: "x"}
            traits:
              shadow: {radius: "r", offset: {width: x, height: 1}}
            parts:
              - text: {text: a, textColor: 3, font: {system: x, weight: heavyy}}
              - iconLabel: {labelText: a, iconPosition: {horizontal: lft, vertical: $model.n}}
              - textField: {format: {currency: {maxLength: x}}}
            """)).map(\.message)
        for expected in [
            "the initial value of 'n' takes an Int, found the string 'x'",
            "'radius' of trait 'shadow' takes a CGFloat, found the string 'r'",
            "'width' of a CGSize takes a Double, found the string 'x'",
            "'textColor' of text takes a UIColor, found the integer 3",
            "'system' of a font takes a CGFloat, found the string 'x'",
            "'heavyy' is not a case of UIFont.Weight ('weight' of a font); did you mean 'heavy'?",
            "'lft' is not a case of CardPartIconLabel.HorizontalPosition ('horizontal' of 'iconPosition' of iconLabel); did you mean 'left'?",
            "'vertical' of 'iconPosition' of iconLabel cannot follow $model.n; it takes a fixed value",
            "'maxLength' of case 'currency' of CardPartTextFieldFormat takes an Int, found the string 'x'",
        ] {
            #expect(messages.contains(expected), "\(expected)")
        }
    }
}
