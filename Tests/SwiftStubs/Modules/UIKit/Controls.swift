// Controls: UIControl, UIButton, UITextField, UISwitch, UISlider, UISegmentedControl.

/// Objective-C's selector type, so signatures such as `addTarget(_:action:for:)` read as
/// in the SDK. `#selector(...)` itself cannot type-check on Linux ("'#selector' can only
/// be used with the Objective-C runtime"): card code should use Rx (`rx.tap`,
/// `rx.controlEvent(_:)`, `rx.event`) instead of target/action.
public struct Selector: Hashable, ExpressibleByStringLiteral {
    public init(_ name: String) {}
    public init(stringLiteral name: String) {}
}

open class UIControl: UIView {
    public struct Event: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    public enum ContentHorizontalAlignment: Int {
        case center = 0, left, right, fill, leading, trailing
    }

    public enum ContentVerticalAlignment: Int {
        case center = 0, top, bottom, fill
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var state: UIControl.State { .normal }
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
    open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment { contentHorizontalAlignment }
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
    open func sendActions(for controlEvents: UIControl.Event) {}
    open var allControlEvents: UIControl.Event { [] }
}

open class UIButton: UIControl {
    public enum ButtonType: Int {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static var roundedRect: ButtonType { .system }
        public static var plain: ButtonType { .system }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

    open var buttonType: UIButton.ButtonType { .custom }
    open var titleLabel: UILabel? { nil }
    open var imageView: UIImageView? { nil }
    open var currentTitle: String? { nil }
    open var currentTitleColor: UIColor { .black }
    open var currentImage: UIImage? { nil }
    open var currentAttributedTitle: NSAttributedString? { nil }
    open var contentEdgeInsets: UIEdgeInsets = .zero
    open var titleEdgeInsets: UIEdgeInsets = .zero
    open var imageEdgeInsets: UIEdgeInsets = .zero
    open var adjustsImageWhenHighlighted: Bool = true
    open var adjustsImageWhenDisabled: Bool = true
    open var showsTouchWhenHighlighted: Bool = false
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func title(for state: UIControl.State) -> String? { nil }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func titleColor(for state: UIControl.State) -> UIColor? { nil }
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open func image(for state: UIControl.State) -> UIImage? { nil }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
    open func backgroundImage(for state: UIControl.State) -> UIImage? { nil }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {}
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { nil }
}

open class UITextField: UIControl, UITextInputTraits {
    public enum BorderStyle: Int { case none = 0, line, bezel, roundedRect }
    public enum ViewMode: Int { case never = 0, whileEditing, unlessEditing, always }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var text: String?
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: UITextField.BorderStyle = .none
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var clearsOnBeginEditing: Bool = false
    open var adjustsFontSizeToFitWidth: Bool = false
    open var minimumFontSize: CGFloat = 0
    open weak var delegate: UITextFieldDelegate?
    open var background: UIImage?
    open var isEditing: Bool { false }
    open var clearButtonMode: UITextField.ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: UITextField.ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: UITextField.ViewMode = .never
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var isSecureTextEntry: Bool = false
    open var textContentType: UITextContentType!
    open var selectedTextRange: UITextRange?
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func drawText(in rect: CGRect) {}
}

@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}
extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

open class UISwitch: UIControl {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var isOn: Bool = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var onImage: UIImage?
    open var offImage: UIImage?
    open func setOn(_ on: Bool, animated: Bool) {}
}

open class UISlider: UIControl {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    open var isContinuous: Bool = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var currentThumbImage: UIImage? { nil }
    open func setValue(_ value: Float, animated: Bool) {}
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open func trackRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect { bounds }
}

open class UISegmentedControl: UIControl {
    public static let noSegment: Int = -1
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public init(items: [Any]?) { super.init(frame: .zero) }
    open var selectedSegmentIndex: Int = -1
    open var numberOfSegments: Int { 0 }
    open var selectedSegmentTintColor: UIColor?
    open var isMomentary: Bool = false
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {}
    open func removeAllSegments() {}
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
    open func titleForSegment(at segment: Int) -> String? { nil }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
}
