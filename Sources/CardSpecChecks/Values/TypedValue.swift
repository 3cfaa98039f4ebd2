import CardSpecModel

/// A color as 8-bit RGBA, the form layout JSON writes (`#RRGGBBAA`).
public struct RGBA: Hashable, Sendable {
    public var packed: UInt32

    public init(packed: UInt32) { self.packed = packed }

    public var red: UInt8 { UInt8(packed >> 24 & 0xFF) }
    public var green: UInt8 { UInt8(packed >> 16 & 0xFF) }
    public var blue: UInt8 { UInt8(packed >> 8 & 0xFF) }
    public var alpha: UInt8 { UInt8(packed & 0xFF) }

    /// `#RRGGBBAA`, upper-case.
    public var hex: String {
        let digits = String(packed, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}

public enum FontValue: Hashable, Sendable {
    /// `UIFont.systemFont(ofSize:weight:)`
    case system(size: Double, weight: String)
    /// `UIFont(name:size:)`
    case named(String, size: Double)
}

/// A spec value checked against its type: what the generators turn into Swift or JSON.
/// Only the large cases are boxed; the others are stored inline. (An enum case or a
/// record inline would take no more room, its tag in the spare bits of its pointers, but
/// LeakSanitizer then cannot see those pointers: the catalog's cached default values
/// were reported as leaks.)
public enum TypedValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    /// A literal color; `name` is the UIColor name when the spec wrote one.
    case color(RGBA, name: String?)
    case font(FontValue)
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    case size(width: Double, height: Double)
    case point(x: Double, y: Double)
    case image(String)
    case url(String)
    /// An ISO 8601 date, as written.
    case date(String)
    case location(latitude: Double, longitude: Double)
    case span(latitudeDelta: Double, longitudeDelta: Double)
    indirect case enumCase(type: String, name: String, arguments: [(label: String, value: TypedValue)])
    case list([TypedValue])
    /// A row item written out: `{merchant: Cafe, amount: 4.5}`.
    indirect case record(type: String, fields: [(label: String, value: TypedValue)])
    /// An action the app implements, by name.
    case action(String)
    /// `$color.x`, `$theme.x`, ...: a value defined elsewhere in the file or the theme.
    indirect case token(Reference)
    case theme(String)
    /// `$model.x`, `$param.x`, `$item.x`: a value known only at run time.
    indirect case binding(Reference, twoWay: Bool)
    /// An image loaded by the name a reference holds: `$param.icon` (a `String`) where a
    /// `UIImage` goes. `optionalName`: the name itself may be nil (`String?`).
    indirect case imageNamed(TypedValue, optionalName: Bool)

    /// The number, if this is one (an integer counts).
    public var numeric: Double? {
        switch self {
        case .int(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }
}
