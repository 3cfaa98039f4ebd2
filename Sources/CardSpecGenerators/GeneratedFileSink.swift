/// Where a generator's files go as they are made, in order: each file starts with its
/// name and first piece (`start`), and a large one goes on in further pieces (`append`)
/// until the next file starts or the generator returns. A build gives each file to its
/// destination as it comes, so that a large spec's output is never held whole.
public protocol GeneratedFileSink: AnyObject {
    func start(_ file: GeneratedFile)
    func append(_ piece: [UInt8])
}

/// A sink that keeps every file, its pieces gathered: what `generate(_:)` returns.
public final class GeneratedFileList: GeneratedFileSink {
    private var finished: [GeneratedFile] = []
    /// The pieces appended to the last file since it started.
    private var morePieces: [[UInt8]] = []

    public init() {}

    public func start(_ file: GeneratedFile) {
        if !morePieces.isEmpty { foldPieces() }
        finished.append(file)
    }

    public func append(_ piece: [UInt8]) {
        precondition(!finished.isEmpty, "a piece appended before any file started")
        morePieces.append(piece)
    }

    /// Every file, in order.
    public var files: [GeneratedFile] {
        if !morePieces.isEmpty { foldPieces() }
        return finished
    }

    /// The last file with the pieces appended to it.
    private func foldPieces() {
        finished.append(finished.removeLast().appending(morePieces))
        morePieces = []
    }
}
