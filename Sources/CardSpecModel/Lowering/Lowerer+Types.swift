import CardSpecDiagnostics
import CardSpecSyntax

extension Lowerer {
    /// A type expression: `Name`, `[Type]`, `Type?`.
    mutating func typeAnnotation(_ node: Node) -> TypeAnnotation? {
        if tree.kind(node) == .sequence {
            report(.wrongKind,
                   "expected a type, found a list; quote a list type in YAML: \"[\(flowText(node))]\"",
                   at: range(node))
            return nil
        }
        guard let text = string(node, "a type such as String, \"[Item]\" or Double?") else { return nil }
        if let type = TypeSyntax.parse(text.text) { return TypeAnnotation(type: type, range: range(node)) }
        report(.invalidValue,
               "'\(text.text)' is not a type; write a name (String), a list ([String]) or an optional (String?)",
               at: range(node))
        return nil
    }

    mutating func itemTypes(_ node: Node) -> [ItemType] {
        guard let pairs = mapping(node, "a mapping of type names to their fields") else { return [] }
        return pairs.compactMapExactly { pair in
            guard let name = keyName(pair.key),
                  let fieldPairs = mapping(pair.value, "the fields of type '\(name.text)' as a mapping of names to types")
            else { return nil }
            let fields = fieldPairs.compactMapExactly { field -> ItemType.Field? in
                guard let fieldName = keyName(field.key), let type = typeAnnotation(field.value) else { return nil }
                return ItemType.Field(name: fieldName, type: type)
            }
            return ItemType(name: name, fields: fields)
        }
    }
}

/// The grammar of type expressions: `type := base '?'*`, `base := identifier | '[' type ']'`.
/// Every token is ASCII, so the bytes are read: a byte of a longer scalar matches none.
enum TypeSyntax {
    static func parse(_ text: String) -> TypeRef? {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            guard let type = parseType(bytes, &index) else { return nil }
            skipSpaces(bytes, &index)
            return index == bytes.count ? type : nil
        }
    }

    private static func parseType(_ input: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> TypeRef? {
        skipSpaces(input, &index)
        var type: TypeRef
        if index < input.count, input[index] == UInt8(ascii: "[") {
            index += 1
            guard let element = parseType(input, &index) else { return nil }
            skipSpaces(input, &index)
            guard index < input.count, input[index] == UInt8(ascii: "]") else { return nil }
            index += 1
            type = .list(element)
        } else {
            // A name, qualified or not: `String`, `UIView.ContentMode`, identifiers joined
            // by dots; taken from the text in one piece.
            let start = index
            repeat {
                if index > start { index += 1 }
                guard index < input.count, Identifier.isLetter(byte: input[index]) else { return nil }
                index += 1
                while index < input.count, Identifier.continues(byte: input[index]) { index += 1 }
            } while index < input.count && input[index] == UInt8(ascii: ".")
            type = .named(String(decoding: UnsafeBufferPointer(rebasing: input[start..<index]), as: UTF8.self))
        }
        skipSpaces(input, &index)
        while index < input.count, input[index] == UInt8(ascii: "?") {
            index += 1
            type = .optional(type)
            skipSpaces(input, &index)
        }
        return type
    }

    private static func skipSpaces(_ input: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
        while index < input.count, input[index] == UInt8(ascii: " ") { index += 1 }
    }
}
