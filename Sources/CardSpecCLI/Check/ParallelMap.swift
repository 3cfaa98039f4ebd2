import Foundation

/// Runs a transform over items on up to `jobs` threads and returns the results in the
/// items' order, so output never depends on which thread finished first.
///
/// The threads are our own, with a large stack: the stages after parsing recurse once
/// per nesting level (up to `--max-depth`), which a default worker stack may not hold.
enum ParallelMap {
    static let threadStackSize = 16 << 20

    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let workers = min(max(1, jobs), items.count)
        guard workers > 1 else { return items.map(transform) }
        let state = SharedState<Result>(count: items.count)
        let done = DispatchSemaphore(value: 0)
        let work: @Sendable () -> Void = {
            while let index = state.claim() {
                state.store(transform(items[index]), at: index)
            }
        }
        // The calling thread is one of the workers: it would only wait otherwise. The
        // others come from a pool kept for the whole run, as `check` maps many small
        // batches and starting threads for each cost more than a small file's check.
        let helpers = workers - 1
        WorkerPool.shared.run(Array(repeating: { work(); done.signal() }, count: helpers))
        work()
        for _ in 0..<helpers { done.wait() }
        return state.results()
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

    /// The next index to work on and the results so far, behind one lock.
    private final class SharedState<Result: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var slots: [Result?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ result: Result, at index: Int) {
            lock.lock()
            slots[index] = result
            lock.unlock()
        }

        func results() -> [Result] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }
}
