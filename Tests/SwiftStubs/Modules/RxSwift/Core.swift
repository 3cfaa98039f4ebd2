// Stub of RxSwift 6.2: the protocols and types card code names (Observable, Disposable,
// DisposeBag, Binder, ObserverType, Reactive, schedulers, subjects) with RxSwift's
// signatures. Bodies do nothing; only types and access levels matter.

import Foundation
import Dispatch

// MARK: Events and observers

@frozen public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
    public var isStopEvent: Bool { if case .next = self { return false } else { return true } }
    public var element: Element? { if case .next(let value) = self { return value } else { return nil } }
    public var error: Swift.Error? { if case .error(let error) = self { return error } else { return nil } }
    public var isCompleted: Bool { if case .completed = self { return true } else { return false } }
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> { fatalError() }
}

public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

extension ObserverType {
    public func onNext(_ element: Element) { on(.next(element)) }
    public func onCompleted() { on(.completed) }
    public func onError(_ error: Swift.Error) { on(.error(error)) }
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> { fatalError() }
}

public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void
    private let observer: EventHandler
    public init(eventHandler: @escaping EventHandler) { observer = eventHandler }
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element { self.observer = observer.on }
    public func on(_ event: Event<Element>) { observer(event) }
    public func asObserver() -> AnyObserver<Element> { self }
}

// MARK: Disposables

public protocol Disposable {
    func dispose()
}

public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

public struct Disposables {
    private init() {}
    public static func create() -> Disposable { fatalError() }
    public static func create(with dispose: @escaping () -> Void) -> Cancelable { fatalError() }
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable { fatalError() }
    public static func create(_ disposables: [Disposable]) -> Cancelable { fatalError() }
    public static func create(_ disposables: Disposable...) -> Cancelable { fatalError() }
}

public class DisposeBase {
    init() {}
}

public final class DisposeBag: DisposeBase {
    public override init() {}
    public convenience init(disposing disposables: Disposable...) { self.init() }
    public convenience init(disposing disposables: [Disposable]) { self.init() }
    public func insert(_ disposable: Disposable) {}
    public func insert(_ disposables: Disposable...) {}
    public func insert(_ disposables: [Disposable]) {}
}

extension Disposable {
    public func disposed(by bag: DisposeBag) { bag.insert(self) }
}

public final class CompositeDisposable: DisposeBase, Cancelable {
    public struct DisposeKey {}
    public override init() {}
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {}
    public init(disposables: [Disposable]) {}
    public func insert(_ disposable: Disposable) -> DisposeKey? { nil }
    public var count: Int { 0 }
    public var isDisposed: Bool { false }
    public func dispose() {}
}

public final class SerialDisposable: DisposeBase, Cancelable {
    public override init() {}
    public var disposable: Disposable { get { fatalError() } set {} }
    public var isDisposed: Bool { false }
    public func dispose() {}
}

// MARK: Schedulers

public typealias RxTimeInterval = DispatchTimeInterval
public typealias RxTime = Date

public protocol ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

public protocol SchedulerType: ImmediateSchedulerType {
    var now: RxTime { get }
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable
}

public class SerialDispatchQueueScheduler: SchedulerType {
    public init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {}
    public init(internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
                leeway: DispatchTimeInterval = .nanoseconds(0)) {}
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
                            leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(internalSerialQueueName: internalSerialQueueName)
    }
    public var now: RxTime { Date() }
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable { fatalError() }
    public final func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                                  action: @escaping (StateType) -> Disposable) -> Disposable { fatalError() }
}

public final class MainScheduler: SerialDispatchQueueScheduler {
    public init() { super.init(queue: .main, internalSerialQueueName: "main") }
    public static let instance = MainScheduler()
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueueDispatchQueue: .main)
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {}
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {}
}

extension SerialDispatchQueueScheduler {
    convenience init(serialQueueDispatchQueue: DispatchQueue) {
        self.init(queue: serialQueueDispatchQueue, internalSerialQueueName: "")
    }
}

public class ConcurrentDispatchQueueScheduler: SchedulerType {
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {}
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) { self.init(queue: .main) }
    public var now: RxTime { Date() }
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable { fatalError() }
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                            action: @escaping (StateType) -> Disposable) -> Disposable { fatalError() }
}

public class CurrentThreadScheduler: ImmediateSchedulerType {
    public static let instance = CurrentThreadScheduler()
    public static var isScheduleRequired: Bool { true }
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable { fatalError() }
}

// MARK: Observables

public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> { fatalError() }
}

/// A sequence of elements. Its initializer is internal, as in RxSwift: app code makes
/// observables with `Observable.create`, `.just`, relays and subjects.
public class Observable<Element>: ObservableType {
    init() {}
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element { fatalError() }
    public func asObservable() -> Observable<Element> { self }
}

public protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType {
    public typealias SubjectObserverType = PublishSubject<Element>
    public override init() {}
    public var hasObservers: Bool { false }
    public var isDisposed: Bool { false }
    public func on(_ event: Event<Element>) {}
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element { fatalError() }
    public func asObserver() -> PublishSubject<Element> { self }
    public func dispose() {}
}

public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    public typealias SubjectObserverType = BehaviorSubject<Element>
    public init(value: Element) {}
    public var hasObservers: Bool { false }
    public var isDisposed: Bool { false }
    public func value() throws -> Element { fatalError() }
    public func on(_ event: Event<Element>) {}
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element { fatalError() }
    public func asObserver() -> BehaviorSubject<Element> { self }
    public func dispose() {}
}

public class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Disposable {
    public typealias SubjectObserverType = ReplaySubject<Element>
    public static func create(bufferSize: Int) -> ReplaySubject<Element> { fatalError() }
    public static func createUnbounded() -> ReplaySubject<Element> { fatalError() }
    public var hasObservers: Bool { false }
    public func on(_ event: Event<Element>) {}
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element { fatalError() }
    public func asObserver() -> ReplaySubject<Element> { self }
    public func dispose() {}
}

public enum SubjectLifetimeScope {
    case whileConnected
    case forever
}

public enum RxError: Swift.Error, CustomDebugStringConvertible {
    case unknown
    case disposed(object: AnyObject)
    case overflow
    case argumentOutOfRange
    case noElements
    case moreThanOneElement
    case timeout
    public var debugDescription: String { "" }
}
