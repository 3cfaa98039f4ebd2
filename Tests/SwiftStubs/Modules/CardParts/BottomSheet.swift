// The bottom sheet: CardPartsBottomSheetViewController (public, NOT open: configure an
// instance, do not subclass it), its handle controller, the enums and the delegate.

import Foundation
import UIKit

public enum BottomSheetDismissalType {
    case tapInOverlay
    case swipeDown
    case programmatic(info: [String: Any]?)
}

public enum BottomSheetHandlePosition: Equatable {
    case above(bottomPadding: CGFloat)
    case inside(topPadding: CGFloat)
    case none
}

public class CardPartsBottomSheetHandleViewController: UIViewController {
    public var handleHeight: CGFloat = 6
    public var handleWidth: CGFloat = 64
    public var handleColor: UIColor = UIColor(red: 212 / 255, green: 215 / 255, blue: 220 / 255, alpha: 1)
}

/// Declares no initializer: `CardPartsBottomSheetViewController()` and
/// `init(nibName:bundle:)` are inherited.
public class CardPartsBottomSheetViewController: UIViewController, UIGestureRecognizerDelegate {
    public var contentVC: UIViewController?
    public var contentHeight: CGFloat? = nil
    public var bottomSheetBackgroundColor: UIColor = UIColor.white
    public var bottomSheetCornerRadius: CGFloat = 16.0
    public var handleVC: CardPartsBottomSheetHandleViewController = CardPartsBottomSheetHandleViewController()
    public var handlePosition: BottomSheetHandlePosition = .above(bottomPadding: 8)
    public var overlayColor: UIColor = UIColor.black
    public var shouldIncludeOverlay: Bool = true
    public var overlayMaxAlpha: CGFloat = 0.5
    public var dragHeightRatioToDismiss: CGFloat = 0.4
    public var dragVelocityToDismiss: CGFloat = 250
    public var pullUpResistance: CGFloat = 5
    public var appearAnimationDuration: TimeInterval = 0.5
    public var dismissAnimationDuration: TimeInterval = 0.5
    public var snapBackAnimationDuration: TimeInterval = 0.25
    public var changeHeightAnimationDuration: TimeInterval = 0.25
    public var animationOptions: UIView.AnimationOptions = .curveEaseIn
    public var shouldListenToOverlayTap: Bool = true
    public var shouldListenToHandleDrag: Bool = true
    public var shouldListenToContentDrag: Bool = true
    public var shouldListenToContainerDrag: Bool = true
    public var shouldRequireVerticalDrag: Bool = true
    public var adjustsForSafeAreaBottomInset: Bool = true
    public var didShow: (() -> Void)? = nil
    public var didDismiss: ((_ dismissalType: BottomSheetDismissalType) -> Void)? = nil
    public var didChangeHeight: ((_ newHeight: CGFloat) -> Void)? = nil
    public var preferredGestureRecognizers: [UIGestureRecognizer]? = []
    public var shouldListenToKeyboardNotifications: Bool = false
    public var isModalAccessibilityElement: Bool = true
    public var allowsAccessibilityGestureToDismiss: Bool = true

    public func presentBottomSheet(on hostView: UIView? = UIApplication.shared.keyWindow) {}
    public func addShadow(color: CGColor = UIColor.black.cgColor, opacity: Float = 0.2, radius: CGFloat = 4,
                          offset: CGSize = CGSize(width: 0, height: 1)) {}
    public func updateHeight() {}
    public func dismissBottomSheet(_ dismissalType: BottomSheetDismissalType) {}
    public func configureForStickyMode() {}
    override public func accessibilityPerformEscape() -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// `@objc open` in CardParts (effectively public: the class is not open).
    public func keyboardWillHide(notification: Notification) {}
}

/// A content controller that drives its sheet. Only `bottomSheetViewController` must be
/// implemented; the four methods have public defaults.
public protocol CardPartsBottomSheetDelegate: AnyObject {
    var bottomSheetViewController: CardPartsBottomSheetViewController { get set }
    func dismissBottomSheet(info: [String: Any]?)
    func updateContentHeight(to height: CGFloat?)
    func updateContentVC(to vc: UIViewController?)
    func updateHeight()
}

extension CardPartsBottomSheetDelegate {
    public func dismissBottomSheet(info: [String: Any]?) {
        bottomSheetViewController.dismissBottomSheet(.programmatic(info: info))
    }
    public func updateContentHeight(to height: CGFloat?) {
        bottomSheetViewController.contentHeight = height
    }
    public func updateContentVC(to vc: UIViewController?) {
        bottomSheetViewController.contentVC = vc
    }
    public func updateHeight() {
        bottomSheetViewController.updateHeight()
    }
}
