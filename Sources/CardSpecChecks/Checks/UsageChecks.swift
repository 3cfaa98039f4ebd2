import CardSpecDiagnostics
import CardSpecModel

/// Declarations nothing uses: warnings, since they are usually left over from an edit
/// or hide a typo where they should have been used.
extension Validator {
    mutating func checkUsage() {
        // A duplicate token is used when its first is.
        let used = values.usedTokens, firstPositions = values.tokens.firstPositions
        for (index, token) in spec.tokens.enumerated() where !used[firstPositions[index]] {
            warnUnused(token.name, "\(token.category.rawValue) token")
        }
        let appliedThemes = Set(spec.themes.compactMap(\.base?.text) + [spec.theme?.text].compactMap { $0 })
        for theme in spec.themes where !appliedThemes.contains(theme.name.text) {
            warnUnused(theme.name, "theme", hint: "apply it with 'theme: \(theme.name.text)'")
        }
        for type in spec.types where !usedNames.contains(type.name.text) {
            warnUnused(type.name, "type")
        }
        // A file without screens or sheets is a library of cards that app code shows.
        if !spec.screens.isEmpty || !spec.bottomSheets.isEmpty {
            // By index: iterating would copy each whole card.
            for index in spec.cards.indices where !usedNames.contains(spec.cards[index].name.text) {
                warnUnused(spec.cards[index].name, "card", hint: "no screen or bottom sheet shows it")
            }
        }
    }

    /// Model properties of one card that none of its references use.
    /// Reads the uses `values` recorded against its `cardModel`, which declares every name
    /// of `card.model`.
    mutating func checkModelUsage(_ card: UnsafePointer<Card>) {
        // By index: iterating would copy each whole property.
        for index in card.pointee.model.indices {
            guard let position = values.cardModel.position(of: card.pointee.model[index].name.text),
                  !values.usedModelProperties[position] else { continue }
            let name = card.pointee.model[index].name
            warnUnused(name, "model property", hint: "card '\(card.pointee.name.text)' never refers to $model.\(name.text)")
        }
    }

    private mutating func warnUnused(_ name: Name, _ what: String, hint: String? = nil) {
        report(.unused, "\(what) '\(name.text)' is never used", at: name.range,
               notes: hint.map { [DiagnosticNote(message: $0)] } ?? [])
    }
}
