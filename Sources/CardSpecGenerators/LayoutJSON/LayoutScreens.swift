import CardSpecChecks

/// Screens and bottom sheets: their controller's settings, cards and events.
extension LayoutBuilder {
    func screen(_ screen: CheckedScreen, to out: inout JSONStream) {
        out.openObject()
        out.key("name")
        out.string(screen.name)
        out.key("kind")
        out.string(screen.controller.name)
        out.key("controller")
        out.string(screen.controller.className)
        out.key("source")
        source(screen.range, to: &out)
        out.key("settings")
        let settings = sharedScope.context.properties(of: screen.controller) { screen.controller.properties }
        let written = properties(settings, given: screen.settings, scope: sharedScope, to: &out)
        out.key("written")
        self.written(written, to: &out)
        out.key("cards")
        array(screen.cards, to: &out, cardUse)
        out.closeObject()
    }

    /// A card on a screen, with every parameter: the argument given or the default.
    func cardUse(_ use: CheckedCardUse, to out: inout JSONStream) {
        out.openObject()
        out.key("card")
        out.string(use.card)
        out.key("arguments")
        out.openObject()
        if let card = spec.card(named: use.card) {
            for parameter in uniqueMembers(card.parameters, named: \.name) {
                out.key(parameter.name)
                if let value = use.arguments.first(where: { $0.name == parameter.name })?.value ?? parameter.defaultValue {
                    sharedScope.write(value, to: &out)
                } else {
                    out.null()
                }
            }
        }
        out.closeObject()
        out.key("source")
        source(use.range, to: &out)
        out.closeObject()
    }

    func sheet(_ sheet: CheckedSheet, to out: inout JSONStream) {
        let controller = catalog.bottomSheet
        out.openObject()
        out.key("name")
        out.string(sheet.name)
        out.key("controller")
        out.string(controller.className)
        out.key("content")
        out.string(sheet.content)
        out.key("source")
        source(sheet.range, to: &out)
        out.key("settings")
        let settings = sharedScope.context.properties(of: controller) { controller.properties }
        var written = properties(settings, given: sheet.settings, scope: sharedScope, to: &out)
        out.key("events")
        events(sharedScope.context.events(of: controller) { controller.events }, wired: sheet.events, written: &written, to: &out)
        out.key("written")
        self.written(written, to: &out)
        out.closeObject()
    }
}
