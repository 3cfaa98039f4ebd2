/// Renders a run as a SARIF 2.1.0 log with one run, shaped for GitHub code scanning
/// (`github/codeql-action/upload-sarif`) and SARIF viewers:
///
/// - `tool.driver` names cardspec and lists every kind in `DiagnosticRegistry.all` as a
///   rule (in registry order, so `ruleIndex` is stable), with its summary, explanation,
///   help (explanation and examples, as text and Markdown) and default level;
/// - one result per diagnostic: `ruleId`, `ruleIndex`, `level`, `message.text` (notes
///   without a place follow the message on lines of their own), the location, notes
///   with a place as `relatedLocations`, fix-its as `fixes`, and a fingerprint;
/// - file locations are relative to the `%SRCROOT%` base, the working directory, which
///   `originalUriBaseIds` gives as a `file://` URI; a file outside it gets an absolute
///   `file://` URI of its own;
/// - columns count Unicode scalars, as the text format's do: `run.columnKind` is
///   `unicodeCodePoints` (SARIF puts the column unit on the run, not on each region).
///
/// The fingerprint, `partialFingerprints.primaryLocationLineHash`, is
/// `HASH:N`: HASH is FNV-1a 64 (16 hex digits) of the rule id, a NUL, the artifact URI,
/// a NUL and the text of the diagnostic's first line with surrounding spaces, tabs and
/// byte-order mark trimmed; N counts the results of the run with the same HASH, from 1.
/// It survives lines moving, being re-indented and other lines changing, as GitHub's own
/// line hash does, and changes when the line itself or the file's path does.
public struct SARIFRenderer: Sendable {
    /// Help for a rule: plain text and Markdown.
    public struct RuleHelp: Sendable, Equatable {
        public var text: String
        public var markdown: String

        public init(text: String, markdown: String) {
            self.text = text
            self.markdown = markdown
        }
    }

    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let sourceRootBaseID = "%SRCROOT%"
    public static let fingerprintKey = "primaryLocationLineHash"

    public var tool: ToolInfo
    /// The absolute directory that relative paths are relative to (the working
    /// directory); nil leaves `%SRCROOT%` for the consumer to define.
    public var workingDirectory: String?
    public var rules: [DiagnosticKind]
    public var help: @Sendable (DiagnosticKind) -> RuleHelp

    public init(
        tool: ToolInfo, workingDirectory: String?, rules: [DiagnosticKind] = DiagnosticRegistry.all,
        help: @escaping @Sendable (DiagnosticKind) -> RuleHelp
    ) {
        self.tool = tool
        self.workingDirectory = workingDirectory
        self.rules = rules
        self.help = help
    }

    public func render(_ files: [FileReport], summary: ReportSummary) -> String {
        // Kinds not in the registry (none in cardspec itself) become rules after it.
        var rules = self.rules
        var ruleIndex: [String: Int] = [:]
        for (index, kind) in rules.enumerated() where ruleIndex[kind.code] == nil {
            ruleIndex[kind.code] = index
        }
        for report in files {
            for diagnostic in report.diagnostics where ruleIndex[diagnostic.code] == nil {
                ruleIndex[diagnostic.code] = rules.count
                rules.append(diagnostic.kind)
            }
        }

        var results: [JSONValue] = []
        var fingerprintCounts: [String: Int] = [:]
        for report in files {
            let artifact = artifactLocation(report.file.path)
            for diagnostic in Diagnostic.sortedForReport(report.diagnostics) {
                let hash = Self.lineHash(code: diagnostic.code, artifact: artifact.uri, file: report.file, line: diagnostic.range.start.line)
                fingerprintCounts[hash, default: 0] += 1
                results.append(result(
                    diagnostic, in: report.file, artifact: artifact.json, ruleIndex: ruleIndex[diagnostic.code] ?? -1,
                    fingerprint: "\(hash):\(fingerprintCounts[hash]!)"))
            }
        }

        var driver: JSONObject = ["name": .string(tool.name)]
        if let uri = tool.informationURI { driver["informationUri"] = .string(uri) }
        driver["version"] = .string(tool.version)
        driver["rules"] = .array(rules.map(rule))
        var run: JSONObject = ["tool": ["driver": .object(driver)]]
        run["invocations"] = [["executionSuccessful": .bool(summary.unreadablePaths == 0)]]
        if let workingDirectory {
            run["originalUriBaseIds"] = [Self.sourceRootBaseID: ["uri": .string(ArtifactPath.directoryURI(workingDirectory))]]
        }
        run["results"] = .array(results)
        run["columnKind"] = "unicodeCodePoints"
        let log: JSONValue = [
            "$schema": .string(Self.schemaURI),
            "version": "2.1.0",
            "runs": [.object(run)],
        ]
        return JSONWriter.document(log)
    }

    private func rule(_ kind: DiagnosticKind) -> JSONValue {
        let help = help(kind)
        return [
            "id": .string(kind.code),
            "shortDescription": ["text": .string(kind.summary)],
            "fullDescription": ["text": .string(kind.explanation)],
            "help": ["text": .string(help.text), "markdown": .string(help.markdown)],
            "defaultConfiguration": ["level": .string(Self.level(kind.defaultSeverity))],
            "properties": ["tags": [.string(kind.stage.rawValue)]],
        ]
    }

    private func result(
        _ diagnostic: Diagnostic, in file: SourceFile, artifact: JSONValue, ruleIndex: Int, fingerprint: String
    ) -> JSONValue {
        var text = diagnostic.message
        for note in diagnostic.notes where note.range == nil {
            text += "\nnote: " + note.message
        }
        var result: JSONObject = [
            "ruleId": .string(diagnostic.code),
            "ruleIndex": .int(ruleIndex),
            "level": .string(Self.level(diagnostic.severity)),
            "message": ["text": .string(text)],
            "locations": [["physicalLocation": ["artifactLocation": artifact, "region": Self.region(diagnostic.range)]]],
        ]
        let related = diagnostic.notes.compactMap { note in note.range.map { (note.message, $0) } }
        if !related.isEmpty {
            result["relatedLocations"] = .array(related.enumerated().map { index, note in
                [
                    "id": .int(index + 1),
                    "physicalLocation": ["artifactLocation": artifact, "region": Self.region(note.1)],
                    "message": ["text": .string(note.0)],
                ]
            })
        }
        if !diagnostic.fixIts.isEmpty {
            result["fixes"] = .array(diagnostic.fixIts.map { fixIt in
                [
                    "description": ["text": .string(TextRenderer.describe(fixIt, in: file))],
                    "artifactChanges": [[
                        "artifactLocation": artifact,
                        "replacements": [[
                            "deletedRegion": Self.region(fixIt.range),
                            "insertedContent": ["text": .string(fixIt.replacement)],
                        ]],
                    ]],
                ]
            })
        }
        result["partialFingerprints"] = [Self.fingerprintKey: .string(fingerprint)]
        return .object(result)
    }

    private func artifactLocation(_ path: String) -> (json: JSONValue, uri: String) {
        let location = ArtifactPath(path, relativeTo: workingDirectory)
        let uri = location.uriReference
        var object: JSONObject = ["uri": .string(uri)]
        if location.isRelative { object["uriBaseId"] = .string(Self.sourceRootBaseID) }
        return (.object(object), uri)
    }

    /// Lines and columns are 1-based, the end column is the column just past the range
    /// (as SARIF defines it), and an empty range is an insertion point.
    static func region(_ range: SourceRange) -> JSONValue {
        [
            "startLine": .int(range.start.line),
            "startColumn": .int(range.start.column),
            "endLine": .int(range.end.line),
            "endColumn": .int(range.end.column),
        ]
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// The HASH of the fingerprint, without the occurrence count.
    public static func lineHash(code: String, artifact: String, file: SourceFile, line: Int) -> String {
        let text = line >= 1 && line <= file.lineCount ? file.lineText(line) : ""
        var hash = FNV1a64()
        hash.combine(code)
        hash.combine([0])
        hash.combine(artifact)
        hash.combine([0])
        hash.combine(trimmed(text))
        return hash.hex
    }

    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let isPadding: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
        guard let first = scalars.firstIndex(where: { !isPadding($0) }),
              let last = scalars.lastIndex(where: { !isPadding($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
