import CardSpecCatalog
import CardSpecChecks
import Testing
@testable import CardSpecGenerators

/// `SwiftGenerator` writes with writers kept from earlier specs (`WriterPool`): what a
/// spec generates must not depend on what the writers wrote before, and the pool must not
/// keep more than it says.
struct WriterPoolTests {
    @Test func aSpecGeneratesTheSameFilesWithWritersThatWroteOtherSpecs() throws {
        let showcase = try #require(try fixture("showcase.cards.yaml"))
        let budgets = try #require(try fixture("budgets.cards.yaml"))
        let pool = WriterPool()
        let generator = SwiftGenerator(catalog: .cardParts, writerPool: pool)
        let first = generator.generate(showcase)
        let other = generator.generate(budgets)
        let again = generator.generate(showcase)
        #expect(pool.count == 1)
        #expect(first.count > SwiftGenerator.cardBatchSize)
        #expect(again == first)
        #expect(other == SwiftGenerator(catalog: .cardParts, writerPool: WriterPool()).generate(budgets))
    }

    @Test func theWritersOfASpecGeneratedAtTheSameTimeAreTheirOwn() throws {
        let pool = WriterPool()
        let first = pool.take()
        let second = pool.take()
        #expect(first !== second)
        pool.giveBack(first)
        #expect(pool.take() === first)
        #expect(pool.count == 0)
    }

    @Test func thePoolKeepsNeitherLargeWritersNorMoreThanItsSets() {
        let pool = WriterPool()
        let set = pool.take()
        var large = SwiftWriter()
        large.header(String(repeating: "x", count: WriterPool.maximumKeptCapacity + 1))
        var small = SwiftWriter()
        small.line("let x = 1")
        set.main = large
        set.cards = [small, large, small]
        pool.giveBack(set)
        #expect(set.main == nil)
        #expect(set.cards.count == 2)
        #expect(set.cards.allSatisfy { $0.capacity <= WriterPool.maximumKeptCapacity })

        let sets = (0..<(WriterPool.maximumSets + 3)).map { _ in pool.take() }
        sets.forEach(pool.giveBack)
        #expect(pool.count == WriterPool.maximumSets)
    }
}
