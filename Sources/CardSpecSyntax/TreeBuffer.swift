@usableFromInline
struct TreeBufferHeader {
    @usableFromInline var count: Int
    var capacity: Int
}

/// The syntax tree's nodes or children: an array that is appended to only while the tree is
/// built, by its one owner (`TreeBuilder`, `SyntaxTree.init(root:)`), and only read after.
/// Laid out as `Array` is (one reference to a count and the elements), but an append does
/// not first ask the runtime whether the storage is shared (a call for every node of
/// every file): it never is while the tree is built. Copies of a finished tree share it;
/// it is never written again, so they may cross threads. Its elements are plain values
/// (nothing to destroy: the memory is freed as it is).
@usableFromInline
struct TreeBuffer<Element>: @unchecked Sendable {
    @usableFromInline typealias Storage = ManagedBuffer<TreeBufferHeader, Element>

    @usableFromInline var storage: Storage

    init() {
        storage = Self.makeStorage(capacity: 0)
    }

    private static func makeStorage(capacity: Int) -> Storage {
        precondition(_isPOD(Element.self), "TreeBuffer holds plain values only")
        return Storage.create(minimumCapacity: capacity) { _ in TreeBufferHeader(count: 0, capacity: capacity) }
    }

    // The header is read and written through its pointer: the `header` property, a class's
    // stored property, would be checked for exclusive access at run time on every use.
    @inlinable
    var count: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.count } }

    @inline(__always)
    private var capacity: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.capacity } }

    /// The element at `index`, which must be below `count` (checked, as `Array` does).
    @inlinable
    subscript(index: Int) -> Element {
        get {
            storage.withUnsafeMutablePointers { header, elements in
                precondition(UInt(bitPattern: index) < UInt(bitPattern: header.pointee.count), "index out of range")
                return elements[index]
            }
        }
        nonmutating set {
            storage.withUnsafeMutablePointers { header, elements in
                precondition(UInt(bitPattern: index) < UInt(bitPattern: header.pointee.count), "index out of range")
                elements[index] = newValue
            }
        }
    }

    /// The address of the element at `index` (at most `count`). It stays valid while the
    /// storage lives and is not grown: for a finished tree, as long as the tree lives.
    @inlinable
    func pointer(to index: Int) -> UnsafePointer<Element> {
        storage.withUnsafeMutablePointers { header, elements in
            precondition(UInt(bitPattern: index) <= UInt(bitPattern: header.pointee.count), "index out of range")
            return UnsafePointer(elements + index)
        }
    }

    /// The header read once (count and capacity), and the count increased without an
    /// overflow check: it indexes an allocation.
    @inline(__always)
    mutating func append(_ element: Element) {
        let (count, capacity) = storage.withUnsafeMutablePointerToHeader { ($0.pointee.count, $0.pointee.capacity) }
        if count == capacity { grow(toAtLeast: count + 1) }
        storage.withUnsafeMutablePointers { header, elements in
            (elements + count).initialize(to: element)
            header.pointee.count = count &+ 1
        }
    }

    @inline(__always)
    mutating func append(contentsOf source: UnsafeBufferPointer<Element>) {
        guard let first = source.baseAddress else { return }
        if capacity - count < source.count { grow(toAtLeast: count + source.count) }
        storage.withUnsafeMutablePointers { header, elements in
            (elements + header.pointee.count).initialize(from: first, count: source.count)
            header.pointee.count += source.count
        }
    }

    /// Forgets the elements from `count` on (plain values: nothing to destroy); their room
    /// is written again by the next appends.
    mutating func removeAll(from count: Int) {
        storage.withUnsafeMutablePointerToHeader { header in
            precondition(count >= 0 && count <= header.pointee.count, "index out of range")
            header.pointee.count = count
        }
    }

    mutating func reserveCapacity(_ minimum: Int) {
        if minimum > capacity { grow(toAtLeast: minimum) }
    }

    /// Moves the elements into a larger allocation (at least twice the size).
    @inline(never)
    private mutating func grow(toAtLeast minimum: Int) {
        let larger = Self.makeStorage(capacity: max(minimum, 2 * capacity, 16))
        storage.withUnsafeMutablePointers { header, elements in
            larger.withUnsafeMutablePointers { largerHeader, largerElements in
                largerElements.initialize(from: elements, count: header.pointee.count)
                largerHeader.pointee.count = header.pointee.count
            }
        }
        storage = larger
    }
}
