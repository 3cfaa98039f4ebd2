extension SyntaxNode {
    /// What a scalar means under the YAML 1.2 core schema (JSON's values are a subset);
    /// nil for a collection. Quoted, literal and folded scalars are strings; plain ones
    /// are resolved by their text; a standard tag (`!!str`, `!!int`, ...) decides by
    /// itself. A scalar whose tag the parser reported (unknown tag, or text that does not
    /// fit its tag) is read as if it had no tag. Computed on each access; cheap.
    public var scalarValue: ScalarValue? {
        guard case .scalar(let text, let style) = content else { return nil }
        switch CoreSchema.resolve(text, style: style, tag: tag) {
        case .value(let value): return value
        case .invalid, .unsupportedTag: return CoreSchema.resolve(text, style: style, tag: nil).value
        }
    }

    /// True for a plain, untagged `yes`, `no`, `on`, `off`, `y` or `n` in any case: YAML 1.1
    /// booleans, which YAML 1.2 (and so cardspec) reads as strings. Lets a later stage
    /// explain why `enabled: yes` is not a boolean.
    public var isBooleanLookalike: Bool {
        guard case .scalar(let text, .plain) = content, tag == nil else { return false }
        return CoreSchema.isBooleanLookalike(text)
    }

    /// The text of a scalar as read (quotes removed, escapes decoded); nil for a collection.
    public var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }
}

extension CoreSchema.Resolution {
    fileprivate var value: ScalarValue? {
        if case .value(let value) = self { return value }
        return nil
    }
}
