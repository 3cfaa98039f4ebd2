// Binder, Reactive/ReactiveCompatible (with RxSwift 6's @dynamicMemberLookup) and
// `bind(to:)`, which RxSwift 6 moved here from RxCocoa.

import Foundation

/// An observer that binds values to a target on a scheduler (the main one by default).
public struct Binder<Value>: ObserverType {
    public typealias Element = Value
    private let binding: (Event<Value>) -> Void

    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
                                   binding: @escaping (Target, Value) -> Void) {
        self.binding = { _ in }
    }

    public func on(_ event: Event<Value>) { binding(event) }
    public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}

/// `base.rx.member`: the extensions of `Reactive where Base: T` are the members; RxSwift 6
/// adds a Binder for every writable property of a class base through dynamic member
/// lookup (`label.rx.isHidden` is a `Binder<Bool>`). Explicitly declared members win.
@dynamicMemberLookup
public struct Reactive<Base> {
    public let base: Base
    public init(_ base: Base) { self.base = base }

    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
        where Base: AnyObject {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

public protocol ReactiveCompatible {
    associatedtype ReactiveBase
    static var rx: Reactive<ReactiveBase>.Type { get set }
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}
    }
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

extension NSObject: ReactiveCompatible {}

/// On Apple platforms NotificationCenter is an NSObject (so it has `.rx` from the line
/// above); in Linux Foundation it is not, so it adopts ReactiveCompatible itself here.
extension NotificationCenter: ReactiveCompatible {}

extension ObservableType {
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element { fatalError() }

    /// Binds an `Element` sequence to observers of `Element?` (`String` into `rx.text`).
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? { fatalError() }

    public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

    /// `source.bind(to: tableView.rx.items) { tableView, row, element in ... }`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 { binder(self)(curriedArgument) }

    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable { fatalError() }

    public func bind(onNext: @escaping (Element) -> Void) -> Disposable { fatalError() }
}
