// Diagnostics of the configuration stage: the project configuration file `.cardspec.yml`
// and the `# cardspec:` suppression comments in specs.
extension DiagnosticKind {
    public static let configUnknownKey = DiagnosticKind(
        code: "config-unknown-key", stage: .configuration,
        summary: "A key that `.cardspec.yml` does not have.",
        explanation: """
        A configuration file is a mapping with the keys `disabled`, `severity`, `exclude`, \
        `strict` and `max-warnings` (see docs/configuration.md; the note lists them). \
        Another key is reported, never ignored: a misspelled `exclude` would quietly check \
        every file it was meant to skip.
        """,
        wrong: "exlude:\n  - Generated/**\n",
        right: "exclude:\n  - Generated/**\n")

    public static let configWrongKind = DiagnosticKind(
        code: "config-wrong-kind", stage: .configuration,
        summary: "A setting of `.cardspec.yml` with a value of the wrong kind.",
        explanation: """
        The file is a mapping; `disabled` and `exclude` take lists, `severity` a mapping \
        from codes to severities, `strict` `true` or `false`, and `max-warnings` a whole \
        number of at least 0. A key left empty counts as not set. YAML 1.2, which cardspec \
        reads, takes `yes` and `no` for strings: write `true` and `false`.
        """,
        wrong: "disabled: unused\n",
        right: "disabled: [unused]\n")

    public static let configUnknownCode = DiagnosticKind(
        code: "config-unknown-code", stage: .configuration,
        summary: "A diagnostic code in `.cardspec.yml` that cardspec does not have.",
        explanation: """
        The entries of `disabled` and the keys of `severity` are diagnostic codes, as \
        printed in brackets at the end of each diagnostic and listed by \
        `cardspec explain --list`. A misspelled code would leave its diagnostic as it was \
        while the file says otherwise, so it is an error.
        """,
        wrong: "disabled: [unsued]\n",
        right: "disabled: [unused]\n")

    public static let configUnconfigurableCode = DiagnosticKind(
        code: "config-unconfigurable-code", stage: .configuration,
        summary: "A diagnostic code that configuration cannot disable or change.",
        explanation: """
        The codes of the syntax stage mean a file could not be read reliably, so nothing \
        reported about it can be trusted: they are always errors, and neither \
        `.cardspec.yml` nor a suppression comment can change that. Nor can the \
        configuration file's own diagnostics be configured. Every code of the structure \
        and semantic stages can be, and so can `invalid-suppression` and \
        `unused-suppression`.
        """,
        wrong: "disabled: [duplicate-key, unused]\n",
        right: "disabled: [unused]\n")

    public static let configDuplicateCode = DiagnosticKind(
        code: "config-duplicate-code", stage: .configuration,
        summary: "A diagnostic code configured twice in `.cardspec.yml`.",
        explanation: """
        Each code may be configured once: listed in `disabled`, or as a key of `severity`. \
        A code in both places, or twice in `disabled`, leaves a reader to guess which \
        setting wins; the note points at the first. To turn a code off with the other \
        severities, write `off` in `severity`.
        """,
        wrong: "disabled: [unused]\nseverity:\n  unused: error\n",
        right: "severity:\n  unused: error\n")

    public static let configInvalidSeverity = DiagnosticKind(
        code: "config-invalid-severity", stage: .configuration,
        summary: "A severity other than `error`, `warning`, `note` or `off`.",
        explanation: """
        The values of `severity` are `error` (reported, and the check fails), `warning` \
        (reported; fails the check only with `--strict` or past `--max-warnings`), `note` \
        (reported, never counted) and `off` (not reported, as if listed in `disabled`).
        """,
        wrong: "severity:\n  unused: warn\n",
        right: "severity:\n  unused: warning\n")

    public static let configInvalidGlob = DiagnosticKind(
        code: "config-invalid-glob", stage: .configuration,
        summary: "An `exclude` pattern that is not a valid glob.",
        explanation: """
        A pattern is a path relative to the directory of the configuration file, with `*` \
        for any characters but `/`, `?` for one character, `[abc]`, `[a-z]` and `[!abc]` \
        for one character of a set, and `**` as a whole path segment for any number of \
        directories; a backslash makes the next character literal. It cannot start with \
        `/` or contain a `..` segment, since it never reaches outside its directory.
        """,
        wrong: "exclude:\n  - Generated/**.cards.yaml\n",
        right: "exclude:\n  - Generated/**/*.cards.yaml\n")

    public static let invalidSuppression = DiagnosticKind(
        code: "invalid-suppression", stage: .configuration, severity: .warning,
        summary: "A `# cardspec:` comment that is not a valid suppression.",
        explanation: """
        A comment line that starts with `cardspec:` and a word is a suppression. \
        `# cardspec:disable-next-line CODE...` suppresses the codes on the next line that \
        is not blank or a comment, and `# cardspec:disable-file CODE...` suppresses them in \
        the whole file; `all` stands for every code that can be suppressed, and text after \
        ` -- ` is a reason for readers. An unknown directive or code, a directive without \
        codes, or a code that cannot be suppressed (syntax errors, and these warnings about \
        suppressions, which `.cardspec.yml` can turn off) is reported, and the comment \
        suppresses only its valid codes.
        """,
        wrong: "cards:\n  # cardspec:disable-next-line unsued\n  Draft:\n    parts: []\n",
        right: "cards:\n  # cardspec:disable-next-line unused\n  Draft:\n    parts: []\n")

    public static let unusedSuppression = DiagnosticKind(
        code: "unused-suppression", stage: .configuration, severity: .warning,
        summary: "A suppression comment that suppresses nothing.",
        explanation: """
        A code in a `# cardspec:disable-next-line` or `# cardspec:disable-file` comment \
        that matches no diagnostic is left over from a problem since fixed, or sits above \
        the wrong line; either way it would hide the next problem of its kind for no \
        reason. The fix-it says what to remove. In a file with syntax errors, suppression \
        comments are ignored and none is reported as unused.
        """,
        wrong: "screens:\n  Home: {cards: [Summary]}\ncards:\n  # cardspec:disable-next-line unused\n  Summary:\n    parts: []\n",
        right: "screens:\n  Home: {cards: [Summary]}\ncards:\n  Summary:\n    parts: []\n")

    public static let tooManyDiagnostics = DiagnosticKind(
        code: "too-many-diagnostics", stage: .configuration, severity: .note,
        summary: "A file has more diagnostics than the report shows for one file.",
        explanation: """
        A file with thousands of problems (often not a spec at all, or a generated file \
        gone wrong) would bury the rest of the report. After the first diagnostics of a \
        file (--max-diagnostics-per-file, default 1,000, in report order) this one note \
        counts the rest by severity and points at the first one left out. The summary and \
        the exit status still count them all. Fix the first ones and check again, or raise \
        the limit. It follows from the command line, so neither `.cardspec.yml` nor a \
        suppression comment can change it.
        """,
        wrong: "# 5,000 cards, each with an unknown part\n",
        right: "# cardspec check --max-diagnostics-per-file 10000 Huge.cards.yaml\n")

    public static let configurationKinds: [DiagnosticKind] = [
        .configUnknownKey, .configWrongKind, .configUnknownCode, .configUnconfigurableCode,
        .configDuplicateCode, .configInvalidSeverity, .configInvalidGlob,
        .invalidSuppression, .unusedSuppression, .tooManyDiagnostics,
    ]

    /// Whether a `# cardspec:` comment may suppress it: what the structure and semantic
    /// stages report. Never a syntax error (the file cannot be trusted), nor a warning
    /// about the comments themselves.
    public var isSuppressible: Bool { stage == .structure || stage == .semantic }

    /// Whether `.cardspec.yml` may disable it or change its severity: what comments may
    /// suppress, and the warnings about suppression comments.
    public var isConfigurable: Bool {
        isSuppressible || self == .invalidSuppression || self == .unusedSuppression
    }
}
