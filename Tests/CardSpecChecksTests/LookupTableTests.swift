import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel
import Testing
@testable import CardSpecChecks

/// The small tables the checks keep per card and per part instead of dictionaries.
@Suite struct LookupTableTests {
    @Test func declaredNamesKeepTheFirstOfEachName() {
        var names = DeclaredNames(capacity: 3)
        let declared = [names.declare("title", .string), names.declare("count", .int),
                        names.declare("title", .bool), names.declare("missing", nil)]
        #expect(declared == [true, true, false, true], "a second declaration is not kept")
        #expect(names.count == 3)
        #expect(names.position(of: "title") == 0)
        #expect(names.entries[0].type == .string)
        #expect(names.position(of: "count") == 1)
        #expect(names.position(of: "missing") == 2)
        #expect(names.entries[2].type == nil)
        #expect(names.position(of: "titl") == nil)
        #expect(names.position(of: "") == nil)
        #expect(names.sortedNames == ["count", "missing", "title"])
    }

    @Test func redeclaredNamesTakeTheLastType() {
        var names = DeclaredNames()
        names.redeclare("value", .int)
        names.redeclare("other", .string)
        names.redeclare("value", .bool)
        #expect(names.count == 2)
        #expect(names.position(of: "value") == 0)
        #expect(names.entries[0].type == .bool)
    }

    @Test func declaredNamesCompareTextNotBytesAlone() {
        // "é" precomposed and decomposed are the same String, of different lengths in UTF-8.
        var names = DeclaredNames()
        names.declare("caf\u{E9}", .string)
        names.declare("naïve_but_longer_than_fifteen_bytes", .int)
        #expect(names.position(of: "naïve_but_longer_than_fifteen_bytes") == 1)
        #expect(names.position(of: "caf\u{E9}") == 0)
        // Canonically equivalent text is the same name, as it was for a dictionary's keys.
        #expect(names.position(of: "cafe\u{301}") == 0)
    }

    @Test func itemFieldsKeepTheFirstOfEachName() {
        let names = DeclaredNames([RecordField("merchant", .string), RecordField("amount", .int),
                                   RecordField("merchant", .bool)])
        #expect(names.count == 2)
        #expect(names.entries[names.position(of: "merchant")!].type == .string)
    }

    @Test func typedPropertiesFindTheLastValueOfAName() {
        var typed = TypedProperties()
        typed.append("value", .int(1), at: SourceRange(at: .start))
        typed.append("maximumValue", .number(10), at: SourceRange(at: .start))
        typed.append("value", .int(2), at: SourceRange(at: .start))
        #expect(typed.position(of: "value") == 2)
        #expect(typed.entries[typed.position(of: "maximumValue")!].value.numeric == 10)
        #expect(typed.position(of: "minimumValue") == nil)
    }

    @Test func keywordIndexHoldsEverySwiftKeyword() {
        for keyword in Identifier.swiftKeywords { #expect(Identifier.keywordIndex.contains(keyword), "\(keyword)") }
        #expect(!Identifier.keywordIndex.contains("title"))
        #expect(!Identifier.keywordIndex.contains("Class"))
    }

    @Test func aCheckThatKeepsNothingChecksTheSame() {
        // Card by card (nothing kept, typed values stood in for) and whole (everything kept)
        // give the same diagnostics; CardByCardTests holds this over every fixture.
        let diagnostics = check(card("""
            model:
              rows: {type: "[Row]", initial: [{title: a}, {title: b, count: x}, {count: 2}]}
              tint: {type: UIColor, initial: "#FF0000"}
            parts:
              - text: {text: Hi, textStyle: title, alignment: center, font: {system: 14, weight: bold}}
              - slider: {value: 5, minimumValue: 0, maximumValue: 3}
            """).replacingOccurrences(of: "cardspec: 1\n", with: "cardspec: 1\ntypes:\n  Row: {title: String, count: Int}\n"))
        #expect(diagnostics.map(\.code).contains("type-mismatch"))
        #expect(diagnostics.map(\.code).contains("missing-argument"))
    }
}

@Suite struct CanonicalNameTests {
    @Test func aKelvinSignIsAK() {
        // String equality, as the dictionaries these tables replaced compared keys.
        var names = DeclaredNames()
        names.declare("\u{212A}ey", .string)
        #expect(names.position(of: "Key") == 0)
    }

    @Test func manyNamesAreIndexedWithTheSameAnswers() {
        // Past the search limit the names are indexed: the same positions, the first of
        // each name kept, the last type of a redeclared one, equivalent text found.
        var names = DeclaredNames()
        let count = DeclaredNames.searchLimit * 3
        for number in 0..<count {
            let declared = names.declare("name\(number)", .string)
            #expect(declared)
        }
        let again = names.declare("name0", .int)
        #expect(!again, "a name declared twice keeps its first")
        #expect(names.entries[0].type == .string)
        names.declare("\u{212A}elvin", .bool)
        #expect(names.count == count + 1)
        for number in 0..<count { #expect(names.position(of: "name\(number)") == number) }
        #expect(names.position(of: "Kelvin") == count)
        #expect(names.position(of: "name\(count)") == nil)
        names.redeclare("name5", .int)
        names.redeclare("added", .bool)
        #expect(names.entries[5].type == .int)
        #expect(names.position(of: "added") == count + 1)
    }
}

@Suite struct ArrayFillingTests {
    @Test func fillsLikeRepeating() {
        #expect(Array(filling: false, count: 3) == Array(repeating: false, count: 3))
        #expect(Array(filling: 7, count: 0).isEmpty)
        #expect(Array(filling: "a", count: -1).isEmpty, "no count, no elements")
        let filled = Array(filling: Optional<Int>.none, count: 2)
        #expect(filled.count == 2 && filled.allSatisfy { $0 == nil })
    }

    /// The token table's key hashes the namespace by its case (not by its raw value, as the
    /// derived conformance does): each namespace must still hash apart from the others.
    @Test func tokenKeysOfEachNamespaceAreDistinct() {
        let keys = Reference.Namespace.allCases.map { TokenKey($0, "gutter") }
        #expect(Set(keys).count == Reference.Namespace.allCases.count)
        #expect(Set(keys.map(\.hashValue)).count == keys.count, "one hash per namespace")
        #expect(keys.allSatisfy { TokenKey($0.namespace, "gutter") == $0 && TokenKey($0.namespace, "other") != $0 })
    }
}
