// Text: fonts, alignment, attributed-string keys and paragraph styles, keyboard traits.
// Linux Foundation has NSAttributedString but none of the UIKit attribute keys.

public enum NSTextAlignment: Int {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

public enum NSLineBreakMode: Int {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

public struct NSUnderlineStyle: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let link = NSAttributedString.Key("NSLink")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

open class NSParagraphStyle: NSObject {
    public override init() {}
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    open var lineSpacing: CGFloat { 0 }
    open var paragraphSpacing: CGFloat { 0 }
    open var alignment: NSTextAlignment { .natural }
    open var lineHeightMultiple: CGFloat { 0 }
    open var lineBreakMode: NSLineBreakMode { .byWordWrapping }
    open var minimumLineHeight: CGFloat { 0 }
    open var maximumLineHeight: CGFloat { 0 }
}

open class NSMutableParagraphStyle: NSParagraphStyle {
    private var storage: (CGFloat, CGFloat, NSTextAlignment, CGFloat, NSLineBreakMode, CGFloat, CGFloat) = (0, 0, .natural, 0, .byWordWrapping, 0, 0)
    open override var lineSpacing: CGFloat { get { storage.0 } set { storage.0 = newValue } }
    open override var paragraphSpacing: CGFloat { get { storage.1 } set { storage.1 = newValue } }
    open override var alignment: NSTextAlignment { get { storage.2 } set { storage.2 = newValue } }
    open override var lineHeightMultiple: CGFloat { get { storage.3 } set { storage.3 = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { storage.4 } set { storage.4 = newValue } }
    open override var minimumLineHeight: CGFloat { get { storage.5 } set { storage.5 = newValue } }
    open override var maximumLineHeight: CGFloat { get { storage.6 } set { storage.6 = newValue } }
}

open class NSTextContainer: NSObject {
    public override init() {}
    public init(size: CGSize) {}
    open var size: CGSize = .zero
    open var exclusionPaths: [UIBezierPath] = []
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines: Int = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
}

open class NSTextAttachment: NSObject {
    public override init() {}
    open var image: UIImage?
    open var bounds: CGRect = .zero
}

open class UIFont: NSObject {
    public struct Weight: RawRepresentable, Hashable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: RawRepresentable, Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
    }

    private let size: CGFloat
    private init(size: CGFloat) { self.size = size }

    public init?(name fontName: String, size fontSize: CGFloat) { self.size = fontSize }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(size: fontSize) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(size: fontSize) }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(size: fontSize) }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont(size: 17) }
    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var familyNames: [String] { [] }
    open class func fontNames(forFamilyName familyName: String) -> [String] { [] }

    open var familyName: String { "" }
    open var fontName: String { "" }
    open var pointSize: CGFloat { size }
    open var lineHeight: CGFloat { size }
    open var ascender: CGFloat { size }
    open var descender: CGFloat { 0 }
    open var capHeight: CGFloat { size }
    open var xHeight: CGFloat { size }
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
}

public enum UIKeyboardType: Int {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

public enum UIKeyboardAppearance: Int { case `default` = 0, dark, light }

public enum UIReturnKeyType: Int {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocorrectionType: Int { case `default` = 0, no, yes }
public enum UITextAutocapitalizationType: Int { case none = 0, words, sentences, allCharacters }
public enum UITextSpellCheckingType: Int { case `default` = 0, no, yes }

public struct UITextContentType: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let postalCode = UITextContentType("postal-code")
    public static let password = UITextContentType("password")
    public static let username = UITextContentType("username")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

public struct UIDataDetectorTypes: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// Text input traits shared by UITextField and UITextView (the properties are declared
/// on those classes; the protocol only marks them).
public protocol UITextInputTraits: NSObjectProtocol {}

open class UITextPosition: NSObject {}
open class UITextRange: NSObject {
    open var isEmpty: Bool { true }
    open var start: UITextPosition { UITextPosition() }
    open var end: UITextPosition { UITextPosition() }
}
