import CardSpecCatalog
import CardSpecChecks
import CardSpecModel

/// Typed spec values as Swift expressions of the type the catalog gives them.
struct SwiftExpressions {
    /// The enum that holds the file's tokens (`BudgetsTokens`).
    let tokensType: String
    /// For the types of `$theme` values. Not retained: the generation context holds the
    /// catalog for longer than any expression is written, and this value is copied for
    /// every property.
    unowned(unsafe) let catalog: Catalog

    init(tokensType: String, catalog: Catalog) {
        self.tokensType = tokensType
        self.catalog = catalog
    }

    func expression(_ value: TypedValue, as type: ValueType) -> SwiftCode {
        SwiftCode { write(value, as: type, into: &$0) }
    }

    /// Writes `value` as an expression of `type`; lists and records write their elements
    /// straight into `code`.
    func write(_ value: TypedValue, as type: ValueType, into code: inout SwiftCode.Interpolation) {
        switch value {
        case .null: code.appendLiteral("nil")
        case .bool(let flag): code.appendLiteral(flag ? "true" : "false")
        case .int(let number): code.appendInterpolation(number)
        case .number(let number): code.appendInterpolation(SwiftLiteral.number(number))
        case .string(let text): SwiftLiteral.write(string: text, into: &code)
        case .color(let rgba, let name):
            if let name { return code.append("UIColor.\(name)") }
            writeColor(rgba, into: &code)
        case .font(.system(let size, let weight)):
            code.append("UIFont.systemFont(ofSize: \(SwiftLiteral.number(size)), weight: .\(weight))")
        case .font(.named(let name, let size)):
            let size = SwiftLiteral.number(size)
            code.appendLiteral("UIFont(name: ")
            SwiftLiteral.write(string: name, into: &code)
            code.append(", size: \(size)) ?? UIFont.systemFont(ofSize: \(size))")
        case .insets(let top, let left, let bottom, let right):
            code.append("UIEdgeInsets(top: \(n(top)), left: \(n(left)), bottom: \(n(bottom)), right: \(n(right)))")
        case .size(let width, let height): code.append("CGSize(width: \(n(width)), height: \(n(height)))")
        case .point(let x, let y): code.append("CGPoint(x: \(n(x)), y: \(n(y)))")
        case .image(let name):
            switch type {
            case .image, .optional(.image):
                code.appendLiteral("UIImage(named: ")
                SwiftLiteral.write(string: name, into: &code)
                code.appendLiteral(type == .image ? ") ?? UIImage()" : ")")
            default: SwiftLiteral.write(string: name, into: &code)
            }
        case .url(let text):
            code.appendLiteral("URL(string: ")
            SwiftLiteral.write(string: text, into: &code)
            code.appendLiteral(")!")
        case .date(let text): code.append("Date(timeIntervalSince1970: \(SwiftLiteral.number(ISODate.secondsSince1970(text))))")
        case .location(let latitude, let longitude):
            code.append("CLLocation(latitude: \(n(latitude)), longitude: \(n(longitude)))")
        case .span(let latitudeDelta, let longitudeDelta):
            code.append("MKCoordinateSpan(latitudeDelta: \(n(latitudeDelta)), longitudeDelta: \(n(longitudeDelta)))")
        // The short cases write their pieces one by one: an interpolated `SwiftCode` of
        // their own would be built, moved and copied again (most values are one of these).
        case .enumCase(let enumType, let name, let arguments):
            // Where an optional goes, `.none` is Optional's (nil): the enum's own case is
            // written with its type.
            if name == "none", arguments.isEmpty, case .optional = type {
                code.appendInterpolation(enumType)
                code.appendLiteral(".none")
                return
            }
            code.appendLiteral(".")
            code.appendInterpolation(name)
            guard !arguments.isEmpty else { return }
            code.appendLiteral("(")
            for (index, argument) in arguments.enumerated() {
                if index > 0 { code.appendLiteral(", ") }
                if argument.label != "_" { code.append("\(argument.label): ") }
                write(argument.value, as: associatedType(argument.value), into: &code)
            }
            code.appendLiteral(")")
        case .list(let items):
            let element: ValueType = if case .list(let inner) = type.unwrapped { inner } else { type }
            code.appendLiteral("[")
            for (index, item) in items.enumerated() {
                if index > 0 { code.appendLiteral(", ") }
                write(item, as: element, into: &code)
            }
            code.appendLiteral("]")
        case .record(let typeName, let fields):
            // Tuples (`CardPartIconLabel.Position`) are written bare; item structs by name.
            if case .tuple = type.unwrapped { code.appendLiteral("(") } else { code.append("\(typeName)(") }
            for (index, field) in fields.enumerated() {
                if index > 0 { code.appendLiteral(", ") }
                code.append("\(field.label): ")
                write(field.value, as: associatedType(field.value), into: &code)
            }
            code.appendLiteral(")")
        case .token(let reference):
            // A token's type is its category's; only a number token may need converting.
            let source = reference.namespace == .number ? Token.Category.number.valueType : nil
            let conversion = Self.conversion(from: source, to: type)
            if let conversion { code.append("\(conversion)(") }
            code.appendInterpolation(tokensType)
            code.appendLiteral(".")
            code.appendInterpolation(upperFirst: reference.namespace.rawValue)
            code.appendLiteral(".")
            code.appendInterpolation(SwiftLiteral.identifier(reference.name))
            if conversion != nil { code.appendLiteral(")") }
        case .theme(let name):
            // The theme's numbers are CGFloats; where a Float or an Int goes they are
            // converted (an optional one inside `map`).
            let source = catalog.themeProperty(name)?.type
            let conversion = Self.conversion(from: source, to: type)
            var isOptional = false
            if case .optional? = source { isOptional = true }
            if let conversion, !isOptional { code.append("\(conversion)(") }
            code.appendLiteral("CardParts.theme.")
            code.appendInterpolation(name)
            if let conversion { code.append(isOptional ? ".map { \(conversion)($0) }" : ")") }
        case .binding(let reference, _):
            // Where a value is needed once (an initializer argument), a model property
            // gives its current value; the binding that follows keeps the part in step.
            switch reference.namespace {
            case .model: code.appendLiteral("viewModel.")
            case .param: code.appendLiteral("parameters.")
            default: code.appendLiteral("item.")
            }
            code.appendInterpolation(SwiftLiteral.identifier(reference.name))
            if reference.namespace == .model { code.appendLiteral(".value") }
        case .action(let name):
            code.appendInterpolation(name)
        case .imageNamed(let name, let optionalName):
            if optionalName {
                write(name, as: .optional(.string), into: &code)
                code.appendLiteral(".flatMap { UIImage(named: $0) }")
            } else {
                code.appendLiteral("UIImage(named: ")
                write(name, as: .string, into: &code)
                code.appendLiteral(type == .image ? ") ?? UIImage()" : ")")
            }
        }
    }

    /// The type an associated value is written in: its own literal's natural type.
    private func associatedType(_ value: TypedValue) -> ValueType {
        switch value {
        case .image: .image
        default: .string
        }
    }

    /// A number token is a Double, a theme's number a CGFloat; where another kind of
    /// number goes it is converted: the type it is converted to, or nil.
    private static func conversion(from source: ValueType?, to target: ValueType) -> String? {
        guard case .number(let from)? = source?.unwrapped else { return nil }
        switch target.unwrapped {
        case .number(let to) where to != from: return to.rawValue
        case .int: return "Int"
        default: return nil
        }
    }

    private func n(_ value: Double) -> String { SwiftLiteral.number(value) }

    /// `UIColor(red: 0 / 255, green: 119 / 255, blue: 197 / 255, alpha: 1)`: the exact
    /// 8-bit components, readable against the spec's hex.
    private func writeColor(_ rgba: RGBA, into code: inout SwiftCode.Interpolation) {
        func component(_ value: UInt8) -> SwiftCode { value == 0 ? "0" : value == 255 ? "1" : "\(Int(value)) / 255" }
        code.append("UIColor(red: \(component(rgba.red)), green: \(component(rgba.green)), ")
        code.append("blue: \(component(rgba.blue)), alpha: \(component(rgba.alpha)))")
    }
}

extension SwiftCode.Interpolation {
    /// `expressions.expression(value, as: type)`, written in place: a value set on a line
    /// is then not made code of its own, moved and copied into the line.
    mutating func appendInterpolation(_ value: TypedValue, as type: ValueType, by expressions: SwiftExpressions) {
        expressions.write(value, as: type, into: &self)
    }
}

/// ISO 8601 dates as seconds since 1970, computed when generating, so the generated
/// code needs no date parsing.
enum ISODate {
    static func secondsSince1970(_ text: String) -> Double {
        let digits = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int {
            guard from + count <= digits.count else { return 0 }
            return digits[from..<from + count].reduce(0) { $0 * 10 + Int($1) - 48 }
        }
        let days = daysFromCivil(year: number(0, 4), month: number(5, 2), day: number(8, 2))
        var seconds = Double(days) * 86_400
        if digits.count >= 19 {
            seconds += Double(number(11, 2) * 3600 + number(14, 2) * 60 + number(17, 2))
        }
        if digits.count == 25 {
            let offset = Double(number(20, 2) * 3600 + number(23, 2) * 60)
            seconds += digits[19] == UInt8(ascii: "+") ? -offset : offset
        }
        return seconds
    }

    /// Howard Hinnant's days_from_civil: days since 1970-01-01 of a proleptic Gregorian date.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
