import CardSpecCatalog
import CardSpecDiagnostics
@testable import CardSpecModel
import CardSpecSyntax
import Testing
@testable import CardSpecChecks

/// The checks read values where the model holds them (`ValueChecker.check` takes a pointer);
/// a value held on its own goes through the same check. Both must type and report alike.
@Suite struct InPlaceTests {
    private static let file = SourceFile(path: "values.cards.yaml", text: "")
    private static let at = SourceRange(at: .start)

    private static func value(_ kind: Value.Kind) -> Value { Value(kind, at: at) }

    /// Values and the types they are checked as: literals that type, mismatches, enum
    /// cases bare and with values, records, lists, references outside a card.
    private static let cases: [(Value, ValueType)] = [
        (value(.string("title")), .string),
        (value(.int(3)), .string),
        (value(.string("#2BB673")), .color),
        (value(.string("lightGrey")), .color),
        (value(.float(0.5)), .number(.cgFloat)),
        (value(.string("bold")), .enumeration("UIFont.Weight")),
        (value(.string("heavyish")), .enumeration("UIFont.Weight")),
        (value(.string("custom(paused)")), .enumeration(Catalog.cardParts.stateTypeName)),
        (value(.list([value(.int(1)), value(.string("x"))])), .list(.number(.double))),
        (value(.object([Property(name: Name("width", at: at), value: value(.int(2))),
                        Property(name: Name("hieght", at: at), value: value(.int(3)))])), .size),
        (value(.reference(name: "rows", namespace: .model)), .string),
        (value(.null), .optional(.string)),
    ]

    private static func checker(keepsTyped: Bool) -> ValueChecker {
        ValueChecker(catalog: .cardParts, source: file, keepsTyped: keepsTyped)
    }

    @Test(arguments: [true, false])
    func inPlaceAndOnItsOwnAgree(keepsTyped: Bool) {
        let scope = Scope(model: nil, parameters: nil, item: nil)
        let values = Self.cases.map(\.0)
        for index in values.indices {
            let type = Self.cases[index].1
            var alone = Self.checker(keepsTyped: keepsTyped)
            let typedAlone = alone.check(values[index], as: type, scope: scope, binding: nil, owner: .text("a value"))
            var inPlace = Self.checker(keepsTyped: keepsTyped)
            let typedInPlace = values.withUnsafeBufferPointer { values in
                inPlace.check(values.baseAddress! + index, as: type, scope: scope, binding: nil, owner: .text("a value"))
            }
            #expect(String(describing: typedInPlace) == String(describing: typedAlone), "\(values[index].kind) as \(type)")
            #expect(inPlace.diagnostics == alone.diagnostics, "\(values[index].kind) as \(type)")
        }
    }

    @Test func aPropertysValueIsFoundInPlace() {
        let properties = [Property(name: Name("a", at: Self.at), value: Self.value(.int(7))),
                          Property(name: Name("b", at: Self.at), value: Self.value(.string("eight")))]
        properties.withUnsafeBufferPointer { properties in
            guard case .int(7) = properties.baseAddress!.pointerToValue.pointee.kind,
                  case .string("eight") = (properties.baseAddress! + 1).pointerToValue.pointee.kind else {
                Issue.record("pointerToValue points elsewhere than the property's value")
                return
            }
        }
    }
}
