// Parts the user acts on: buttons, switch, sliders and the text field.

import Foundation
import UIKit
import RxSwift
import RxCocoa

/// Only `init()`: no `init(frame:)`, `init(type:)` or `CardPartButtonView(type:)`.
/// Title with `setTitle(_:for:)`; taps with RxCocoa's `rx.tap`.
public class CardPartButtonView: UIButton, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public init() { super.init(frame: .zero) }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
}

extension Reactive where Base: CardPartButtonView {
    public var buttonTitle: Binder<String> { Binder(base) { $0.setTitle($1, for: .normal) } }
    public var contentHorizontalAlignment: Binder<UIControl.ContentHorizontalAlignment> {
        Binder(base) { $0.contentHorizontalAlignment = $1 }
    }
}

public class CardPartRadioButton: UIButton, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var outerCircleColor: UIColor = .blue
    public var innerCircleColor: UIColor = .blue
    public var outerCircleLineWidth: CGFloat = 3.0
    public var innerCircleGap: CGFloat = 3.0
    override public var isSelected: Bool {
        get { super.isSelected }
        set { super.isSelected = newValue }
    }
    public var circleRadius: CGFloat { 0 }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
}

extension Reactive where Base: CardPartRadioButton {
    /// Sets `isSelected`.
    public var radioButtonValue: Binder<Bool> { Binder(base) { $0.isSelected = $1 } }
}

/// Declares no initializer: UISwitch's `init(frame:)`, `init(coder:)` and `init()` are
/// inherited. `rx.isOn` / `rx.value` come from RxCocoa.
public class CardPartSwitchView: UISwitch, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
}

public class CardPartSliderView: UISlider, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var height: CGFloat
    public init(height: CGFloat = 3.0) { self.height = height; super.init(frame: .zero) }
    required init?(coder: NSCoder) { fatalError() }
}

extension Reactive where Base: CardPartSliderView {
    public var minimumValue: Binder<Float> { Binder(base) { $0.minimumValue = $1 } }
    public var maximumValue: Binder<Float> { Binder(base) { $0.maximumValue = $1 } }
    public var minimumTrackTintColor: Binder<UIColor> { Binder(base) { $0.minimumTrackTintColor = $1 } }
    public var maximumTrackTintColor: Binder<UIColor> { Binder(base) { $0.maximumTrackTintColor = $1 } }
}

/// The multi-thumb slider CardPartMultiSliderView extends (open; sends .valueChanged).
open class CardPartMultiSlider: UIControl, UIGestureRecognizerDelegate {
    open var value: [CGFloat] = []
    public internal(set) var draggedThumbIndex: Int = -1
    open var minimumValue: CGFloat = 0
    open var maximumValue: CGFloat = 1
    open var isContinuous: Bool = true
    open var snapStepSize: CGFloat = 0
    open var isHapticSnap: Bool = true
    open var thumbCount: Int {
        get { value.count }
        set {}
    }
    open var disabledThumbIndices: Set<Int> = []
    open var valueLabelPosition: NSLayoutConstraint.Attribute = .notAnAttribute
    open var isValueLabelRelative: Bool = false
    open var isVertical: Bool {
        get { orientation == .vertical }
        set {}
    }
    open var orientation: NSLayoutConstraint.Axis = .vertical
    open var outerTrackColor: UIColor? = nil
    open var thumbImage: UIImage? = nil
    open var thumbShadowColor: UIColor = .gray
    open var thumbShadowOpacity: Float = 0.25
    open var thumbShadowOffset: CGSize = CGSize(width: 0, height: 4)
    open var thumbShadowRadius: CGFloat = 2
    open var showsThumbImageShadow: Bool = true
    open var minimumImage: UIImage?
    open var maximumImage: UIImage?
    open var trackWidth: CGFloat = 2
    open var hasRoundTrackEnds: Bool = true
    open var keepsDistanceBetweenThumbs: Bool = true
    open var valueLabelFormatter: NumberFormatter = NumberFormatter()
    open var thumbViews: [UIImageView] = []
    open var valueLabels: [UITextField] = []
    open var trackView: UIView = UIView()
    open var outerTrackViews: [UIView] = []
    open var minimumView: UIImageView = UIImageView()
    open var maximumView: UIImageView = UIImageView()

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func didDrag(_ panGesture: UIPanGestureRecognizer) {}
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// Declares no initializer: `init(frame:)`, `init(coder:)` and `init()` are inherited.
/// Orientation defaults to vertical.
public class CardPartMultiSliderView: CardPartMultiSlider, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
}

public enum CardPartTextFieldFormat {
    case none
    case currency(maxLength: Int)
    case zipcode
    case phone
    case ssn
}

/// `rx.text` is RxCocoa's ControlProperty<String?> (two-way; `.orEmpty` for String).
public class CardPartTextField: UITextField, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var format: CardPartTextFieldFormat = .none
    public var maxLength: Int = 0
    public var unformattedString: String? { nil }
    override public var text: String? {
        get { super.text }
        set { super.text = newValue }
    }
    public init(format: CardPartTextFieldFormat = .none) { self.format = format; super.init(frame: .zero) }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
    /// Spelled "Notifcation" in CardParts.
    public func textChangeNotifcation(notification: NSNotification) {}
}
