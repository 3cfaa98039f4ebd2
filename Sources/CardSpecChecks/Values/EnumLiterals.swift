import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

/// Enum values: `title` for a case, `{currency: {maxLength: 6}}` for a case with
/// associated values (a case whose values all have defaults may be written bare).
enum EnumLiterals {
    static func check(_ value: Value, _ spec: EnumSpec, checker: inout ValueChecker, scope: Scope, owner: @autoclosure () -> String) -> TypedValue? {
        switch value.kind {
        case .string(let name):
            let written = Name(name, at: value.range)
            guard let enumCase = lookUp(written, in: spec, checker: &checker, owner: owner()) else { return nil }
            let missing = enumCase.associatedValues.filter { $0.isRequired }
            guard missing.isEmpty else {
                checker.report(.missingArgument,
                               "case '\(name)' of \(spec.name) needs \(missing.map { "'\($0.name)'" }.joined(separator: " and ")); write {\(name): {\(missing.map { "\($0.name): …" }.joined(separator: ", "))}}",
                               at: value.range)
                return nil
            }
            return .enumCase(type: spec.name, name: name, arguments: [])
        case .object(let fields) where fields.count == 1:
            let field = fields[0]
            guard let enumCase = lookUp(field.name, in: spec, checker: &checker, owner: owner()) else { return nil }
            guard !enumCase.associatedValues.isEmpty else {
                checker.report(.typeMismatch,
                               "case '\(enumCase.name)' of \(spec.name) has no associated values; write it as '\(enumCase.name)'",
                               at: value.range,
                               fixIts: [FixIt(range: value.range, replacement: enumCase.name, message: "write '\(enumCase.name)'")])
                return nil
            }
            guard case .object(let arguments) = field.value.kind else {
                checker.mismatch(field.value, expected: .enumeration(spec.name), owner: "case '\(enumCase.name)' of \(spec.name)")
                return nil
            }
            let shape = enumCase.associatedValues.map { RecordField($0.name, $0.type, isRequired: $0.isRequired) }
            guard let typed = ValueLiterals.record(arguments, shape: shape, at: field.value.range, checker: &checker,
                                                   scope: scope, owner: "case '\(enumCase.name)' of \(spec.name)") else {
                return nil
            }
            for argument in enumCase.associatedValues {
                if let value = typed[argument.name], let field = arguments[argument.name] {
                    checker.checkConstraints(argument.constraints, value, at: field.value.range,
                                             owner: "'\(argument.name)' of \(enumCase.name)")
                }
            }
            return .enumCase(type: spec.name, name: enumCase.name, arguments: typed.labeled)
        default:
            checker.mismatch(value, expected: .enumeration(spec.name), owner: owner())
            return nil
        }
    }

    private static func lookUp(_ name: Name, in spec: EnumSpec, checker: inout ValueChecker, owner: @autoclosure () -> String) -> EnumCase? {
        if let found = spec.cases.first(where: { $0.name == name.text }) { return found }
        let cases = spec.cases.map(\.name)
        var message = "'\(name.text)' is not a case of \(spec.name) (\(owner()))"
        var fixIts: [FixIt] = []
        if let suggestion = Suggestions.closest(to: name.text, in: cases) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(FixIt(range: name.range, replacement: suggestion, message: "replace '\(name.text)' with '\(suggestion)'"))
        }
        checker.report(.unknownEnumCase, message, at: name.range,
                       notes: [DiagnosticNote(message: "cases of \(spec.name): \(cases.joined(separator: ", "))")],
                       fixIts: fixIts)
        return nil
    }
}
