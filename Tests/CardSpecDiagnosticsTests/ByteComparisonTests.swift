import Testing
import CardSpecDiagnostics

@Suite struct ByteComparisonTests {
    private func same(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        first.withUnsafeBufferPointer { one in second.withUnsafeBufferPointer { one.hasSameBytes(as: $0) } }
    }

    @Test func comparesBytes() {
        #expect(same(Array("parts".utf8), Array("parts".utf8)))
        #expect(!same(Array("parts".utf8), Array("part".utf8)))
        #expect(!same(Array("parts".utf8), Array("party".utf8)))
        #expect(same([], []))
        #expect(!same([], [0]))
        #expect(same([0, 255, 128], [0, 255, 128]))
    }
}
