// The UIColor names a spec may write, as 0xRRGGBBAA. UIKit documents the class colors by
// component (darkGray is 1/3 white, gray 0.5, orange (1, 0.5, 0), ...); each component is
// rounded to 8 bits, halves up (0.5 -> 0x80, 1/3 -> 0x55, 2/3 -> 0xAA). The last seven
// are CardParts' public confetti colors.

extension CardPartsLibrary {
    static let namedColors: [(name: String, rgba: UInt32)] = [
        ("black", 0x000000FF),
        ("darkGray", 0x555555FF),
        ("lightGray", 0xAAAAAAFF),
        ("white", 0xFFFFFFFF),
        ("gray", 0x808080FF),
        ("red", 0xFF0000FF),
        ("green", 0x00FF00FF),
        ("blue", 0x0000FFFF),
        ("cyan", 0x00FFFFFF),
        ("yellow", 0xFFFF00FF),
        ("magenta", 0xFF00FFFF),
        ("orange", 0xFF8000FF),
        ("purple", 0x800080FF),
        ("brown", 0x996633FF),
        ("clear", 0x00000000),
        ("flushOrange", 0xFF8000FF),
        ("eggBlue", 0x07C4D9FF),
        ("blushPink", 0xFF88ECFF),
        ("cerulean", 0x0097E6FF),
        ("limeGreen", 0x53B700FF),
        ("yellowSea", 0xFFAD00FF),
        ("superNova", 0xFFCA00FF),
    ]
}
