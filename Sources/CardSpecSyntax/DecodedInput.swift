import CYAML
import CardSpecDiagnostics

/// A file handed to libyaml already decoded, so that its reader has nothing left to do.
///
/// libyaml's reader (`yaml_parser_update_buffer`) decodes the input a character at a time
/// into the parser's working buffer, checking that each is valid UTF-8 and allowed in YAML:
/// about a tenth of `check`'s instructions. For UTF-8 input that buffer holds the input's
/// own bytes (a leading byte-order mark left out) and then a NUL, and the parser's
/// `unread` counts characters. Input every character of which the reader accepts (as the
/// pre-scan found for YAML, or as checked here) is installed as that buffer whole, with the
/// end of the input reached: the reader's first test (end of input, nothing raw left) then
/// returns at once, and the scanner reads the characters the reader would have given it,
/// at the same marks. Input the reader would refuse is left to it, so that its errors are
/// the ones reported.
///
/// The fields set are declared in `yaml.h`, and their meaning is that of libyaml 0.2's
/// reader (`readerIsKnown`); the tests run both ways over the YAML and JSON test suites and
/// compare every event and error.
final class DecodedInput {
    /// The input's bytes after a leading byte-order mark, then `padding` NULs: the reader
    /// ends the buffer with one, and at the end of the input the scanner looks a few
    /// characters ahead without more to read (past the reader's NUL, into its stale buffer).
    /// The input itself when its storage is padded so (`FileBytes`), a copy otherwise. The
    /// parser only reads it: with nothing left to read, the reader never moves what it
    /// holds (see the type's comment).
    private let buffer: UnsafeMutablePointer<UInt8>
    /// Whether `buffer` is a copy, freed with this value.
    private let ownsBuffer: Bool
    private let count: Int
    private let characters: Int
    private let rawByteCount: Int
    /// libyaml's own working buffer, put back before `yaml_parser_delete` frees it.
    private var librarysBuffer: (start: UnsafeMutablePointer<yaml_char_t>?, end: UnsafeMutablePointer<yaml_char_t>?)
    static let padding = FileBytes.padding

    /// The reader whose fields these are: libyaml 0.2 (0.2.1 to 0.2.5 share it).
    static let readerIsKnown: Bool = {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        yaml_get_version(&major, &minor, &patch)
        return major == 0 && minor == 2
    }()

    /// nil when libyaml's reader would refuse a character of `input` (or is not known):
    /// invalid UTF-8, or a character YAML does not allow. `knownCharacters`, when given,
    /// says that the caller has checked every character against what the reader accepts
    /// (the pre-scan, for YAML), and counts them, a leading byte-order mark as one; then
    /// they are not looked at again. `inputIsPadded`: `padding` NULs follow `input` in its
    /// storage, which outlives this value; it is then read where it is.
    init?(_ input: UnsafeBufferPointer<UInt8>, knownCharacters: Int? = nil, inputIsPadded: Bool = false) {
        guard Self.readerIsKnown else { return nil }
        var body = input
        var skipped = 0
        // The reader skips one when it finds the encoding, and never counts it.
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            body = UnsafeBufferPointer(rebasing: input[3...])
            skipped = 1
        }
        guard let characters = knownCharacters.map({ $0 - skipped }) ?? Self.acceptedCharacters(body) else { return nil }
        if inputIsPadded, let base = body.baseAddress {
            buffer = UnsafeMutablePointer(mutating: base)
            ownsBuffer = false
        } else {
            buffer = .allocate(capacity: body.count + Self.padding)
            if let base = body.baseAddress { buffer.initialize(from: base, count: body.count) }
            (buffer + body.count).initialize(repeating: 0, count: Self.padding)
            ownsBuffer = true
        }
        count = body.count
        self.characters = characters
        rawByteCount = input.count
        librarysBuffer = (nil, nil)
    }

    deinit {
        if ownsBuffer { buffer.deallocate() }
    }

    /// Makes `parser`, just given its input, read this buffer, with nothing left to read.
    func install(in parser: UnsafeMutablePointer<yaml_parser_t>) {
        librarysBuffer = (parser.pointee.buffer.start, parser.pointee.buffer.end)
        parser.pointee.encoding = YAML_UTF8_ENCODING
        parser.pointee.buffer.start = buffer
        parser.pointee.buffer.pointer = buffer
        parser.pointee.buffer.last = buffer + count + 1
        parser.pointee.buffer.end = buffer + count + Self.padding
        // The characters and the reader's closing NUL: the scanner's tests of how many are
        // left to read (`CACHE`) then pass without calling the reader, which would return
        // at once, having nothing left to read.
        parser.pointee.unread = characters + 1
        parser.pointee.eof = 1
        parser.pointee.offset = rawByteCount
    }

    /// Gives `parser` its own buffer back (empty), for `yaml_parser_delete` to free.
    func uninstall(from parser: UnsafeMutablePointer<yaml_parser_t>) {
        parser.pointee.buffer.start = librarysBuffer.start
        parser.pointee.buffer.end = librarysBuffer.end
        parser.pointee.buffer.pointer = librarysBuffer.start
        parser.pointee.buffer.last = librarysBuffer.start
        parser.pointee.unread = 0
    }

    /// The number of characters in `bytes` if libyaml's reader accepts every one: strict
    /// UTF-8 of tab, line feed, carriage return, printable ASCII and what
    /// `InputPrescan.yamlAllows` allows beyond ASCII (`yaml_parser_update_buffer`'s NEL,
    /// U+00A0...U+D7FF, U+E000...U+FFFD and U+10000...U+10FFFF).
    static func acceptedCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0, characters = 0
        while index < count {
            // Printable ASCII, tabs and line breaks (most of a spec), sixteen bytes a step.
            let plain = SourceFile.plainASCIIPrefix(of: UnsafeBufferPointer(rebasing: bytes[index...]))
            index += plain
            characters += plain
            guard index < count else { break }
            guard bytes[index] >= 0x80, case .scalar(let value, let length) = UTF8Decoding.decode(bytes, at: index),
                  InputPrescan.yamlAllows(wide: value)
            else { return nil }
            index += length
            characters += 1
        }
        return characters
    }
}
