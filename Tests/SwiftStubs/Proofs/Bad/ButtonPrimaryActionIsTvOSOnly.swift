// expect: has no dynamic member 'primaryAction'
// expect: has no member 'subscribe'
// Rule: RxCocoa 6 declares UIButton's rx.primaryAction only on tvOS (UIButton+Rx.swift,
// `#if os(tvOS)`); on iOS use rx.tap. (The reference lists primaryAction among
// CardPartButtonView's RxCocoa members; it does not exist for an iOS app.)

import UIKit
import CardParts
import RxSwift
import RxCocoa

final class ActionCardController: CardPartsViewController {
    let button = CardPartButtonView()

    override func viewDidLoad() {
        super.viewDidLoad()
        button.rx.primaryAction.subscribe(onNext: { print("tapped") }).disposed(by: bag)
        setupCardParts([button])
    }
}
