import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

/// Enum values: `title` for a case, `{currency: {maxLength: 6}}` for a case with
/// associated values (a case whose values all have defaults may be written bare).
enum EnumLiterals {
    /// The value is read in place, as by `ValueChecker.check(_:as:...)`.
    static func check(_ value: UnsafePointer<Value>, _ spec: EnumSpec, checker: inout ValueChecker, scope: Scope,
                      owner: ValueOwner) -> TypedValue? {
        let range = value.pointee.range
        // Case by case: a `switch` copied the whole value's kind (and destroyed it after).
        if case .string(let name) = value.pointee.kind {
            guard let position = position(of: name, at: range, in: spec, checker: &checker, owner: owner) else {
                return nil
            }
            // Most cases have no associated values: then the case object is not read.
            if spec.caseHasAssociatedValues[position],
               !checkBareCase(spec.cases[position], name, at: range, of: spec, checker: &checker) {
                return nil
            }
            return checker.kept(bareCase(value, of: spec))
        }
        if case .object(let fields) = value.pointee.kind, fields.count == 1 {
            let field = fields[0]
            guard let position = position(of: field.name.text, at: field.name.range, in: spec, checker: &checker, owner: owner)
            else { return nil }
            let enumCase = spec.cases[position]
            guard !enumCase.associatedValues.isEmpty else {
                checker.report(.typeMismatch,
                               "case '\(enumCase.name)' of \(spec.name) has no associated values; write it as '\(enumCase.name)'",
                               at: range,
                               fixIts: [FixIt(range: range, replacement: enumCase.name, message: "write '\(enumCase.name)'")])
                return nil
            }
            guard case .object(let arguments) = field.value.kind else {
                checker.mismatch(field.value, expected: .enumeration(spec.name), owner: .enumCase(enumCase.name, of: spec.name))
                return nil
            }
            let shape = enumCase.associatedValues.map { RecordField($0.name, $0.type, isRequired: $0.isRequired) }
            guard let typed = ValueLiterals.record(arguments, shape: shape, at: field.value.range, checker: &checker,
                                                   scope: scope, owner: .enumCase(enumCase.name, of: spec.name)) else {
                return nil
            }
            for argument in enumCase.associatedValues {
                if let value = typed[argument.name], let field = arguments[argument.name] {
                    checker.checkConstraints(argument.constraints, value, at: field.value.range,
                                             owner: .member(argument.name, of: enumCase.name))
                }
            }
            return checker.kept(.enumCase(type: spec.name, name: enumCase.name, arguments: typed.labeled))
        }
        checker.mismatch(value.pointee, expected: .enumeration(spec.name), owner: owner)
        return nil
    }

    /// The typed case of a value written as a case's name. It reads the name again from the
    /// value: the check's own binding of the name, held for the typed case, had the value's
    /// whole kind copied (and destroyed) for every enum value, kept or not.
    private static func bareCase(_ value: UnsafePointer<Value>, of spec: EnumSpec) -> TypedValue {
        guard case .string(let name) = value.pointee.kind else { return .null }
        return .enumCase(type: spec.name, name: name, arguments: [])
    }

    /// A case with associated values written bare: fine only if none is required.
    /// Out of line: rare.
    @inline(never)
    private static func checkBareCase(_ enumCase: EnumCase, _ name: String, at range: SourceRange, of spec: EnumSpec,
                                      checker: inout ValueChecker) -> Bool {
        let missing = enumCase.associatedValues.filter { $0.isRequired }
        guard missing.isEmpty else {
            checker.report(.missingArgument,
                           "case '\(name)' of \(spec.name) needs \(missing.map { "'\($0.name)'" }.joined(separator: " and ")); write {\(name): {\(missing.map { "\($0.name): …" }.joined(separator: ", "))}}",
                           at: range)
            return false
        }
        return true
    }

    /// The position of the case `name` in `spec.cases`, or nil (reported).
    // Given the name's text and range: a `Name` made or copied for the call cost more than
    // the search.
    private static func position(of name: String, at range: SourceRange, in spec: EnumSpec, checker: inout ValueChecker,
                                 owner: ValueOwner) -> Int? {
        // By index, and a position rather than the case: `first(where:)` retained and
        // released each case it looked at, and a returned case was retained too.
        for index in spec.caseNames.indices where spec.caseNames[index] == name { return index }
        reportUnknownCase(name, at: range, in: spec, checker: &checker, owner: owner)
        return nil
    }

    /// Out of line: rare, and its message code would sit beside the search of every value.
    @inline(never)
    private static func reportUnknownCase(_ name: String, at range: SourceRange, in spec: EnumSpec,
                                          checker: inout ValueChecker, owner: ValueOwner) {
        let cases = spec.caseNames
        var message = "'\(name)' is not a case of \(spec.name) (\(owner.description))"
        var fixIts: [FixIt] = []
        if let suggestion = Suggestions.closest(to: name, in: cases) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(FixIt(range: range, replacement: suggestion, message: "replace '\(name)' with '\(suggestion)'"))
        }
        checker.report(.unknownEnumCase, message, at: range,
                       notes: [DiagnosticNote(message: "cases of \(spec.name): \(cases.joined(separator: ", "))")],
                       fixIts: fixIts)
    }
}
