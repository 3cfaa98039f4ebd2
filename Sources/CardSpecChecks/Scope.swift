import CardSpecCatalog
import CardSpecModel

/// What references resolve against at one place in the spec, besides the file's tokens
/// (`ValueChecker.tokens`) and the theme.
struct Scope {
    /// The card's model properties with their types (nil outside a card).
    var model: DeclaredNames?
    var parameters: DeclaredNames?
    /// The row item's fields, inside a table or collection row template.
    var item: (name: String, fields: DeclaredNames)?
    /// Inside a row template, even when its item type is unknown.
    var isRowTemplate = false
}

extension ValueType {
    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Whether a value of type `self` can be used where `expected` is wanted without
    /// conversion: the same type, or a non-optional for an optional. Numbers of every
    /// kind count as one type for tokens and theme values, which are literals.
    func isAssignable(to expected: ValueType, numbersInterchangeable: Bool) -> Bool {
        switch (self, expected) {
        case (.optional(let wrapped), .optional(let expectedWrapped)):
            return wrapped.isAssignable(to: expectedWrapped, numbersInterchangeable: numbersInterchangeable)
        case (_, .optional(let expectedWrapped)):
            return isAssignable(to: expectedWrapped, numbersInterchangeable: numbersInterchangeable)
        case (.number, .number), (.int, .number), (.number, .int):
            return numbersInterchangeable || self == expected
        case (.imageName, .string), (.string, .imageName), (.string, .image), (.imageName, .image):
            // An image is written by its asset name; generated code loads it.
            return true
        case (.item, .rowItem), (.rowItem, .item):
            return true
        case (.list(let element), .list(let expectedElement)):
            return element.isAssignable(to: expectedElement, numbersInterchangeable: numbersInterchangeable)
        default:
            return self == expected
        }
    }
}
