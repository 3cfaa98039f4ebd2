// expect: 'bag' is inaccessible due to 'internal' protection level
// Rule: CardsViewController.bag is internal: a screen declares its own DisposeBag (with
// any name, `bag` included) and never uses the inherited one.

import UIKit
import CardParts
import RxSwift
import RxCocoa

final class HomeScreenViewController: CardsViewController {
    let refresh = PublishRelay<Void>()

    override func viewDidLoad() {
        super.viewDidLoad()
        refresh.subscribe(onNext: { [weak self] in self?.invalidateLayout() }).disposed(by: self.bag)
    }
}
