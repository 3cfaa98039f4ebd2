// expect: overriding non-open property outside of its defining module
// expect: cannot override with a stored property 'bag'
// Rule: CardPartsViewController.bag is `public let`: a card must use the inherited `bag`
// and must not declare its own.

import UIKit
import CardParts
import RxSwift

final class SpendingCardController: CardPartsViewController {
    let bag = DisposeBag()
}
