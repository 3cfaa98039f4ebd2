// Chart parts (bar, progress bar, histogram) and media parts (image, video, map,
// confetti).

import Foundation
import UIKit
import QuartzCore
import MapKit
import AVFoundation
import AVKit
import RxSwift
import RxCocoa

public class CardPartBarView: UIView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var cornerRadius: CGFloat? = CardParts.theme.barCornerRadius
    public var backgroundLayer: CALayer!
    public var barLayer: CALayer!
    public var verticalLine: CALayer!
    public var percent: Double = 0.0
    public var barHeight: CGFloat? = CardParts.theme.barHeight
    public var barColor: UIColor = CardParts.theme.barColor
    public init() { super.init(frame: .zero) }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
}

extension Reactive where Base: CardPartBarView {
    public var percent: Binder<Double> { Binder(base) { $0.percent = $1 } }
    public var barColor: Binder<UIColor> { Binder(base) { $0.barColor = $1 } }
}

/// The current value has no public property (`rx.currentValue` sets it).
public class CardPartProgressBarView: UIView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var animatable: Bool = false
    public var markerTitleFont: UIFont = .systemFont(ofSize: 24, weight: .medium)
    public var colorsBarOffset: CGFloat = 10
    public var markerToColorsBarCushion: CGFloat = 4
    public var colorsBarToValuesBarCushion: CGFloat = 0
    public var labelToMarkerCushion: CGFloat = 0
    public var bgColor: UIColor = UIColor.white
    public var markerColor: UIColor? = .black
    public var barCornerRadius: CGFloat? = nil
    public var viewCornerRadius: CGFloat? = nil
    public var barHeight: CGFloat? = nil
    /// Spelled "buttom" in CardParts.
    public var buttomValuesContainerHeight: CGFloat? = nil
    public var markerViewHeight: CGFloat? = nil
    public var markerLabelHeight: CGFloat? = nil
    fileprivate var currentVal: Int

    /// `showShowBarValues` is spelled so in CardParts.
    public init(barColors: [UIColor], marker: UIView? = nil, markerLabelTitle: String? = nil, currentValue: Int,
                showShowBarValues: Bool, progressBarWidth: CGFloat = 120) {
        currentVal = currentValue
        super.init(frame: .zero)
    }
    required public init?(coder aDecoder: NSCoder) { fatalError() }
}

extension Reactive where Base: CardPartProgressBarView {
    public var currentValue: Binder<Int> { Binder(base) { $0.currentVal = $1 } }
    public var bgColor: Binder<UIColor> { Binder(base) { $0.bgColor = $1 } }
    public var barCornerRadius: Binder<CGFloat> { Binder(base) { $0.barCornerRadius = $1 } }
    public var markerColor: Binder<UIColor> { Binder(base) { $0.markerColor = $1 } }
}

/// Top-level in CardParts (used by CardPartHistogramView).
public enum Distribution {
    case fill, equalSpacing
}

public enum HistogramLine {
    case lines(bottom: Bool, middle: Bool, top: Bool)
}

public struct DataEntry {
    public let color: UIColor
    public let height: Float
    public let textValue: String
    public let title: String
    public init(color: UIColor, height: Float, textValue: String, title: String) {
        self.color = color; self.height = height; self.textValue = textValue; self.title = title
    }
}

/// Public, with no public member or initializer.
public struct CardPartBarEntry {
    let origin: CGPoint
}

/// Public vars, internal initializer. (The superclass is not recorded in the reference;
/// UIView is assumed.)
public class CardPartBarChart: UIView {
    public var barWidth: CGFloat = 40
    public var space: CGFloat = 10
    public var bottomSpace: CGFloat = 40.0
    public var topSpace: CGFloat = 40.0
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder aDecoder: NSCoder) { fatalError() }
}

/// `init(frame:)` and `init(coder:)` are INTERNAL: app code creates it with the inherited
/// convenience `CardPartHistogramView()`.
public class CardPartHistogramView: UIView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var width: CGFloat = 20
    public var spacing: CGFloat = 10
    public var topSpace: CGFloat = 40
    public var bottomSpace: CGFloat = 40
    public var cornerRadius: CGFloat = 4
    public var distribution: Distribution = .fill
    public var shouldShowHorizontalLines: Bool = false
    public var isScrollEnabled: Bool = true
    public var histogramLines: HistogramLine = .lines(bottom: true, middle: true, top: true)
    public var intrinsicHeight: CGFloat = 450
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError() }
    public func updateDataEntries(dataEntries: [DataEntry], animated: Bool) {}
}

/// Declares no initializer: UIImageView's `init(image:)`, `init(image:highlightedImage:)`,
/// `init(frame:)`, `init(coder:)` and `init()` are inherited.
public class CardPartImageView: UIImageView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    /// Loads `UIImage(named:)` from the main bundle; nil leaves the image unchanged.
    public var imageName: String?
}

extension Reactive where Base: CardPartImageView {
    public var imageName: Binder<String?> { Binder(base) { $0.imageName = $1 } }
    public var contentMode: Binder<UIView.ContentMode> { Binder(base) { $0.contentMode = $1 } }
}

/// Its `viewController` is the AVPlayerViewController setupCardParts adds as a child.
public class CardPartVideoView: UIView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var videoUrl: URL
    public var viewController: UIViewController? { AVPlayerViewController() }
    public var playerHeight: CGFloat = 300
    public init(videoUrl: URL) { self.videoUrl = videoUrl; super.init(frame: .zero) }
    required init?(coder: NSCoder) { fatalError() }
}

public class CardPartMapView: UIView, CardPartView {
    public var mapType: MKMapType
    public var location: CLLocation
    public var span: MKCoordinateSpan = MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var mapView: MKMapView = MKMapView()
    /// Spelled "intrensic" in CardParts.
    public var intrensicHeight: CGFloat = 300
    public init(type: MKMapType, location: CLLocation, span: MKCoordinateSpan?) {
        mapType = type
        self.location = location
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError() }
}

extension Reactive where Base: CardPartMapView {
    public var location: Binder<CLLocation> { Binder(base) { $0.location = $1 } }
    public var mapType: Binder<MKMapType> { Binder(base) { $0.mapType = $1 } }
    public var span: Binder<MKCoordinateSpan> { Binder(base) { $0.span = $1 } }
}

public enum ConfettiType {
    case confetti
    case diamond
    case star
    case mixed
    case image(UIImage)
}

/// `CardPartConfettiView()` and `CardPartConfettiView(frame:)` both work.
public class CardPartConfettiView: UIView, CardPartView {
    public var margins: UIEdgeInsets = CardParts.theme.cardPartMargins
    public var colors: [UIColor] = [.red, .green, .blue]
    public var type: ConfettiType = .star
    public var intensity: Float = 0.5
    public var shape: CAEmitterLayerEmitterShape = .sphere
    /// `[UIImage]?` at tag 4.0.0 (`[UIImage?]` on CardParts master after it).
    public var confettiImages: [UIImage]? = nil
    public override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder aDecoder: NSCoder) { fatalError() }
    /// The README's `startConfetti()` does not exist.
    public func beginConfetti() {}
    public func endConfetti() {}
}
