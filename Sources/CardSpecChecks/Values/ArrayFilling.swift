extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` makes them, but through the
    /// specialized growth path: `init(repeating:count:)` allocates through generic code
    /// that looks the storage's type up at run time, about 600 instructions an array (the
    /// checks make one per card).
    init(filling value: Element, count: Int) {
        self.init()
        guard count > 0 else { return }
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }
}
