import Testing
@testable import CardSpecCLI

struct HeapTuningTests {
    #if canImport(Glibc)
    /// glibc takes both settings: `mallopt` answers 1 for each.
    @Test func glibcTakesTheHeapSettings() {
        #expect(HeapTuning.applyForCommandRun())
    }
    #endif
}
