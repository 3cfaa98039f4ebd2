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

    func push(_ element: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The element at `index`, in place; valid until the next push.
    subscript(index: Int) -> UnsafeMutablePointer<Element> {
        precondition(index >= 0 && index < count)
        return base + index
    }

    /// The top element, in place; valid until the next push.
    var top: UnsafeMutablePointer<Element> { self[count - 1] }

    func pop() -> Element {
        precondition(count > 0)
        count -= 1
        return (base + count).move()
    }

    func removeLast(_ number: Int) {
        precondition(number <= count)
        (base + count - number).deinitialize(count: number)
        count -= number
    }

    /// Moves the elements from `start` to the top into an array.
    func popArray(from start: Int) -> [Element] {
        let number = count - start
        guard number > 0 else { return [] }
        count = start
        // Not `init(unsafeUninitializedCapacity:)`: that path looks the array's metadata up
        // in the runtime on every call.
        var elements: [Element] = []
        elements.reserveCapacity(number)
        for index in start..<start + number { elements.append((base + index).move()) }
        return elements
    }
}

/// The children of every open collection, in document order: a collection's children are
/// the top of the stack from its first child on. When the collection ends they are moved
/// into one array of exactly their number, so the tree is built with no array growth.
typealias NodeStack = UnsafeStack<SyntaxNode>

extension UnsafeStack where Element == SyntaxNode {
    /// Moves the nodes from `start` to the top, alternately keys and values, into pairs.
    func popPairs(from start: Int) -> [SyntaxPair] {
        let number = (count - start) / 2
        precondition(start + 2 * number == count, "a key without a value")
        guard number > 0 else { return [] }
        let nodes = self[start]
        count = start
        var pairs: [SyntaxPair] = []
        pairs.reserveCapacity(number)
        for index in 0..<number {
            let key = nodes + 2 * index
            pairs.append(SyntaxPair(key: key.move(), value: (key + 1).move()))
        }
        return pairs
    }
}
