// Proof: a screen. A CardsViewController subclass sets cardCellMargins after super.init,
// keeps its own DisposeBag (CardsViewController.bag is internal) and loads its cards.

import UIKit
import CardParts
import RxSwift
import RxCocoa

final class BudgetsScreenViewController: CardsViewController {
    let bag = DisposeBag()
    let cards: [CardController] = [BudgetSummaryCardController(), SpendingTrendsCardController()]

    init() {
        super.init(nibName: nil, bundle: nil)
        cardCellMargins = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        shouldListenToKeyboardNotifications = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Budgets"
        loadCards(cards: cards)
        NotificationCenter.default.rx.notification(UIApplication.didBecomeActiveNotification)
            .subscribe(onNext: { [weak self] _ in self?.invalidateLayout() })
            .disposed(by: bag)
    }
}

/// A full-screen card with its own initializer (which must call the designated
/// `init(nibName:bundle:)` and provide `init?(coder:)`), several states, and the other
/// traits, each requirement written out.
final class SpendingTrendsCardController: CardPartsFullScreenViewController, NoTopBottomMarginsCardTrait,
                                          TransparentCardTrait, CustomMarginCardTrait, GradientCardTrait,
                                          BorderCardTrait, CardPartsLongPressGestureRecognizerDelegate,
                                          CardVisibilityDelegate {
    private let header = CardPartTitleView(type: .titleWithMenu)
    private let empty = CardPartTextView(type: .normal)

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        header.title = "Trends"
        header.menuTitle = "Range"
        header.menuOptions = ["Week", "Month"]
        header.menuOptionObserver = { [weak self] title, index in
            self?.header.title = "\(title) (\(index))"
        }
        empty.text = "Nothing yet"
        setupCardParts([header])
        setupCardParts([empty], forState: .empty)
        setupCardParts([empty], forState: .custom("offline"))
        state = .empty
    }

    func customMargin() -> CGFloat { 20 }
    func gradientColors() -> [UIColor] { [.flushOrange, .eggBlue] }
    func gradientAngle() -> Float { 45 }
    func borderWidth() -> CGFloat { 2 }
    func borderColor() -> CGColor { UIColor.darkGray.cgColor }
    func didLongPress(_ gesture: UILongPressGestureRecognizer) {
        if gesture.state == .began { state = .hasData }
    }
    var minimumPressDuration: CFTimeInterval { 0.5 }
    func cardVisibility(cardVisibilityRatio: CGFloat, containerCoverageRatio: CGFloat) {}
}
