import Testing
import CardSpecDiagnostics

@Suite struct FirstOfEachKeyTests {
    @Test func theFirstValueOfAKeyIsKept() {
        var positions: [String: Int] = [:]
        #expect(positions.keepingFirst(0, forKey: "Budget") == nil)
        #expect(positions.keepingFirst(1, forKey: "Spending") == nil)
        #expect(positions.keepingFirst(2, forKey: "Budget") == 0)
        #expect(positions.keepingFirst(3, forKey: "Budget") == 0)
        #expect(positions == ["Budget": 0, "Spending": 1])
    }
}
