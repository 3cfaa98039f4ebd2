import CardSpecCatalog
import CardSpecChecks

/// Compiles a checked spec to layout JSON: a renderer-neutral, fully resolved description
/// of its screens, bottom sheets and cards (docs/layout-json.md, defined by
/// Schemas/layout.schema.json). Every property of every part is written out, defaults
/// and theme values included; tokens and `$theme` references are replaced by their
/// values; `$model`, `$param` and `$item` stay references, typed. Like the Swift
/// generator, the output is a pure function of the spec: the same bytes on every machine.
public struct LayoutJSONGenerator: Sendable {
    /// Raised only for a change that could break a reader (a key removed, renamed or
    /// given another meaning); keys may be added within a version.
    public static let layoutVersion = 1
    let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// One file per spec: `NAME.layout.json` for `NAME.cards.yaml`.
    public func generate(_ spec: CheckedSpec) -> [GeneratedFile] {
        let files = GeneratedFileList()
        generate(spec, into: files)
        return files.files
    }

    /// The spec's file to `files`: started with its first piece (the whole document, for a
    /// small one), each further piece of `JSONStream`'s size appended as it is made.
    public func generate(_ spec: CheckedSpec, into files: some GeneratedFileSink) {
        let name = Self.fileName(forSpecAt: spec.path)
        var started = false
        func hand(_ piece: [UInt8]) {
            if started { return files.append(piece) }
            files.start(GeneratedFile(name: name, bytes: piece))
            started = true
        }
        var out = JSONStream(onPiece: hand)
        LayoutBuilder(spec: spec, catalog: catalog).document(to: &out)
        out.endDocument()
        for piece in out.takePieces() where !started || !piece.isEmpty { hand(piece) }
    }

    /// How every layout JSON file starts: its first key is always `layoutVersion`.
    public static let headerMarker = "{\n  \"layoutVersion\": "

    /// `showcase.layout.json` for `Fixtures/valid/showcase.cards.yaml`: the spec's file
    /// name without `.cards.yaml` (or its extension), made a safe bare file name.
    public static func fileName(forSpecAt path: String) -> String {
        var name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        if let suffix = [".cards.yaml", ".cards.yml", ".cards.json"].first(where: { name.hasSuffix($0) }) {
            name = String(name.dropLast(suffix.count))
        } else if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            name = String(name[..<dot])
        }
        var safe = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F || scalar == ":" || scalar == "\\" ? "_" : scalar
        }))
        while safe.hasPrefix(".") { safe.removeFirst() }
        if safe.isEmpty { safe = "spec" }
        // Windows' device names, reserved with any extension.
        let stem = safe.prefix { $0 != "." }.uppercased()
        if ["CON", "PRN", "AUX", "NUL"].contains(stem) || (stem.count == 4 && ["COM", "LPT"].contains(String(stem.prefix(3)))
            && stem.last?.isNumber == true) {
            safe += "_"
        }
        return safe + ".layout.json"
    }
}
