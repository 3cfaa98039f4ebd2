// expect: cannot find type 'BehaviorRelay' in scope
// Rule: CardParts does not re-export RxSwift or RxCocoa: a file that names Rx types
// imports them (BehaviorRelay: `import RxCocoa`, which re-exports RxRelay, or `import
// RxRelay`; Observable, DisposeBag, Binder: `import RxSwift`).

import UIKit
import CardParts

final class StatusViewModel {
    let status: BehaviorRelay<String>? = nil
}
