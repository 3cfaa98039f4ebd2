/// The process exit status, with the precedence documented in `cardspec check --help`:
/// a failure to read or an internal failure (3) outranks errors in the specs (1), which
/// outrank a clean run (0). A bad command line (2) stops before anything runs.
public enum ExitCode: Int32, Sendable, Comparable {
    case success = 0
    case errorsFound = 1
    case usageError = 2
    case failure = 3

    public static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The status of a run in which both happened.
    func combined(with other: ExitCode) -> ExitCode { max(self, other) }
}

/// One `cardspec` subcommand. Adding one (`build`, `explain`, `schema`) is a type that
/// conforms and a line in `CardSpecCommand.subcommands`: parsing, help, `cardspec help
/// NAME` and did-you-mean for its name and options come from its declaration.
protocol Subcommand {
    /// Its `path` is `["cardspec", name]`.
    static var declaration: CommandDeclaration { get }
    /// Runs with arguments already checked against the declaration. A problem with
    /// their values that the declaration cannot express is thrown as a `UsageError`.
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> ExitCode
}

/// Options that more than one subcommand takes, declared once.
enum CommonOptions {
    static let color = OptionDeclaration(
        "color", .choice(name: "when", ColorMode.allCases.map(\.rawValue)),
        help: "When to color diagnostics: auto (if standard output is a terminal, NO_COLOR is not set and TERM is not 'dumb'), always or never.",
        default: ColorMode.auto.rawValue)
}

enum ColorMode: String, CaseIterable, Sendable {
    case auto, always, never

    func isEnabled(stdoutIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto:
            // https://no-color.org: set and not empty disables color.
            stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}
