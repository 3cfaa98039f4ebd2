import CardSpecDiagnostics
import Testing

@Suite struct SourcePositionTests {
    @Test func holdsEveryPositionOfAnInputUpToTheLimit() {
        let last = SourcePosition(offset: SourcePosition.maxOffset, line: SourcePosition.maxOffset, column: 1)
        #expect(last.offset == 4_294_967_295)
        #expect(last.line == 4_294_967_295)
        #expect(last.column == 1)
        var moved = SourcePosition.start
        moved.offset += 10
        moved.column += 3
        #expect(moved == SourcePosition(offset: 10, line: 1, column: 4))
    }

    @Test func uncheckedPositionIsTheCheckedOne() {
        #expect(SourcePosition(uncheckedOffset: 12, line: 3, column: 5) == SourcePosition(offset: 12, line: 3, column: 5))
        let last = UInt32.max
        #expect(SourcePosition(uncheckedOffset: last, line: last, column: 1)
            == SourcePosition(offset: SourcePosition.maxOffset, line: SourcePosition.maxOffset, column: 1))
    }

    @Test func ordersByOffset() {
        let early = SourcePosition(offset: 3, line: 2, column: 9)
        let late = SourcePosition(offset: 4, line: 1, column: 1)
        #expect(early < late)
        #expect(SourceRange(start: late, end: late).union(SourceRange(at: early)) == SourceRange(start: early, end: late))
    }

    @Test func aRangeIsTwentyFourBytes() {
        // Every node of the syntax tree and every value of the model carries ranges.
        #expect(MemoryLayout<SourceRange>.size == 24)
    }
}
