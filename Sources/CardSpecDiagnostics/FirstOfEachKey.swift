extension Dictionary {
    /// Records `value` for `key` unless the key has a value already, which is kept: the
    /// first of each key wins. Returns the value kept from before, or nil when `value` was
    /// recorded. One hash probe for a new key (a look-up and then an insert would be two);
    /// a repeated key, which the callers report as an error, costs a second.
    @inlinable
    public mutating func keepingFirst(_ value: Value, forKey key: Key) -> Value? {
        guard let first = updateValue(value, forKey: key) else { return nil }
        self[key] = first
        return first
    }
}
