/// A reader of one top-level section of a file (a spec's `cards`) pair by pair, while the
/// file is parsed: each pair of the section's mapping is handed over, in order, as soon as
/// it is complete, and its value's nodes are then let go, so that the tree of a large file
/// holds the rest of the file and one pair rather than everything (`SpecParser.parseTree`).
///
/// The parser hands the tree as it stands; a reader must not keep it (or anything read
/// from it by pointer) past the call: the nodes of the pair are reused right after.
public protocol SectionReader: AnyObject {
    /// The top-level key whose value, a mapping, is read pair by pair.
    var sectionKey: String { get }

    /// The section's mapping has opened; `pairsBefore` is a mapping of the top-level pairs
    /// written before it. Returns whether to read the section pair by pair (otherwise the
    /// file is parsed whole, as without a reader).
    func sectionOpens(pairsBefore: SyntaxTree.Node, in tree: SyntaxTree) -> Bool

    /// A pair of the section, complete; pairs come in file order.
    func read(_ pair: SyntaxTree.Pair, in tree: SyntaxTree)

    /// A top-level key follows the section. Returns false when what was read could differ
    /// from reading the whole file (the key changes how the section reads): the parse then
    /// ends as `SectionOutcome.abandoned`, for the caller to parse the file whole.
    func allowsKey(_ key: SyntaxTree.Node, afterSectionIn tree: SyntaxTree) -> Bool
}

/// What became of the section a `SectionReader` asked for.
public enum SectionOutcome: Sendable, Equatable {
    /// The file has no such section, or the reader declined it: the tree is whole.
    case notRead
    /// Its pairs were handed to the reader as they completed. In the tree, the value of
    /// each pair that was let go is a null scalar with the value's range.
    case read
    /// The reader gave up on it partway (`allowsKey`), or the section's mapping took a
    /// merge key; the tree is incomplete and the parse must be done again without a reader.
    case abandoned
}
