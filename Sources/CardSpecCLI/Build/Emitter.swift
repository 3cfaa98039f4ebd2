#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSpecCatalog
import CardSpecChecks
import CardSpecGenerators

/// What `cardspec build --emit KIND` can make. `all` is the one table the command looks
/// a kind up in, and its names are the choices of `--emit`: adding a kind (layout-json)
/// is adding an entry here; the writing, the checks on names and headers, `--check` and
/// `--prune` then work for it unchanged.
struct Emitter: Sendable {
    /// The word after `--emit`.
    let name: String
    /// The extension of every file it makes, with the dot. `--prune` looks for stale
    /// files among the files with this extension only.
    let fileExtension: String
    /// How every file it makes starts. A file in the output directory that does not
    /// start with it is the user's: it is never overwritten or removed.
    let headerMarker: String
    /// The files of one checked spec: bare file names, in a fixed order.
    let files: @Sendable (_ spec: CheckedSpec, _ catalog: Catalog) -> [GeneratedFile]
    /// The same files, each to the sink as it is made (a large spec's, in its turn).
    let generate: @Sendable (_ spec: CheckedSpec, _ catalog: Catalog, _ files: any GeneratedFileSink) -> Void
    /// What precedes each file when every file goes to standard output (no `-o`): the
    /// file's name between these two, or nothing when both are empty. Two constants
    /// rather than a function of the name, so the build appends them and the name as they
    /// are instead of making a String per file.
    let separatorBeforeName: String
    let separatorAfterName: String
    /// What to change when two specs make files of one name: the part of a spec the
    /// file's name comes from.
    let clashAdvice: String

    static let all: [Emitter] = [.swift, .layoutJSON]

    static func named(_ name: String) -> Emitter? {
        all.first { $0.name == name }
    }

    /// Whether `bytes`, the start of a file or all of it, is a file this emitter made.
    func isGenerated(_ bytes: [UInt8]) -> Bool {
        // Compared with memcmp: the generic `starts(with:)`, and `elementsEqual` on the
        // buffers too, cost hundreds of instructions a file.
        var marker = headerMarker
        return marker.withUTF8 { marker in
            bytes.withUnsafeBufferPointer { bytes in
                bytes.count >= marker.count
                    && (marker.isEmpty || memcmp(bytes.baseAddress!, marker.baseAddress!, marker.count) == 0)
            }
        }
    }

    static let swift = Emitter(
        name: "swift",
        fileExtension: ".swift",
        headerMarker: SwiftGenerator.headerMarker,
        files: { spec, catalog in SwiftGenerator(catalog: catalog).generate(spec) },
        generate: { spec, catalog, files in SwiftGenerator(catalog: catalog).generate(spec, into: files) },
        separatorBeforeName: "// MARK: - ",
        separatorAfterName: "\n\n",
        clashAdvice: "give one of them another 'module' (it prefixes every generated name)")

    static let layoutJSON = Emitter(
        name: "layout-json",
        fileExtension: ".layout.json",
        headerMarker: LayoutJSONGenerator.headerMarker,
        files: { spec, catalog in LayoutJSONGenerator(catalog: catalog).generate(spec) },
        generate: { spec, catalog, files in LayoutJSONGenerator(catalog: catalog).generate(spec, into: files) },
        separatorBeforeName: "",
        separatorAfterName: "",
        clashAdvice: "rename one of the spec files (a layout file is named after its spec)")
}
