import CardSpecModel

extension UnsafePointer<Property> {
    /// The property's value where the property is, for the checks that read values in
    /// place (`ValueChecker.check(_:against:scope:owner:)`): good as long as the pointer is.
    var pointerToValue: UnsafePointer<Value> {
        UnsafeRawPointer(self).advanced(by: MemoryLayout<Property>.offset(of: \Property.value)!)
            .assumingMemoryBound(to: Value.self)
    }
}
