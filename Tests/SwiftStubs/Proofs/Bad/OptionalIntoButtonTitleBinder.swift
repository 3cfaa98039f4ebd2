// expect: no exact matches in call to instance method 'bind'
// Rule: CardPartButtonView.rx.buttonTitle is a Binder<String> (the README says String?):
// an Observable<String?> must be unwrapped first, and there is no `buttonTitle` property
// for RxSwift's dynamic member lookup to fall back on.

import UIKit
import CardParts
import RxSwift
import RxCocoa

final class TitledButtonCardController: CardPartsViewController {
    let label = BehaviorRelay<String?>(value: nil)
    let button = CardPartButtonView()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.asObservable().bind(to: button.rx.buttonTitle).disposed(by: bag)
        setupCardParts([button])
    }
}
