// The operators and creation methods card code typically uses, with RxSwift 6.2's
// signatures. Not every operator is here; see the README.

import Foundation

// MARK: Subscribing

extension ObservableType {
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable { fatalError() }

    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable { fatalError() }

    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }
}

// MARK: Creating

extension ObservableType {
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> { fatalError() }
    public static func just(_ element: Element) -> Observable<Element> { fatalError() }
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError() }
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> { fatalError() }
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> { fatalError() }
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Sequence.Element == Element { fatalError() }
    public static func from(optional: Element?) -> Observable<Element> { fatalError() }
    public static func empty() -> Observable<Element> { fatalError() }
    public static func never() -> Observable<Element> { fatalError() }
    public static func error(_ error: Swift.Error) -> Observable<Element> { fatalError() }
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> { fatalError() }
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> { fatalError() }
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> { fatalError() }
}

extension ObservableType where Element: FixedWidthInteger {
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> { fatalError() }
}

// MARK: Combining

extension ObservableType {
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> { fatalError() }
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> { fatalError() }
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
        where Collection.Element: ObservableType, Collection.Element.Element == Element { fatalError() }
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> { fatalError() }
}

extension ObservableType where Element == Any {
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)> { fatalError() }
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3)
        -> Observable<(O1.Element, O2.Element, O3.Element)> { fatalError() }
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)> { fatalError() }
}

extension ObservableType {
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> { fatalError() }
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> { fatalError() }
    public func startWith(_ elements: Element ...) -> Observable<Element> { fatalError() }
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element { fatalError() }
}

// MARK: Transforming and filtering

extension ObservableType {
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> { fatalError() }
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> { fatalError() }
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { fatalError() }
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> { fatalError() }
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> { fatalError() }
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> { fatalError() }
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> { fatalError() }
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> { fatalError() }
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> { fatalError() }
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> { fatalError() }
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> { fatalError() }
    public func skip(_ count: Int) -> Observable<Element> { fatalError() }
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { fatalError() }
    public func take(_ count: Int) -> Observable<Element> { fatalError() }
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> { fatalError() }
    public func take(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { fatalError() }
    public func first() -> Observable<Element?> { fatalError() }
    public func toArray() -> Observable<[Element]> { fatalError() }
    public func ignoreElements() -> Observable<Never> { fatalError() }
    public func materialize() -> Observable<Event<Element>> { fatalError() }
}

extension ObservableType where Element: Equatable {
    public func distinctUntilChanged() -> Observable<Element> { fatalError() }
}

extension ObservableType {
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> { fatalError() }
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError() }
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError() }
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> { fatalError() }
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> { fatalError() }
    public func catchAndReturn(_ element: Element) -> Observable<Element> { fatalError() }
    public func retry() -> Observable<Element> { fatalError() }
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> { fatalError() }
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> { fatalError() }
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
                      function: String = #function) -> Observable<Element> { fatalError() }
}
