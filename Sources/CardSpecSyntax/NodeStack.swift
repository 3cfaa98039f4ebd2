/// A stack in one manually managed buffer, for the tree builder's hot path: elements are
/// reached in place through pointers and moved out without copies or reference counting.
final class UnsafeStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 4)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// Inlined (a call cost more than the push, twice an event); growing is not.
    @inline(__always)
    func push(_ element: consuming Element) {
        let count = self.count
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        // Cannot overflow: `count` indexes an allocation.
        self.count = count &+ 1
    }

    @inline(never)
    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The element at `index`, in place; valid until the next push.
    subscript(index: Int) -> UnsafeMutablePointer<Element> {
        precondition(index >= 0 && index < count)
        return base + index
    }

    /// The top element, in place; valid until the next push. Only when the stack is not
    /// empty (checked in debug builds: the builder tests `isEmpty` first, once an event).
    var top: UnsafeMutablePointer<Element> {
        assert(count > 0)
        return base + (count &- 1)
    }

    func pop() -> Element {
        precondition(count > 0)
        count -= 1
        return (base + count).move()
    }

    /// Drops the top element without destroying it: only for an element that holds no
    /// references (the caller knows).
    func discardTop() {
        precondition(count > 0)
        count -= 1
    }

    func removeLast(_ number: Int) {
        precondition(number <= count)
        (base + count - number).deinitialize(count: number)
        count -= number
    }

    /// The elements from `start` to the top, in place; valid until the next push or pop.
    func elements(from start: Int) -> UnsafeBufferPointer<Element> {
        precondition(start >= 0 && start <= count)
        return UnsafeBufferPointer(start: base + start, count: count - start)
    }
}

/// The children of every open collection, in document order: a collection's children are
/// the top of the stack from its first child on. When the collection ends they are copied
/// into the tree as one run, so the tree is built with no allocation per collection.
typealias NodeStack = UnsafeStack<SyntaxTree.Node>
