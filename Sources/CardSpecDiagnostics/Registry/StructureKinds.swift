// Diagnostics of the structure stage: lowering the tree into the spec model.
extension DiagnosticKind {
    public static let emptySpec = DiagnosticKind(
        code: "empty-spec", stage: .structure,
        summary: "The file has no content.",
        explanation: """
        A spec file must hold a mapping that starts with the language version, \
        `cardspec: 1`. An empty file, or one with only comments, is most likely a mistake \
        (a file saved before it was written, or the wrong file picked up by a glob).
        """,
        wrong: "# TODO\n",
        right: "cardspec: 1\ncards: {}\n")

    public static let unsupportedVersion = DiagnosticKind(
        code: "unsupported-version", stage: .structure,
        summary: "The spec is written for a language version this cardspec does not know.",
        explanation: """
        `cardspec:` names the version of the spec language the file is written in. This \
        cardspec reads version 1. A newer version needs a newer cardspec.
        """,
        wrong: "cardspec: 2\n",
        right: "cardspec: 1\n")

    public static let unknownKey = DiagnosticKind(
        code: "unknown-key", stage: .structure,
        summary: "A key that has no meaning at this place in a spec.",
        explanation: """
        Every mapping in the spec language has a fixed set of keys (the note lists them). \
        An unknown key is usually a typo, and cardspec never ignores one silently: a \
        misspelled `traits` would otherwise drop every trait of the card.
        """,
        wrong: "cards:\n  Summary:\n    trait: {rounded: {cornerRadius: 8}}\n",
        right: "cards:\n  Summary:\n    traits: {rounded: {cornerRadius: 8}}\n")

    public static let wrongKind = DiagnosticKind(
        code: "wrong-kind", stage: .structure,
        summary: "A list, mapping or scalar where another kind of node belongs.",
        explanation: """
        The spec language expects a mapping in some places (`cards:` maps names to cards), \
        a list in others (a state's parts), and a single value elsewhere. The message says \
        what was expected and what was found.
        """,
        wrong: "cards:\n  - Summary\n",
        right: "cards:\n  Summary:\n    parts: []\n")

    public static let missingKey = DiagnosticKind(
        code: "missing-key", stage: .structure,
        summary: "A key that must be present is missing.",
        explanation: """
        Some keys are required: `cardspec:` at the top of every file, `type:` of a model \
        property written as a mapping, `card:` of a card used with arguments. The \
        position is the start of the mapping that lacks the key.
        """,
        wrong: "cards: {}\n",
        right: "cardspec: 1\ncards: {}\n")

    public static let invalidReference = DiagnosticKind(
        code: "invalid-reference", stage: .structure,
        summary: "A `$` value that is not a well-formed reference, or a reference where none is allowed.",
        explanation: """
        A string that starts with `$` and a letter is a reference: `$model.name`, \
        `$theme.name`, `$color.name`, `$font.name`, `$number.name`, `$insets.name`, \
        `$param.name` or `$item.name`, always the whole value. Write `$$` for a literal \
        dollar sign before a letter; `$1,200` needs no escape. Tokens, model initial \
        values and types hold literals only, and themes, screens and bottom sheets cannot \
        read a card's model.
        """,
        wrong: "- text: {text: $modle.title}\n",
        right: "- text: {text: $model.title}\n")

    public static let invalidValue = DiagnosticKind(
        code: "invalid-value", stage: .structure,
        summary: "A value the spec language does not accept here.",
        explanation: """
        Some values are part of the language itself: the screen kinds (`cards`, \
        `fullScreen`), the token categories, state names (`hasData`, `custom(name)`), type \
        expressions (`String`, `[Transaction]`, `Double?`), and names of cards, actions and \
        parts, which must be identifiers. The message says what is accepted.
        """,
        wrong: "screens:\n  Home:\n    kind: list\n",
        right: "screens:\n  Home:\n    kind: cards\n")

    public static let malformedPart = DiagnosticKind(
        code: "malformed-part", stage: .structure,
        summary: "A part is not written as a mapping with one key, the part kind.",
        explanation: """
        A part is written `- kind: {properties}` (or just `- kind` when it has no \
        properties): a mapping with exactly one key, the part kind, whose value holds \
        the part's properties. Two keys usually mean the properties were written beside \
        the kind instead of under it.
        """,
        wrong: "parts:\n  - text:\n    type: title\n",
        right: "parts:\n  - text:\n      type: title\n")

    public static let structureKinds: [DiagnosticKind] = [
        .emptySpec, .unsupportedVersion, .unknownKey, .wrongKind, .missingKey,
        .invalidReference, .invalidValue, .malformedPart,
    ]
}
