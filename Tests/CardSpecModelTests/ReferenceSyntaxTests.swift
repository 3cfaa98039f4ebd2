import Testing
@testable import CardSpecModel

@Suite struct ReferenceSyntaxTests {
    @Test(arguments: [
        ("$model.title", ReferenceSyntax.Form.reference(namespace: "model", name: "title")),
        ("$theme", .reference(namespace: "theme", name: nil)),
        ("$1,200", .literal("$1,200")),
        ("$", .literal("$")),
        ("$ 5", .literal("$ 5")),
        ("$$model.title", .literal("$model.title")),
        ("$$", .literal("$")),
        ("price $model.x", .literal("price $model.x")),
        ("$_private.x", .reference(namespace: "_private", name: "x")),
    ])
    func classify(text: String, expected: ReferenceSyntax.Form) {
        #expect(ReferenceSyntax.classify(text) == expected)
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
