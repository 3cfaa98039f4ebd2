// Parts that show text, with their explicit Rx binders (`extension Reactive where Base:`).
// Element types follow CardParts, not the property types (CardPartTextView.rx.textColor
// is a Binder<UIColor> although `textColor` is UIColor!).

import Foundation
import UIKit
import RxSwift
import RxCocoa

public enum CardPartTextType {
    case small, normal, title, header, detail
}

public enum CardPartLabelVerticalAlignment {
    case top, center, bottom
}

/// A UILabel with text insets; not a CardPartView (only inside stacks).
public class CardPartLabel: UILabel {
    public var textInsets: UIEdgeInsets = .zero
}

public class CardPartTextView: UIView, CardPartView {
    public var text: String?
    public var attributedText: NSAttributedString?
    public var font: UIFont!
    public var textColor: UIColor!
    public var textAlignment: NSTextAlignment = .left
    public var verticalAlignment: CardPartLabelVerticalAlignment = .center
    public var lineSpacing: CGFloat = 1.0
    public var lineHeightMultiple: CGFloat = 1.1
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var label: CardPartLabel = CardPartLabel()

    public init(type: CardPartTextType) { super.init(frame: .zero) }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
}

extension Reactive where Base: CardPartTextView {
    public var text: Binder<String?> { Binder(base) { $0.text = $1 } }
    public var attributedText: Binder<NSAttributedString?> { Binder(base) { $0.attributedText = $1 } }
    public var font: Binder<UIFont> { Binder(base) { $0.font = $1 } }
    public var textColor: Binder<UIColor> { Binder(base) { $0.textColor = $1 } }
    public var textAlignment: Binder<NSTextAlignment> { Binder(base) { $0.textAlignment = $1 } }
    public var verticalAlignment: Binder<CardPartLabelVerticalAlignment> { Binder(base) { $0.verticalAlignment = $1 } }
    public var lineSpacing: Binder<CGFloat> { Binder(base) { $0.lineSpacing = $1 } }
    public var lineHeightMultiple: Binder<CGFloat> { Binder(base) { $0.lineHeightMultiple = $1 } }
}

public enum CardPartAttributedTextType {
    case small, normal, title, header, detail
}

/// The inner text view of CardPartAttributedTextView; not a CardPartView.
public class CardPartUITextView: UITextView {
    public var textInsets: UIEdgeInsets = .zero
    override public var selectedTextRange: UITextRange? {
        get { nil }
        set {}
    }
}

public class CardPartAttributedTextView: UIView, CardPartView {
    public var text: String?
    public var attributedText: NSMutableAttributedString?
    public var font: UIFont?
    public var textColor: UIColor?
    public var isEditable: Bool = false
    public var dataDetectorTypes: UIDataDetectorTypes = []
    public var textAlignment: NSTextAlignment = .natural
    public var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var exclusionPath: [UIBezierPath]?
    public var lineSpacing: CGFloat = 1.0
    public var lineHeightMultiple: CGFloat = 1.1
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var textView: CardPartUITextView = CardPartUITextView()
    public var textViewImage: CardPartImageView?

    public init(type: CardPartAttributedTextType) { super.init(frame: .zero) }
    required public init?(coder: NSCoder) { fatalError() }
}

extension Reactive where Base: CardPartAttributedTextView {
    public var text: Binder<String?> { Binder(base) { $0.text = $1 } }
    public var attributedText: Binder<NSMutableAttributedString?> { Binder(base) { $0.attributedText = $1 } }
    public var font: Binder<UIFont> { Binder(base) { $0.font = $1 } }
    public var textColor: Binder<UIColor> { Binder(base) { $0.textColor = $1 } }
    public var isEditable: Binder<Bool> { Binder(base) { $0.isEditable = $1 } }
    public var dataDetectorTypes: Binder<UIDataDetectorTypes> { Binder(base) { $0.dataDetectorTypes = $1 } }
    public var textAlignment: Binder<NSTextAlignment> { Binder(base) { $0.textAlignment = $1 } }
    public var exclusionPath: Binder<[UIBezierPath]?> { Binder(base) { $0.exclusionPath = $1 } }
    public var lineSpacing: Binder<CGFloat> { Binder(base) { $0.lineSpacing = $1 } }
    public var lineHeightMultiple: Binder<CGFloat> { Binder(base) { $0.lineHeightMultiple = $1 } }
}

public enum CardPartTitleType {
    case titleOnly, titleWithMenu, titleWithActionableButton
}

public class CardPartTitleView: UIView, CardPartView {
    public var title: String?
    public var titleFont: UIFont = CardParts.theme.titleFont
    public var titleColor: UIColor = CardParts.theme.titleColor
    public var menuTitle: String?
    public var menuOptions: [String]?
    public var menuButtonImage: UIImage? = nil
    public var menuButtonImageName: String = "arrowdown"
    public var menuOptionObserver: ((String, Int) -> Void)?
    public var menuActionableCallback: (() -> ())?
    public var margins: UIEdgeInsets = CardParts.theme.titleViewMargins
    public var label: UILabel = UILabel()
    public var button: UIButton?

    public init(type: CardPartTitleType) { super.init(frame: .zero) }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
}

extension Reactive where Base: CardPartTitleView {
    public var title: Binder<String?> { Binder(base) { $0.title = $1 } }
    public var titleFont: Binder<UIFont> { Binder(base) { $0.titleFont = $1 } }
    public var titleColor: Binder<UIColor> { Binder(base) { $0.titleColor = $1 } }
    public var menuTitle: Binder<String?> { Binder(base) { $0.menuTitle = $1 } }
    public var menuOptions: Binder<[String]?> { Binder(base) { $0.menuOptions = $1 } }
    public var menuButtonImageName: Binder<String> { Binder(base) { $0.menuButtonImageName = $1 } }
    public var menuButtonImage: Binder<UIImage?> { Binder(base) { $0.menuButtonImage = $1 } }
}

public enum CardPartTitlePosition {
    case top, bottom
}

public enum CardPartTitleCompression {
    case left, right
}

/// No Equatable conformance in CardParts.
public enum CardPartSecondaryTitleDescPosition {
    case center(amount: CGFloat)
    case right
}

public class CardPartTitleDescriptionView: UIView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var leftTitleLabel: UILabel = UILabel()
    public var leftDescriptionLabel: UILabel = UILabel()
    public var rightTitleLabel: UILabel = UILabel()
    public var rightDescriptionLabel: UILabel = UILabel()
    public var leftTitleText: String?
    public var leftDescriptionText: String?
    public var leftDescriptionAttributedText: NSAttributedString?
    public var leftTitleAttributedText: NSAttributedString?
    public var rightTitleText: String?
    public var rightDescriptionText: String?
    public var rightDescriptionAttributedText: NSAttributedString?
    public var rightTitleAttributedText: NSAttributedString?
    public var leftTitleFont: UIFont = CardParts.theme.leftTitleFont
    public var leftDescriptionFont: UIFont = CardParts.theme.leftDescriptionFont
    public var rightTitleFont: UIFont = CardParts.theme.rightTitleFont
    public var rightDescriptionFont: UIFont = CardParts.theme.rightDescriptionFont
    public var leftTitleColor: UIColor = CardParts.theme.leftTitleColor
    public var leftDescriptionColor: UIColor = CardParts.theme.leftDescriptionColor
    public var rightTitleColor: UIColor = CardParts.theme.rightTitleColor
    public var rightDescriptionColor: UIColor = CardParts.theme.rightDescriptionColor
    public var titleCompression: CardPartTitleCompression = .right

    public init(titlePosition: CardPartTitlePosition = .top,
                secondaryPosition: CardPartSecondaryTitleDescPosition = CardParts.theme.secondaryTitlePosition) {
        super.init(frame: .zero)
    }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
}

extension Reactive where Base: CardPartTitleDescriptionView {
    public var leftTitleText: Binder<String?> { Binder(base) { $0.leftTitleText = $1 } }
    public var leftDescriptionText: Binder<String?> { Binder(base) { $0.leftDescriptionText = $1 } }
    public var leftDescriptionAttributedText: Binder<NSAttributedString?> { Binder(base) { $0.leftDescriptionAttributedText = $1 } }
    public var leftTitleAttributedText: Binder<NSAttributedString?> { Binder(base) { $0.leftTitleAttributedText = $1 } }
    public var rightDescriptionAttributedText: Binder<NSAttributedString?> { Binder(base) { $0.rightDescriptionAttributedText = $1 } }
    public var rightTitleAttributedText: Binder<NSAttributedString?> { Binder(base) { $0.rightTitleAttributedText = $1 } }
    public var rightTitleText: Binder<String?> { Binder(base) { $0.rightTitleText = $1 } }
    public var rightDescriptionText: Binder<String?> { Binder(base) { $0.rightDescriptionText = $1 } }
    public var leftTitleFont: Binder<UIFont> { Binder(base) { $0.leftTitleFont = $1 } }
    public var leftDescriptionFont: Binder<UIFont> { Binder(base) { $0.leftDescriptionFont = $1 } }
    public var rightTitleFont: Binder<UIFont> { Binder(base) { $0.rightTitleFont = $1 } }
    public var rightDescriptionFont: Binder<UIFont> { Binder(base) { $0.rightDescriptionFont = $1 } }
    public var leftTitleColor: Binder<UIColor> { Binder(base) { $0.leftTitleColor = $1 } }
    public var leftDescriptionColor: Binder<UIColor> { Binder(base) { $0.leftDescriptionColor = $1 } }
    public var rightTitleColor: Binder<UIColor> { Binder(base) { $0.rightTitleColor = $1 } }
    public var rightDescriptionColor: Binder<UIColor> { Binder(base) { $0.rightDescriptionColor = $1 } }
}

/// `init(frame:)` and `init(coder:)` are INTERNAL: app code creates it with the inherited
/// convenience `CardPartPillLabel()`.
public class CardPartPillLabel: UILabel, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var labelText: String?
    public var verticalPadding: CGFloat = 2.0
    public var horizontalPadding: CGFloat = 2.0

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder aDecoder: NSCoder) { fatalError() }
}

extension Reactive where Base: CardPartPillLabel {
    /// Sets `text` (not `labelText`).
    public var labelText: Binder<String?> { Binder(base) { $0.text = $1 } }
    public var verticalPadding: Binder<CGFloat> { Binder(base) { $0.verticalPadding = $1 } }
    public var horizontalPadding: Binder<CGFloat> { Binder(base) { $0.horizontalPadding = $1 } }
}

/// `init(frame:)` and `init(coder:)` are INTERNAL: app code creates it with the inherited
/// convenience `CardPartIconLabel()`.
public class CardPartIconLabel: UILabel, CardPartView {
    public enum HorizontalPosition {
        case left, right
    }
    public enum VerticalPosition {
        case top, center, bottom
    }
    public typealias Position = (horizontal: HorizontalPosition, vertical: VerticalPosition)

    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var verticalPadding: CGFloat = 2.0
    public var horizontalPadding: CGFloat = 2.0
    public var padding: CGFloat = 10.0
    public var iconView: UIImageView?
    public var iconPosition: Position = (.left, .top)
    public var iconPadding: CGFloat = 0
    public var icon: UIImage?
    public var labelText: String?

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder aDecoder: NSCoder) { fatalError() }

    public func tapIconGestureRecognizer(action: (() -> Void)?) {}
}

extension Reactive where Base: CardPartIconLabel {
    /// Sets `text` (not `labelText`).
    public var labelText: Binder<String?> { Binder(base) { $0.text = $1 } }
    public var verticalPadding: Binder<CGFloat> { Binder(base) { $0.verticalPadding = $1 } }
    public var horizontalPadding: Binder<CGFloat> { Binder(base) { $0.horizontalPadding = $1 } }
    public var iconView: Binder<UIImageView> { Binder(base) { $0.iconView = $1 } }
    public var icon: Binder<UIImage?> { Binder(base) { $0.icon = $1 } }
}
