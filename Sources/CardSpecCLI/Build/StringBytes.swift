extension String {
    /// Calls `body` with the string's UTF-8, read in place where it is stored contiguously
    /// (always, for a native string: generated names, separators), else from a copy.
    /// `withUTF8` is `mutating` and, on a `let`, costs a copy: a retain and a release.
    func withUTF8InPlace<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
