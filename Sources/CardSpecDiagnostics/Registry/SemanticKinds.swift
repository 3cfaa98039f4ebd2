// Diagnostics of the semantic stage: the spec checked against the component catalog.
extension DiagnosticKind {
    public static let unknownPart = DiagnosticKind(
        code: "unknown-part", stage: .semantic,
        summary: "A part kind that the component library does not have.",
        explanation: """
        Each part kind names one class of the library: `text` is CardPartTextView, `stack` \
        is CardPartStackView. The message suggests the closest kind, and the kind for a \
        class name written instead (`CardPartTextView` -> `text`). With the JSON Schema, \
        an editor completes part kinds as you type.
        """,
        wrong: "parts:\n  - txt: {text: Hello}\n",
        right: "parts:\n  - text: {text: Hello}\n")

    public static let unknownProperty = DiagnosticKind(
        code: "unknown-property", stage: .semantic,
        summary: "A property that this part, theme, trait, screen or sheet does not have.",
        explanation: """
        Properties are checked against the catalog of the library, read from its source. \
        A misspelled property would otherwise be dropped from the generated code without \
        a word. The note lists the properties that exist.
        """,
        wrong: "- text: {txt: Hello}\n",
        right: "- text: {text: Hello}\n")

    public static let unknownTrait = DiagnosticKind(
        code: "unknown-trait", stage: .semantic,
        summary: "A card trait that the library does not have.",
        explanation: """
        Traits are the library's card protocols: shadow, rounded, border, gradient, \
        editable, hidden, transparent, noTopBottomMargins, customMargin, and the \
        longPress and visibility delegates.
        """,
        wrong: "traits:\n  roundd: 10\n",
        right: "traits:\n  rounded: 10\n")

    public static let unknownEnumCase = DiagnosticKind(
        code: "unknown-enum-case", stage: .semantic,
        summary: "A value that is not a case of the property's enum.",
        explanation: """
        Enum properties take one of their cases by name (`type: title`). Cases with \
        associated values are written as a one-key mapping: \
        `format: {currency: {maxLength: 6}}`. The note lists the cases.
        """,
        wrong: "- text: {type: heading}\n",
        right: "- text: {type: header}\n")

    public static let typeMismatch = DiagnosticKind(
        code: "type-mismatch", stage: .semantic,
        summary: "A value of the wrong type for its property.",
        explanation: """
        The message names the type the property has and the type of the value written. \
        YAML 1.2 reads only true and false as booleans: `yes`, `no`, `on` and `off` are \
        strings. Colors are "#RRGGBB" strings or UIColor names; fonts, insets, sizes and \
        points are mappings (see docs/spec-language.md, "Value types").
        """,
        wrong: "- switch: {isOn: yes}\n",
        right: "- switch: {isOn: true}\n")

    public static let invalidLiteral = DiagnosticKind(
        code: "invalid-literal", stage: .semantic,
        summary: "A color, font, URL or other value written in a form the language does not read.",
        explanation: """
        Colors are "#RGB", "#RRGGBB" or "#RRGGBBAA" (quote them in YAML: # starts a \
        comment) or a UIColor name such as lightGray; fonts are {system: 14, weight: bold} \
        or {name: HelveticaNeue, size: 14}; URLs are absolute; sizes are \
        {width: 10, height: 20}. The message says which form was expected.
        """,
        wrong: "- text: {textColor: \"#12345\"}\n",
        right: "- text: {textColor: \"#123456\"}\n")

    public static let valueOutOfRange = DiagnosticKind(
        code: "value-out-of-range", stage: .semantic,
        summary: "A number outside the range its property allows.",
        explanation: """
        Some properties only make sense in a range: an alpha or shadow opacity between 0 \
        and 1, a bar's percent between 0 and 1, a slider's value between its minimum and \
        maximum, a spacer's height above 0. UIKit would clamp or misdraw such values.
        """,
        wrong: "- bar: {percent: 1.5}\n",
        right: "- bar: {percent: 0.75}\n")

    public static let missingArgument = DiagnosticKind(
        code: "missing-argument", stage: .semantic,
        summary: "A part, trait or enum case lacks a value it cannot do without.",
        explanation: """
        Some parts take required initializer arguments (a spacer's height, a paged view's \
        pages and height, a map's location, a video's URL); some traits need an action \
        (`editable` calls `onEdit`); cases with associated values need each of them. Some \
        events fire only with certain settings of their part, and an event without them \
        never fires: a title's `onMenu` needs `type: titleWithMenu`, `menuTitle` and \
        `menuOptions`; its `onActionButton` needs `type: titleWithActionableButton`.
        """,
        wrong: "- spacer\n",
        right: "- spacer: {height: 10}\n")

    public static let undefinedReference = DiagnosticKind(
        code: "undefined-reference", stage: .semantic,
        summary: "A $model, $param, $item, token or $theme reference to nothing.",
        explanation: """
        `$model.x` must name a property of the card's `model`, `$param.x` one of its \
        `parameters`, `$color.x` (and the other token namespaces) a token of that \
        category, `$theme.x` a theme property, and `$item.x` a field of the row type.
        """,
        wrong: "model: {title: String}\nparts:\n  - text: {text: $model.titel}\n",
        right: "model: {title: String}\nparts:\n  - text: {text: $model.title}\n")

    public static let undefinedName = DiagnosticKind(
        code: "undefined-name", stage: .semantic,
        summary: "A card, theme or type named but not declared.",
        explanation: """
        Screens list cards by name, bottom sheets name their content card, `theme:` and a \
        theme's `base` name themes, and model types name item types. Each must be \
        declared in the file (or be built in, like the `mint` and `turbo` themes).
        """,
        wrong: "screens:\n  Home: {cards: [Summry]}\ncards:\n  Summary: {parts: []}\n",
        right: "screens:\n  Home: {cards: [Summary]}\ncards:\n  Summary: {parts: []}\n")

    public static let bindingMismatch = DiagnosticKind(
        code: "binding-mismatch", stage: .semantic,
        summary: "A model property bound to a part property of another type.",
        explanation: """
        Binding `$model.x` to a part property generates \
        `viewModel.x.asObservable().bind(to: part.rx.y)`, which compiles only when the \
        model property's type is what the binder takes. The message names both types.
        """,
        wrong: "model: {spent: String}\nparts:\n  - bar: {percent: $model.spent}\n",
        right: "model: {spent: Double}\nparts:\n  - bar: {percent: $model.spent}\n")

    public static let notBindable = DiagnosticKind(
        code: "not-bindable", stage: .semantic,
        summary: "A reference to the model on a property that cannot be bound.",
        explanation: """
        Only properties with an Rx binder (declared by the library, or a writable UIKit \
        property) can follow a model property. Initializer arguments, for example, are \
        fixed when the part is made: set them to a literal or a token.
        """,
        wrong: "model: {kind: CardPartTextType}\nparts:\n  - text: {type: $model.kind}\n",
        right: "parts:\n  - text: {type: title}\n")

    public static let notAControl = DiagnosticKind(
        code: "not-a-control", stage: .semantic,
        summary: "A two-way binding on a property that the user cannot change.",
        explanation: """
        `{twoWay: $model.x}` writes the user's changes back into the model. Only control \
        properties change that way (a text field's text, a switch's isOn, a slider's \
        value); everything else binds one way with a plain `$model.x`.
        """,
        wrong: "- text: {text: {twoWay: $model.title}}\n",
        right: "- text: {text: $model.title}\n")

    public static let notInRow = DiagnosticKind(
        code: "not-in-row", stage: .semantic,
        summary: "Something a row template cannot have: a $model or $param reference, an event, or $item passed to an initializer.",
        explanation: """
        A table's or collection's row template (`row`, `cell`) becomes a cell that shows \
        one item of the list. The cell has no view model, no parameters and no actions of \
        the card's: show the row's item with `$item.x` instead of `$model.x` or \
        `$param.x`, and handle a tap on the row with the list's `onSelect`, which receives \
        the item, instead of an event of a part in the cell. The cell also makes its parts \
        once and reuses them for every row, so a property passed to a part's initializer \
        (a progress bar's `currentValue`, a title's `type`) cannot follow `$item.x`: write \
        a literal or a token there.
        """,
        wrong: "model: {rows: \"[Row]\"}\nparts:\n  - table:\n      items: $model.rows\n      cell:\n        - button: {title: $item.name, onTap: openRow}\n",
        right: "model: {rows: \"[Row]\"}\nparts:\n  - table:\n      items: $model.rows\n      onSelect: openRow\n      cell:\n        - button: {title: $item.name}\n")

    public static let invalidState = DiagnosticKind(
        code: "invalid-state", stage: .semantic,
        summary: "A state that does not exist, is defined twice, or is used without parts.",
        explanation: """
        Card states are the library's built-in states (none, empty, loading, hasData) \
        and custom states written `custom(name)`. Each state's parts are defined once \
        (`parts:` is the state `none`); an `onTap` for a state that shows no parts never \
        fires; a card whose `state` is bound to a model property needs that property to \
        be a CardState.
        """,
        wrong: "states:\n  hasDta:\n    - text: {text: Loaded}\n",
        right: "states:\n  hasData:\n    - text: {text: Loaded}\n")

    public static let invalidName = DiagnosticKind(
        code: "invalid-name", stage: .semantic,
        summary: "A name that cannot become a Swift identifier, or that collides with another.",
        explanation: """
        Cards, screens, themes, types, model properties, parameters and part ids become \
        Swift type and property names. They must be identifiers, must not be Swift \
        keywords, and must not collide: two generated types or two properties with one \
        name would not compile. The types generated for a declaration count too (cards \
        `Summary` and `SummaryCard` both make `SummaryCardController`; a type `Tokens` \
        takes the tokens enum's name without a `module`), and none may take a name the \
        generated code uses from the SDK (`UIColor`, `Date`, `CardState`, `CardParts`, \
        `Observable`), which it would shadow.
        """,
        wrong: "cards:\n  class: {parts: []}\n",
        right: "cards:\n  ClassSchedule: {parts: []}\n")

    public static let misplacedPart = DiagnosticKind(
        code: "misplaced-part", stage: .semantic,
        summary: "A part in a place where it cannot stand.",
        explanation: """
        Some parts only work inside others: a `label` (CardPartLabel) is not a card part \
        and only lives in a stack; a `tableCell` only in a table's `row`; a paged view's \
        pages are stacks. The message says where the part may go.
        """,
        wrong: "parts:\n  - label: {text: Hi}\n",
        right: "parts:\n  - stack:\n      parts:\n        - label: {text: Hi}\n")

    public static let themeCycle = DiagnosticKind(
        code: "theme-cycle", stage: .semantic,
        summary: "Themes that are each other's base.",
        explanation: """
        A theme starts from its base and changes some properties. When themes name each \
        other as bases (directly or through others), no theme has a starting point.
        """,
        wrong: "themes:\n  A: {base: B}\n  B: {base: A}\ntheme: B\n",
        right: "themes:\n  A: {base: mint}\n  B: {base: A}\ntheme: B\n")

    public static let unused = DiagnosticKind(
        code: "unused", stage: .semantic, severity: .warning,
        summary: "A card, theme, token, type or model property that nothing uses.",
        explanation: """
        Declarations that nothing refers to are usually left over from an edit or a typo \
        in the place that should use them. Cards are used by screens and bottom sheets, \
        themes by `theme:` or another theme's base, tokens and model properties by \
        references, types by model properties.
        """,
        wrong: "tokens:\n  color: {brand: \"#0077C5\"}\ncards:\n  Summary:\n    parts:\n      - text: {text: Hi}\n",
        right: "tokens:\n  color: {brand: \"#0077C5\"}\ncards:\n  Summary:\n    parts:\n      - text: {text: Hi, textColor: $color.brand}\n")

    public static let semanticKinds: [DiagnosticKind] = [
        .unknownPart, .unknownProperty, .unknownTrait, .unknownEnumCase, .typeMismatch,
        .invalidLiteral, .valueOutOfRange, .missingArgument, .undefinedReference, .undefinedName,
        .bindingMismatch, .notBindable, .notAControl, .notInRow, .invalidState, .invalidName,
        .misplacedPart, .themeCycle, .unused,
    ]
}
