// Proof: an app theme. A class conforming to CardPartsTheme with all 50 properties (the
// built-in themes are public, not open, so a custom theme conforms instead of
// subclassing), applied before any part or controller is created.

import UIKit
import CardParts

final class BrandTheme: CardPartsTheme {
    var cardsViewContentInsetTop: CGFloat = 0
    var cardsLineSpacing: CGFloat = 12
    var cardShadow: Bool = false
    var cardCellMargins: UIEdgeInsets = UIEdgeInsets(top: 9, left: 12, bottom: 12, right: 12)
    var cardPartMargins: UIEdgeInsets = UIEdgeInsets(top: 5, left: 16, bottom: 5, right: 16)
    var separatorColor: UIColor = UIColor(white: 0.87, alpha: 1)
    var horizontalSeparatorMargins: UIEdgeInsets = UIEdgeInsets(top: 5, left: 16, bottom: 5, right: 16)
    var smallTextFont: UIFont = UIFont.systemFont(ofSize: 10)
    var smallTextColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var normalTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    var normalTextColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var titleTextFont: UIFont = UIFont.systemFont(ofSize: 16, weight: .medium)
    var titleTextColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var headerTextFont: UIFont = UIFont.systemFont(ofSize: 36, weight: .black)
    var headerTextColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var detailTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    var detailTextColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var smallAttributedTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    var smallAttributedTextColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var normalAttributedTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    var normalAttributedTextColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var titleAttributedTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    var titleAttributedTextColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var headerAttributedTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    var headerAttributedTextColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var detailAttributedTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    var detailAttributedTextColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var titleFont: UIFont = UIFont(name: "HelveticaNeue-Medium", size: 16) ?? UIFont.systemFont(ofSize: 16, weight: .medium)
    var titleColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var titleViewMargins: UIEdgeInsets = UIEdgeInsets(top: 5, left: 16, bottom: 5, right: 16)
    var buttonTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    var buttonTitleColor: UIColor = UIColor(red: 69 / 255, green: 202 / 255, blue: 230 / 255, alpha: 1)
    var buttonCornerRadius: CGFloat = 8
    var barBackgroundColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var barHeight: CGFloat = 16
    var barColor: UIColor = .eggBlue
    var todayLineColor: UIColor = .lightGray
    var roundedCorners: Bool = true
    var showTodayLine: Bool = true
    var barCornerRadius: CGFloat? = 4
    var tableViewMargins: UIEdgeInsets = UIEdgeInsets(top: 5, left: 16, bottom: 5, right: 16)
    var leftTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    var leftDescriptionFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    var rightTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    var rightDescriptionFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    var leftTitleColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var leftDescriptionColor: UIColor = .gray
    var rightTitleColor: UIColor = UIColor(red: 17 / 255, green: 17 / 255, blue: 17 / 255, alpha: 1)
    var rightDescriptionColor: UIColor = .gray
    var secondaryTitlePosition: CardPartSecondaryTitleDescPosition = .center(amount: 0)
}

enum AppTheme {
    /// Call before creating screens: part and controller defaults read the theme when they
    /// are created.
    static func apply() {
        BrandTheme().apply()
        let current: CardPartsTheme = CardParts.theme
        _ = current.cardPartMargins
    }

    static func applyBuiltIn(mint: Bool) {
        if mint {
            CardPartsMintTheme().apply()
        } else {
            let turbo = CardPartsTurboTheme()
            turbo.barHeight = 18
            CardParts.theme = turbo
        }
    }
}
