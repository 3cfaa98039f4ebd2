import CardSpecDiagnostics
import Testing

/// Events that the catalog says fire only with certain settings of their part.
@Suite struct EventRequirementTests {
    @Test func titleMenuNeedsItsTypeTitleAndOptions() {
        let diagnostics = check(card("""
            parts:
              - title: {type: titleWithMenu, title: X, menuOptions: [Hide], onMenu: hide}
              - title: {type: titleOnly, title: Y, menuTitle: M, menuOptions: [Hide], onMenu: hide}
              - title: {title: Z, menuTitle: null, onMenu: hide}
              - title: {type: titleWithMenu, title: W, menuTitle: $model.menu, menuOptions: [Hide], onMenu: hide}
            model: {menu: String?}
            """))
        #expect(summary(diagnostics) == ["missing-argument@7:69", "missing-argument@8:79", "missing-argument@9:44"])
        #expect(diagnostics.map(\.message) == [
            "'onMenu' of title never fires: it needs type titleWithMenu, 'menuTitle' and 'menuOptions', and 'menuTitle' is missing; write title: {menuTitle: …}",
            "'onMenu' of title never fires: it needs type titleWithMenu, 'menuTitle' and 'menuOptions', and the type is titleOnly; write title: {type: titleWithMenu}",
            "'onMenu' of title never fires: it needs type titleWithMenu, 'menuTitle' and 'menuOptions', and the type is titleOnly by default, 'menuTitle' is missing and 'menuOptions' is missing; write title: {type: titleWithMenu, menuTitle: …, menuOptions: …}",
        ])
        // At the event's key.
        #expect(diagnostics[0].range.end.column - diagnostics[0].range.start.column == "onMenu".count)
    }

    @Test func actionButtonNeedsItsType() {
        let diagnostics = check(card("""
            parts:
              - title: {type: titleWithMenu, title: Z, onActionButton: act}
              - title: {type: titleWithActionableButton, title: Z, onActionButton: act}
            """))
        #expect(summary(diagnostics) == ["missing-argument@7:48"])
        #expect(diagnostics.first?.message
            == "'onActionButton' of title never fires: it needs type titleWithActionableButton, and the type is titleWithMenu; write title: {type: titleWithActionableButton}")
    }
}
