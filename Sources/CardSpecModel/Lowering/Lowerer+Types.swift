import CardSpecDiagnostics
import CardSpecSyntax

extension Lowerer {
    /// A type expression: `Name`, `[Type]`, `Type?`.
    mutating func typeAnnotation(_ node: SyntaxNode) -> TypeAnnotation? {
        if case .sequence = node.content {
            report(.wrongKind,
                   "expected a type, found a list; quote a list type in YAML: \"[\(Lowerer.flowText(node))]\"",
                   at: node.range)
            return nil
        }
        guard let text = string(node, "a type such as String, \"[Item]\" or Double?") else { return nil }
        if let type = TypeSyntax.parse(text.text) { return TypeAnnotation(type: type, range: node.range) }
        report(.invalidValue,
               "'\(text.text)' is not a type; write a name (String), a list ([String]) or an optional (String?)",
               at: node.range)
        return nil
    }

    mutating func itemTypes(_ node: SyntaxNode) -> [ItemType] {
        guard let pairs = mapping(node, "a mapping of type names to their fields") else { return [] }
        return pairs.compactMap { pair in
            guard let name = keyName(pair.key),
                  let fieldPairs = mapping(pair.value, "the fields of type '\(name.text)' as a mapping of names to types")
            else { return nil }
            let fields = fieldPairs.compactMap { field -> ItemType.Field? in
                guard let fieldName = keyName(field.key), let type = typeAnnotation(field.value) else { return nil }
                return ItemType.Field(name: fieldName, type: type)
            }
            return ItemType(name: name, fields: fields)
        }
    }
}

/// The grammar of type expressions: `type := base '?'*`, `base := identifier | '[' type ']'`.
enum TypeSyntax {
    static func parse(_ text: String) -> TypeRef? {
        var scalars = Substring(text).unicodeScalars[...]
        guard let type = parseType(&scalars) else { return nil }
        skipSpaces(&scalars)
        return scalars.isEmpty ? type : nil
    }

    private static func parseType(_ input: inout Substring.UnicodeScalarView.SubSequence) -> TypeRef? {
        skipSpaces(&input)
        var type: TypeRef
        if input.first == "[" {
            input.removeFirst()
            guard let element = parseType(&input) else { return nil }
            skipSpaces(&input)
            guard input.first == "]" else { return nil }
            input.removeFirst()
            type = .list(element)
        } else {
            var name = ""
            while let scalar = input.first, Identifier.isLetter(scalar) || ("0"..."9").contains(scalar) {
                name.unicodeScalars.append(scalar)
                input.removeFirst()
            }
            guard Identifier.isValid(name) else { return nil }
            type = .named(name)
        }
        skipSpaces(&input)
        while input.first == "?" {
            input.removeFirst()
            type = .optional(type)
            skipSpaces(&input)
        }
        return type
    }

    private static func skipSpaces(_ input: inout Substring.UnicodeScalarView.SubSequence) {
        while input.first == " " { input.removeFirst() }
    }
}
