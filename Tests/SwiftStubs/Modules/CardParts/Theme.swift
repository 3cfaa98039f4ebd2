// The theme: the CardPartsTheme protocol (50 settable properties), `apply()`, the two
// built-in themes (public, not open: app themes conform to the protocol instead of
// subclassing) and the CardParts class that holds the current theme.
//
// The class `CardParts` has the module's name, so `CardParts.X` always means a member of
// the class: module-qualified type names such as `CardParts.Orientation` do not compile.

import UIKit

public class CardParts {
    public static var theme: CardPartsTheme = CardPartsTurboTheme()
}

public protocol CardPartsTheme {
    var cardsViewContentInsetTop: CGFloat { get set }
    var cardsLineSpacing: CGFloat { get set }
    var cardShadow: Bool { get set }
    var cardCellMargins: UIEdgeInsets { get set }
    var cardPartMargins: UIEdgeInsets { get set }
    var separatorColor: UIColor { get set }
    var horizontalSeparatorMargins: UIEdgeInsets { get set }
    var smallTextFont: UIFont { get set }
    var smallTextColor: UIColor { get set }
    var normalTextFont: UIFont { get set }
    var normalTextColor: UIColor { get set }
    var titleTextFont: UIFont { get set }
    var titleTextColor: UIColor { get set }
    var headerTextFont: UIFont { get set }
    var headerTextColor: UIColor { get set }
    var detailTextFont: UIFont { get set }
    var detailTextColor: UIColor { get set }
    var smallAttributedTextFont: UIFont { get set }
    var smallAttributedTextColor: UIColor { get set }
    var normalAttributedTextFont: UIFont { get set }
    var normalAttributedTextColor: UIColor { get set }
    var titleAttributedTextFont: UIFont { get set }
    var titleAttributedTextColor: UIColor { get set }
    var headerAttributedTextFont: UIFont { get set }
    var headerAttributedTextColor: UIColor { get set }
    var detailAttributedTextFont: UIFont { get set }
    var detailAttributedTextColor: UIColor { get set }
    var titleFont: UIFont { get set }
    var titleColor: UIColor { get set }
    var titleViewMargins: UIEdgeInsets { get set }
    var buttonTitleFont: UIFont { get set }
    var buttonTitleColor: UIColor { get set }
    var buttonCornerRadius: CGFloat { get set }
    var barBackgroundColor: UIColor { get set }
    var barHeight: CGFloat { get set }
    var barColor: UIColor { get set }
    var todayLineColor: UIColor { get set }
    var roundedCorners: Bool { get set }
    var showTodayLine: Bool { get set }
    var barCornerRadius: CGFloat? { get set }
    var tableViewMargins: UIEdgeInsets { get set }
    var leftTitleFont: UIFont { get set }
    var leftDescriptionFont: UIFont { get set }
    var rightTitleFont: UIFont { get set }
    var rightDescriptionFont: UIFont { get set }
    var leftTitleColor: UIColor { get set }
    var leftDescriptionColor: UIColor { get set }
    var rightTitleColor: UIColor { get set }
    var rightDescriptionColor: UIColor { get set }
    var secondaryTitlePosition: CardPartSecondaryTitleDescPosition { get set }
}

extension CardPartsTheme {
    /// Makes this theme the current one (`CardParts.theme = self`). Apply it before
    /// creating parts and controllers: their defaults read the theme when created.
    public func apply() {
        CardParts.theme = self
    }
}

public class CardPartsMintTheme: CardPartsTheme {
    public init() {}
    public var cardsViewContentInsetTop: CGFloat = 0
    public var cardsLineSpacing: CGFloat = 0
    public var cardShadow: Bool = false
    public var cardCellMargins: UIEdgeInsets = .zero
    public var cardPartMargins: UIEdgeInsets = .zero
    public var separatorColor: UIColor = .black
    public var horizontalSeparatorMargins: UIEdgeInsets = .zero
    public var smallTextFont: UIFont = .systemFont(ofSize: 14)
    public var smallTextColor: UIColor = .black
    public var normalTextFont: UIFont = .systemFont(ofSize: 14)
    public var normalTextColor: UIColor = .black
    public var titleTextFont: UIFont = .systemFont(ofSize: 14)
    public var titleTextColor: UIColor = .black
    public var headerTextFont: UIFont = .systemFont(ofSize: 14)
    public var headerTextColor: UIColor = .black
    public var detailTextFont: UIFont = .systemFont(ofSize: 14)
    public var detailTextColor: UIColor = .black
    public var smallAttributedTextFont: UIFont = .systemFont(ofSize: 14)
    public var smallAttributedTextColor: UIColor = .black
    public var normalAttributedTextFont: UIFont = .systemFont(ofSize: 14)
    public var normalAttributedTextColor: UIColor = .black
    public var titleAttributedTextFont: UIFont = .systemFont(ofSize: 14)
    public var titleAttributedTextColor: UIColor = .black
    public var headerAttributedTextFont: UIFont = .systemFont(ofSize: 14)
    public var headerAttributedTextColor: UIColor = .black
    public var detailAttributedTextFont: UIFont = .systemFont(ofSize: 14)
    public var detailAttributedTextColor: UIColor = .black
    public var titleFont: UIFont = .systemFont(ofSize: 14)
    public var titleColor: UIColor = .black
    public var titleViewMargins: UIEdgeInsets = .zero
    public var buttonTitleFont: UIFont = .systemFont(ofSize: 14)
    public var buttonTitleColor: UIColor = .black
    public var buttonCornerRadius: CGFloat = 0
    public var barBackgroundColor: UIColor = .black
    public var barHeight: CGFloat = 0
    public var barColor: UIColor = .black
    public var todayLineColor: UIColor = .black
    public var roundedCorners: Bool = false
    public var showTodayLine: Bool = false
    public var barCornerRadius: CGFloat? = nil
    public var tableViewMargins: UIEdgeInsets = .zero
    public var leftTitleFont: UIFont = .systemFont(ofSize: 14)
    public var leftDescriptionFont: UIFont = .systemFont(ofSize: 14)
    public var rightTitleFont: UIFont = .systemFont(ofSize: 14)
    public var rightDescriptionFont: UIFont = .systemFont(ofSize: 14)
    public var leftTitleColor: UIColor = .black
    public var leftDescriptionColor: UIColor = .black
    public var rightTitleColor: UIColor = .black
    public var rightDescriptionColor: UIColor = .black
    public var secondaryTitlePosition: CardPartSecondaryTitleDescPosition = .right
}

public class CardPartsTurboTheme: CardPartsTheme {
    public init() {}
    public var cardsViewContentInsetTop: CGFloat = 0
    public var cardsLineSpacing: CGFloat = 0
    public var cardShadow: Bool = false
    public var cardCellMargins: UIEdgeInsets = .zero
    public var cardPartMargins: UIEdgeInsets = .zero
    public var separatorColor: UIColor = .black
    public var horizontalSeparatorMargins: UIEdgeInsets = .zero
    public var smallTextFont: UIFont = .systemFont(ofSize: 14)
    public var smallTextColor: UIColor = .black
    public var normalTextFont: UIFont = .systemFont(ofSize: 14)
    public var normalTextColor: UIColor = .black
    public var titleTextFont: UIFont = .systemFont(ofSize: 14)
    public var titleTextColor: UIColor = .black
    public var headerTextFont: UIFont = .systemFont(ofSize: 14)
    public var headerTextColor: UIColor = .black
    public var detailTextFont: UIFont = .systemFont(ofSize: 14)
    public var detailTextColor: UIColor = .black
    public var smallAttributedTextFont: UIFont = .systemFont(ofSize: 14)
    public var smallAttributedTextColor: UIColor = .black
    public var normalAttributedTextFont: UIFont = .systemFont(ofSize: 14)
    public var normalAttributedTextColor: UIColor = .black
    public var titleAttributedTextFont: UIFont = .systemFont(ofSize: 14)
    public var titleAttributedTextColor: UIColor = .black
    public var headerAttributedTextFont: UIFont = .systemFont(ofSize: 14)
    public var headerAttributedTextColor: UIColor = .black
    public var detailAttributedTextFont: UIFont = .systemFont(ofSize: 14)
    public var detailAttributedTextColor: UIColor = .black
    public var titleFont: UIFont = .systemFont(ofSize: 14)
    public var titleColor: UIColor = .black
    public var titleViewMargins: UIEdgeInsets = .zero
    public var buttonTitleFont: UIFont = .systemFont(ofSize: 14)
    public var buttonTitleColor: UIColor = .black
    public var buttonCornerRadius: CGFloat = 0
    public var barBackgroundColor: UIColor = .black
    public var barHeight: CGFloat = 0
    public var barColor: UIColor = .black
    public var todayLineColor: UIColor = .black
    public var roundedCorners: Bool = false
    public var showTodayLine: Bool = false
    public var barCornerRadius: CGFloat? = nil
    public var tableViewMargins: UIEdgeInsets = .zero
    public var leftTitleFont: UIFont = .systemFont(ofSize: 14)
    public var leftDescriptionFont: UIFont = .systemFont(ofSize: 14)
    public var rightTitleFont: UIFont = .systemFont(ofSize: 14)
    public var rightDescriptionFont: UIFont = .systemFont(ofSize: 14)
    public var leftTitleColor: UIColor = .black
    public var leftDescriptionColor: UIColor = .black
    public var rightTitleColor: UIColor = .black
    public var rightDescriptionColor: UIColor = .black
    public var secondaryTitlePosition: CardPartSecondaryTitleDescPosition = .center(amount: 0.0)
}
