#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether both hold the same bytes. `elementsEqual` does not become a `memcmp`: its
    /// generic loop costs a few hundred instructions for a short name, and the hot paths
    /// (keys of every mapping, names looked up in the catalog) compare names all the time.
    @inlinable
    public func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard count > 0 else { return true }
        return memcmp(baseAddress!, other.baseAddress!, count) == 0
    }
}
