import Foundation
import Testing
@testable import CardSpecCLI

/// Results come out in the items' order whatever the threads do, and no more than the
/// window wait at a time.
@Suite struct ParallelMapTests {
    /// Uneven work, so that threads finish out of order.
    private static func slowly(_ item: Int) -> Int {
        if item % 7 == 0 { usleep(2_000) }
        return item * item
    }

    @Test(arguments: [1, 2, 4])
    func consumesInOrder(jobs: Int) {
        let items = Array(0..<200)
        var consumed: [Int] = []
        ParallelMap.forEachInOrder(items, jobs: jobs, window: 8, Self.slowly) { consumed.append($0) }
        #expect(consumed == items.map { $0 * $0 })
    }

    /// Results wait in a ring of `window` slots: every window size, smaller than the jobs
    /// too, keeps them apart and in order.
    @Test(arguments: [1, 2, 3, 5, 16])
    func consumesInOrderWhateverTheWindow(window: Int) {
        let items = Array(0..<300)
        for jobs in [2, 3] {
            var consumed: [Int] = []
            ParallelMap.forEachInOrder(items, jobs: jobs, window: window, Self.slowly) { consumed.append($0) }
            #expect(consumed == items.map { $0 * $0 })
        }
    }

    @Test func noItemsNothingConsumed() {
        var consumed = 0
        ParallelMap.forEachInOrder([Int](), jobs: 3, window: 8, Self.slowly) { _ in consumed += 1 }
        #expect(consumed == 0)
    }

    /// A transform never runs more than `window` items ahead of the consumer.
    @Test func holdsAtMostTheWindow() {
        let window = 4
        let started = Counter()
        var consumedCount = 0
        var maxAhead = 0
        ParallelMap.forEachInOrder(Array(0..<100), jobs: 3, window: window, { item -> Int in
            started.increment()
            if item % 5 == 0 { usleep(1_000) }
            return item
        }) { _ in
            consumedCount += 1
            maxAhead = max(maxAhead, started.value - consumedCount)
        }
        #expect(consumedCount == 100)
        #expect(maxAhead <= window)
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }
}
