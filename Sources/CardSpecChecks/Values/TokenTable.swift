import CardSpecDiagnostics
import CardSpecModel

/// The file's tokens, found by the references that name them: `$color.brand` names the
/// first color token declared as `brand`. Built once per file; each reference to a token
/// is one lookup here, which both resolves it and records it as used.
struct TokenTable {
    let tokens: [Token]
    /// For each token, the position of the first token of its category and name: its own
    /// position, unless it is a duplicate.
    let firstPositions: [Int]
    private let positions: [TokenKey: Int]

    init(_ tokens: [Token] = []) {
        var positions = [TokenKey: Int](minimumCapacity: tokens.count)
        var firstPositions: [Int] = []
        firstPositions.reserveCapacity(tokens.count)
        // By index: enumerating the tokens would copy each whole token.
        for index in tokens.indices {
            let key = TokenKey(tokens[index].category.namespace, tokens[index].name.text)
            firstPositions.append(positions.keepingFirst(index, forKey: key) ?? index)
        }
        self.tokens = tokens
        self.firstPositions = firstPositions
        self.positions = positions
    }

    /// The position of the token `reference` names, if the file declares it.
    func position(of reference: Reference) -> Int? {
        positions[TokenKey(reference)]
    }

    /// The names of the tokens of a namespace, sorted, for did-you-mean and messages.
    func names(in namespace: Reference.Namespace) -> [String] {
        tokens.indices.filter { firstPositions[$0] == $0 && tokens[$0].category.namespace == namespace }
            .map { tokens[$0].name.text }.sorted()
    }
}

/// A token as the table finds it: `$namespace.name`, without spelling the reference out (a
/// string, often long enough to need memory of its own).
struct TokenKey: Hashable {
    var namespace: Reference.Namespace
    var name: String

    // The namespace hashed by its case: `Hashable` as derived for an enum with a `String`
    // raw value hashes the raw value, so each lookup hashed two strings (about 550
    // instructions a lookup; 360 with one).
    func hash(into hasher: inout Hasher) {
        hasher.combine(Self.caseNumber(namespace))
        hasher.combine(name)
    }

    @inline(__always)
    private static func caseNumber(_ namespace: Reference.Namespace) -> UInt8 {
        switch namespace {
        case .model: 0
        case .theme: 1
        case .color: 2
        case .font: 3
        case .number: 4
        case .insets: 5
        case .param: 6
        case .item: 7
        }
    }

    init(_ reference: Reference) {
        namespace = reference.namespace
        name = reference.name
    }

    init(_ namespace: Reference.Namespace, _ name: String) {
        self.namespace = namespace
        self.name = name
    }
}
