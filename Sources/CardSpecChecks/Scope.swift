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
    /// The row template the scope is inside, even when its item type is unknown.
    var rowTemplate: RowTemplate?
    /// A value passed to a part's initializer (or its flow layout) inside a row template:
    /// the cell makes its parts once, before any row's item is known.
    var isInitializerValue = false

    var isRowTemplate: Bool { rowTemplate != nil }

    /// A table's or collection's row template: generated as a cell class that shows one
    /// item, with no view model, parameters or actions of the card's.
    struct RowTemplate {
        /// The list part whose rows the template makes (`table`).
        let list: Unretained<PartSpec>
        /// Its slot that holds the template (`cell`).
        let slot: Unretained<SlotSpec>

        /// "the 'cell' of table", for messages.
        var description: String { "the '\(slot.object.name)' of \(list.object.kind)" }
    }
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
