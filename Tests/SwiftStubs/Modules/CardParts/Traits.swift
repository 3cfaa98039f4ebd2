// The card traits: protocols a CardPartsViewController subclass adopts. Where CardParts
// gives a default in a `public` extension, so does this stub; Shadow, Rounded and Border
// (and the long-press delegate's minimumPressDuration) have INTERNAL defaults in
// CardParts, which cannot witness an app type's conformance, so an app conformer must
// implement every requirement of those.

import UIKit
import RxSwift
import RxCocoa

public protocol NoTopBottomMarginsCardTrait {
    func requiresNoTopBottomMargins() -> Bool
}
extension NoTopBottomMarginsCardTrait {
    public func requiresNoTopBottomMargins() -> Bool { true }
}

public protocol TransparentCardTrait {
    func requiresTransparentCard() -> Bool
}
extension TransparentCardTrait {
    public func requiresTransparentCard() -> Bool { true }
}

public protocol EditableCardTrait {
    func isEditable() -> Bool
    func onEditButtonTap()
}
extension EditableCardTrait {
    public func isEditable() -> Bool { true }
}

public protocol HiddenCardTrait {
    var isHidden: BehaviorRelay<Bool> { get }
}

public protocol ShadowCardTrait {
    func shadowColor() -> CGColor
    func shadowRadius() -> CGFloat
    func shadowOpacity() -> Float
    func shadowOffset() -> CGSize
}
extension ShadowCardTrait {
    func shadowColor() -> CGColor { UIColor.Gray2.cgColor }
    func shadowRadius() -> CGFloat { 8.0 }
    func shadowOpacity() -> Float { 0.7 }
    func shadowOffset() -> CGSize { CGSize(width: 0, height: 5) }
}

public protocol RoundedCardTrait {
    func cornerRadius() -> CGFloat
}
extension RoundedCardTrait {
    func cornerRadius() -> CGFloat { 10.0 }
}

/// `@objc public protocol GradientCardTrait` in CardParts, with `@objc optional func
/// gradientAngle() -> Float`. Linux has no Objective-C runtime: here the protocol is
/// class-bound (as @objc protocols are) and the optional method has a public default.
public protocol GradientCardTrait: AnyObject {
    func gradientColors() -> [UIColor]
    func gradientAngle() -> Float
}
extension GradientCardTrait {
    public func gradientAngle() -> Float { 0 }
}

public protocol BorderCardTrait {
    func borderWidth() -> CGFloat
    func borderColor() -> CGColor
}
extension BorderCardTrait {
    func borderWidth() -> CGFloat { 0.5 }
    func borderColor() -> CGColor { UIColor.Gray7.cgColor }
}

public protocol CustomMarginCardTrait {
    func customMargin() -> CGFloat
}

/// `@objc public protocol` in CardParts (`@objc func didLongPress`); without the
/// Objective-C runtime it is a plain class-bound protocol here. Implement `didLongPress`
/// without `@objc` (on iOS a witness of an @objc requirement is @objc implicitly).
public protocol CardPartsLongPressGestureRecognizerDelegate: AnyObject {
    func didLongPress(_ gesture: UILongPressGestureRecognizer) -> Void
    var minimumPressDuration: CFTimeInterval { get }
}
extension CardPartsLongPressGestureRecognizerDelegate {
    var minimumPressDuration: CFTimeInterval { 1.0 }
}
