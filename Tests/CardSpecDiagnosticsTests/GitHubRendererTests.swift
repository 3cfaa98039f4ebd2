import Testing
@testable import CardSpecDiagnostics

@Suite struct GitHubRendererTests {
    @Test func escapesDataAsTheActionsToolkitDoes() {
        #expect(GitHubRenderer.escapeData("100% sure") == "100%25 sure")
        #expect(GitHubRenderer.escapeData("a\r\nb\nc\rd") == "a%0D%0Ab%0Ac%0Dd")
        #expect(GitHubRenderer.escapeData("%0A stays literal") == "%250A stays literal")
        // The message keeps ':' and ',': only the first '::' ends the properties.
        #expect(GitHubRenderer.escapeData("a: b, c :: d") == "a: b, c :: d")
    }

    @Test func escapesPropertiesAsTheActionsToolkitDoes() {
        #expect(GitHubRenderer.escapeProperty("dir,x/a:b.yaml") == "dir%2Cx/a%3Ab.yaml")
        #expect(GitHubRenderer.escapeProperty("50%,\r\n::") == "50%25%2C%0D%0A%3A%3A")
        #expect(GitHubRenderer.escapeProperty("é 日本") == "é 日本")
    }

    @Test func commandLayout() {
        #expect(GitHubRenderer.command("error", properties: [("file", "a,b:c.yaml"), ("line", "3"), ("title", "")], message: "x%\ny")
            == "::error file=a%2Cb%3Ac.yaml,line=3::x%25%0Ay\n")
        #expect(GitHubRenderer.command("notice", properties: [], message: "m") == "::notice::m\n")
    }

    @Test func oneCommandPerDiagnosticWithNotesAndFixIts() {
        let renderer = GitHubRenderer(workingDirectory: "/work/repo")
        #expect(renderer.commands(RendererFixture.diagnostics, in: RendererFixture.file) == """
            ::error file=specs/Résumé.cards.yaml,line=3,col=12,endLine=3,endColumn=17,title=unknown-key::\
            unknown key 'modèl' in card 'Résumé'; did you mean 'model'?\
            %0Anote: card 'Résumé' starts here (line 3, column 3)%0Anote: valid keys here: model, parts\
            %0Afix-it: replace 'modèl' with 'model'
            ::warning file=specs/Résumé.cards.yaml,line=3,col=57,endLine=3,endColumn=63,title=unused::state 'stätes' is never used

            """)
    }

    @Test func hostilePathsAndMessagesStayInTheirCommand() {
        let file = SourceFile(path: "/work/repo/50%,a:b\nc.yaml", text: "k: v\n")
        let diagnostic = Diagnostic(
            RendererFixture.unknownKey, "100%\r\n::error::injected, really: no", at: RendererFixture.range(file, 0, 1),
            severity: .note)
        #expect(GitHubRenderer(workingDirectory: "/work/repo").commands([diagnostic], in: file)
            == "::notice file=50%25%2Ca%3Ab%0Ac.yaml,line=1,col=1,endLine=1,endColumn=2,title=unknown-key::"
            + "100%25%0D%0A::error::injected, really: no\n")
    }

    @Test func aRangeOverSeveralLinesHasNoColumns() {
        let file = SourceFile(path: "a.yaml", text: "a: [1,\n  2]\n")
        let diagnostic = Diagnostic(RendererFixture.unknownKey, "m", at: RendererFixture.range(file, 3, 11))
        #expect(GitHubRenderer(workingDirectory: nil).commands([diagnostic], in: file)
            == "::error file=a.yaml,line=1,endLine=2,title=unknown-key::m\n")
    }

    @Test func theFencedTextReportComesFirst() {
        let file = SourceFile(path: "a.yaml", text: "::error::x: 1\n")
        let diagnostic = Diagnostic(RendererFixture.unknownKey, "m", at: RendererFixture.range(file, 0, 1))
        let files = [FileReport(file: file, diagnostics: [diagnostic])]
        let text = TextRenderer().renderReport(files, summaryLine: "checked 1 file: 1 error")
        let output = GitHubRenderer(workingDirectory: nil).render(files, summaryLine: "checked 1 file: 1 error", stopToken: "T0K3N")
        #expect(output == "::stop-commands::T0K3N\n" + text + "::T0K3N::\n"
            + "::error file=a.yaml,line=1,col=1,endLine=1,endColumn=2,title=unknown-key::m\n")
        #expect(text == "a.yaml:1:1: error: m [unknown-key]\n 1 | ::error::x: 1\n   | ^\n\nchecked 1 file: 1 error\n")
    }

    @Test func textReportSeparatesFilesAndSkipsCleanOnes() {
        let a = SourceFile(path: "a", text: "x\n"), b = SourceFile(path: "b", text: "y\n")
        let files = [
            FileReport(file: a, diagnostics: [Diagnostic(RendererFixture.unknownKey, "m", at: RendererFixture.range(a, 0, 1))]),
            FileReport(file: SourceFile(path: "clean", text: ""), diagnostics: []),
            FileReport(file: b, diagnostics: [Diagnostic(RendererFixture.unknownKey, "n", at: RendererFixture.range(b, 0, 1))]),
        ]
        #expect(TextRenderer().renderReport(files, summaryLine: "done") == """
            a:1:1: error: m [unknown-key]
             1 | x
               | ^

            b:1:1: error: n [unknown-key]
             1 | y
               | ^

            done

            """)
        #expect(TextRenderer().renderReport([], summaryLine: "done") == "done\n")
    }
}
