/// How messages quote text taken from the file: in single quotes, line breaks and other
/// control characters escaped, and cut to a readable length.
enum MessageText {
    static let maxLength = 40

    static func quoted(_ text: String) -> String {
        var shown = ""
        var length = 0
        for scalar in text.unicodeScalars {
            if length == maxLength {
                shown += "…"
                break
            }
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    shown.unicodeScalars.append(scalar)
                }
            }
            length += 1
        }
        return "'" + shown + "'"
    }
}
