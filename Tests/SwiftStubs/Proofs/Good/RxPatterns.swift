// Proof: RxSwift 6 / RxCocoa patterns generated bindings may use: combineLatest,
// interval, debounce, withLatestFrom, subscribe(with:), bind(with:), subjects,
// Observable.create, a hand-made Binder, binding to several observers, and RxSwift's
// dynamic member lookup (rx.isHidden, rx.backgroundColor) next to CardParts' binders.

import Foundation
import UIKit
import CardParts
import RxSwift
import RxCocoa

final class RxPatternsCardController: CardPartsViewController {
    let a = BehaviorRelay<Int>(value: 1)
    let b = BehaviorRelay<String>(value: "")
    let c = PublishRelay<Void>()
    let text = CardPartTextView(type: .normal)
    let field = CardPartTextField()
    override func viewDidLoad() {
        super.viewDidLoad()
        Observable.combineLatest(a, b) { "\($0) \($1)" }.bind(to: text.rx.text).disposed(by: bag)
        Observable.combineLatest(a.asObservable(), b.asObservable()).map { "\($0.0)" }.bind(to: text.rx.text).disposed(by: bag)
        Observable<Int>.interval(.seconds(3), scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] n in self?.a.accept(n) }).disposed(by: bag)
        field.rx.text.orEmpty.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged().observe(on: MainScheduler.instance).bind(to: b).disposed(by: bag)
        c.withLatestFrom(a).map { $0 + 1 }.bind(to: a).disposed(by: bag)
        Observable.just(3).map { CGFloat($0) }.bind(to: text.rx.lineSpacing).disposed(by: bag)
        a.map { $0 > 2 }.bind(to: text.rx.isHidden).disposed(by: bag)
        a.map { _ in UIColor.red }.bind(to: text.rx.backgroundColor).disposed(by: bag)
        a.map { CardState.custom("\($0)") }.bind(to: rx.state).disposed(by: bag)
        a.subscribe(with: self, onNext: { owner, value in owner.text.text = "\(value)" }).disposed(by: bag)
        a.bind(with: self) { owner, _ in owner.invalidateLayout() }.disposed(by: bag)
        let sub = PublishSubject<String>()
        sub.onNext("x")
        sub.asObservable().bind(to: text.rx.text).disposed(by: bag)
        let d: Disposable = a.subscribe { event in if case .next(let v) = event { print(v) } }
        d.disposed(by: bag)
        Observable<String>.create { observer in observer.onNext("a"); observer.onCompleted(); return Disposables.create() }
            .bind(to: text.rx.text).disposed(by: bag)
        let binder = Binder<String>(self) { card, value in card.text.text = value }
        b.bind(to: binder).disposed(by: bag)
        b.bind(to: text.rx.text, field.rx.text).disposed(by: bag)
    }
}
