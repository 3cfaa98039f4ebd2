/// The types a spec value can have. Each is written in the spec in one documented way
/// (see docs/spec-language.md, "Value types") and maps to one Swift type.
public indirect enum ValueType: Hashable, Sendable, CustomStringConvertible {
    case bool
    case int
    case number(NumberKind)
    case string
    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a UIColor name (`lightGray`); `$color.x`, `$theme.x`.
    case color
    /// `{system: 14, weight: medium}` or `{name: HelveticaNeue, size: 14}`; `$font.x`.
    case font
    /// `{top:, left:, bottom:, right:}` (missing sides are 0) or one number for all sides.
    case insets
    /// `{width:, height:}`
    case size
    /// `{x:, y:}`
    case point
    /// An image in the app's asset catalog, by name.
    case imageName
    /// A `UIImage` property, written as an asset name and loaded with `UIImage(named:)`
    /// (`imageName` is a property that itself holds the name as a `String`).
    case image
    /// An absolute URL (`https://…`, `file:///…`).
    case url
    /// `{latitude:, longitude:}` (a `CLLocation`).
    case location
    /// `{latitudeDelta:, longitudeDelta:}` (an `MKCoordinateSpan`).
    case span
    /// A CardParts or UIKit enum of the catalog, by its Swift name.
    case enumeration(String)
    /// An action the app implements, named in the spec by an `onX` key (`onEdit: editBudget`).
    case action
    /// An item type of the spec (`types:`), by name; only model types use it.
    case item(String)
    /// The row item of a table or collection: whatever item type its `items` binding
    /// supplies (a list part's `items` is `[rowItem]`, its `onSelect` receives one).
    /// Never written literally. Added for list parts, whose row type the spec decides.
    case rowItem
    /// A `Date`, written in ISO 8601 (`2024-05-01`, `2024-05-01T09:30:00Z`); only model
    /// and item types use it. Added because the language lets models declare `Date`.
    case date
    /// A Swift tuple, written as a mapping of its labels: `CardPartIconLabel.Position` is
    /// `{horizontal: left, vertical: top}`. Added for tuple-typed API (icon positions,
    /// event payloads such as a menu choice's title and index).
    case tuple([TupleElement])
    case list(ValueType)
    case optional(ValueType)

    /// One labeled element of a `tuple`.
    public struct TupleElement: Hashable, Sendable {
        public let label: String
        public let type: ValueType

        public init(_ label: String, _ type: ValueType) {
            self.label = label
            self.type = type
        }
    }

    public enum NumberKind: String, Hashable, Sendable {
        case cgFloat = "CGFloat"
        case float = "Float"
        case double = "Double"
        case timeInterval = "TimeInterval"
    }

    /// The Swift spelling, as CardParts declares it.
    public var swiftName: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .number(let kind): kind.rawValue
        case .string: "String"
        case .color: "UIColor"
        case .font: "UIFont"
        case .insets: "UIEdgeInsets"
        case .size: "CGSize"
        case .point: "CGPoint"
        case .imageName: "String"
        case .image: "UIImage"
        case .url: "URL"
        case .location: "CLLocation"
        case .span: "MKCoordinateSpan"
        case .enumeration(let name): name
        case .action: "() -> Void"
        case .item(let name): name
        case .rowItem: "Item"
        case .date: "Date"
        case .tuple(let elements): "(\(elements.map { "\($0.label): \($0.type.swiftName)" }.joined(separator: ", ")))"
        case .list(let element): "[\(element.swiftName)]"
        case .optional(let wrapped): "\(wrapped.swiftName)?"
        }
    }

    /// The spelling in messages and docs: the Swift name, except where the spec writes
    /// something else (an image is written by name).
    public var description: String {
        switch self {
        case .imageName, .image: "image name"
        case .rowItem: "row item"
        case .tuple(let elements): "(\(elements.map { "\($0.label): \($0.type)" }.joined(separator: ", ")))"
        case .action: "action"
        case .list(let element): "[\(element)]"
        case .optional(let wrapped): "\(wrapped)?"
        default: swiftName
        }
    }

    /// The type without optionality.
    public var unwrapped: ValueType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }
}

extension ValueType {
    /// Whether a value of the type has a natural empty value (`""`, `0`, `false`, `[]`,
    /// `nil`, a clear color, zero insets, the state `none`), so that a model property of
    /// the type may leave out its `initial` value. `stateType` is the catalog's state enum.
    public func hasEmptyValue(stateType: String) -> Bool {
        switch self {
        case .optional, .bool, .int, .number, .string, .imageName, .list, .color, .insets, .size, .point:
            true
        case .enumeration(let name):
            name == stateType
        default:
            false
        }
    }
}
