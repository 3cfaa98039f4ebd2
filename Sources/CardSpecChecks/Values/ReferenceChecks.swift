import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

extension ValueChecker {
    /// A reference where a value of `type` belongs.
    mutating func checkReference(
        _ reference: Reference, twoWay: Bool, as type: ValueType, scope: Scope, binding: Binding?, owner: ValueOwner
    ) -> TypedValue? {
        switch reference.namespace {
        case .color, .font, .number, .insets:
            // Resolving a token records its use.
            return checkToken(reference, as: type, owner: owner)
        case .theme:
            guard let property = catalog.themeProperty(reference.name) else {
                let catalog = catalog  // read apart from the report's update of `self`
                reportUndefined(reference, candidates: catalog.themeProperties.map(\.name), what: "theme property")
                return nil
            }
            guard property.type.isAssignable(to: type, numbersInterchangeable: true) else {
                report(.typeMismatch, "\(owner.description) takes \(type.article), found \(reference.spelled) (\(property.type.article))",
                       at: reference.range)
                return nil
            }
            return .theme(reference.name)
        case .model:
            noteUse(of: reference)
            if let row = scope.rowTemplate {
                reportNotInRow(reference, row, item: scope.item, reason: "a row's cell has no view model")
                return nil
            }
            return checkBinding(reference, twoWay: twoWay, in: scope.model, what: "model property",
                                as: type, binding: binding, owner: owner)
        case .param:
            if let row = scope.rowTemplate {
                reportNotInRow(reference, row, item: scope.item, reason: "a row's cell does not get the card's parameters")
                return nil
            }
            return checkConstant(reference, in: scope.parameters, what: "parameter", as: type, owner: owner)
        case .item:
            if scope.isInitializerValue, let row = scope.rowTemplate {
                report(.notInRow,
                       "\(owner.description) cannot follow \(reference.spelled) in \(row.description): the cell makes its parts once, before any row's item; write a literal or a token instead",
                       at: reference.range)
                return nil
            }
            guard let item = scope.item else {
                // In a row template whose items are missing or mistyped, that mistake is
                // reported on the part; each $item would only repeat it.
                if !scope.isRowTemplate {
                    report(.undefinedReference,
                           "\(reference.spelled) is only available in the row template of a table or collection",
                           at: reference.range)
                }
                return nil
            }
            return checkConstant(reference, in: item.fields, what: "field of \(item.name)", as: type, owner: owner)
        }
    }

    /// `$model.x` or `$param.x` in a row template: the item's field of the same name is
    /// suggested when it has one. Out of line: rare.
    @inline(never)
    private mutating func reportNotInRow(_ reference: Reference, _ row: Scope.RowTemplate,
                                         item: (name: String, fields: DeclaredNames)?, reason: String) {
        let instead = item?.fields.position(of: reference.name) != nil
            ? "use $item.\(reference.name), the field of the row's item, instead"
            : "show a field of the row's item ($item.field) instead"
        report(.notInRow, "\(reference.spelled) cannot be used in \(row.description): \(reason); \(instead)",
               at: reference.range)
    }

    private mutating func checkToken(_ reference: Reference, as type: ValueType, owner: ValueOwner) -> TypedValue? {
        guard let position = tokens.position(of: reference) else {
            let tokens = tokens  // read apart from the report's update of `self`
            reportUndefined(reference, candidates: tokens.names(in: reference.namespace),
                            what: "\(reference.namespace.rawValue) token")
            return nil
        }
        usedTokens[position] = true
        let category = tokens.tokens[position].category
        guard Self.tokenType(category).isAssignable(to: type, numbersInterchangeable: true) else {
            report(.typeMismatch, "\(owner.description) takes \(type.article), found \(reference.spelled) (a \(category.rawValue) token)",
                   at: reference.range)
            return nil
        }
        // A number token is read for its value (`literalNumber`); the others are only kept.
        return reference.namespace == .number ? .token(reference) : kept(.token(reference))
    }

    static func tokenType(_ category: Token.Category) -> ValueType {
        switch category {
        case .color: .color
        case .font: .font
        case .number: .number(.double)
        case .insets: .insets
        }
    }

    /// `$model.x`: bound at run time through the part's binder.
    private mutating func checkBinding(
        _ reference: Reference, twoWay: Bool, in table: DeclaredNames?, what: String,
        as type: ValueType, binding: Binding?, owner: ValueOwner
    ) -> TypedValue? {
        guard let table else {
            report(.undefinedReference, "\(reference.spelled) is only available inside a card", at: reference.range)
            return nil
        }
        guard let position = table.position(of: reference.name) else {
            reportUndefined(reference, candidates: table.sortedNames, what: what)
            return nil
        }
        let entry = table.entries[position].type
        guard let binding else {
            report(.notBindable,
                   "\(owner.description) cannot follow \(reference.spelled); it takes a fixed value",
                   at: reference.range,
                   notes: [DiagnosticNote(message: "write a literal value, a token or a $param reference instead")])
            return nil
        }
        if twoWay, binding.kind != .controlProperty {
            report(.notAControl,
                   "\(owner.description) is not a control property, so it cannot be bound two-way; bind it one way with '\(reference.spelled)'",
                   at: reference.range)
            return nil
        }
        guard let modelType = entry else { return kept(.binding(reference, twoWay: twoWay)) }
        let accepted = binding.element
        if !modelType.isAssignable(to: accepted, numbersInterchangeable: false) {
            report(.bindingMismatch,
                   "cannot bind \(reference.spelled) (\(modelType)) to \(owner.description), which takes \(accepted)",
                   at: reference.range)
            return nil
        }
        // RxCocoa's `orEmpty` turns a control's `String?` into the `String` a model holds.
        // Matched, not compared: `ValueType` is indirect, so `== .optional(.string)` made
        // (and freed) a box for every binding.
        if twoWay, !Self.writesBackAsString(accepted, into: modelType),
           !accepted.isAssignable(to: modelType, numbersInterchangeable: false) {
            report(.bindingMismatch,
                   "cannot bind \(owner.description) (\(accepted)) back into \(reference.spelled) (\(modelType)); declare the model property as \(accepted)",
                   at: reference.range)
            return nil
        }
        return kept(Self.loadingImage(.binding(reference, twoWay: twoWay), named: modelType, as: accepted))
    }

    /// `value`, or the image it names where a `UIImage` is wanted and `value` holds a
    /// name (`String`, `String?`): the generated code then loads it with `UIImage(named:)`.
    static func loadingImage(_ value: TypedValue, named sourceType: ValueType, as type: ValueType) -> TypedValue {
        guard case .image = type.unwrapped else { return value }
        switch sourceType {
        case .string, .imageName: return .imageNamed(value, optionalName: false)
        case .optional(.string), .optional(.imageName): return .imageNamed(value, optionalName: true)
        default: return value
        }
    }

    /// Whether a control's `String?` is written back into a model's `String`.
    static func writesBackAsString(_ accepted: ValueType, into modelType: ValueType) -> Bool {
        if case .optional(.string) = accepted, case .string = modelType { return true }
        return false
    }

    /// `$param.x`, `$item.x`: fixed for one card instance or one row.
    private mutating func checkConstant(
        _ reference: Reference, in table: DeclaredNames?, what: @autoclosure () -> String, as type: ValueType,
        owner: ValueOwner
    ) -> TypedValue? {
        guard let table else {
            report(.undefinedReference, "\(reference.spelled): this card has no parameters", at: reference.range)
            return nil
        }
        guard let position = table.position(of: reference.name) else {
            reportUndefined(reference, candidates: table.sortedNames, what: what())
            return nil
        }
        guard let entryType = table.entries[position].type else { return kept(.binding(reference, twoWay: false)) }
        if !entryType.isAssignable(to: type, numbersInterchangeable: false) {
            report(.typeMismatch, "\(owner.description) takes \(type.article), found \(reference.spelled) (\(entryType))",
                   at: reference.range)
            return nil
        }
        return kept(Self.loadingImage(.binding(reference, twoWay: false), named: entryType, as: type))
    }

    /// Records a use, for the unused-declaration warnings: those are about tokens and
    /// model properties, so `$theme`, `$param` and `$item` need no record.
    mutating func noteUse(of reference: Reference) {
        if reference.namespace == .model {
            if let position = cardModel.position(of: reference.name) { usedModelProperties[position] = true }
        } else if reference.namespace.isToken, let position = tokens.position(of: reference) {
            usedTokens[position] = true
        }
    }

    /// Counts every reference inside a value as used (for a value that is otherwise
    /// reported, so that its references do not also show up as unused declarations).
    mutating func markUsed(_ value: Value) {
        switch value.kind {
        case .reference: if let reference = value.reference { noteUse(of: reference) }
        case .twoWay(let reference): noteUse(of: reference)
        case .list(let items): items.forEach { markUsed($0) }
        case .object(let properties): properties.forEach { markUsed($0.value) }
        case .part(let part): part.properties.forEach { markUsed($0.value) }
        case .parts(let parts): parts.forEach { part in part.properties.forEach { markUsed($0.value) } }
        default: break
        }
    }

    /// The type of the model property `reference` names (nil inside if its type is
    /// unknown), or nil (reported) if there is no such property.
    @discardableResult
    mutating func requireModelProperty(_ reference: Reference, in model: DeclaredNames) -> ValueType?? {
        noteUse(of: reference)
        guard let position = model.position(of: reference.name) else {
            reportUndefined(reference, candidates: model.sortedNames, what: "model property")
            return nil
        }
        return .some(model.entries[position].type)
    }

    private mutating func reportUndefined(_ reference: Reference, candidates: @autoclosure () -> [String], what: String) {
        var message = "\(reference.spelled) names no \(what)"
        var fixIts: [FixIt] = []
        // The candidates made apart from the limit's update: they read the checker too.
        let candidates = suggestions.remaining > 0 ? candidates() : []
        if let suggestion = suggestions.closest(to: reference.name, in: candidates) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(FixIt(range: reference.nameRange, replacement: suggestion,
                                message: "replace '\(reference.name)' with '\(suggestion)'"))
        }
        report(.undefinedReference, message, at: reference.range, fixIts: fixIts)
    }
}
