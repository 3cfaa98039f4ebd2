import CardSpecDiagnostics
import CardSpecGenerators

/// Vets generated files spec by spec, as they are made: each must have a safe bare name
/// and the emitter's header (else it is cardspec's own bug), and no two specs may make the
/// same file. It keeps only names, so that a build need not hold every file to vet them.
struct GeneratedFileVetting {
    let emitter: Emitter
    /// What went wrong, in the order found; `messages` adds the clashes after them.
    private var problems: [String] = []
    private(set) var status = ExitCode.success
    /// The spec that generated each name, and the name as it generated it, by name without
    /// case: `Foo.swift` and `foo.swift` are one file on macOS.
    private var owners: [String: (spec: String, name: String)] = [:]
    /// Two specs and the files both generate, reported together.
    private var clashes: [(first: String, second: String, names: [String])] = []

    init(emitter: Emitter) {
        self.emitter = emitter
    }

    /// The lowercased names of every file accepted so far.
    var generatedNames: Set<String> { Set(owners.keys) }

    /// The files of `spec` that may be written, in order; records why any other may not.
    mutating func accept(_ files: [GeneratedFile], of spec: String) -> [GeneratedFile] {
        // Made only for a message: a clean build makes none.
        var shownSpec: String { "'" + VisibleText.sanitized(spec) + "'" }
        var accepted: [GeneratedFile] = []
        accepted.reserveCapacity(files.count)
        for file in files {
            var shownName: String { "'" + VisibleText.sanitized(file.name) + "'" }
            if let problem = GeneratedFileName.problem(with: file.name, fileExtension: emitter.fileExtension) {
                fail("internal error: the \(emitter.name) generator named a file of \(shownSpec) \(shownName), "
                    + "and \(problem); please report it", .failure)
                continue
            }
            if !emitter.isGenerated(file.bytes) {
                fail("internal error: the \(emitter.name) generator's \(shownName) for \(shownSpec) does not start "
                    + "with '\(emitter.headerMarker)'; please report it", .failure)
                continue
            }
            let key = Self.caseless(file.name)
            guard let owner = owners.keepingFirst((spec, file.name), forKey: key) else {
                accepted.append(file)
                continue
            }
            if owner.spec == spec {
                fail("internal error: the \(emitter.name) generator made \(shownName) twice for \(shownSpec); please report it",
                     .failure)
            } else if owner.name == file.name {
                if let index = clashes.firstIndex(where: { $0.first == owner.spec && $0.second == spec }) {
                    clashes[index].names.append(file.name)
                } else {
                    clashes.append((owner.spec, spec, [file.name]))
                }
                status = status.combined(with: .errorsFound)
            } else {
                fail("'\(VisibleText.sanitized(owner.spec))' generates '\(VisibleText.sanitized(owner.name))' and "
                    + "\(shownSpec) \(shownName), the same file where case does not matter (macOS); give one of them "
                    + "another 'module'", .errorsFound)
            }
        }
        return accepted
    }

    /// `name.lowercased()`, on the bytes when they are ASCII (generated names are).
    static func caseless(_ name: String) -> String {
        let lowered: String?? = name.utf8.withContiguousStorageIfAvailable { bytes in
            // Lowered in one pass into a scratch buffer, then made a String:
            // `String(decoding:as:)` checks ASCII a word at a time, where a String written
            // in place is checked byte by byte.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
                var any: UInt8 = 0
                var changed = false
                for index in bytes.indices {
                    let byte = bytes[index]
                    any |= byte
                    let lower = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
                    changed = changed || lower != byte
                    lowered[index] = lower
                }
                guard any < 0x80 else { return nil }
                return changed ? String(decoding: UnsafeBufferPointer(lowered), as: UTF8.self) : name
            }
        }
        return (lowered ?? nil) ?? name.lowercased()
    }

    /// Every problem, then every clash.
    var messages: [String] {
        problems + clashes.map { clash in
            var names = clash.names.prefix(3).map { "'" + VisibleText.sanitized($0) + "'" }
            if clash.names.count > 3 { names.append("\(clash.names.count - 3) more") }
            return "'\(VisibleText.sanitized(clash.first))' and '\(VisibleText.sanitized(clash.second))' both generate "
                + listing(names, conjunction: "and") + "; give one of them another 'module' (it prefixes every generated name)"
        }
    }

    private mutating func fail(_ message: String, _ severity: ExitCode) {
        problems.append(message)
        status = status.combined(with: severity)
    }
}
