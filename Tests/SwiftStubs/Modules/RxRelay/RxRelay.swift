// Stub of RxRelay 6.2: relays and their `bind(to:)` overloads. Like the real module, it
// imports RxSwift without re-exporting it.

import RxSwift

/// Holds a current value and never errors or completes. `value` is get-only: change it
/// with `accept(_:)`.
public final class BehaviorRelay<Element>: ObservableType {
    private let initial: Element
    public init(value: Element) { initial = value }
    public var value: Element { initial }
    public func accept(_ event: Element) {}
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element { fatalError() }
    public func asObservable() -> Observable<Element> { fatalError() }
}

public final class PublishRelay<Element>: ObservableType {
    public init() {}
    public func accept(_ event: Element) {}
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element { fatalError() }
    public func asObservable() -> Observable<Element> { fatalError() }
}

public final class ReplayRelay<Element>: ObservableType {
    private init() {}
    public static func create(bufferSize: Int) -> ReplayRelay<Element> { ReplayRelay() }
    public static func createUnbound() -> ReplayRelay<Element> { ReplayRelay() }
    public func accept(_ event: Element) {}
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element { fatalError() }
    public func asObservable() -> Observable<Element> { fatalError() }
}

extension ObservableType {
    public func bind(to relays: PublishRelay<Element>...) -> Disposable { fatalError() }
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable { fatalError() }
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable { fatalError() }
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable { fatalError() }
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable { fatalError() }
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable { fatalError() }
}
