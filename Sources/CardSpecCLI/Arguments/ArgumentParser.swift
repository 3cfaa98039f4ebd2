import CardSpecDiagnostics

/// A command line that does not fit its declaration. Printed with the command's usage
/// and a pointer to its help; the process exits with status 2.
struct UsageError: Error, Equatable {
    var message: String
}

/// What a command line said, checked against the command's declaration.
struct ParsedArguments: Equatable {
    enum Value: Equatable {
        case flag
        case text(String)
        case number(Int)
    }

    /// Positional arguments, in order.
    var positionals: [String] = []
    /// For a command with subcommands: the subcommand's name is the only positional,
    /// and everything after it is left here for the subcommand to parse.
    var remainder: [String] = []
    /// By long name; the last occurrence of an option wins.
    var values: [String: Value] = [:]

    func isSet(_ option: OptionDeclaration) -> Bool { values[option.long] != nil }

    func text(_ option: OptionDeclaration) -> String? {
        if case .text(let text)? = values[option.long] { return text }
        return nil
    }

    func number(_ option: OptionDeclaration) -> Int? {
        if case .number(let number)? = values[option.long] { return number }
        return nil
    }
}

enum ParseOutcome: Equatable {
    case help
    case arguments(ParsedArguments)
}

/// Parses a command line against a declaration, the conventional way:
/// `--flag`, `--option value`, `--option=value`, `-h` (short options may be bundled and
/// a short option's value may follow it directly), `--` ends the options, `-` is a
/// positional, and `-h`/`--help` anywhere before `--` asks for help whatever else is
/// there. A command with subcommands stops at its first positional, the subcommand.
enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandDeclaration) throws(UsageError) -> ParseOutcome {
        if wantsHelp(arguments, for: command) { return .help }
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !isOptionLike(argument) {
                result.positionals.append(argument)
                if !command.subcommands.isEmpty {
                    result.remainder = Array(arguments[index...])
                    break
                }
                continue
            }
            if argument == "--" {
                optionsEnded = true
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
                guard let option = command.option(named: name) else {
                    throw unknownOption("--" + name, in: command)
                }
                if option.isFlag {
                    guard inline == nil else { throw UsageError(message: "'--\(name)' does not take a value") }
                    result.values[option.long] = .flag
                } else {
                    var raw = inline ?? ""
                    if inline == nil { raw = try nextValue(arguments, &index, for: option) }
                    result.values[option.long] = try validate(raw, for: option)
                }
            } else {
                // A bundle of short options: -h, -abc, -n5, -n 5.
                var characters = argument.dropFirst()[...]
                while let character = characters.popFirst() {
                    guard let option = command.option(short: character) else {
                        // `-strict` is most likely `--strict` with a dash missing.
                        if argument.count > 2, let long = closestLongOption(to: "-" + argument, in: command) {
                            throw UsageError(message: "unknown option '\(argument)'; did you mean '\(long)'?")
                        }
                        throw UsageError(message: "unknown option '-\(character)'")
                    }
                    if option.isFlag {
                        result.values[option.long] = .flag
                    } else {
                        var raw = String(characters)
                        if raw.isEmpty { raw = try nextValue(arguments, &index, for: option) }
                        result.values[option.long] = try validate(raw, for: option)
                        break
                    }
                }
            }
        }
        // `-h` bundled with other short options.
        if result.values[OptionDeclaration.help.long] != nil, command.options.contains(.help) { return .help }
        try checkPositionals(result.positionals, for: command)
        return .arguments(result)
    }

    private static func wantsHelp(_ arguments: [String], for command: CommandDeclaration) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
            // Help after a subcommand's name is the subcommand's.
            if !command.subcommands.isEmpty, !isOptionLike(argument) { return false }
        }
        return false
    }

    /// `-` alone is a positional (standard input); so is a negative number, which can
    /// only be a value.
    private static func isOptionLike(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        return !isNegativeNumber(argument)
    }

    private static func isNegativeNumber(_ argument: String) -> Bool {
        let digits = argument.dropFirst()
        return argument.hasPrefix("-") && !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
    }

    private static func nextValue(_ arguments: [String], _ index: inout Int, for option: OptionDeclaration) throws(UsageError) -> String {
        guard index < arguments.count, !isOptionLike(arguments[index]) else {
            throw UsageError(message: "missing value for '\(option.synopsis)'")
        }
        defer { index += 1 }
        return arguments[index]
    }

    static func validate(_ raw: String, for option: OptionDeclaration) throws(UsageError) -> ParsedArguments.Value {
        func invalid(_ expectation: String) -> UsageError {
            UsageError(message: "invalid value '\(raw)' for '\(option.synopsis)': \(expectation)")
        }
        switch option.value {
        case .flag:
            return .flag
        case .text:
            guard !raw.isEmpty else { throw invalid("expected a non-empty value") }
            return .text(raw)
        case .count(_, let minimum, let maximum):
            let expected = maximum < .max ? "expected a whole number from \(minimum) to \(maximum)"
                : minimum > 0 ? "expected a whole number of at least \(minimum)" : "expected a whole number"
            guard !raw.isEmpty, raw.allSatisfy(\.isASCIIDigit), let number = Int(raw),
                  number >= minimum, number <= maximum else {
                throw invalid(expected)
            }
            return .number(number)
        case .byteSize:
            guard let bytes = ByteCount.parse(raw) else {
                throw invalid("expected a size in bytes, such as 1048576, 64KB or 32MiB")
            }
            return .number(bytes)
        case .choice(_, let choices):
            guard choices.contains(raw) else {
                if let suggestion = Suggestions.closest(to: raw, in: choices) {
                    throw UsageError(message: "invalid value '\(raw)' for '\(option.synopsis)'; did you mean '\(suggestion)'?")
                }
                throw invalid("expected " + listing(choices.map { "'\($0)'" }, conjunction: "or"))
            }
            return .text(raw)
        }
    }

    private static func unknownOption(_ name: String, in command: CommandDeclaration) -> UsageError {
        if let suggestion = closestLongOption(to: name, in: command) {
            return UsageError(message: "unknown option '\(name)'; did you mean '\(suggestion)'?")
        }
        return UsageError(message: "unknown option '\(name)'")
    }

    private static func closestLongOption(to name: String, in command: CommandDeclaration) -> String? {
        let candidates = command.options.map { "--" + $0.long }
        return candidates.contains(name) ? name : Suggestions.closest(to: name, in: candidates)
    }

    private static func checkPositionals(_ positionals: [String], for command: CommandDeclaration) throws(UsageError) {
        if !command.subcommands.isEmpty { return }
        var remaining = positionals[...]
        for argument in command.arguments {
            if remaining.isEmpty {
                guard argument.isOptional else {
                    throw UsageError(message: "missing expected argument '\(argument.usage)'")
                }
                return
            }
            if argument.isRepeating {
                remaining.removeAll()
            } else {
                remaining.removeFirst()
            }
        }
        if let extra = remaining.first {
            throw UsageError(message: "unexpected argument '\(extra)'")
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
