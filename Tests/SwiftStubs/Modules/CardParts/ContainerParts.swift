// Parts that separate, space or hold other parts, and the table and collection parts
// with their cells.

import Foundation
import UIKit
import RxSwift
import RxCocoa

public class CardPartSeparatorView: UIView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.horizontalSeparatorMargins
    public init() { super.init(frame: .zero) }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
}

public class CardPartVerticalSeparatorView: UIView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public init() { super.init(frame: .zero) }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
}

public class CardPartSpacerView: UIView, CardPartView {
    public var margins: UIEdgeInsets = UIEdgeInsets.zero
    private var height: CGFloat
    public init(height: CGFloat) { self.height = height; super.init(frame: .zero) }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
}

/// Declares no initializer: UIStackView's `init(frame:)`, `init(coder:)`,
/// `init(arrangedSubviews:)` and `init()` are inherited. A rounded stack is this class
/// with `cornerRadius`, `backgroundView.backgroundColor` and `pinBackground(_:to:)`.
public class CardPartStackView: UIStackView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var backgroundView: UIView = UIView()
    public var cornerRadius: CGFloat = 4.0
    public func pinBackground(_ view: UIView, to stackView: UIStackView) {}
}

public class CardPartCenteredView: UIView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public init(leftView: CardPartView, centeredView: CardPartView, rightView: CardPartView) { super.init(frame: .zero) }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
}

/// Top-level in CardParts (used by CardPartOrientedView).
public enum Orientation {
    case top, bottom
}

public class CardPartOrientedView: UIView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    private var orientation: Orientation
    private var cardParts: [CardPartView]
    public init(cardParts: [CardPartView], orientation: Orientation) {
        self.cardParts = cardParts
        self.orientation = orientation
        super.init(frame: .zero)
    }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
}

public class CardPartPagedView: UIView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var pages: [CardPartView]!
    public var currentPage: Int = 0
    public var height: CGFloat
    public var delegate: CardPartPagedViewDelegate?
    public init(withPages pages: [CardPartStackView], andHeight height: CGFloat) {
        self.height = height
        super.init(frame: .zero)
    }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
    public func moveToPage(_ page: Int) {}
}

/// Internal in CardParts (the README's `tableViewPart.kDefaultCellId` does not compile);
/// the literal reuse id is "CellId".
let kDefaultCellId = "CellId"

/// A table whose `tableView` has CardPartTableViewCell registered as "CellId". There is
/// no CardParts binder for rows: bind with RxCocoa's `tableView.rx.items`.
public class CardPartTableView: UIView, CardPartView, UITableViewDelegate {
    public var margins: UIEdgeInsets = CardParts.theme.tableViewMargins
    public var tableView: UITableView = UITableView()
    public var rowHeight: CGFloat = 60
    public var delegate: CardPartTableViewDelegate?
    public init() { super.init(frame: .zero) }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { rowHeight }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// The table part's default cell; a UITableViewCell, not a CardPartView.
public class CardPartTableViewCell: UITableViewCell {
    public var margins: UIEdgeInsets = UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
    public var leftTitleLabel: UILabel = UILabel()
    public var leftDescriptionLabel: UILabel = UILabel()
    public var rightTitleLabel: UILabel = UILabel()
    public var rightDescriptionLabel: UILabel = UILabel()
    public var rightTopButton: UIButton = UIButton(type: .system)
    public var shouldCenterRightLabel: Bool = false
    public var leftTitleFont: UIFont = CardParts.theme.leftTitleFont
    public var leftDescriptionFont: UIFont = CardParts.theme.leftDescriptionFont
    public var rightTitleFont: UIFont = CardParts.theme.rightTitleFont
    public var rightDescriptionFont: UIFont = CardParts.theme.rightDescriptionFont
    public var leftTitleColor: UIColor = CardParts.theme.leftTitleColor
    public var leftDescriptionColor: UIColor = CardParts.theme.leftDescriptionColor
    public var rightTitleColor: UIColor = CardParts.theme.rightTitleColor
    public var rightDescriptionColor: UIColor = CardParts.theme.rightDescriptionColor
    public var displayAsHidden: Bool = false
    public var titleCompression: CardPartTitleCompression = .right

    override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
}

/// A table cell built from parts; open, so apps subclass it for custom rows.
open class CardPartTableViewCardPartsCell: UITableViewCell {
    override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public func setupCardParts(_ cardParts: [CardPartView]) {}
}

/// A collection whose items are bound with RxCocoa `collectionView.rx.items`; its height
/// is the inner collection view's frame height.
public class CardPartCollectionView: UIView, CardPartView, UICollectionViewDelegate {
    public var margins: UIEdgeInsets = CardParts.theme.tableViewMargins
    public var collectionView: UICollectionView
    public var delegate: CardPartCollectionViewDelegte?
    public init(collectionViewLayout: UICollectionViewLayout? = nil) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout ?? UICollectionViewLayout())
        super.init(frame: .zero)
    }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// A collection cell built from parts; open, so apps subclass it for custom items.
open class CardPartCollectionViewCardPartsCell: UICollectionViewCell {
    override public init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public func setupCardParts(_ cardParts: [CardPartView]) {}
}
