// The view hierarchy: UIResponder, UIView and the plain views CardParts subclasses
// (UILabel, UIImageView, UIStackView, UIScrollView, UITextView).
//
// Initializers follow the Swift import of UIKit's Objective-C headers: a class's
// NS_DESIGNATED_INITIALIZERs are designated here, and `init()` is a convenience
// initializer of UIView, so a subclass inherits it only when it overrides every
// designated initializer of its superclass (how `CardPartPillLabel()` works while its
// `init(frame:)` is internal). Like the SDK, UIResponder and its subclasses are
// @MainActor.

@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {}
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }

    // UIAccessibility (an informal protocol on NSObject in the SDK).
    open var isAccessibilityElement: Bool = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityViewIsModal: Bool = false
    open var accessibilityElementsHidden: Bool = false
    open var accessibilityElements: [Any]?
    open func accessibilityPerformEscape() -> Bool { false }

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

public struct UIAccessibilityTraits: OptionSet, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
}

open class UIView: UIResponder {
    public enum ContentMode: Int {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }

    public struct AnimationOptions: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    public struct AutoresizingMask: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize.zero
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(frame: .zero) }

    open class var layerClass: AnyClass { CALayer.self }
    open var layer: CALayer { CALayer() }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var transform: CGAffineTransform = .identity
    open var backgroundColor: UIColor?
    open var alpha: CGFloat = 1
    open var isOpaque: Bool = true
    open var isHidden: Bool = false
    open var clipsToBounds: Bool = false
    open var tintColor: UIColor!
    open var contentMode: UIView.ContentMode = .scaleToFill
    open var isUserInteractionEnabled: Bool = true
    open var isMultipleTouchEnabled: Bool = false
    open var tag: Int = 0
    open var semanticContentAttribute: Int = 0
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var layoutMargins: UIEdgeInsets = .zero
    open var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    open var preservesSuperviewLayoutMargins: Bool = false
    open var insetsLayoutMarginsFromSafeArea: Bool = true
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var gestureRecognizers: [UIGestureRecognizer]?
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    open var superview: UIView? { nil }
    open var subviews: [UIView] { [] }
    open var window: UIWindow? { nil }
    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func isDescendant(of view: UIView) -> Bool { false }
    open func viewWithTag(_ tag: Int) -> UIView? { nil }
    open func didAddSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
    open func sizeToFit() {}
    open func invalidateIntrinsicContentSize() {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize { targetSize }
    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
    open func endEditing(_ force: Bool) -> Bool { true }

    open var constraints: [NSLayoutConstraint] { [] }
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    open func removeConstraint(_ constraint: NSLayoutConstraint) {}
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var readableContentGuide: UILayoutGuide { UILayoutGuide() }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {}
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    open class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                               animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
}

open class UIEvent: NSObject {}

open class UIWindow: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { false }
    open func makeKeyAndVisible() {}
    open func makeKey() {}
}

open class UILabel: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont!
    open var textColor: UIColor!
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor?
    open var shadowOffset: CGSize = .zero
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var numberOfLines: Int = 1
    open var isEnabled: Bool = true
    open var isHighlighted: Bool = false
    open var adjustsFontSizeToFitWidth: Bool = false
    open var adjustsFontForContentSizeCategory: Bool = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }
    open func drawText(in rect: CGRect) {}
}

open class UIImageView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public init(image: UIImage?) { super.init(frame: .zero) }
    public init(image: UIImage?, highlightedImage: UIImage?) { super.init(frame: .zero) }
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted: Bool = false
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open func startAnimating() {}
    open func stopAnimating() {}
    open var isAnimating: Bool { false }
}

open class UIStackView: UIView {
    public enum Distribution: Int {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: Int {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }

    open var arrangedSubviews: [UIView] { [] }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: UIStackView.Distribution = .fill
    open var alignment: UIStackView.Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement: Bool = false
    open var isLayoutMarginsRelativeArrangement: Bool = false
    open func addArrangedSubview(_ view: UIView) {}
    open func removeArrangedSubview(_ view: UIView) {}
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat { 0 }
}

open class UIScrollView: UIView {
    public enum ContentInsetAdjustmentBehavior: Int { case automatic = 0, scrollableAxes, never, always }
    public enum KeyboardDismissMode: Int { case none = 0, onDrag, interactive }
    public struct DecelerationRate: RawRepresentable, Hashable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var adjustedContentInset: UIEdgeInsets { .zero }
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open weak var delegate: UIScrollViewDelegate?
    open var isScrollEnabled: Bool = true
    open var isPagingEnabled: Bool = false
    open var bounces: Bool = true
    open var alwaysBounceVertical: Bool = false
    open var alwaysBounceHorizontal: Bool = false
    open var showsHorizontalScrollIndicator: Bool = true
    open var showsVerticalScrollIndicator: Bool = true
    open var decelerationRate: UIScrollView.DecelerationRate = .normal
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func flashScrollIndicators() {}
}

/// UIKit's delegate protocols are @objc protocols of optional methods in the SDK; Linux has
/// no Objective-C runtime, so here they are Swift protocols (class-bound, @MainActor like
/// the SDK's) whose every method has a public default: a conformer implements only what it
/// needs. A subclass's `delegate` keeps the superclass's type (UIScrollViewDelegate?), since
/// Swift cannot narrow a settable property's type the way the Objective-C import does.
/// UIScrollViewDelegate is an @objc protocol of optional methods in the SDK; here every
/// method has a default, so a conformer implements only what it needs.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
}
extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
}

open class UITextView: UIScrollView, UITextInputTraits {
    public init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    open var text: String!
    open var attributedText: NSAttributedString!
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable: Bool = true
    open var isSelectable: Bool = true
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var linkTextAttributes: [NSAttributedString.Key: Any]!
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var textContainer: NSTextContainer { NSTextContainer() }
    open var textContainerInset: UIEdgeInsets = .zero
    open var selectedRange: NSRange = NSRange(location: 0, length: 0)
    open var selectedTextRange: UITextRange?
    open var allowsEditingTextAttributes: Bool = false
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var isSecureTextEntry: Bool = false
    open var textContentType: UITextContentType!
}

@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
}
extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { true }
}

open class UIActivityIndicatorView: UIView {
    public enum Style: Int { case medium = 100, large = 101 }
    public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    open var style: UIActivityIndicatorView.Style = .medium
    open var color: UIColor!
    open var hidesWhenStopped: Bool = true
    open var isAnimating: Bool { false }
    open func startAnimating() {}
    open func stopAnimating() {}
}

open class UIPageControl: UIControl {
    open var numberOfPages: Int = 0
    open var currentPage: Int = 0
    open var hidesForSinglePage: Bool = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
}

open class UIProgressView: UIView {
    public enum Style: Int { case `default` = 0, bar }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    public convenience init(progressViewStyle style: UIProgressView.Style) { self.init(frame: .zero) }
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open func setProgress(_ progress: Float, animated: Bool) {}
}
