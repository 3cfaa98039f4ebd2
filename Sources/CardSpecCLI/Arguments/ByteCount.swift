/// Sizes as people write them on a command line: `1048576`, `64KB`, `512KiB`, `32MiB`.
/// As in GNU coreutils, `KB`/`MB`/`GB` are powers of 1000 and `K`/`KiB`, `M`/`MiB`,
/// `G`/`GiB` powers of 1024; units are case-insensitive and `B` alone means bytes.
enum ByteCount {
    private static let units: [String: Int] = [
        "": 1, "b": 1,
        "k": 1 << 10, "kib": 1 << 10, "kb": 1_000,
        "m": 1 << 20, "mib": 1 << 20, "mb": 1_000_000,
        "g": 1 << 30, "gib": 1 << 30, "gb": 1_000_000_000,
    ]

    static func parse(_ text: String) -> Int? {
        let digits = text.prefix { $0.isASCIIDigit }
        guard !digits.isEmpty, let number = Int(digits),
              let unit = units[text.dropFirst(digits.count).lowercased()]
        else { return nil }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: unit)
        return overflow ? nil : bytes
    }

    /// The shortest exact way to write a size as an option value: `32MiB`, `1000`.
    static func compact(_ bytes: Int) -> String {
        for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes > 0 && bytes % size == 0 {
            return "\(bytes / size)\(unit)"
        }
        return String(bytes)
    }

    /// A size for a message: `32 MiB`, `1 byte`, `1500 bytes`.
    static func describe(_ bytes: Int) -> String {
        let compact = compact(bytes)
        if compact.hasSuffix("B") {
            return String(compact.dropLast(3)) + " " + compact.suffix(3)
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
