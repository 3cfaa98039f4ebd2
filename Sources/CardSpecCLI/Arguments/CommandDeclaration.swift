/// What a command accepts, declared once: the parser reads it to parse, the help
/// formatter to describe, and the error messages to show usage. Nothing about an
/// option is written anywhere else.
struct CommandDeclaration: Sendable {
    /// The words that run the command: `["cardspec", "check"]`.
    var path: [String]
    /// One line, shown after OVERVIEW and in the parent's SUBCOMMANDS list.
    var abstract: String
    /// Paragraphs shown after the abstract.
    var discussion: String = ""
    var arguments: [ArgumentDeclaration] = []
    var options: [OptionDeclaration] = []
    var subcommands: [CommandDeclaration] = []
    /// Further titled sections shown after the generated ones, laid out as written.
    var extraSections: [HelpSection] = []

    var name: String { path.last ?? "" }
    var fullName: String { path.joined(separator: " ") }

    func option(named long: String) -> OptionDeclaration? {
        options.first { $0.long == long }
    }

    func option(short: Character) -> OptionDeclaration? {
        options.first { $0.short == short }
    }
}

struct HelpSection: Sendable {
    var title: String
    var body: String
}

/// A positional argument.
struct ArgumentDeclaration: Sendable {
    var name: String
    var help: String
    var isRepeating: Bool = false
    var isOptional: Bool = false

    /// `<paths> ...`, or `[<paths> ...]` when it may be left out.
    var usage: String {
        let core = "<\(name)>" + (isRepeating ? " ..." : "")
        return isOptional ? "[\(core)]" : core
    }
}

/// A named option: a flag (`--strict`) or an option with a value (`--max-depth <n>`).
struct OptionDeclaration: Sendable, Equatable {
    /// What follows the option, and what makes a valid one.
    enum Value: Sendable, Equatable {
        case flag
        /// Any non-empty text.
        case text(name: String)
        /// A whole number of at least `minimum`.
        case count(name: String, minimum: Int, maximum: Int = .max)
        /// A number of bytes, plain or with a unit (`64KB`, `32MiB`).
        case byteSize(name: String)
        /// One of a few words.
        case choice(name: String, [String])

        var valueName: String? {
            switch self {
            case .flag: nil
            case .text(let name), .count(let name, _, _), .byteSize(let name), .choice(let name, _): name
            }
        }
    }

    /// Without the leading dashes.
    var long: String
    var short: Character?
    var value: Value
    var help: String
    /// Shown as `(default: …)` after the help.
    var defaultDescription: String?

    init(_ long: String, short: Character? = nil, _ value: Value = .flag, help: String, default defaultDescription: String? = nil) {
        self.long = long
        self.short = short
        self.value = value
        self.help = help
        self.defaultDescription = defaultDescription
    }

    var isFlag: Bool { value == .flag }

    /// `--max-depth <n>` or `--strict`, as in usage lines and error messages.
    var synopsis: String {
        "--\(long)" + (value.valueName.map { " <\($0)>" } ?? "")
    }

    /// `-h, --help` or `--max-depth <n>`, as in the OPTIONS list.
    var label: String {
        (short.map { "-\($0), " } ?? "") + synopsis
    }

    static let help = OptionDeclaration("help", short: "h", help: "Show help information.")
    static let version = OptionDeclaration("version", help: "Show the version.")
}
