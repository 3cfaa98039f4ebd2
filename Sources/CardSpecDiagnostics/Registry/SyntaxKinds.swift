// Diagnostics of the syntax stage: turning bytes into a positioned YAML/JSON tree.
extension DiagnosticKind {
    public static let yamlSyntax = DiagnosticKind(
        code: "yaml-syntax", stage: .syntax,
        summary: "The file is not well-formed YAML.",
        explanation: """
        libyaml could not parse the file. The message says what the parser expected and \
        the position is where it gave up, which is often just after the real mistake: look \
        at the line above too. Common causes are a tab used for indentation, a missing space \
        after a colon, an unclosed quote or bracket, and a value indented less than its key.
        """,
        wrong: "cards:\n  Summary:\n\tparts: []\n",
        right: "cards:\n  Summary:\n    parts: []\n")

    public static let jsonSyntax = DiagnosticKind(
        code: "json-syntax", stage: .syntax,
        summary: "A .json spec is not strict JSON (RFC 8259).",
        explanation: """
        Files named *.cards.json are read as JSON, and JSON is stricter than YAML: no \
        trailing commas, no comments, strings only in double quotes, no bare words other \
        than true, false and null, numbers without leading zeros or a leading plus. Write \
        the spec as *.cards.yaml if you want YAML's conveniences. One limit is cardspec's \
        own: an object key may be at most 1,024 characters long.
        """,
        wrong: "{\"cardspec\": 1, \"cards\": {},}\n",
        right: "{\"cardspec\": 1, \"cards\": {}}\n")

    public static let invalidEncoding = DiagnosticKind(
        code: "invalid-encoding", stage: .syntax,
        summary: "The file is not valid UTF-8.",
        explanation: """
        Specs are read as UTF-8. The position is the first byte that is not part of a valid \
        UTF-8 sequence (a Latin-1 byte, a truncated sequence, an overlong form or a \
        surrogate). UTF-16 and UTF-32 files, recognised by their byte-order mark, are \
        reported the same way: save the file as UTF-8.
        """,
        wrong: "title: Caf\\xE9   # Latin-1 byte E9\n",
        right: "title: Café      # UTF-8 bytes C3 A9\n")

    public static let controlCharacter = DiagnosticKind(
        code: "control-character", stage: .syntax,
        summary: "The file contains a control character such as NUL.",
        explanation: """
        YAML and JSON allow tab, line feed and carriage return but no other C0 control \
        character. YAML also refuses DEL, the C1 controls other than NEL (U+0080 to U+009F) \
        and the noncharacters U+FFFE and U+FFFF, which JSON allows inside strings. A NUL \
        byte usually means a binary file or a file saved in UTF-16. Inside a quoted string, \
        write the character as an escape (\\u0007) instead.
        """,
        wrong: "title: \"bell␇\"  # ␇ stands for a raw BEL byte (0x07) in the file\n",
        right: "title: \"bell\\u0007\"\n")

    public static let duplicateKey = DiagnosticKind(
        code: "duplicate-key", stage: .syntax,
        summary: "A mapping has the same key twice.",
        explanation: """
        YAML and JSON parsers disagree on which value wins when a key repeats (some keep \
        the first, most the last), so cardspec rejects the mapping. The note points at the \
        first occurrence. Merge keys (<<) are the one way to override a value on purpose.
        """,
        wrong: "cards:\n  Summary: {}\n  Summary: {}\n",
        right: "cards:\n  Summary: {}\n  Details: {}\n")

    public static let multipleDocuments = DiagnosticKind(
        code: "multiple-documents", stage: .syntax,
        summary: "The file holds more than one YAML document.",
        explanation: """
        A spec file is one document. A second `---` starts another document, which cardspec \
        would otherwise ignore silently. Split it into two files, or remove the separator.
        """,
        wrong: "cardspec: 1\n---\ncards: {}\n",
        right: "cardspec: 1\ncards: {}\n")

    public static let undefinedAlias = DiagnosticKind(
        code: "undefined-alias", stage: .syntax,
        summary: "An alias names an anchor that is not defined before it.",
        explanation: """
        `*name` refers to a node marked `&name` earlier in the same file. Anchors must come \
        before their aliases; a later anchor with the same name replaces the earlier one.
        """,
        wrong: "margins: *cardMargins\n",
        right: "base: &cardMargins {top: 8, left: 8, bottom: 8, right: 8}\nmargins: *cardMargins\n")

    public static let aliasExpansionLimit = DiagnosticKind(
        code: "alias-expansion-limit", stage: .syntax,
        summary: "Aliases expand to more nodes than the limit allows.",
        explanation: """
        Each alias stands for a copy of its anchored node. Nested aliases multiply, so a few \
        lines can stand for billions of nodes (the "billion laughs" attack). cardspec counts \
        the nodes aliases add and stops at the limit (--max-alias-expansion, default \
        100,000), far above what any real spec uses.
        """,
        wrong: "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n# ... nine levels deep\n",
        right: "# Write the values out, or reuse them with tokens.\n")

    public static let invalidMerge = DiagnosticKind(
        code: "invalid-merge", stage: .syntax,
        summary: "A merge key (<<) does not merge a mapping.",
        explanation: """
        `<<: *anchor` copies the keys of the anchored mapping into this one (keys written \
        here win). Its value must be a mapping or a list of mappings, usually aliases.
        """,
        wrong: "base: &base [1, 2]\ncard:\n  <<: *base\n",
        right: "base: &base {kind: cards}\ncard:\n  <<: *base\n")

    public static let nestingTooDeep = DiagnosticKind(
        code: "nesting-too-deep", stage: .syntax,
        summary: "Collections are nested deeper than the limit allows.",
        explanation: """
        No real spec nests more than a few dozen levels, and very deep nesting makes \
        parsers slow (libyaml is quadratic in flow nesting) or exhausts the stack. cardspec \
        stops at the limit (--max-depth, default 256) and points at the first node too deep.
        """,
        wrong: "parts: [[[[[[[[ ... ]]]]]]]]   # thousands of levels\n",
        right: "parts: [{text: {text: Hello}}]\n")

    public static let fileTooLarge = DiagnosticKind(
        code: "file-too-large", stage: .syntax,
        summary: "The file is larger than the input size limit.",
        explanation: """
        Real specs are a few kilobytes; a file over the limit (--max-file-size, default \
        32 MiB) is most likely not a spec at all, and reading it would cost memory and time. \
        Split large specs, or raise the limit.
        """,
        wrong: "# a 50 MB generated file\n",
        right: "# several files of a few KB, one per feature\n")

    public static let scalarTooLong = DiagnosticKind(
        code: "scalar-too-long", stage: .syntax,
        summary: "A single value is longer than the scalar length limit.",
        explanation: """
        No value in a real spec (a title, a name, a format string) comes near the limit \
        (--max-scalar-length, default 1 MiB, counted in bytes of UTF-8 once quotes and \
        escapes are read). A value that long is most likely pasted data or a file that is \
        not a spec, and every later stage, and every report that quotes it, would carry it. \
        The position is where the value starts. Shorten it, or raise the limit.
        """,
        wrong: "title: \"...two million characters...\"\n",
        right: "title: \"Budgets\"\n")

    public static let unsupportedTag = DiagnosticKind(
        code: "unsupported-tag", stage: .syntax,
        summary: "A YAML tag that cardspec does not understand.",
        explanation: """
        cardspec reads the YAML 1.2 core schema. The standard tags !!str, !!int, !!float, \
        !!bool, !!null, !!seq and !!map are understood, and a scalar whose text does not fit \
        its tag (!!int abc) is an error too. Custom tags such as !Ref have no meaning in a \
        spec; use a reference ($model.x) instead.
        """,
        wrong: "title: !Ref greeting\n",
        right: "title: $model.greeting\n")

    public static let syntaxKinds: [DiagnosticKind] = [
        .yamlSyntax, .jsonSyntax, .invalidEncoding, .controlCharacter, .duplicateKey,
        .multipleDocuments, .undefinedAlias, .aliasExpansionLimit, .invalidMerge,
        .nestingTooDeep, .fileTooLarge, .scalarTooLong, .unsupportedTag,
    ]
}
