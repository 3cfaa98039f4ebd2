/// "a", "a or b", "a, b or c": items in a message, the last two joined by `conjunction`.
/// (Messages of every stage list things this way: the command line's choices, a build's
/// clashing files, what an event needs.)
public func listing(_ items: [String], conjunction: String) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
}
