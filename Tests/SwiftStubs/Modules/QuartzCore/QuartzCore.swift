// Stub of QuartzCore (Core Animation): the layers CardParts and card code touch
// (`view.layer.cornerRadius`, shadows, gradients) and the emitter types of
// CardPartConfettiView (`shape: CAEmitterLayerEmitterShape`).

@_exported import CoreGraphics

public func CACurrentMediaTime() -> CFTimeInterval { 0 }

public struct CACornerMask: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

public struct CALayerContentsGravity: Hashable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

open class CALayer: NSObject {
    public override init() {}
    public init(layer: Any) {}
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var anchorPoint: CGPoint = .zero
    open var zPosition: CGFloat = 0
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = []
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    open var masksToBounds: Bool = false
    open var opacity: Float = 1
    open var isHidden: Bool = false
    open var contents: Any?
    open var contentsGravity: CALayerContentsGravity = .resize
    open var contentsScale: CGFloat = 1
    open var mask: CALayer?
    open var sublayers: [CALayer]?
    open var superlayer: CALayer? { nil }
    open var speed: Float = 1
    open var beginTime: CFTimeInterval = 0
    open func addSublayer(_ layer: CALayer) {}
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {}
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {}
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {}
    open func removeFromSuperlayer() {}
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func add(_ anim: CAAnimation, forKey key: String?) {}
    open func removeAnimation(forKey key: String) {}
    open func removeAllAnimations() {}
    open func affineTransform() -> CGAffineTransform { .identity }
    open func setAffineTransform(_ m: CGAffineTransform) {}
}

public struct CAGradientLayerType: Hashable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
}

public struct CAShapeLayerLineCap: Hashable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
}

public struct CAEmitterLayerEmitterShape: Hashable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

public struct CAEmitterLayerEmitterMode: Hashable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

open class CAEmitterCell: NSObject {
    public override init() {}
    open var name: String?
    open var isEnabled: Bool = true
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var alphaRange: Float = 0
    open var alphaSpeed: Float = 0
    open var color: CGColor?
    open var contents: Any?
    open var emitterCells: [CAEmitterCell]?
}

open class CAEmitterLayer: CALayer {
    open var emitterCells: [CAEmitterCell]?
    open var birthRate: Float = 1
    open var lifetime: Float = 1
    open var emitterPosition: CGPoint = .zero
    open var emitterZPosition: CGFloat = 0
    open var emitterSize: CGSize = .zero
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
}

public struct CAMediaTimingFunctionName: Hashable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

open class CAMediaTimingFunction: NSObject {
    public init(name: CAMediaTimingFunctionName) {}
}

open class CAAnimation: NSObject {
    public override init() {}
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var autoreverses: Bool = false
    open var isRemovedOnCompletion: Bool = true
    open var timingFunction: CAMediaTimingFunction?
}

open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { self.init() }
    open var keyPath: String?
}

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

open class CATransaction: NSObject {
    open class func begin() {}
    open class func commit() {}
    open class func setDisableActions(_ flag: Bool) {}
    open class func setAnimationDuration(_ dur: CFTimeInterval) {}
    open class func setCompletionBlock(_ block: (() -> Void)?) {}
}
