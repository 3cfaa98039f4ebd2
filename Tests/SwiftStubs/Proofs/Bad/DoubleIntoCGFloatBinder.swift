// expect: no exact matches in call to instance method 'bind'
// Rule: a binding's element type must be the binder's exactly: CardPartTextView.rx.lineSpacing
// is a Binder<CGFloat>, and an Observable<Double> does not convert (map it to CGFloat).

import UIKit
import CardParts
import RxSwift
import RxCocoa

final class SpacingCardController: CardPartsViewController {
    let spacing = BehaviorRelay<Double>(value: 1.5)
    let text = CardPartTextView(type: .normal)

    override func viewDidLoad() {
        super.viewDidLoad()
        let observable: Observable<Double> = spacing.asObservable()
        observable.bind(to: text.rx.lineSpacing).disposed(by: bag)
        setupCardParts([text])
    }
}
