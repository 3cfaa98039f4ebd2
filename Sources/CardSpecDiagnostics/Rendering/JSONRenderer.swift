/// Renders a run as one JSON document, version 1 of the format that
/// docs/json-output.md describes and Schemas/diagnostics.schema.json defines:
///
///     {
///       "version": 1,
///       "tool": {"name": "cardspec", "version": "0.1.0"},
///       "files": [{"path": "a.cards.yaml", "diagnostics": [...]}],
///       "summary": {"files": 1, "errors": 1, "warnings": 0, "unreadablePaths": 0}
///     }
///
/// Every checked file is listed, clean ones with no diagnostics. Keys come in the
/// order written here and documented; texts are exact (not escaped for a terminal).
public struct JSONRenderer: Sendable {
    /// The format's version: raised only when a change could break a reader (a key
    /// removed, renamed or given another meaning); new keys may appear within a version.
    public static let formatVersion = 1

    public var tool: ToolInfo

    public init(tool: ToolInfo) {
        self.tool = tool
    }

    public func render(_ files: [FileReport], summary: ReportSummary) -> String {
        let document: JSONValue = [
            "version": .int(Self.formatVersion),
            "tool": ["name": .string(tool.name), "version": .string(tool.version)],
            "files": .array(files.map(file)),
            "summary": [
                "files": .int(summary.files),
                "errors": .int(summary.errors),
                "warnings": .int(summary.warnings),
                "unreadablePaths": .int(summary.unreadablePaths),
            ],
        ]
        return JSONWriter.document(document)
    }

    func file(_ report: FileReport) -> JSONValue {
        [
            "path": .string(report.file.path),
            "diagnostics": .array(Diagnostic.sortedForReport(report.diagnostics).map { diagnostic($0, in: report.file) }),
        ]
    }

    func diagnostic(_ diagnostic: Diagnostic, in file: SourceFile) -> JSONValue {
        [
            "code": .string(diagnostic.code),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "range": Self.range(diagnostic.range, in: file),
            "notes": .array(diagnostic.notes.map { note in
                var object: JSONObject = ["message": .string(note.message)]
                if let range = note.range { object["range"] = Self.range(range, in: file) }
                return .object(object)
            }),
            "fixIts": .array(diagnostic.fixIts.map { fixIt in
                [
                    "message": .string(TextRenderer.describe(fixIt, in: file)),
                    "range": Self.range(fixIt.range, in: file),
                    "newText": .string(fixIt.replacement),
                ]
            }),
        ]
    }

    /// `{"start": …, "end": …, "lsp": {"start": {"line", "character"}, "end": …}}`: the
    /// positions in every unit, and the same range as an LSP `Range` (0-based line,
    /// 0-based UTF-16 character) that an editor can use as it is.
    static func range(_ range: SourceRange, in file: SourceFile) -> JSONValue {
        let start = file.columns(of: range.start)
        let end = file.columns(of: range.end)
        return [
            "start": position(range.start, start),
            "end": position(range.end, end),
            "lsp": [
                "start": ["line": .int(range.start.line - 1), "character": .int(start.utf16 - 1)],
                "end": ["line": .int(range.end.line - 1), "character": .int(end.utf16 - 1)],
            ],
        ]
    }

    private static func position(_ position: SourcePosition, _ columns: SourceColumns) -> JSONValue {
        [
            "line": .int(position.line),
            "column": .int(position.column),
            "utf8Column": .int(columns.utf8),
            "utf16Column": .int(columns.utf16),
            "offset": .int(position.offset),
        ]
    }
}
