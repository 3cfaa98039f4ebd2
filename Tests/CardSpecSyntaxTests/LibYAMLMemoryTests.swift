import CYAMLMemory
import CYAML
import Foundation
import Testing
@testable import CardSpecSyntax

/// libyaml allocates through cardspec's cache of blocks (`CYAMLMemory`): these hold it to
/// what `malloc`, `realloc`, `strdup` and `free` promise, and show that libyaml really
/// goes through it (a build whose libyaml bound its own functions would pass every other
/// test, only slower).
@Suite struct LibYAMLMemoryTests {
    @Test func libyamlTakesItsMemoryFromTheCache() {
        #if os(Linux)
        // Debian's libyaml calls its allocator through its procedure linkage table.
        #expect(cardspec_yaml_cache_in_use() != 0, "libyaml's calls do not come to cardspec's yaml_malloc")
        #endif
        guard cardspec_yaml_cache_in_use() != 0 else { return }
        let before = cardspec_yaml_blocks_served()
        let result = parse("cards:\n  Summary:\n    parts:\n      - text: {text: \"hello\"}\n")
        #expect(result.diagnostics.isEmpty)
        #expect(cardspec_yaml_blocks_served() > before + 10, "libyaml did not allocate through cardspec's yaml_malloc")
    }

    /// The byte `index` of a block filled by `fill`.
    static func pattern(_ index: Int, _ seed: Int) -> UInt8 { UInt8(truncatingIfNeeded: index &* 31 &+ seed) }

    static func fill(_ block: UnsafeMutableRawPointer, _ count: Int, seed: Int) {
        for index in 0..<count { block.storeBytes(of: pattern(index, seed), toByteOffset: index, as: UInt8.self) }
    }

    static func holds(_ block: UnsafeMutableRawPointer, _ count: Int, seed: Int) -> Bool {
        (0..<count).allSatisfy { block.load(fromByteOffset: $0, as: UInt8.self) == pattern($0, seed) }
    }

    @Test func blocksAreAlignedAndKeepTheirBytesThroughEveryResize() throws {
        // Across each size class's edges, into and out of the large blocks `malloc` holds.
        let sizes = [0, 1, 15, 16, 17, 31, 32, 33, 1024, 2047, 2048, 2049, 5000, 100_000, 3000, 2048, 100, 16, 1, 70_000, 9]
        var block = try #require(yaml_malloc(0))
        var count = 0
        for (step, size) in sizes.enumerated() {
            Self.fill(block, count, seed: step)
            let moved = try #require(yaml_realloc(block, size), "realloc to \(size)")
            #expect(Int(bitPattern: moved) % 16 == 0, "a block of \(size) bytes is not 16-byte aligned")
            #expect(Self.holds(moved, min(count, size), seed: step), "realloc from \(count) to \(size) lost bytes")
            block = moved
            count = size
        }
        Self.fill(block, count, seed: 99)
        #expect(Self.holds(block, count, seed: 99))
        yaml_free(block)
        yaml_free(nil)
        let fresh = try #require(yaml_realloc(nil, 40), "realloc of nothing is malloc")
        yaml_free(fresh)
    }

    @Test func freedBlocksAreReusedAndLiveOnesNeverShared() throws {
        // Many live blocks of one size, freed in turn and taken again: none overlaps another.
        var blocks: [UnsafeMutableRawPointer] = []
        for index in 0..<5_000 {
            let block = try #require(yaml_malloc(24))
            Self.fill(block, 24, seed: index)
            blocks.append(block)
        }
        for index in stride(from: 0, to: blocks.count, by: 2) { yaml_free(blocks[index]) }
        for index in stride(from: 0, to: blocks.count, by: 2) {
            blocks[index] = try #require(yaml_malloc(20))
            Self.fill(blocks[index], 20, seed: index)
        }
        for (index, block) in blocks.enumerated() {
            #expect(Self.holds(block, index % 2 == 0 ? 20 : 24, seed: index), "block \(index) was overwritten")
        }
        #expect(Set(blocks.map { Int(bitPattern: $0) }).count == blocks.count)
        blocks.forEach { yaml_free($0) }
    }

    @Test func aBlockMayBeFreedOnAnotherThread() throws {
        let block = try #require(yaml_malloc(48))
        let address = Int(bitPattern: block)
        let reused = LockedBox<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            yaml_free(UnsafeMutableRawPointer(bitPattern: address))
            // That thread's cache now holds it: its next block of the size is this one.
            reused.value = yaml_malloc(60).map { Int(bitPattern: $0) }
            done.signal()
        }.start()
        done.wait()
        #expect(reused.value == address)
    }

    @Test func strdupCopiesToTheTerminator() throws {
        #expect(yaml_strdup(nil) == nil)
        let text: [UInt8] = Array("caf\u{E9} \u{1F600}".utf8) + [0]
        let copy = try #require(text.withUnsafeBufferPointer { yaml_strdup($0.baseAddress) })
        #expect(Array(UnsafeBufferPointer(start: copy, count: text.count)) == text)
        yaml_free(copy)
    }
}

/// A value shared with a thread the test starts.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
