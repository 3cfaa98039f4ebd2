import CardSpecCatalog
import CardSpecChecks
import CardSpecModel

/// Typed spec values as Swift expressions of the type the catalog gives them.
struct SwiftExpressions {
    /// The enum that holds the file's tokens (`BudgetsTokens`).
    let tokensType: String
    /// Token types by `category.name`, to convert a number token where a CGFloat goes.
    let tokenTypes: [String: ValueType]

    func expression(_ value: TypedValue, as type: ValueType) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .number(let number): return SwiftLiteral.number(number)
        case .string(let text): return SwiftLiteral.string(text)
        case .color(let rgba, let name):
            if let name { return "UIColor.\(name)" }
            return color(rgba)
        case .font(.system(let size, let weight)):
            return "UIFont.systemFont(ofSize: \(SwiftLiteral.number(size)), weight: .\(weight))"
        case .font(.named(let name, let size)):
            let size = SwiftLiteral.number(size)
            return "UIFont(name: \(SwiftLiteral.string(name)), size: \(size)) ?? UIFont.systemFont(ofSize: \(size))"
        case .insets(let top, let left, let bottom, let right):
            return "UIEdgeInsets(top: \(n(top)), left: \(n(left)), bottom: \(n(bottom)), right: \(n(right)))"
        case .size(let width, let height): return "CGSize(width: \(n(width)), height: \(n(height)))"
        case .point(let x, let y): return "CGPoint(x: \(n(x)), y: \(n(y)))"
        case .image(let name):
            switch type {
            case .image: return "UIImage(named: \(SwiftLiteral.string(name))) ?? UIImage()"
            case .optional(.image): return "UIImage(named: \(SwiftLiteral.string(name)))"
            default: return SwiftLiteral.string(name)
            }
        case .url(let text): return "URL(string: \(SwiftLiteral.string(text)))!"
        case .date(let text): return "Date(timeIntervalSince1970: \(SwiftLiteral.number(ISODate.secondsSince1970(text))))"
        case .location(let latitude, let longitude):
            return "CLLocation(latitude: \(n(latitude)), longitude: \(n(longitude)))"
        case .span(let latitudeDelta, let longitudeDelta):
            return "MKCoordinateSpan(latitudeDelta: \(n(latitudeDelta)), longitudeDelta: \(n(longitudeDelta)))"
        case .enumCase(_, let name, let arguments):
            guard !arguments.isEmpty else { return "." + name }
            let list = arguments.map { argument in
                let value = expression(argument.value, as: associatedType(argument.value))
                return argument.label == "_" ? value : "\(argument.label): \(value)"
            }
            return ".\(name)(\(list.joined(separator: ", ")))"
        case .list(let items):
            let element: ValueType = if case .list(let inner) = type.unwrapped { inner } else { type }
            return "[" + items.map { expression($0, as: element) }.joined(separator: ", ") + "]"
        case .record(let typeName, let fields):
            let list = fields.map { "\($0.label): \(expression($0.value, as: associatedType($0.value)))" }
            // Tuples (`CardPartIconLabel.Position`) are written bare; item structs by name.
            if case .tuple = type.unwrapped { return "(" + list.joined(separator: ", ") + ")" }
            return "\(typeName)(\(list.joined(separator: ", ")))"
        case .token(let reference):
            let category = SwiftLiteral.upperFirst(reference.namespace.rawValue)
            let path = "\(tokensType).\(category).\(SwiftLiteral.identifier(reference.name))"
            return converted(path, from: tokenTypes["\(reference.namespace.rawValue).\(reference.name)"], to: type)
        case .theme(let name):
            return "CardParts.theme.\(name)"
        case .binding(let reference, _):
            // Where a value is needed once (an initializer argument), a model property
            // gives its current value; the binding that follows keeps the part in step.
            switch reference.namespace {
            case .model: return "viewModel.\(SwiftLiteral.identifier(reference.name)).value"
            case .param: return "parameters.\(SwiftLiteral.identifier(reference.name))"
            default: return "item.\(SwiftLiteral.identifier(reference.name))"
            }
        case .action(let name):
            return name
        }
    }

    /// The type an associated value is written in: its own literal's natural type.
    private func associatedType(_ value: TypedValue) -> ValueType {
        switch value {
        case .image: .image
        default: .string
        }
    }

    /// A number token is a Double; where a CGFloat or Float goes it is converted.
    private func converted(_ expression: String, from source: ValueType?, to target: ValueType) -> String {
        guard case .number(let from)? = source else { return expression }
        switch target.unwrapped {
        case .number(let to) where to != from: return "\(to.rawValue)(\(expression))"
        case .int: return "Int(\(expression))"
        default: return expression
        }
    }

    private func n(_ value: Double) -> String { SwiftLiteral.number(value) }

    /// `UIColor(red: 0 / 255, green: 119 / 255, blue: 197 / 255, alpha: 1)`: the exact
    /// 8-bit components, readable against the spec's hex.
    private func color(_ rgba: RGBA) -> String {
        func component(_ value: UInt8) -> String { value == 0 ? "0" : value == 255 ? "1" : "\(value) / 255" }
        return "UIColor(red: \(component(rgba.red)), green: \(component(rgba.green)), "
            + "blue: \(component(rgba.blue)), alpha: \(component(rgba.alpha)))"
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
