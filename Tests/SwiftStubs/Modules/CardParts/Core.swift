// Stub of CardParts 4.0.0 (github.com/intuit/CardParts, tag 4.0.0), mirroring the
// public API recorded in shared/reference/cardparts-api.md: every part is a `public
// class` (not open), initializers and members keep their access levels, and defaults the
// framework declares `internal` stay internal so app code cannot rely on them.
//
// This file: the CardPartView and CardController protocols, CardState, the delegates,
// and the framework's public UIKit extensions. Like the framework, the module imports
// RxSwift and RxCocoa without re-exporting them.

import Foundation
import UIKit
import RxSwift
import RxCocoa

/// A part that can stand in a card (`setupCardParts`).
public protocol CardPartView {
    var margins: UIEdgeInsets { get set }
    var view: UIView! { get }
    var viewController: UIViewController? { get }
}

extension CardPartView {
    public var view: UIView! { self as? UIView }
    public var viewController: UIViewController? { nil }
}

/// What CardsViewController loads.
public protocol CardController: NSObjectProtocol {
    func viewController() -> UIViewController
}

/// The state whose part list a CardPartsViewController shows.
public enum CardState: Hashable {
    case none
    case loading
    case empty
    case hasData
    case custom(String)
}

/// An @objc protocol of one optional method in CardParts; here the method has a default.
public protocol CardVisibilityDelegate: AnyObject {
    func cardVisibility(cardVisibilityRatio: CGFloat, containerCoverageRatio: CGFloat)
}
extension CardVisibilityDelegate {
    public func cardVisibility(cardVisibilityRatio: CGFloat, containerCoverageRatio: CGFloat) {}
}

/// An @objc protocol in CardParts: `tableView(_:didSelectRowAt:)` is required, the height
/// is optional (here: a default).
public protocol CardPartTableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}
extension CardPartTableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
}

/// Spelled "Delegte" in CardParts.
public protocol CardPartCollectionViewDelegte: AnyObject {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

public protocol CardPartPagedViewDelegate {
    func didMoveToPage(page: Int)
}

// MARK: Public UIKit extensions

extension UIColor {
    public static var flushOrange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var eggBlue: UIColor { UIColor(red: 0.03, green: 0.77, blue: 0.85, alpha: 1) }
    public static var blushPink: UIColor { UIColor(red: 1, green: 0.53, blue: 0.93, alpha: 1) }
    public static var cerulean: UIColor { UIColor(red: 0, green: 0.59, blue: 0.9, alpha: 1) }
    public static var limeGreen: UIColor { UIColor(red: 0.33, green: 0.72, blue: 0, alpha: 1) }
    public static var yellowSea: UIColor { UIColor(red: 1, green: 0.68, blue: 0, alpha: 1) }
    public static var superNova: UIColor { UIColor(red: 1, green: 0.79, blue: 0, alpha: 1) }
}

extension UIView {
    @discardableResult
    public func constrain(_ at: NSLayoutConstraint.Attribute, to: CGFloat = 0, ratio: CGFloat = 1,
                          relation: NSLayoutConstraint.Relation = .equal,
                          priority: UILayoutPriority = .required) -> NSLayoutConstraint { NSLayoutConstraint() }

    @discardableResult
    public func constrain(_ subview: UIView, at: NSLayoutConstraint.Attribute, diff: CGFloat = 0, ratio: CGFloat = 1,
                          relation: NSLayoutConstraint.Relation = .equal,
                          priority: UILayoutPriority = .required) -> NSLayoutConstraint { NSLayoutConstraint() }

    @discardableResult
    public func constrain(_ subview: UIView, at: NSLayoutConstraint.Attribute, to subview2: UIView,
                          at at2: NSLayoutConstraint.Attribute = .notAnAttribute, diff: CGFloat = 0, ratio: CGFloat = 1,
                          relation: NSLayoutConstraint.Relation = .equal,
                          priority: UILayoutPriority = .required) -> NSLayoutConstraint { NSLayoutConstraint() }

    @discardableResult
    public func addConstrainedSubview(_ subview: UIView, constrain: NSLayoutConstraint.Attribute...) -> [NSLayoutConstraint] { [] }

    public func viewInHierarchy(frontFirst: Bool = true, where predicate: (UIView) -> Bool) -> UIView? { nil }

    public func viewWithClass<T>(_ aClass: T.Type, frontFirst: Bool = true) -> T? { nil }

    public var actualTintColor: UIColor { .blue }

    /// Internal in CardParts (with LayoutProxy's members): not for app code.
    func layout(using closure: (LayoutProxy) -> Void) {}
}

extension UIResponder {
    public static var first: UIResponder? { nil }
}

/// Public class with no public members.
public class LayoutProxy {
    init() {}
}

// MARK: Internal helpers (inaccessible to app code, as in CardParts)

enum FontSize: Int {
    case ultrabig = 48, header = 36, xx_Large = 28, x_Large = 24, large = 17, medium = 16, normal = 14, small = 12, x_Small = 10
}

extension UIFont {
    static func turboGenericFont(_ fontSize: FontSize) -> UIFont { .systemFont(ofSize: CGFloat(fontSize.rawValue)) }
    static func turboGenericMediumFont(_ fontSize: FontSize) -> UIFont { .systemFont(ofSize: CGFloat(fontSize.rawValue), weight: .medium) }
    static func turboGenericFontBlack(_ fontSize: FontSize) -> UIFont { .systemFont(ofSize: CGFloat(fontSize.rawValue), weight: .black) }
}

extension UIColor {
    static func color(_ red: Int, green: Int, blue: Int) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
    }
    static func colorFromHex(_ rgbValue: UInt32) -> UIColor { .black }
    static var turboBlueColor: UIColor { color(69, green: 202, blue: 230) }
    static var turboCardPartTitleColor: UIColor { color(17, green: 17, blue: 17) }
    static var turboCardPartTextColor: UIColor { color(136, green: 136, blue: 136) }
    static var turboSeperatorColor: UIColor { color(221, green: 221, blue: 221) }
    static var turboHeaderBlueColor: UIColor { colorFromHex(0x05A4B5) }
    static var Gray2: UIColor { colorFromHex(0x999999) }
    static var Gray7: UIColor { colorFromHex(0xE7E7E7) }
    static var Gray8: UIColor { colorFromHex(0xB2B2B2) }
}
