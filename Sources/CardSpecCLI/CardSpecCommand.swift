import CardSpecDiagnostics
import Foundation

/// The `cardspec` command: global options, `help`, and dispatch to subcommands.
public enum CardSpecCommand {
    /// The one place the version is written.
    public static let version = "0.1.0"

    static var subcommands: [any Subcommand.Type] { [CheckCommand.self, BuildCommand.self, ExplainCommand.self, SchemaCommand.self] }

    static let declaration = CommandDeclaration(
        path: ["cardspec"],
        abstract: "Validate and compile CardParts card specs.",
        options: [.version, .help],
        subcommands: subcommands.map { $0.declaration })

    /// Runs the command line and returns the process exit code.
    public static func main(arguments: [String]) -> Int32 {
        run(arguments: arguments, io: .process(environment: ProcessInfo.processInfo.environment)).rawValue
    }

    static func run(arguments: [String], io: CommandIO) -> ExitCode {
        var command = declaration
        do throws(UsageError) {
            guard case .arguments(let root) = try ArgumentParser.parse(arguments, for: command) else {
                return printed(HelpFormatter.help(for: command), io: io)
            }
            if root.isSet(.version) {
                return printed("cardspec \(version)\n", io: io)
            }
            guard let name = root.positionals.first else {
                // Bare `cardspec`: the help, but as a failed invocation.
                io.stderr.write(HelpFormatter.help(for: command))
                return .usageError
            }
            if name == "help" {
                return try help(root.remainder, io: io)
            }
            let subcommand = try self.subcommand(named: name)
            command = subcommand.declaration
            switch try ArgumentParser.parse(root.remainder, for: command) {
            case .help:
                return printed(HelpFormatter.help(for: command), io: io)
            case .arguments(let arguments):
                return try subcommand.run(arguments, io: io)
            }
        } catch {
            io.stderr.write("error: \(error.message)\n" + HelpFormatter.usageErrorFooter(for: command))
            return .usageError
        }
    }

    /// `cardspec help [SUBCOMMAND]`.
    private static func help(_ arguments: [String], io: CommandIO) throws(UsageError) -> ExitCode {
        if arguments.count > 1 { throw UsageError(message: "unexpected argument '\(arguments[1])'") }
        var command = declaration
        if let name = arguments.first, name != "help" { command = try subcommand(named: name).declaration }
        return printed(HelpFormatter.help(for: command), io: io)
    }

    /// Writes `text` (help, the version) to standard output: success, or, when it could
    /// not be written (a full disk, a closed pipe), a failure that says so, as every
    /// command's output does.
    private static func printed(_ text: String, io: CommandIO) -> ExitCode {
        io.stdout.write(text)
        guard let code = io.stdout.failure else { return .success }
        io.stderr.write("error: cannot write to standard output: \(errorDescription(code))\n")
        return .failure
    }

    private static func subcommand(named name: String) throws(UsageError) -> any Subcommand.Type {
        var names: [String] = []
        for subcommand in subcommands {
            if subcommand.declaration.name == name { return subcommand }
            names.append(subcommand.declaration.name)
        }
        if let suggestion = Suggestions.closest(to: name, in: names + ["help"]) {
            throw UsageError(message: "unknown subcommand '\(name)'; did you mean '\(suggestion)'?")
        }
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json") || name.contains("/") {
            throw UsageError(message: "unknown subcommand '\(name)'; to check it, run 'cardspec check \(name)'")
        }
        throw UsageError(message: "unknown subcommand '\(name)'")
    }
}
