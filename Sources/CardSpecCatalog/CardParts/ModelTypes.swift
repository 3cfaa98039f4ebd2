// The types a view-model property (or an item type's field) may declare by name, besides
// the spec's own item types, lists `[T]` and optionals `T?`. Enums a part binds are
// listed so a model can drive them (`textAlignment: $model.alignment`).

extension CardPartsLibrary {
    static let modelTypes: [(name: String, type: ValueType)] = [
        ("String", .string),
        ("Int", .int),
        ("Double", .double),
        ("Float", .float),
        ("CGFloat", .cgFloat),
        ("TimeInterval", .timeInterval),
        ("Bool", .bool),
        ("Date", .date),
        ("URL", .url),
        ("UIColor", .color),
        ("UIFont", .font),
        ("UIImage", .image),
        ("UIEdgeInsets", .insets),
        ("CGSize", .size),
        ("CGPoint", .point),
        ("CLLocation", .location),
        ("MKCoordinateSpan", .span),
        ("CardState", .enumeration("CardState")),
        ("NSTextAlignment", .enumeration("NSTextAlignment")),
        ("CardPartLabelVerticalAlignment", .enumeration("CardPartLabelVerticalAlignment")),
        ("UIView.ContentMode", .enumeration("UIView.ContentMode")),
        ("UIControl.ContentHorizontalAlignment", .enumeration("UIControl.ContentHorizontalAlignment")),
        ("MKMapType", .enumeration("MKMapType")),
    ]
}
