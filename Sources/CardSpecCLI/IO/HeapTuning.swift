#if canImport(Glibc)
import CHeap
#endif

/// How the C library's heap is set up for one run of the command.
///
/// glibc hands the top of its heap back to the kernel whenever 128 KiB or more is free
/// there, and grows it again by little more than each request. A check frees most of
/// what one spec took before it reads the next, so over the benchmark's 2,000 specs the
/// heap shrank and grew 3,400 times (`brk`; 4 times with these settings) and 800 pages
/// more were faulted in and zeroed by the kernel: 9% of `check --jobs 1`'s wall time on
/// the benchmark's machine (docs/performance-history.md, item 59). A run is short and its
/// heap small: it keeps up to `keptFree` free and grows by `growth` at least. (Setting them
/// also holds at 128 KiB the size from which glibc maps a block of its own, which it
/// would otherwise raise to the largest block freed: measured, no row of the benchmark
/// slower beyond its noise.)
public enum HeapTuning {
    static let keptFree: Int32 = 64 << 20
    static let growth: Int32 = 1 << 20

    /// Applies the settings; false where the C library has none to apply (not glibc) or
    /// refused them.
    @discardableResult
    public static func applyForCommandRun() -> Bool {
        #if canImport(Glibc)
        return mallopt(M_TRIM_THRESHOLD, keptFree) == 1 && mallopt(M_TOP_PAD, growth) == 1
        #else
        return false
        #endif
    }
}
