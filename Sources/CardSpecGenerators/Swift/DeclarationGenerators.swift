import CardSpecCatalog
import CardSpecChecks
import CardSpecModel

/// `enum BudgetsTokens { enum Color { static let brand: UIColor = … } }`
struct TokensGenerator {
    let context: GenerationContext

    func write(into writer: inout SwiftWriter) {
        writer.doc("The tokens of \(context.displayPath), by category.")
        writer.block("enum \(context.names.tokens)") { writer in
            for category in Token.Category.allCases {
                let tokens = context.spec.tokens.filter { $0.category == category }
                guard !tokens.isEmpty else { continue }
                let type = category.valueType
                writer.block("enum \(SwiftLiteral.upperFirst(category.rawValue))") { writer in
                    for token in tokens {
                        // Computed, not stored: no shared state, in Swift 5 and 6 mode alike.
                        writer.line("static var \(SwiftLiteral.identifier(token.name)): \(type.swiftName) { \(token.value, as: type, by: context.expressions) }")
                    }
                }
                writer.line()
            }
        }
    }
}

/// `struct Row: Equatable { let title: String }`, one per item type.
struct ItemTypesGenerator {
    let context: GenerationContext

    func write(into writer: inout SwiftWriter) {
        for type in context.spec.types {
            writer.doc("A row item of \(context.displayPath).")
            writer.block("struct \(context.names.itemType(type.name))") { writer in
                for field in type.fields {
                    writer.line("var \(SwiftLiteral.identifier(field.name)): \(field.type.swiftName)")
                }
            }
            writer.line()
        }
    }
}

/// A `CardPartsTheme` of the spec: every one of the protocol's properties, the ones the
/// spec sets with its values and the rest from the base theme, read from an instance of
/// the base (the built-in themes are not open, so they cannot be subclassed).
struct ThemeGenerator {
    let context: GenerationContext

    func write(_ theme: CheckedTheme, into writer: inout SwiftWriter) {
        let name = context.names.theme(theme.name)
        let base: String = switch theme.base {
        case .builtin(let builtin): context.catalog.builtinTheme(builtin)?.className ?? builtin
        case .spec(let other): context.names.theme(other)
        }
        writer.doc("Theme '\(theme.name)': \(base) with the changes the spec makes.")
        writer.block("final class \(name): CardPartsTheme") { writer in
            for property in context.catalog.themeProperties {
                writer.line("var \(property.name): \(property.type.swiftName)")
            }
            writer.line()
            writer.block("init()") { writer in
                writer.line("let base = \(base)()")
                // The spec's value for a property is the first that names it, found by a
                // search in place: a theme sets a few, and a dictionary of them hashed every
                // name of the catalog's. Lengths are compared first (comparing two Strings
                // cost more than the rest of the search): both are the catalog's own names,
                // never two spellings of one name.
                theme.properties.withUnsafeBufferPointer { set in
                    for property in context.catalog.themeProperties {
                        let length = property.name.utf8.count
                        let given = set.firstIndex { $0.spec.name.utf8.count == length && $0.spec.name == property.name }
                        // In a theme, `$theme.x` is the base theme's value (docs/spec-language.md).
                        let value = given.map { index -> SwiftCode in
                            if case .theme(let other) = set[index].value { return "base.\(other)" }
                            return context.expressions.expression(set[index].value, as: property.type)
                        } ?? SwiftCode("base.\(property.name)")
                        writer.line("\(property.name) = \(value)")
                    }
                }
            }
        }
    }

    /// The one place the app applies the spec's theme.
    func writeAppearance(into writer: inout SwiftWriter) {
        guard let applied = context.spec.appliedTheme else { return }
        let themeClass = context.spec.themes.contains { $0.name == applied }
            ? context.names.theme(applied)
            : context.catalog.builtinTheme(applied)?.className ?? applied
        writer.doc("""
            Applies the theme of \(context.displayPath). Call it once, before any card or part \
            is created (for example first thing in `application(_:didFinishLaunchingWithOptions:)`): \
            parts read the theme when they are made.
            """)
        writer.block("enum \(context.names.appearance)") { writer in
            writer.block("static func apply()") { writer in
                writer.line("\(themeClass)().apply()")
            }
        }
    }
}
