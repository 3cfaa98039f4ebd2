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

    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    private var holdsEvent = false
    private let initialized: Bool

    /// `input` must stay valid for the parser's lifetime.
    init(input: UnsafeBufferPointer<UInt8>) {
        initialized = yaml_parser_initialize(parser) != 0
        if initialized, let base = input.baseAddress {
            // No yaml_parser_set_encoding: detecting the encoding is what skips a UTF-8 BOM
            // (and keeps it out of the marks); the pre-scan has refused UTF-16 and UTF-32.
            yaml_parser_set_input_string(parser, base, input.count)
        }
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        if initialized { yaml_parser_delete(parser) }
        parser.deallocate()
        event.deallocate()
    }

    /// Moves to the next event (in `event`); false if libyaml reported an error.
    func next() -> Bool {
        if holdsEvent {
            if eventHoldsMemory { yaml_event_delete(event) }
            holdsEvent = false
        }
        guard initialized, yaml_parser_parse(parser, event) != 0 else { return false }
        holdsEvent = true
        return true
    }

    /// Whether the event holds memory that `yaml_event_delete` frees. A collection's end
    /// holds none, nor does its start without a tag or an anchor (most starts): for those
    /// (two events in five) the call is left out. It would only clear the event, which
    /// `yaml_parser_parse` does before filling it.
    @inline(__always)
    private var eventHoldsMemory: Bool {
        let type = event.pointee.type.rawValue
        // Scalars, aliases, the stream's and the document's events: libyaml decides.
        guard type > YAML_SCALAR_EVENT.rawValue else { return true }
        if type == YAML_SEQUENCE_START_EVENT.rawValue {
            return event.pointee.data.sequence_start.anchor != nil || event.pointee.data.sequence_start.tag != nil
        }
        if type == YAML_MAPPING_START_EVENT.rawValue {
            return event.pointee.data.mapping_start.anchor != nil || event.pointee.data.mapping_start.tag != nil
        }
        return false
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
