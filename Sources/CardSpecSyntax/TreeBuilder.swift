import CYAML
import CardSpecDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds the `SyntaxTree` from libyaml's events with an explicit stack of open
/// collections (no recursion on input depth), resolving aliases and merge keys and
/// reporting what libyaml lets through: duplicate keys, unsupported tags, undefined
/// aliases, alias bombs, nesting too deep and extra documents.
struct TreeBuilder {
    enum Step { case proceed, finished, stop }

    private struct Frame {
        var isMapping: Bool
        var isFlow: Bool
        var start: SourcePosition
        /// The collection has a tag or an anchor, on top of `openProperties`.
        var hasProperties: Bool
        /// Nodes in this collection so far, itself included, aliases at full size.
        var size = 1
        /// Where the last entry written here ends (a block collection ends there).
        var lastEnd: SourcePosition
        /// Where this collection's children start on `nodes`.
        var firstChild: Int
        /// Duplicate keys and merges, for a mapping.
        var mapping: MappingBuilder
    }

    /// The tag and anchor of an open collection: kept apart from its `Frame`, which they
    /// would make costly to destroy (through the runtime's value witnesses) for every
    /// collection when few have either.
    private struct OpenProperties {
        var tag: String?
        var anchor: String?
        /// The collection's depth: its index on `stack`.
        var depth: Int
    }

    private struct Anchored {
        var node: SyntaxTree.Node
        var size: Int
    }

    private let file: SourceFile
    /// The file's own bytes (not libyaml's possibly patched copy).
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: ParseLimits
    private let rawStrings: Set<Int>
    private var cursor: MarkCursor
    /// Every byte of the file is ASCII, so every scalar read off it is.
    private let fileIsASCII: Bool
    /// The open collections, innermost on top.
    private let stack = UnsafeStack<Frame>(capacity: 64)
    private var openProperties: [OpenProperties] = []
    private let nodes = NodeStack(capacity: 256)
    private var anchors: [String: Anchored] = [:]
    /// "Did you mean" over the anchors, limited per file (`SuggestionLimit`).
    private var suggestions = SuggestionLimit()
    /// The section read pair by pair, if asked for (`SectionReader`).
    private var section: SectionWatch?
    /// The depth (`stack.count`) at which `attach` tells `section` of the nodes added; -1
    /// when none, so that the test costs one comparison a node.
    private var watchedDepth = -1
    /// Nodes added by aliases and merges so far.
    private var expansion = 0
    private var documents = 0
    /// The nodes so far; its root is set when the document's top node is complete.
    private(set) var tree = SyntaxTree()
    private(set) var diagnostics: [Diagnostic] = []
    var sectionOutcome: SectionOutcome { section?.outcome ?? .notRead }

    init(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, table: ScalarCheckpoints, limits: ParseLimits, rawStrings: Set<Int>,
         sectionReader: (any SectionReader)? = nil) {
        self.file = file
        self.section = sectionReader.map { SectionWatch(reader: $0) }
        self.bytes = bytes
        self.limits = limits
        self.rawStrings = rawStrings
        self.cursor = MarkCursor(bytes: bytes, table: table, file: file)
        fileIsASCII = table.isASCII
        // About one node for every 10 bytes of a spec. Most scalars' text is read off
        // the file itself (`placeInSource`).
        tree.entries.reserveCapacity(bytes.count / 10 + 16)
        tree.children.reserveCapacity(bytes.count / 10 + 16)
        tree.source = file.bytes
    }

    /// Reads every event of `input`; afterwards `tree` and `diagnostics` hold the result.
    /// `knownCharacters`: see `LibYAMLParser.init`. The file's own bytes are read in place
    /// when their storage is padded (`FileBytes`); other input (patched JSON) is copied.
    mutating func run(input: UnsafeBufferPointer<UInt8>, knownCharacters: Int? = nil) {
        let readsTheFile = input.baseAddress == bytes.baseAddress
        cursor.libyamlReadsTheFile = readsTheFile
        let parser = LibYAMLParser(input: input, knownCharacters: knownCharacters,
                                   inputIsPadded: readsTheFile && file.bytesArePadded)
        while true {
            guard parser.next() else {
                diagnostics.append(YAMLSyntaxError.diagnostic(parser.failure, cursor: &cursor, bytes: bytes, file: file))
                tree.root = nil
                return
            }
            switch handle(parser.event, of: parser) {
            case .proceed: continue
            case .finished: return
            case .stop:
                tree.root = nil
                return
            }
        }
    }

    /// Scalars and collections, nearly every event, are told apart by two comparisons:
    /// a `switch` over the event type became a jump table, an indirect branch that
    /// mispredicted whenever the kind of event changed (most events).
    ///
    /// Scalars and collection events are released here (`LibYAMLParser.releaseScalar`, ...),
    /// where their type is known; the rare others by `parser.next()`.
    @inline(__always)
    private mutating func handle(_ event: UnsafeMutablePointer<yaml_event_t>, of parser: LibYAMLParser) -> Step {
        let type = event.pointee.type.rawValue
        if type == YAML_SCALAR_EVENT.rawValue {
            if event.pointee.data.scalar.length > limits.maxScalarLength { return scalarTooLong(event) }
            scalar(event)
            parser.releaseScalar()
            return .proceed
        }
        // The four collection events follow the scalar event, a start then an end for a
        // sequence, then for a mapping.
        if type > YAML_SCALAR_EVENT.rawValue {
            if type & 1 == YAML_SEQUENCE_START_EVENT.rawValue & 1 {
                let step = startCollection(event)
                parser.releaseCollectionStart()
                return step
            }
            let step = endCollection(event)
            parser.releaseCollectionEnd()
            return step
        }
        return otherEvent(event)
    }

    /// Aliases, the stream's and the document's events.
    @inline(never)
    private mutating func otherEvent(_ event: UnsafeMutablePointer<yaml_event_t>) -> Step {
        switch event.pointee.type {
        case YAML_ALIAS_EVENT:
            return alias(event)
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                let range = range(event)
                let message = event.pointee.data.document_start.implicit != 0
                    ? "a spec file holds one YAML document; a second one starts here"
                    : "a spec file holds one YAML document; this '---' starts a second one"
                diagnostics.append(Diagnostic(.multipleDocuments, message, at: range))
                return .finished
            }
        case YAML_STREAM_END_EVENT:
            return .finished
        default:
            break  // stream start, document end
        }
        return .proceed
    }

    // MARK: - Nodes

    /// Where the file spells a scalar's text exactly (a plain scalar on one line, a
    /// quoted one without escapes): the tree then reads it there instead of keeping a
    /// copy, which for most specs is most of their scalars. (Static: a method of the builder
    /// called from a mutating one would get a copy of the whole builder, every scalar.)
    ///
    /// A plain or single-quoted scalar on one line (no LF or CR between its marks) that is
    /// as long as its spelling is spelled exactly, without comparing the bytes. libyaml
    /// makes such a scalar's text from its spelling by (1) turning `''` into `'`, (2)
    /// dropping blanks around line breaks and (3) folding line breaks: LF, CR and CRLF
    /// into a space or LF, NEL into a space or LF, LS and PS kept. (1) and (2) only
    /// shorten; on one line (3) meets only NEL, LS and PS, and shortens or keeps the bytes.
    /// So an equal length means nothing was changed. Double-quoted escapes can keep the
    /// length (`\N` and `\_` are two bytes each way) or lengthen it (`\L`): those are compared.
    static func placeInSource(
        of value: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle, range: SourceRange
    ) -> Int? {
        let quote = switch style {
        case .plain: 0
        case .singleQuoted, .doubleQuoted: 1
        case .literal, .folded: -1
        }
        let start = range.start.offset + quote
        guard quote >= 0, range.end.offset - quote - start == value.count, start + value.count <= bytes.count else {
            return nil
        }
        if style != .doubleQuoted, range.start.line == range.end.line { return start }
        return spelledAt(start, value: value, in: bytes) ? start : nil
    }

    /// Whether the file has `value` at `start` (the comparison `placeInSource` leaves out
    /// where lengths tell; the tests hold the two to the same answers).
    @inline(__always)
    static func spelledAt(_ start: Int, value: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard value.count > 0 else { return true }
        return memcmp(bytes.baseAddress! + start, value.baseAddress!, value.count) == 0
    }

    /// Most scalars are plain, on one line, without tag or anchor: their text is spelled at
    /// their place (`placeInSource`) and they are taken here with a few well-predicted tests;
    /// any other scalar out of line (`otherScalar`).
    @inline(__always)
    private mutating func scalar(_ event: UnsafeMutablePointer<yaml_event_t>) {
        let range = range(event)
        let value = UnsafeBufferPointer(start: event.pointee.data.scalar.value, count: event.pointee.data.scalar.length)
        guard event.pointee.data.scalar.style == YAML_PLAIN_SCALAR_STYLE, range.start.line == range.end.line,
              Int(range.end.offset) - Int(range.start.offset) == value.count, Int(range.end.offset) <= bytes.count,
              event.pointee.data.scalar.tag == nil, event.pointee.data.scalar.anchor == nil
        else { return otherScalar(event, range: range) }
        let isASCII = fileIsASCII || spelledInASCII(range, event) || SyntaxTree.isASCII(value)
        let node = tree.addScalar(
            sourceOffset: Int(range.start.offset), count: value.count, isASCII: isASCII, style: .plain, range: range)
        attach(node, size: 1, writtenAt: range,
               keyBit: isASCII ? SyntaxTree.keyFilterBit(nulTerminated: value) : MappingBuilder.keyBitUnknown)
    }

    /// Quoted, block, multi-line, tagged or anchored scalars (and JSON strings decoded apart).
    @inline(never)
    private mutating func otherScalar(_ event: UnsafeMutablePointer<yaml_event_t>, range eventRange: SourceRange) {
        let rawStyle = event.pointee.data.scalar.style
        let style = rawStyle == YAML_PLAIN_SCALAR_STYLE ? ScalarStyle.plain : Self.style(rawStyle)
        var range = eventRange
        if style == .literal || style == .folded { range = trimmingTrailingSpace(range) }
        let node: SyntaxTree.Node
        // What a mapping needs to know of it as a key (`MappingBuilder.nodeAdded`).
        var keyBit = MappingBuilder.keyBitUnknown
        if !rawStrings.isEmpty, style == .doubleQuoted, rawStrings.contains(range.start.offset) {
            node = tree.addScalar(JSONStringDecoder.decode(bytes, openingQuote: range.start.offset), style: style, range: range)
        } else {
            let value = UnsafeBufferPointer(start: event.pointee.data.scalar.value, count: event.pointee.data.scalar.length)
            let isASCII: Bool
            if let offset = Self.placeInSource(of: value, in: bytes, style: style, range: range) {
                isASCII = fileIsASCII || spelledInASCII(range, event) || SyntaxTree.isASCII(value)
                node = tree.addScalar(sourceOffset: offset, count: value.count, isASCII: isASCII, style: style, range: range)
            } else {
                isASCII = SyntaxTree.isASCII(value)
                node = tree.addScalar(value, isASCII: isASCII, style: style, range: range)
            }
            if isASCII { keyBit = SyntaxTree.keyFilterBit(nulTerminated: value) }
        }
        guard event.pointee.data.scalar.tag != nil || event.pointee.data.scalar.anchor != nil else {
            attach(node, size: 1, writtenAt: range, keyBit: keyBit)
            return
        }
        let tag = event.pointee.data.scalar.tag.map { String(cString: $0) }
        let anchor = event.pointee.data.scalar.anchor.map { String(cString: $0) }
        tree.setProperties(of: node, tag: tag, anchor: anchor)
        if let tag { checkScalarTag(tag, of: node) }
        if let anchor { anchors[anchor] = Anchored(node: node, size: 1) }
        attach(node, size: 1, writtenAt: range, keyBit: MappingBuilder.keyBitUnknown)
    }

    /// Whether every character between an event's marks is one byte, told without reading
    /// them: libyaml numbers characters (`mark.index`) where the range has byte offsets, so
    /// the two spans are equal only if no character takes more than a byte. (Only where
    /// libyaml reads the file itself, and short of the file's end, where offsets may be
    /// clamped.) A scalar read off the file lies within its marks.
    @inline(__always)
    private func spelledInASCII(_ range: SourceRange, _ event: UnsafeMutablePointer<yaml_event_t>) -> Bool {
        cursor.libyamlReadsTheFile && Int(range.end.offset) < bytes.count
            && Int(range.end.offset) - Int(range.start.offset)
                == Int(event.pointee.end_mark.index) - Int(event.pointee.start_mark.index)
    }

    @inline(never)
    private static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    private mutating func startCollection(_ event: UnsafeMutablePointer<yaml_event_t>) -> Step {
        if watchedDepth >= 0, section!.outcome == .abandoned { return .stop }
        let isMapping = event.pointee.type == YAML_MAPPING_START_EVENT
        let range = range(event)
        if stack.count >= limits.maxDepth {
            diagnostics.append(Diagnostic(
                .nestingTooDeep, "nesting is deeper than the limit of \(limits.maxDepth) level\(limits.maxDepth == 1 ? "" : "s") (--max-depth)",
                at: range))
            return .stop
        }
        let tagPointer: UnsafeMutablePointer<yaml_char_t>?
        let anchorPointer: UnsafeMutablePointer<yaml_char_t>?
        let isFlow: Bool
        if isMapping {
            let data = event.pointee.data.mapping_start
            (tagPointer, anchorPointer) = (data.tag, data.anchor)
            isFlow = data.style == YAML_FLOW_MAPPING_STYLE
        } else {
            let data = event.pointee.data.sequence_start
            (tagPointer, anchorPointer) = (data.tag, data.anchor)
            isFlow = data.style == YAML_FLOW_SEQUENCE_STYLE
        }
        let hasProperties = tagPointer != nil || anchorPointer != nil
        if hasProperties {
            let tag = tagPointer.map { String(cString: $0) }
            if let tag { checkCollectionTag(tag, isMapping: isMapping, at: range.start) }
            openProperties.append(OpenProperties(
                tag: tag, anchor: anchorPointer.map { String(cString: $0) }, depth: stack.count))
        }
        if isMapping, !hasProperties, stack.count == 1, section?.isAwaited == true { sectionMayOpen() }
        stack.push(Frame(
            isMapping: isMapping, isFlow: isFlow, start: range.start, hasProperties: hasProperties, lastEnd: range.end,
            firstChild: nodes.count, mapping: MappingBuilder(firstChild: nodes.count)))
        return .proceed
    }

    private mutating func endCollection(_ event: UnsafeMutablePointer<yaml_event_t>) -> Step {
        if watchedDepth >= 0 {
            if section!.outcome == .abandoned { return .stop }
            // The section's mapping ends: from now on, the top-level keys after it are watched.
            if watchedDepth == 2, stack.count == 2 { watchedDepth = 1 }
        }
        let frame = stack.top
        let end = frame.pointee.isFlow ? cursor.position(of: event.pointee.end_mark) : frame.pointee.lastEnd
        let range = SourceRange(start: frame.pointee.start, end: end)
        let firstChild = frame.pointee.firstChild
        let node: SyntaxTree.Node
        if frame.pointee.isMapping, frame.pointee.mapping.hasMerge {
            var budgetExceeded = SourceRange(at: .start)
            let merged = frame.pointee.mapping.finish(nodes, tree: tree) { added, keyRange in
                expansion += added
                budgetExceeded = keyRange
                return expansion <= limits.maxAliasExpansion
            }
            switch merged {
            case .merged(let children):
                node = tree.addCollection(.mapping, children: children, range: range)
            case .overBudget:
                diagnostics.append(expansionLimit("this merge", at: budgetExceeded))
                return .stop
            }
        } else {
            node = tree.addCollection(frame.pointee.isMapping ? .mapping : .sequence, children: nodes.elements(from: firstChild),
                                      range: range)
        }
        nodes.removeLast(nodes.count - firstChild)
        let size = frame.pointee.size
        if frame.pointee.hasProperties, let properties = openProperties.popLast() {
            tree.setProperties(of: node, tag: properties.tag, anchor: properties.anchor)
            if let anchor = properties.anchor { anchors[anchor] = Anchored(node: node, size: size) }
        }
        // Most frames hold no reference (their mapping needed no rare state): dropped
        // without the outlined destroy a `Frame` otherwise takes.
        if frame.pointee.mapping.holdsReferences { _ = stack.pop() } else { stack.discardTop() }
        attach(node, size: size, writtenAt: range, keyBit: MappingBuilder.keyBitUnknown)
        return .proceed
    }

    private mutating func alias(_ event: UnsafeMutablePointer<yaml_event_t>) -> Step {
        let name = String(cString: event.pointee.data.alias.anchor)
        let range = range(event)
        guard let anchored = anchors[name] else {
            diagnostics.append(undefinedAlias(name, at: range))
            attach(tree.addScalar(UnsafeBufferPointer(start: nil, count: 0), style: .plain, range: range), size: 1,
                   writtenAt: range, keyBit: MappingBuilder.keyBitUnknown)
            return .proceed
        }
        expansion += anchored.size
        if expansion > limits.maxAliasExpansion {
            diagnostics.append(expansionLimit(MessageText.quoted("*" + name), at: range))
            return .stop
        }
        attach(anchored.node, size: anchored.size, writtenAt: range, keyBit: MappingBuilder.keyBitUnknown, isAlias: true)
        return .proceed
    }

    /// Adds a finished node to the open collection, or makes it the root. `keyBit`: what
    /// a mapping needs to know of the node as a key (`MappingBuilder.nodeAdded`).
    @inline(__always)
    private mutating func attach(
        _ node: SyntaxTree.Node, size: Int, writtenAt range: SourceRange, keyBit: UInt64, isAlias: Bool = false
    ) {
        guard !stack.isEmpty else {
            tree.root = node
            return
        }
        let top = stack.top
        // Bounded by the alias budget (`--max-alias-expansion`): no overflow check.
        top.pointee.size &+= size
        top.pointee.lastEnd = range.end
        nodes.push(node)
        guard top.pointee.isMapping else { return }
        if isAlias, top.pointee.mapping.addedKey(nodes) { top.pointee.mapping.aliasKeyAdded(nodes, writtenAt: range) }
        top.pointee.mapping.nodeAdded(nodes, keyBit: keyBit, tree: tree, valueRange: range, diagnostics: &diagnostics)
        if stack.count == watchedDepth { watchedNodeAdded(writtenAt: range) }
    }

    // MARK: - The section read pair by pair

    /// A top-level mapping opens (its parent the root mapping, no tag or anchor): if its
    /// key is the section's, the reader is asked whether to read it pair by pair. Only the
    /// first such key counts; `allowsKey` sees any other.
    @inline(never)
    private mutating func sectionMayOpen() {
        let root = stack.top
        guard root.pointee.isMapping, (nodes.count - root.pointee.firstChild) & 1 == 1,
              let section, !root.pointee.mapping.hasMerge
        else { return }
        let key = nodes.top.pointee
        var wanted = section.reader.sectionKey
        let isSectionKey = wanted.withUTF8 { wanted in tree.withUntaggedASCIIText(key) { $0.hasSameBytes(as: wanted) } } ?? false
        guard isSectionKey else { return }
        section.isAwaited = false
        // The pairs before the key, as a mapping of their own (a few nodes, left in the tree).
        let before = nodes.elements(from: root.pointee.firstChild)
        let pairsBefore = tree.addCollection(
            .mapping, children: UnsafeBufferPointer(rebasing: before.dropLast()),
            range: SourceRange(start: root.pointee.start, end: root.pointee.lastEnd))
        guard section.reader.sectionOpens(pairsBefore: pairsBefore, in: tree) else { return }
        section.outcome = .read
        watchedDepth = 2
    }

    /// A node was added to the section's mapping (depth 2) or, after it, to the root
    /// mapping (depth 1).
    @inline(never)
    private mutating func watchedNodeAdded(writtenAt range: SourceRange) {
        let section = section!
        guard section.outcome == .read else { return }
        let top = stack.top
        let written = nodes.count - top.pointee.firstChild
        if watchedDepth == 1 {
            if written & 1 == 1, !section.reader.allowsKey(nodes.top.pointee, afterSectionIn: tree) { abandonSection() }
            return
        }
        if written & 1 == 1 {
            // The pair's value starts here: what is added from now on is its own.
            section.valueStart = tree.mark
            return
        }
        // A merge rewrites the mapping's pairs when it ends, which the pairs read could not show.
        if top.pointee.mapping.hasMerge { return abandonSection() }
        // A pair whose key repeats an earlier one's is dropped as its value ends
        // (`MappingBuilder`), leaving the pairs already read.
        guard written / 2 > section.pairsRead else { return }
        let value = nodes.top.pointee
        section.reader.read(SyntaxTree.Pair(key: nodes[nodes.count - 2].pointee, value: value), in: tree)
        section.pairsRead += 1
        // Let go unless a node of the value is in `extras`: it has a tag, or an anchor that an
        // alias may still reach.
        guard tree.extras.count == section.valueStart.extras else { return }
        let valueRange = tree.range(value)
        tree.cutBack(to: section.valueStart)
        nodes.top.pointee = tree.addScalar(UnsafeBufferPointer(start: nil, count: 0), style: .plain, range: valueRange)
    }

    /// The parse stops at the next collection event (`.stop`), for the caller to parse again.
    private mutating func abandonSection() {
        section!.outcome = .abandoned
    }

    // MARK: - Diagnostics

    private mutating func undefinedAlias(_ name: String, at range: SourceRange) -> Diagnostic {
        if let open = openProperties.first(where: { $0.anchor == name })?.depth {
            return Diagnostic(
                .undefinedAlias, "alias \(MessageText.quoted("*" + name)) refers to a node that contains it",
                at: range,
                notes: [DiagnosticNote(
                    message: "\(MessageText.quoted("&" + name)) is defined here", range: SourceRange(at: stack[open].pointee.start))])
        }
        var notes: [DiagnosticNote] = []
        if let similar = suggestions.closest(to: name, in: anchors.keys.sorted()) {
            notes.append(DiagnosticNote(message: "did you mean '*\(similar)'?", range: anchors[similar].map { tree.range($0.node) }))
        }
        return Diagnostic(
            .undefinedAlias,
            "undefined alias \(MessageText.quoted("*" + name)); define \(MessageText.quoted("&" + name)) before using it",
            at: range, notes: notes)
    }

    private mutating func scalarTooLong(_ event: UnsafeMutablePointer<yaml_event_t>) -> Step {
        let length = event.pointee.data.scalar.length
        diagnostics.append(Diagnostic(
            .scalarTooLong,
            "scalar is \(length) bytes long, over the limit of \(limits.maxScalarLength) bytes (--max-scalar-length)",
            at: SourceRange(at: cursor.position(ofMark: Int(event.pointee.start_mark.index)))))
        return .stop
    }

    private func expansionLimit(_ what: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .aliasExpansionLimit,
            "\(what) makes aliases expand to more than \(limits.maxAliasExpansion) nodes (--max-alias-expansion)",
            at: range)
    }

    private mutating func checkScalarTag(_ tag: String, of node: SyntaxTree.Node) {
        switch CoreSchema.resolve(tree.text(node), style: tree.style(node), tag: tag) {
        case .value:
            break
        case .invalid(let message):
            diagnostics.append(Diagnostic(.unsupportedTag, message, at: tree.range(node)))
        case .unsupportedTag:
            diagnostics.append(unsupportedTag(tag, at: tree.range(node).start))
        }
    }

    private mutating func checkCollectionTag(_ tag: String, isMapping: Bool, at start: SourcePosition) {
        switch tag {
        case CoreSchema.nonSpecificTag, isMapping ? CoreSchema.mapTag : CoreSchema.seqTag:
            return
        case CoreSchema.mapTag, CoreSchema.seqTag, CoreSchema.strTag, CoreSchema.intTag, CoreSchema.floatTag,
             CoreSchema.boolTag, CoreSchema.nullTag:
            let range = NodeProperties.tagRange(from: start, bytes: bytes, file: file)
            let kind = isMapping ? "mapping" : "sequence"
            diagnostics.append(Diagnostic(
                .unsupportedTag, "\(CoreSchema.displayName(tag)) cannot tag a \(kind)", at: range))
        default:
            diagnostics.append(unsupportedTag(tag, at: start))
        }
    }

    private func unsupportedTag(_ tag: String, at start: SourcePosition) -> Diagnostic {
        Diagnostic(
            .unsupportedTag,
            "unsupported tag \(MessageText.quoted(CoreSchema.displayName(tag))); cardspec reads the YAML 1.2 core schema",
            at: NodeProperties.tagRange(from: start, bytes: bytes, file: file))
    }

    // MARK: - Positions

    @inline(__always)
    private mutating func range(_ event: UnsafeMutablePointer<yaml_event_t>) -> SourceRange {
        cursor.range(from: event.pointee.start_mark, to: event.pointee.end_mark)
    }

    /// libyaml ends a block scalar after its trailing blank lines; we end it after its text.
    private func trimmingTrailingSpace(_ range: SourceRange) -> SourceRange {
        var end = range.end.offset
        while end > range.start.offset + 1, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09
            || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D {
            end -= 1
        }
        guard end != range.end.offset else { return range }
        return SourceRange(start: range.start, end: file.position(ofOffset: end))
    }
}

/// What `TreeBuilder` keeps of the section a `SectionReader` asked for (a class: the
/// builder is a value, and this is rarely read).
private final class SectionWatch {
    let reader: any SectionReader
    /// The section's key has not been seen yet.
    var isAwaited = true
    var outcome = SectionOutcome.notRead
    /// The pairs of the section read so far.
    var pairsRead = 0
    /// Where the value of the pair being parsed starts.
    var valueStart = SyntaxTree.Mark(entries: 0, children: 0, text: 0, extras: 0)

    init(reader: any SectionReader) { self.reader = reader }
}
