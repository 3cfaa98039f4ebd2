import CardSpecCatalog

/// Names declared with a type in one place: a card's model properties or parameters, an
/// item type's fields. The first of each name is kept (duplicates are reported
/// elsewhere); a type is nil where it could not be resolved (reported), and references
/// to the name are then not checked further.
///
/// A card declares a handful of names, looked up once for each reference: searched in
/// place, which costs less than building a dictionary for every card and hashing each
/// name into it.
struct DeclaredNames {
    struct Entry {
        let name: String
        let type: ValueType?
    }

    private(set) var entries: [Entry] = []

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
        // Compared as `String`s, as a dictionary's keys are: text outside ASCII may equal
        // text of another length (U+212A KELVIN SIGN is "K").
        for index in entries.indices where entries[index].name == name { return index }
        return nil
    }

    /// Declares `name` unless it already is; returns whether it was new.
    @discardableResult
    mutating func declare(_ name: String, _ type: ValueType?) -> Bool {
        guard position(of: name) == nil else { return false }
        entries.append(Entry(name: name, type: type))
        return true
    }

    /// Declares `name`, or gives it `type` if it already is (the last declaration wins, as
    /// in a dictionary filled in order).
    mutating func redeclare(_ name: String, _ type: ValueType?) {
        if let position = position(of: name) {
            entries[position] = Entry(name: name, type: type)
        } else {
            entries.append(Entry(name: name, type: type))
        }
    }

    /// The names, sorted, for did-you-mean and messages.
    var sortedNames: [String] { entries.map(\.name).sorted() }
}
