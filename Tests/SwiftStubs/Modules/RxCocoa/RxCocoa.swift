// Stub of RxCocoa 6.2 (iOS): ControlEvent/ControlProperty and the UIKit extensions card
// code uses. Like the real module, it re-exports RxRelay but not RxSwift. RxCocoa 6 has
// no UIView/UILabel/UIImageView extensions (those bindings come from RxSwift's dynamic
// member lookup), and `UIButton.rx.primaryAction` exists only on tvOS.

import RxSwift
import UIKit
@_exported import RxRelay

// MARK: ControlEvent and ControlProperty

public protocol ControlEventType: ObservableType {
    func asControlEvent() -> ControlEvent<Element>
}

public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {}
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element { fatalError() }
    public func asObservable() -> Observable<Element> { fatalError() }
    public func asControlEvent() -> ControlEvent<Element> { self }
}

public protocol ControlPropertyType: ObservableType, ObserverType {
    func asControlProperty() -> ControlProperty<Element>
}

public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
        where Element == Values.Element, Element == Sink.Element {}
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Element == Observer.Element { fatalError() }
    public var changed: ControlEvent<PropertyType> { fatalError() }
    public func asObservable() -> Observable<Element> { fatalError() }
    public func asControlProperty() -> ControlProperty<Element> { self }
    public func on(_ event: Event<Element>) {}
}

extension ControlPropertyType where Element == String? {
    /// The text with nil mapped to "" (reading), for two-way binding to a String relay.
    public var orEmpty: ControlProperty<String> { fatalError() }
}

// MARK: UIKit extensions

extension Reactive where Base: UIControl {
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<()> { fatalError() }
    public func controlProperty<T>(editingEvents: UIControl.Event, getter: @escaping (Base) -> T,
                                   setter: @escaping (Base, T) -> Void) -> ControlProperty<T> { fatalError() }
}

extension Reactive where Base: UIButton {
    public var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }
    public func title(for controlState: UIControl.State = []) -> Binder<String?> { Binder(base) { $0.setTitle($1, for: controlState) } }
    public func image(for controlState: UIControl.State = []) -> Binder<UIImage?> { Binder(base) { $0.setImage($1, for: controlState) } }
    public func backgroundImage(for controlState: UIControl.State = []) -> Binder<UIImage?> { Binder(base) { $0.setBackgroundImage($1, for: controlState) } }
    public func attributedTitle(for controlState: UIControl.State = []) -> Binder<NSAttributedString?> {
        Binder(base) { $0.setAttributedTitle($1, for: controlState) }
    }
}

extension Reactive where Base: UITextField {
    public var text: ControlProperty<String?> { value }
    public var value: ControlProperty<String?> { fatalError() }
    public var attributedText: ControlProperty<NSAttributedString?> { fatalError() }
}

extension Reactive where Base: UITextView {
    public var text: ControlProperty<String?> { value }
    public var value: ControlProperty<String?> { fatalError() }
    public var attributedText: ControlProperty<NSAttributedString?> { fatalError() }
    public var didBeginEditing: ControlEvent<()> { fatalError() }
    public var didEndEditing: ControlEvent<()> { fatalError() }
    public var didChange: ControlEvent<()> { fatalError() }
}

extension Reactive where Base: UISwitch {
    public var isOn: ControlProperty<Bool> { value }
    public var value: ControlProperty<Bool> { fatalError() }
}

extension Reactive where Base: UISlider {
    public var value: ControlProperty<Float> { fatalError() }
}

extension Reactive where Base: UISegmentedControl {
    public var selectedSegmentIndex: ControlProperty<Int> { value }
    public var value: ControlProperty<Int> { fatalError() }
    public func enabledForSegment(at index: Int) -> Binder<Bool> { Binder(base) { $0.setEnabled($1, forSegmentAt: index) } }
    public func titleForSegment(at index: Int) -> Binder<String?> { Binder(base) { $0.setTitle($1, forSegmentAt: index) } }
}

extension Reactive where Base: UIActivityIndicatorView {
    public var isAnimating: Binder<Bool> { Binder(base) { $1 ? $0.startAnimating() : $0.stopAnimating() } }
}

extension Reactive where Base: UIScrollView {
    public var contentOffset: ControlProperty<CGPoint> { fatalError() }
    public var didScroll: ControlEvent<Void> { fatalError() }
    public var willBeginDragging: ControlEvent<Void> { fatalError() }
    public var didEndDecelerating: ControlEvent<Void> { fatalError() }
}

extension Reactive where Base: UIGestureRecognizer {
    public var event: ControlEvent<Base> { fatalError() }
}

extension Reactive where Base: UIBarButtonItem {
    public var tap: ControlEvent<()> { fatalError() }
}

extension Reactive where Base: NotificationCenter {
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> { fatalError() }
}

extension Reactive where Base: AnyObject {
    public var deallocated: Observable<Void> { fatalError() }
}

// MARK: Tables and collections

extension Reactive where Base: UITableView {
    /// `source.bind(to: tableView.rx.items) { tableView, row, element in ... return cell }`
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UITableView, Int, Sequence.Element) -> UITableViewCell)
        -> Disposable
        where Source.Element == Sequence { fatalError() }

    /// `source.bind(to: tableView.rx.items(cellIdentifier: "CellId", cellType: CardPartTableViewCell.self)) { row, element, cell in ... }`
    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self)
        -> (_ source: Source)
        -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void)
        -> Disposable
        where Source.Element == Sequence { fatalError() }

    public var itemSelected: ControlEvent<IndexPath> { fatalError() }
    public var itemDeselected: ControlEvent<IndexPath> { fatalError() }
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> { fatalError() }
    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> { fatalError() }
    public func model<T>(at indexPath: IndexPath) throws -> T { fatalError() }
}

extension Reactive where Base: UICollectionView {
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UICollectionView, Int, Sequence.Element) -> UICollectionViewCell)
        -> Disposable
        where Source.Element == Sequence { fatalError() }

    public func items<Sequence: Swift.Sequence, Cell: UICollectionViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self)
        -> (_ source: Source)
        -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void)
        -> Disposable
        where Source.Element == Sequence { fatalError() }

    public var itemSelected: ControlEvent<IndexPath> { fatalError() }
    public var itemDeselected: ControlEvent<IndexPath> { fatalError() }
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> { fatalError() }
    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> { fatalError() }
    public func model<T>(at indexPath: IndexPath) throws -> T { fatalError() }
}
