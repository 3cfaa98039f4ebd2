import Synchronization

/// Writers kept from one spec's generation to the next, with the storage they grew.
///
/// A spec's Swift is written by a writer for its other files and one for each card of a
/// batch (`SwiftGenerator.cardBatchSize`), each starting at 4 KiB and growing with its
/// largest file. Made anew for every spec, they were more than half of the generators'
/// allocations of more than 1 KiB (2,460 of 4,200 over `feature00`), which glibc serves
/// from its bins (folding its small free chunks together first), not from its per-thread
/// cache. Taken from here, they are made once for each spec generated at the same time.
///
/// What the pool keeps is bounded: at most `maximumSets` sets, and no writer that grew
/// past `maximumKeptCapacity` (a large spec's file would otherwise stay in memory).
final class WriterPool: Sendable {
    static let shared = WriterPool()

    static let maximumSets = 8
    static let maximumKeptCapacity = 64 << 10

    /// A set of writers, owned by one generation at a time: taken out of the pool whole,
    /// given back whole. (Writers hold non-`Sendable` storage; no two threads ever hold the
    /// same set.)
    final class WriterSet: @unchecked Sendable {
        /// The writer of the files other than the cards'.
        var main: SwiftWriter?
        /// The writers of a batch of cards, one a card.
        var cards: [SwiftWriter] = []
    }

    private let sets = Mutex<[WriterSet]>([])

    /// A set to write with: one given back earlier, or a new, empty one.
    func take() -> WriterSet {
        sets.withLock { $0.popLast() } ?? WriterSet()
    }

    /// Gives `set` back for a later spec, without the writers that grew too large, or
    /// drops it when the pool is full.
    func giveBack(_ set: WriterSet) {
        if let main = set.main, main.capacity > Self.maximumKeptCapacity { set.main = nil }
        set.cards.removeAll { $0.capacity > Self.maximumKeptCapacity }
        sets.withLock { sets in
            if sets.count < Self.maximumSets { sets.append(set) }
        }
    }

    /// How many sets the pool holds (for tests).
    var count: Int { sets.withLock { $0.count } }
}
