import CYAML
import CardSpecDiagnostics

public enum SpecParser {
    /// Reads one file into a positioned tree, reporting everything wrong with it.
    public static func parse(_ file: SourceFile, format: SourceFormat, limits: ParseLimits = ParseLimits()) -> ParseResult {
        ParseResult(root: nil, diagnostics: [])
    }
}
