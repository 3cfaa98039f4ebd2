// expect: cannot assign to property: 'value' is a get-only property
// Rule: BehaviorRelay.value is read-only: change a relay with accept(_:).

import RxSwift
import RxCocoa

final class CounterViewModel {
    let count = BehaviorRelay<Int>(value: 0)

    func increment() {
        count.value = count.value + 1
    }
}
