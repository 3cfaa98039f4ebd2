#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the reporter needs of the process beyond its output.
enum ProcessFacts {
    /// The absolute working directory, or nil if it cannot be had (it was removed, or
    /// its path is too long). The shell's `PWD` when it names the same directory, so
    /// that paths under a symbolic link (`$PWD/specs/a.cards.yaml`) are seen as inside
    /// it, as `pwd` shows it; the physical path otherwise.
    static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let physical = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let pointer = getenv("PWD") {
            let logical = String(cString: pointer)
            var here = stat(), there = stat()
            if logical.hasPrefix("/"), stat(".", &here) == 0, stat(logical, &there) == 0,
               here.st_dev == there.st_dev, here.st_ino == there.st_ino {
                return logical
            }
        }
        return physical.hasPrefix("/") ? physical : nil
    }

    /// `cardspec-` and 32 random hex digits: a token nobody can write into a spec ahead
    /// of time.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64, low = generator.next() as UInt64
        return "cardspec-" + hex(high) + hex(low)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
