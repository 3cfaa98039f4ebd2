import CardSpecCatalog

/// Names declared with a type in one place: a card's model properties or parameters, an
/// item type's fields. The first of each name is kept (duplicates are reported
/// elsewhere); a type is nil where it could not be resolved (reported), and references
/// to the name are then not checked further.
///
/// A card declares a handful of names, looked up once for each reference: searched in
/// place, which costs less than building a dictionary for every card and hashing each
/// name into it. Past `searchLimit` names they are indexed, so that a card with
/// thousands of them is not searched end to end for every reference.
struct DeclaredNames {
    struct Entry {
        let name: String
        let type: ValueType?
    }

    /// How many names are searched in place before they are indexed.
    static let searchLimit = 32

    private(set) var entries: [Entry] = []
    /// Each name's position, once there are more than `searchLimit`.
    private var index: [String: Int]?

    init() {}

    init(capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    init(_ fields: [RecordField]) {
        self.init(capacity: fields.count)
        for index in fields.indices { declare(fields[index].name, fields[index].type) }
    }

    var count: Int { entries.count }

    /// The position of `name` in `entries`, if it is declared.
    @inline(__always)
    func position(of name: String) -> Int? {
        if let index { return index[name] }
        // Compared as `String`s, as a dictionary's keys are: text outside ASCII may equal
        // text of another length (U+212A KELVIN SIGN is "K").
        for position in entries.indices where entries[position].name == name { return position }
        return nil
    }

    /// Declares `name` unless it already is; returns whether it was new.
    @discardableResult
    mutating func declare(_ name: String, _ type: ValueType?) -> Bool {
        guard position(of: name) == nil else { return false }
        append(Entry(name: name, type: type))
        return true
    }

    /// Declares `name`, or gives it `type` if it already is (the last declaration wins, as
    /// in a dictionary filled in order).
    mutating func redeclare(_ name: String, _ type: ValueType?) {
        if let position = position(of: name) {
            entries[position] = Entry(name: name, type: type)
        } else {
            append(Entry(name: name, type: type))
        }
    }

    /// Adds a name that is not declared yet.
    private mutating func append(_ entry: Entry) {
        entries.append(entry)
        if index != nil {
            index![entry.name] = entries.count - 1
        } else if entries.count > Self.searchLimit {
            var built = [String: Int](minimumCapacity: entries.count * 2)
            for position in entries.indices { built[entries[position].name] = position }
            index = built
        }
    }

    /// The names, sorted, for did-you-mean and messages.
    var sortedNames: [String] { entries.map(\.name).sorted() }
}
