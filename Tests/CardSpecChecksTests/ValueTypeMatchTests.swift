import CardSpecCatalog
import CardSpecModel
import Testing
@testable import CardSpecChecks

/// `writesBackAsString` matches `ValueType`s by pattern instead of comparing them with
/// `==` (the enum is indirect: a compared literal such as `.optional(.string)` was a new box).
@Suite struct ValueTypeMatchTests {
    @Test func onlyAnOptionalStringWritesBackIntoAString() {
        #expect(ValueChecker.writesBackAsString(.optional(.string), into: .string))
        #expect(!ValueChecker.writesBackAsString(.string, into: .string))
        #expect(!ValueChecker.writesBackAsString(.optional(.string), into: .optional(.string)))
        #expect(!ValueChecker.writesBackAsString(.optional(.imageName), into: .string))
        #expect(!ValueChecker.writesBackAsString(.optional(.int), into: .int))
        #expect(!ValueChecker.writesBackAsString(.optional(.optional(.string)), into: .string))
    }
}
