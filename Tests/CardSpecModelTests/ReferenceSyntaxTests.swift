import Testing
@testable import CardSpecModel

@Suite struct ReferenceSyntaxTests {
    @Test(arguments: [
        ("$model.title", ReferenceSyntax.Form.reference(namespace: .known(.model), name: "title")),
        ("$theme", .reference(namespace: .known(.theme), name: nil)),
        ("$1,200", .literal("$1,200")),
        ("$", .literal("$")),
        ("$ 5", .literal("$ 5")),
        ("$$model.title", .literal("$model.title")),
        ("$$", .literal("$")),
        ("price $model.x", .literal("price $model.x")),
        ("$_private.x", .reference(namespace: .unknown("_private"), name: "x")),
        ("$model.", .reference(namespace: .known(.model), name: "")),
        ("$model.a.b", .reference(namespace: .known(.model), name: "a.b")),
        ("$modelx.a", .reference(namespace: .unknown("modelx"), name: "a")),
        ("$mode.a", .reference(namespace: .unknown("mode"), name: "a")),
        ("$módel.a", .reference(namespace: .unknown("módel"), name: "a")),
        ("$model.tïtle", .reference(namespace: .known(.model), name: "tïtle")),
        ("$é", .literal("$é")),
        ("$$é", .literal("$é")),
    ])
    func classify(text: String, expected: ReferenceSyntax.Form) {
        #expect(ReferenceSyntax.classify(text) == expected)
    }

    /// The flat tree's path: ASCII text read on its bytes, the same answers.
    @Test(arguments: ["$model.title", "$theme", "$1,200", "$", "$ 5", "$$model.title", "$$", "$_private.x",
                      "$model.", "$model.a.b", "$modelx.a", "$mode.a", "$item.name", "$insets.x"])
    func classifyBytes(text: String) {
        var text = text
        #expect(text.withUTF8(ReferenceSyntax.classify(dollarText:)) == ReferenceSyntax.classify(text))
        #expect(ReferenceSyntax.classify(dollarText: UnsafeBufferPointer(start: nil, count: 0)) == nil)
    }

    /// Names, namespaces and literals around 15 bytes (short ones made from their words,
    /// longer ones allocated), as spelled.
    @Test(arguments: [1, 14, 15, 16, 17, 40])
    func classifyBytesAroundSmallStrings(length: Int) {
        let name = "n" + String(repeating: "9", count: length - 1)
        var text = "$model.\(name)"
        #expect(text.withUTF8(ReferenceSyntax.classify(dollarText:)) == .reference(namespace: .known(.model), name: name))
        text = "$\(name).\(name)"
        #expect(text.withUTF8(ReferenceSyntax.classify(dollarText:)) == .reference(namespace: .unknown(name), name: name))
        text = "$$\(name)"
        #expect(text.withUTF8(ReferenceSyntax.classify(dollarText:)) == .literal("$" + name))
        text = "$1\(name)"
        #expect(text.withUTF8(ReferenceSyntax.classify(dollarText:)) == .literal(text))
    }

    @Test func typeExpressions() {
        #expect(TypeSyntax.parse("String") == .named("String"))
        #expect(TypeSyntax.parse("[Row]?") == .optional(.list(.named("Row"))))
        #expect(TypeSyntax.parse("[ String? ]") == .list(.optional(.named("String"))))
        #expect(TypeSyntax.parse("[String") == nil)
        #expect(TypeSyntax.parse("9Lives") == nil)
        #expect(TypeSyntax.parse("String Int") == nil)
        #expect(TypeSyntax.parse("") == nil)
    }

    @Test func actionKeys() {
        #expect(Lowerer.isActionKey("onTap"))
        #expect(Lowerer.isActionKey("onEdit"))
        #expect(!Lowerer.isActionKey("on"))
        #expect(!Lowerer.isActionKey("onset"))
        #expect(!Lowerer.isActionKey("online"))
    }
}
