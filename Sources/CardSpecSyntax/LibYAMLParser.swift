import CYAML

/// One libyaml parser over one buffer, read event by event. The parser and the current
/// event live at fixed addresses (libyaml's string reader keeps a pointer to its parser).
final class LibYAMLParser {
    struct Failure {
        var kind: yaml_error_type_t
        var problem: String?
        var context: String?
        var problemMark: Int
        var contextMark: Int
        /// Byte offset of a reader (encoding) error.
        var problemOffset: Int
        var problemValue: Int32
    }

    /// Who decodes the input: libyaml's reader a character at a time, or `DecodedInput`
    /// before the parse, where it can (the same characters; the tests compare the two).
    enum Reading {
        case decodedInAdvance
        case byLibYAMLReader
    }

    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    private var holdsEvent = false
    private let initialized: Bool
    /// The input, decoded, when the parser reads it instead of its reader's output.
    private var decoded: DecodedInput?

    /// `input` must stay valid for the parser's lifetime. `knownCharacters`: the number of
    /// characters in it, when the caller has checked that libyaml's reader accepts every
    /// one (`DecodedInput`); `inputIsPadded`: NULs follow it in its storage (`FileBytes`).
    init(input: UnsafeBufferPointer<UInt8>, knownCharacters: Int? = nil, inputIsPadded: Bool = false,
         reading: Reading = .decodedInAdvance) {
        initialized = yaml_parser_initialize(parser) != 0
        guard initialized, let base = input.baseAddress else { return }
        // No yaml_parser_set_encoding: detecting the encoding is what skips a UTF-8 BOM
        // (and keeps it out of the marks); the pre-scan has refused UTF-16 and UTF-32.
        yaml_parser_set_input_string(parser, base, input.count)
        if reading == .decodedInAdvance, let decoded = DecodedInput(input, knownCharacters: knownCharacters,
                                                                         inputIsPadded: inputIsPadded) {
            decoded.install(in: parser)
            self.decoded = decoded
        }
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        // yaml_parser_delete frees the buffer libyaml allocated, not the decoded input's.
        decoded?.uninstall(from: parser)
        if initialized { yaml_parser_delete(parser) }
        parser.deallocate()
        event.deallocate()
    }

    /// Moves to the next event (in `event`); false if libyaml reported an error.
    ///
    /// The reader releases most events itself, knowing their type (`releaseScalar`,
    /// `releaseCollectionStart`, `releaseCollectionEnd`): a test of the type here
    /// mispredicted as often as the reader's own. What it leaves is deleted here.
    func next() -> Bool {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard initialized, yaml_parser_parse(parser, event) != 0 else { return false }
        holdsEvent = true
        return true
    }

    /// Releases the current event, a scalar: what `yaml_event_delete` does for one (over
    /// half the events), without its switch over the event types, which mispredicted about
    /// once a call, and its calls for absent tags and anchors. The strings go back through
    /// libyaml's own `yaml_free`, as `yaml_event_delete` would free them. The event is not
    /// cleared: `yaml_parser_parse` clears it before filling it.
    @inline(__always)
    func releaseScalar() {
        let scalar = event.pointee.data.scalar
        yaml_free(scalar.value)
        if let tag = scalar.tag { yaml_free(tag) }
        if let anchor = scalar.anchor { yaml_free(anchor) }
        holdsEvent = false
    }

    /// Releases the current event, a collection's start: it holds memory only if it has a
    /// tag or an anchor (few do).
    @inline(__always)
    func releaseCollectionStart() {
        let holdsMemory = event.pointee.type == YAML_MAPPING_START_EVENT
            ? event.pointee.data.mapping_start.anchor != nil || event.pointee.data.mapping_start.tag != nil
            : event.pointee.data.sequence_start.anchor != nil || event.pointee.data.sequence_start.tag != nil
        if holdsMemory { yaml_event_delete(event) }
        holdsEvent = false
    }

    /// Releases the current event, a collection's end, which holds no memory.
    @inline(__always)
    func releaseCollectionEnd() {
        holdsEvent = false
    }

    var failure: Failure {
        guard initialized else {
            return Failure(
                kind: YAML_MEMORY_ERROR, problem: "out of memory", context: nil,
                problemMark: 0, contextMark: 0, problemOffset: 0, problemValue: -1)
        }
        let state = parser.pointee
        return Failure(
            kind: state.error,
            problem: state.problem.map { String(cString: $0) },
            context: state.context.map { String(cString: $0) },
            problemMark: Int(state.problem_mark.index),
            contextMark: Int(state.context_mark.index),
            problemOffset: Int(state.problem_offset),
            problemValue: state.problem_value)
    }
}
