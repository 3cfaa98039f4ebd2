import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

/// Checks values against their catalog types and turns them into typed values. It
/// reports what is wrong with each value at the value's own range, and records which
/// tokens and model properties are used, for the unused-declaration warnings.
struct ValueChecker {
    let catalog: Catalog
    let source: SourceFile
    private(set) var diagnostics: [Diagnostic] = []
    /// The file's tokens (none for a catalog value).
    let tokens: TokenTable
    /// Whether each token is used anywhere in the file, by its position in `tokens` (a
    /// duplicate's uses are its first's).
    var usedTokens: [Bool]
    /// The model of the card being checked, and whether each of its properties is used, by
    /// position (one card's `$model` names are not another's).
    var cardModel = DeclaredNames()
    var usedModelProperties: [Bool] = []
    /// The fields of the spec's item types, for literal rows and `$item` references; an
    /// optional field may be left out of a row.
    var itemFields: [String: [RecordField]] = [:]
    /// Whether the typed values are kept (for a `CheckedSpec`); see `kept(_:)`.
    let keepsTyped: Bool
    /// The Swift names of the tuple types of the records kept, each made once:
    /// `ValueType.swiftName` spells a tuple out anew at every call, at thousands of
    /// instructions. A spec has a few such types.
    private var tupleSwiftNames: [(type: ValueType, name: String)] = []
    /// "Did you mean" over the file's own names, limited per file (`SuggestionLimit`).
    var suggestions = SuggestionLimit()

    init(catalog: Catalog, source: SourceFile, tokens: TokenTable = TokenTable(), keepsTyped: Bool = true) {
        self.catalog = catalog
        self.source = source
        self.tokens = tokens
        self.keepsTyped = keepsTyped
        usedTokens = Array(filling: false, count: tokens.tokens.count)
    }

    /// `typed`, or `.null` in its place when nothing is kept (`cardspec check`). For values
    /// whose typed form needs memory of its own (an enum case, a record, a binding, a
    /// token other than a number), made only to be let go: the checks themselves read
    /// nothing out of a typed value but numbers, lists and number tokens.
    @inline(__always)
    func kept(_ typed: @autoclosure () -> TypedValue) -> TypedValue {
        keepsTyped ? typed() : .null
    }

    /// `type.swiftName` for a tuple type, made once (`tupleSwiftNames`).
    private mutating func swiftName(ofTuple type: ValueType) -> String {
        if let index = tupleSwiftNames.firstIndex(where: { $0.type == type }) { return tupleSwiftNames[index].name }
        let name = type.swiftName
        tupleSwiftNames.append((type, name))
        return name
    }

    @inline(never)
    mutating func report(_ kind: DiagnosticKind, _ message: String, at range: SourceRange,
                         notes: [DiagnosticNote] = [], fixIts: [FixIt] = []) {
        diagnostics.append(Diagnostic(kind, message, at: range, notes: notes, fixIts: fixIts))
    }

    mutating func append(_ more: [Diagnostic]) { diagnostics += more }

    /// Takes back the last diagnostics (used when a check is repeated for context).
    mutating func dropLast(_ count: Int) { diagnostics.removeLast(count) }

    /// Checks a property value: its type, how it binds, and its constraints.
    /// `owner` names the property in messages ("'percent' of bar").
    ///
    /// The value is read in place, where its owner holds it: passed by value to these
    /// mutating checks, each value was copied and destroyed on its way in, as the
    /// optimizer cannot tell that the checks leave the array that holds it alone. The
    /// caller keeps that array (or value) alive and unchanged for the call.
    mutating func check(_ value: UnsafePointer<Value>, against property: PropertySpec, scope: Scope,
                        owner: ValueOwner) -> TypedValue? {
        // Most properties have no constraints: then no call to check them.
        let hasConstraints = !property.constraints.isEmpty
        if hasConstraints, property.constraints.contains(.modelReferenceOnly) {
            switch value.pointee.kind {
            case .reference(_, let namespace) where namespace == .model: break
            case .invalid: return nil
            default:
                reportNotModelReference(value.pointee, property, owner: owner)
                return nil
            }
        }
        let typed = scope.isRowTemplate && property.setter.isSetWhenMade
            ? checkInitializerValue(value, against: property, scope: scope, owner: owner)
            : check(value, as: property.type, scope: scope, binding: property.binding, owner: owner)
        let range = value.pointee.range
        if case .token(let reference)? = typed, let literal = literalNumber(of: reference) {
            // A number token stands for its literal: hold it to the same rules.
            if property.type.unwrapped == .int, literal != literal.rounded() {
                reportNotInt(reference, literal, at: range, owner: owner)
            }
            if hasConstraints { checkConstraints(property.constraints, .number(literal), at: range, owner: owner) }
        } else if hasConstraints, let typed {
            checkConstraints(property.constraints, typed, at: range, owner: owner)
        }
        return typed
    }

    /// A value a part in a row template is made with: the scope is marked so that
    /// `$item.x`, which the cell sets only after it made its parts, is reported. Out of
    /// line: the scope is copied only here.
    @inline(never)
    private mutating func checkInitializerValue(_ value: UnsafePointer<Value>, against property: PropertySpec, scope: Scope,
                                                owner: ValueOwner) -> TypedValue? {
        var scope = scope
        scope.isInitializerValue = true
        return check(value, as: property.type, scope: scope, binding: property.binding, owner: owner)
    }

    /// `check(_:against:scope:owner:)` for a value held on its own.
    mutating func check(_ value: Value, against property: PropertySpec, scope: Scope, owner: ValueOwner) -> TypedValue? {
        withUnsafePointer(to: value) { check($0, against: property, scope: scope, owner: owner) }
    }

    // The reports of `check(_:against:...)`, out of line: rare, and their message code sat
    // in the middle of the check every property goes through.
    @inline(never)
    private mutating func reportNotModelReference(_ value: Value, _ property: PropertySpec, owner: ValueOwner) {
        report(.typeMismatch,
               "\(owner.description) takes a model property such as '$model.\(property.name)', found \(value.kindDescription)",
               at: value.range,
               notes: [DiagnosticNote(message: "CardParts reads it from a relay of the card's view model, so it must be bound")])
    }

    @inline(never)
    private mutating func reportNotInt(_ reference: Reference, _ literal: Double, at range: SourceRange, owner: ValueOwner) {
        report(.typeMismatch, "\(owner.description) takes an Int, found \(reference.spelled) (\(literal.compact))", at: range)
    }

    /// Checks a value against a type. `binding` says how a `$model` reference may bind
    /// here; nil means it may not. The value is read in place, as by `check(_:against:...)`.
    mutating func check(_ value: UnsafePointer<Value>, as type: ValueType, scope: Scope, binding: Binding?,
                        owner: ValueOwner) -> TypedValue? {
        // Case by case: a `switch` copied the whole value's kind (and destroyed it after)
        // to bind the one reference it needs.
        if let reference = value.pointee.reference {
            return checkReference(reference, twoWay: false, as: type, scope: scope, binding: binding, owner: owner)
        }
        if case .twoWay(let reference) = value.pointee.kind {
            return checkReference(reference, twoWay: true, as: type, scope: scope, binding: binding, owner: owner)
        }
        if case .invalid = value.pointee.kind { return nil }
        return checkLiteral(value, as: type, scope: scope, owner: owner)
    }

    /// `check(_:as:scope:binding:owner:)` for a value held on its own.
    mutating func check(_ value: Value, as type: ValueType, scope: Scope, binding: Binding?, owner: ValueOwner) -> TypedValue? {
        withUnsafePointer(to: value) { check($0, as: type, scope: scope, binding: binding, owner: owner) }
    }

    // MARK: Literals

    private mutating func checkLiteral(_ value: UnsafePointer<Value>, as type: ValueType, scope: Scope, owner: ValueOwner) -> TypedValue? {
        switch type {
        case .optional(let wrapped):
            if case .null = value.pointee.kind { return .null }
            return check(value, as: wrapped, scope: scope, binding: nil, owner: owner)
        case .bool:
            if case .bool(let flag) = value.pointee.kind { return .bool(flag) }
        case .int:
            if case .int(let number) = value.pointee.kind { return .int(number) }
        case .number:
            if case .int(let number) = value.pointee.kind { return .int(number) }
            if case .float(let number) = value.pointee.kind { return .number(number) }
        case .string, .imageName, .image:
            if case .string(let text) = value.pointee.kind { return type == .string ? .string(text) : .image(text) }
            if let fixIt = quotingFixIt(value.pointee) {
                mismatch(value.pointee, expected: type, owner: owner, fixIts: [fixIt])
                return nil
            }
        case .url:
            if case .string(let text) = value.pointee.kind { return ValueLiterals.url(text, at: value.pointee.range, checker: &self) }
        case .color:
            if case .string(let text) = value.pointee.kind { return ValueLiterals.color(text, at: value.pointee.range, checker: &self) }
        case .font:
            if case .object(let fields) = value.pointee.kind {
                return ValueLiterals.font(fields, at: value.pointee.range, checker: &self, scope: scope)
            }
        case .insets:
            switch value.pointee.kind {
            case .int, .float:
                let all = checkLiteral(value, as: .number(.cgFloat), scope: scope, owner: owner)?.numeric ?? 0
                return .insets(top: all, left: all, bottom: all, right: all)
            case .object(let fields):
                return ValueLiterals.insets(fields, at: value.pointee.range, checker: &self, scope: scope)
            default: break
            }
        case .size, .point, .location, .span:
            if case .object(let fields) = value.pointee.kind {
                return ValueLiterals.record(type, fields, at: value.pointee.range, checker: &self, scope: scope)
            }
        case .enumeration(let name):
            // A state is written as in `states:`: `loading`, or `custom(name)`.
            // The first byte before the type's name: most enum values are not `custom(...)`.
            if case .string(let text) = value.pointee.kind, text.utf8.first == UInt8(ascii: "c"),
               name == catalog.stateTypeName, text.hasPrefix("custom("), text.hasSuffix(")") {
                let inner = String(text.dropFirst("custom(".count).dropLast())
                if Identifier.isValid(inner) {
                    return kept(.enumCase(type: name, name: "custom", arguments: [(label: "_", value: .string(inner))]))
                }
            }
            if let spec = catalog.enumeration(name) {
                return EnumLiterals.check(value, spec, checker: &self, scope: scope, owner: owner)
            }
            return nil
        case .list(let element):
            if case .list(let items) = value.pointee.kind {
                // Every item is checked, in order, into one list sized for them all (a
                // `map` then a `compactMap` made two, the second grown item by item).
                var typed: [TypedValue] = []
                typed.reserveCapacity(items.count)
                var failed = false
                // In place: `items` holds the buffer for the loop.
                items.withUnsafeBufferPointer { items in
                    for index in items.indices {
                        if let item = check(items.baseAddress! + index, as: element, scope: scope, binding: nil, owner: owner) {
                            typed.append(item)
                        } else {
                            failed = true
                        }
                    }
                }
                return failed ? nil : .list(typed)
            }
        case .date:
            if case .string(let text) = value.pointee.kind { return ValueLiterals.date(text, at: value.pointee.range, checker: &self) }
        case .tuple(let elements):
            if case .object(let fields) = value.pointee.kind {
                let shape = elements.map { RecordField($0.label, $0.type) }
                guard let typed = ValueLiterals.record(fields, shape: shape, at: value.pointee.range, checker: &self,
                                                       scope: scope, owner: owner) else { return nil }
                guard keepsTyped else { return .null }
                return .record(type: swiftName(ofTuple: type), fields: typed.labeled)
            }
        case .rowItem:
            break
        case .action:
            if case .action(let action) = value.pointee.kind { return .action(action.name.text) }
        case .item(let name):
            if case .object(let fields) = value.pointee.kind, let shape = itemFields[name] {
                let typed = ValueLiterals.record(fields, shape: shape, at: value.pointee.range, checker: &self, scope: scope,
                                                 owner: .item(name))
                return typed.map { kept(.record(type: name, fields: $0.labeled)) }
            }
        }
        mismatch(value.pointee, expected: type, owner: owner)
        return nil
    }

    /// The number a `$number.x` token holds, if it is a literal number.
    func literalNumber(of reference: Reference) -> Double? {
        guard reference.namespace == .number, let position = tokens.position(of: reference) else { return nil }
        switch tokens.tokens[position].value.kind {
        case .int(let number): return Double(number)
        case .float(let number): return number
        default: return nil
        }
    }

    /// "'isOn' of switch takes Bool, found the string 'yes'" and the YAML 1.1 hint.
    mutating func mismatch(_ value: Value, expected type: ValueType, owner: ValueOwner, fixIts: [FixIt] = []) {
        var message = "\(owner.description) takes \(type.article), found \(value.kindDescription)"
        var notes: [DiagnosticNote] = []
        var fixIts = fixIts
        if type.unwrapped == .bool, value.isBooleanLookalike, case .string(let text) = value.kind {
            message = "\(owner.description) takes a Bool, found the string '\(text)'"
            notes.append(DiagnosticNote(message: "YAML 1.2 reads only true and false as booleans; '\(text)' is a string"))
            let meant = ["yes", "on", "y"].contains(text.lowercased()) ? "true" : "false"
            fixIts.append(FixIt(range: value.range, replacement: meant, message: "replace '\(text)' with '\(meant)'"))
        }
        report(.typeMismatch, message, at: value.range, notes: notes, fixIts: fixIts)
    }

    /// A number or boolean written where text belongs: quote it.
    private func quotingFixIt(_ value: Value) -> FixIt? {
        switch value.kind {
        case .int, .float, .bool:
            let text = String(decoding: source.bytes[value.range.start.offset..<value.range.end.offset], as: UTF8.self)
            return FixIt(range: value.range, replacement: "\"\(text)\"", message: "quote '\(text)' to make it a string")
        default:
            return nil
        }
    }

    // MARK: Constraints

    mutating func checkConstraints(_ constraints: [Constraint], _ typed: TypedValue, at range: SourceRange, owner: ValueOwner) {
        for constraint in constraints {
            switch constraint {
            case .range(let lower, let upper):
                if let number = typed.numeric, number < lower || number > upper {
                    report(.valueOutOfRange,
                           "\(owner.description) must be between \(lower.compact) and \(upper.compact), found \(number.compact)",
                           at: range)
                }
            case .positive:
                if let number = typed.numeric, number <= 0 {
                    report(.valueOutOfRange, "\(owner.description) must be greater than 0, found \(number.compact)", at: range)
                }
            case .nonNegative:
                if let number = typed.numeric, number < 0 {
                    report(.valueOutOfRange, "\(owner.description) must not be negative, found \(number.compact)", at: range)
                }
            case .atLeastProperty, .atMostProperty, .modelReferenceOnly:
                // Checked with the owner's other properties (PartChecks) or above.
                break
            case .minCount(let count):
                if case .list(let items) = typed, items.count < count {
                    report(.valueOutOfRange,
                           "\(owner.description) needs at least \(count) \(count == 1 ? "value" : "values"), found \(items.count)",
                           at: range)
                }
            }
        }
    }
}

extension ValueType {
    /// "a Bool", "an Int", "a UIColor" for messages.
    var article: String {
        let text = description
        let first = text.unicodeScalars.first.map { String($0).lowercased() } ?? ""
        return (["a", "e", "i", "o"].contains(first) ? "an " : "a ") + text
    }
}

extension Double {
    /// `1` rather than `1.0`, `0.5` as is.
    var compact: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
