// View controllers, alerts, the application and gesture recognizers.

public struct UIRectEdge: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all = UIRectEdge(rawValue: 15)
}

public enum UIModalPresentationStyle: Int {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1, automatic = -2
}
public enum UIModalTransitionStyle: Int { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }
public enum UIStatusBarStyle: Int { case `default` = 0, lightContent = 1, darkContent = 3 }

@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open var view: UIView!
    open var viewIfLoaded: UIView? { nil }
    open var isViewLoaded: Bool { false }
    open var title: String?
    open var nibName: String? { nil }
    open var nibBundle: Bundle? { nil }
    open func loadView() {}
    open func loadViewIfNeeded() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    open func updateViewConstraints() {}
    open func didReceiveMemoryWarning() {}
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var traitCollection: UITraitCollection { UITraitCollection() }

    open var parent: UIViewController? { nil }
    open var children: [UIViewController] { [] }
    open var presentingViewController: UIViewController? { nil }
    open var presentedViewController: UIViewController? { nil }
    open var navigationController: UINavigationController? { nil }
    open var tabBarController: UITabBarController? { nil }
    open var navigationItem: UINavigationItem { UINavigationItem(title: "") }
    open var tabBarItem: UITabBarItem!
    open var hidesBottomBarWhenPushed: Bool = false
    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func show(_ vc: UIViewController, sender: Any?) {}
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation: Bool = false
    open var definesPresentationContext: Bool = false
    open var preferredContentSize: CGSize = .zero
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars: Bool = false
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
}

open class UINavigationItem: NSObject {
    public init(title: String) {}
    open var title: String?
    open var titleView: UIView?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton: Bool = false
}

@preconcurrency @MainActor
open class UIBarItem: NSObject {
    public override init() {}
    open var title: String?
    open var image: UIImage?
    open var isEnabled: Bool = true
    open var tag: Int = 0
}

open class UIBarButtonItem: UIBarItem {
    public enum Style: Int { case plain = 0, done = 2 }
    public enum SystemItem: Int {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close = 24
    }
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { self.init() }
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { self.init() }
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) { self.init() }
    public convenience init(customView: UIView) { self.init() }
    open var style: UIBarButtonItem.Style = .plain
    open var customView: UIView?
    open var tintColor: UIColor?
}

open class UITabBarItem: UIBarItem {
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { self.init() }
    public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
    open var selectedImage: UIImage?
    open var badgeValue: String?
}

open class UINavigationBar: UIView {
    open var prefersLargeTitles: Bool = false
    open var isTranslucent: Bool = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { nil }
    open var visibleViewController: UIViewController? { nil }
    open var navigationBar: UINavigationBar { UINavigationBar() }
    open var isNavigationBarHidden: Bool = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex: Int = 0
    open var selectedViewController: UIViewController?
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

open class UIAlertController: UIViewController {
    public enum Style: Int { case actionSheet = 0, alert }
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
    }
    open var message: String?
    open var preferredStyle: UIAlertController.Style { .alert }
    open var actions: [UIAlertAction] { [] }
    open var preferredAction: UIAlertAction?
    open var textFields: [UITextField]? { nil }
    open func addAction(_ action: UIAlertAction) {}
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}
}

@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int { case `default` = 0, cancel, destructive }
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {}
    open var title: String? { nil }
    open var style: UIAlertAction.Style { .default }
    open var isEnabled: Bool = true
}

open class UIApplication: UIResponder {
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let openSettingsURLString = "app-settings:"

    open class var shared: UIApplication { UIApplication() }
    open var keyWindow: UIWindow? { nil }
    open var windows: [UIWindow] { [] }
    open weak var delegate: AnyObject?
    open var applicationIconBadgeNumber: Int = 0
    open var isIdleTimerDisabled: Bool = false
    open func canOpenURL(_ url: URL) -> Bool { false }
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {}
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
}

@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int {
        case possible = 0, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }
    public init(target: Any?, action: Selector?) {}
    public convenience override init() { self.init(target: nil, action: nil) }
    open var state: UIGestureRecognizer.State { .possible }
    open weak var delegate: UIGestureRecognizerDelegate?
    open var isEnabled: Bool = true
    open var view: UIView? { nil }
    open var cancelsTouchesInView: Bool = true
    open var delaysTouchesBegan: Bool = false
    open var delaysTouchesEnded: Bool = true
    open var numberOfTouches: Int { 0 }
    open func addTarget(_ target: Any, action: Selector) {}
    open func removeTarget(_ target: Any?, action: Selector?) {}
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    open func location(in view: UIView?) -> CGPoint { .zero }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int = 1
    open var numberOfTouchesRequired: Int = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTapsRequired: Int = 0
    open var numberOfTouchesRequired: Int = 1
    open var allowableMovement: CGFloat = 10
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches: Int = 1
    open var maximumNumberOfTouches: Int = .max
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var direction: UISwipeGestureRecognizer.Direction = .right
    open var numberOfTouchesRequired: Int = 1
}

open class UITouch: NSObject {
    open func location(in view: UIView?) -> CGPoint { .zero }
}

@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}
extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
