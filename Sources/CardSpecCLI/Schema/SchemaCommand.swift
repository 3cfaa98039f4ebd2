import CardSpecCatalog
import CardSpecGenerators

/// `cardspec schema`: prints the JSON Schema of the spec language, generated from the
/// catalog. `Schemas/cardspec.schema.json` is its output, kept equal by a test.
enum SchemaCommand: Subcommand {
    static let declaration = CommandDeclaration(
        path: ["cardspec", "schema"],
        abstract: "Print the JSON Schema of the spec language.",
        discussion: """
            Prints a JSON Schema (draft 2020-12) of cardspec's spec files, generated from \
            the catalog of CardParts: every part, property, trait, theme property and enum \
            case, with descriptions. Point a YAML language server at it for completion, \
            hover documentation and a first check as you type; 'cardspec check' still \
            checks what a schema cannot (references, bindings, names). \
            Schemas/cardspec.schema.json is this output; see docs/json-schema.md.
            """,
        options: [.help],
        extraSections: [
            HelpSection(title: "Examples", body: """
                  cardspec schema > Schemas/cardspec.schema.json
                """),
        ])

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> ExitCode {
        io.stdout.write(SpecSchemaGenerator(catalog: .cardParts).text())
        if let code = io.stdout.failure {
            io.stderr.write("error: cannot write to standard output: \(errorDescription(code))\n")
            return .failure
        }
        return .success
    }
}
