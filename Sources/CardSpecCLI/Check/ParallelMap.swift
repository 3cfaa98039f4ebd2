import Foundation

/// Runs a transform over items on up to `jobs` threads and hands on the results in the
/// items' order, so output never depends on which thread finished first.
///
/// The threads are our own, with a large stack: the stages after parsing recurse once
/// per nesting level (up to `--max-depth`), which a default worker stack may not hold.
enum ParallelMap {
    static let threadStackSize = 16 << 20

    /// Hands each result of `transform` to `consume`, on the calling thread and in the
    /// items' order, as soon as it and all before it are done. The threads never wait for
    /// each other at batch ends: a thread that finishes takes the next item, while at most
    /// `window` results are done and not yet consumed (which bounds the memory they hold).
    static func forEachInOrder<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, window: Int, _ transform: @escaping @Sendable (Item) -> Result,
        consume: (Result) -> Void
    ) {
        let workers = min(max(1, jobs), items.count)
        guard workers > 1 else {
            for item in items { consume(transform(item)) }
            return
        }
        let state = OrderedState<Result>(count: items.count, window: max(window, workers))
        let done = DispatchSemaphore(value: 0)
        let work: @Sendable () -> Void = {
            while let index = state.claim(waiting: true) {
                state.store(transform(items[index]), at: index)
            }
        }
        // The calling thread works too, between consuming results: it would only wait
        // otherwise. The others come from a pool kept for the whole run.
        let helpers = workers - 1
        WorkerPool.shared.run(Array(repeating: { work(); done.signal() }, count: helpers))
        while true {
            switch state.nextStep() {
            case .consume(let result): consume(result)
            case .work(let index): state.store(transform(items[index]), at: index)
            case .finished:
                for _ in 0..<helpers { done.wait() }
                return
            }
        }
    }

    /// Threads started once and then kept, each waiting for the next task.
    private final class WorkerPool: @unchecked Sendable {
        static let shared = WorkerPool()
        private let condition = NSCondition()
        private var tasks: [@Sendable () -> Void] = []
        private var threads = 0

        /// Runs each task on a thread of its own (starting threads as needed).
        func run(_ newTasks: [@Sendable () -> Void]) {
            condition.lock()
            while threads < newTasks.count {
                threads += 1
                let thread = Thread { [self] in loop() }
                thread.stackSize = ParallelMap.threadStackSize
                thread.start()
            }
            tasks += newTasks
            condition.broadcast()
            condition.unlock()
        }

        private func loop() {
            while true {
                condition.lock()
                while tasks.isEmpty { condition.wait() }
                let task = tasks.removeFirst()
                condition.unlock()
                task()
            }
        }
    }

    /// The items claimed, the results done and the next one to consume, behind one lock.
    private final class OrderedState<Result: Sendable>: @unchecked Sendable {
        enum Step {
            case consume(Result)
            case work(Int)
            case finished
        }

        private let condition = NSCondition()
        private let count: Int
        private let window: Int
        private var nextClaim = 0
        private var nextConsumed = 0
        /// Results done and not yet consumed: item `index` at `index % window`, free
        /// since at most `window` items past the consumer are claimed.
        private var done: [Result?]

        init(count: Int, window: Int) {
            self.count = count
            self.window = window
            done = Array(repeating: nil, count: window)
        }

        /// The next item to transform; nil when every item is claimed. With `waiting`,
        /// waits while `window` results ahead of the consumer are claimed already.
        func claim(waiting: Bool) -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while waiting, nextClaim < count, nextClaim - nextConsumed >= window { condition.wait() }
            return takeClaim()
        }

        private func takeClaim() -> Int? {
            guard nextClaim < count, nextClaim - nextConsumed < window else { return nil }
            nextClaim += 1
            return nextClaim - 1
        }

        func store(_ result: Result, at index: Int) {
            condition.lock()
            done[index % window] = result
            condition.broadcast()
            condition.unlock()
        }

        /// For the calling thread: the next result in order if it is done, else an item to
        /// work on, else waits for one of the two.
        func nextStep() -> Step {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if nextConsumed == count { return .finished }
                if let result = done[nextConsumed % window].take() {
                    nextConsumed += 1
                    condition.broadcast()
                    return .consume(result)
                }
                if let index = takeClaim() { return .work(index) }
                condition.wait()
            }
        }
    }
}
