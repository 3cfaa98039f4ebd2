// The controllers: CardsViewController (a screen of cards), CardPartsViewController (one
// card) and CardPartsFullScreenViewController, and the internal-only CardCell.

import Foundation
import UIKit
import RxSwift
import RxCocoa

/// Open, but every member is internal: not for app code.
open class CardCell: UICollectionViewCell {
    override init(frame: CGRect) { super.init(frame: frame) }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
}

struct CardInfo {}

/// A vertical list of cards. Declares no initializer: UIViewController's
/// `init(nibName:bundle:)`, `init(coder:)` and `init()` are inherited. `bag` is INTERNAL:
/// a subclass cannot use `self.bag` but may declare its own.
open class CardsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate, UIScrollViewDelegate {
    var cardControllers = [CardInfo]()
    var bag = DisposeBag()
    var layout: UICollectionViewFlowLayout!
    var cardCellWidth = BehaviorRelay(value: CGFloat(0))

    public var collectionView: UICollectionView!
    public var cardCellMargins: UIEdgeInsets = CardParts.theme.cardCellMargins
    public var shouldListenToKeyboardNotifications: Bool = true

    open override func viewDidLoad() {}
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open override func viewDidAppear(_ animated: Bool) {}
    open override func viewWillAppear(_ animated: Bool) {}
    open override func viewWillDisappear(_ animated: Bool) {}

    public func loadCards(cards: [CardController]) {}
    public func loadSpecificCards(cards: [CardController], indexPaths: [IndexPath]) {}
    public func reload(cards: [CardController]) {}
    public func registerCells(cards: [CardController]) {}
    public func invalidateLayout() {}
    open func getCardControllerCount() -> Int { cardControllers.count }
    open func getCardControllerForIndexPath(indexPath: IndexPath) -> CardController { fatalError() }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// `@objc open` in CardParts.
    open func keyboardWillShow(notification: Notification) {}
    /// `@objc open` in CardParts.
    open func keyboardWillHide(notification: Notification) {}
}

/// One card. Declares no initializer: a subclass with its own `init()` calls
/// `super.init(nibName: nil, bundle: nil)` and provides `required init?(coder:)`.
/// `bag` is `public let`: a subclass must not declare its own. setupCardParts,
/// cardTapped and invalidateLayout are public, not open: they cannot be overridden.
open class CardPartsViewController: UIViewController, CardController {
    public var isEditable: Bool = false
    public var state: CardState = .none
    public let bag = DisposeBag()

    open override func viewDidLoad() {}

    public func setupCardParts(_ cardParts: [CardPartView], forState: CardState = .none) {}
    public func cardTapped(forState state: CardState = .none, action: @escaping (() -> ())) {}
    public func viewController() -> UIViewController { self }
    public func invalidateLayout() {}
    public func invalidateLayout<T>(onChanges variables: [BehaviorRelay<T>]) {}
}

extension Reactive where Base: CardPartsViewController {
    /// `viewModel.state.asObservable().bind(to: self.rx.state).disposed(by: bag)`
    public var state: Binder<CardState> { Binder(base) { $0.state = $1 } }
}

/// A CardPartsViewController on a white background.
open class CardPartsFullScreenViewController: CardPartsViewController {
    open override func viewDidLoad() {}
}
