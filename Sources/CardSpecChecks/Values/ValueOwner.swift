import CardSpecCatalog
import CardSpecModel

/// What a checked value belongs to, as messages name it ("'percent' of bar"): its parts,
/// joined into text only when a message is written.
///
/// The value checks took the owner as an `@autoclosure () -> String`, and the optimizer
/// made a copy of each check for every closure passed in (`checkLiteral` eleven times);
/// one card ran several copies of the same code through the instruction cache. This is
/// one plain value instead, which builds no text and allocates nothing.
enum ValueOwner {
    /// `text` as it is: "a font", "insets".
    case text(String)
    /// "'key' of kind": a property of a part, read from the key as written and from the
    /// part's catalog entry. Held without reference counts (retaining two strings for
    /// every property cost more than the rest of the owner), so it is good only while the
    /// part's properties are read in place: for the call that checks the value.
    case partProperty(key: UnsafePointer<Property>, part: Unretained<PartSpec>)
    /// "'name' of owner": a parameter of a trait or of an enum case, a setting.
    case member(String, of: String)
    /// "'name' of trait 'trait'": a parameter of a trait, from its catalog entry (the
    /// trait's text was made for every trait of every card, and a message needs it rarely).
    case traitParameter(String, of: Unretained<TraitSpec>)
    /// "case 'name' of enumName".
    case enumCase(String, of: String)
    /// "color token 'name'".
    case token(String, category: String)
    /// "the initial value of 'name'".
    case initialValue(of: String)
    /// "the default of parameter 'name'".
    case defaultOfParameter(String)
    /// "parameter 'name'".
    case parameter(String)
    /// "theme property 'name'".
    case themeProperty(String)
    /// "item 'name'".
    case item(String)
    /// "'name' of " and the record's owner: a field of a record. It points at the record's
    /// owner (no copy, no box for the nesting), so it is good only for the call that checks
    /// the field.
    case field(String, of: UnsafePointer<ValueOwner>)

    /// A part's property, by its key as written and the part's catalog entry.
    static func property(_ key: UnsafePointer<Property>, of part: PartSpec) -> ValueOwner {
        .partProperty(key: key, part: Unretained(part))
    }

    /// The owner as messages name it. Out of line: only a message needs it.
    var description: String {
        @inline(never) get {
            switch self {
            case .text(let text): text
            case .partProperty(let key, let part): "'\(key.pointee.name.text)' of \(part.object.kind)"
            case .member(let name, let owner): "'\(name)' of \(owner)"
            case .traitParameter(let name, let trait): "'\(name)' of \(Self.traitOwner(trait.object))"
            case .enumCase(let name, let enumName): "case '\(name)' of \(enumName)"
            case .token(let name, let category): "\(category) token '\(name)'"
            case .initialValue(let name): "the initial value of '\(name)'"
            case .defaultOfParameter(let name): "the default of parameter '\(name)'"
            case .parameter(let name): "parameter '\(name)'"
            case .themeProperty(let name): "theme property '\(name)'"
            case .item(let name): "item '\(name)'"
            case .field(let name, let record): "'\(name)' of \(record.pointee.description)"
            }
        }
    }
}

extension ValueOwner {
    /// A trait as messages name it: "trait 'name'".
    static func traitOwner(_ trait: TraitSpec) -> String { "trait '\(trait.name)'" }
}

/// A catalog entry held without a reference count, for a `ValueOwner`: the catalog outlives
/// every check.
struct Unretained<Object: AnyObject> {
    unowned(unsafe) let object: Object

    init(_ object: Object) { self.object = object }
}
