// Colors, images, paths, the screen and trait collections.

open class UIColor: NSObject {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(white: CGFloat, alpha: CGFloat) {}
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(cgColor: CGColor) {}
    public init(patternImage image: UIImage) {}
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    public init?(named name: String) {}
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}

    open var cgColor: CGColor { CGColor(gray: 0, alpha: 1) }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { false }
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { false }
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // iOS 13 semantic and system colors.
    open class var label: UIColor { .black }
    open class var secondaryLabel: UIColor { .gray }
    open class var tertiaryLabel: UIColor { .gray }
    open class var placeholderText: UIColor { .gray }
    open class var separator: UIColor { .gray }
    open class var link: UIColor { .blue }
    open class var systemBackground: UIColor { .white }
    open class var secondarySystemBackground: UIColor { .white }
    open class var tertiarySystemBackground: UIColor { .white }
    open class var systemGroupedBackground: UIColor { .white }
    open class var systemFill: UIColor { .gray }
    open class var systemRed: UIColor { .red }
    open class var systemGreen: UIColor { .green }
    open class var systemBlue: UIColor { .blue }
    open class var systemOrange: UIColor { .orange }
    open class var systemYellow: UIColor { .yellow }
    open class var systemPink: UIColor { .red }
    open class var systemPurple: UIColor { .purple }
    open class var systemTeal: UIColor { .cyan }
    open class var systemIndigo: UIColor { .blue }
    open class var systemGray: UIColor { .gray }
    open class var systemGray2: UIColor { .gray }
    open class var systemGray3: UIColor { .gray }
    open class var systemGray4: UIColor { .gray }
    open class var systemGray5: UIColor { .gray }
    open class var systemGray6: UIColor { .gray }
}

public enum UIUserInterfaceStyle: Int { case unspecified = 0, light, dark }

open class UITraitCollection: NSObject {
    public override init() {}
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init() }
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    open var displayScale: CGFloat { 1 }
    open class var current: UITraitCollection { UITraitCollection() }
}

open class UIImage: NSObject {
    public enum RenderingMode: Int { case automatic = 0, alwaysOriginal, alwaysTemplate }
    public enum Orientation: Int { case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    public override init() {}
    public init?(named name: String) {}
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
    public init?(systemName name: String) {}
    public init?(contentsOfFile path: String) {}
    public init?(data: Data) {}
    public init?(data: Data, scale: CGFloat) {}

    open var size: CGSize { .zero }
    open var scale: CGFloat { 1 }
    open var renderingMode: UIImage.RenderingMode { .automatic }
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { self }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { self }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    open func pngData() -> Data? { nil }
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

open class UIBezierPath: NSObject {
    public override init() {}
    public convenience init(rect: CGRect) { self.init() }
    public convenience init(ovalIn rect: CGRect) { self.init() }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init() }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { self.init() }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { self.init() }
    public convenience init(cgPath CGPath: CGPath) { self.init() }
    open var cgPath: CGPath = CGMutablePath()
    open var lineWidth: CGFloat = 1
    open var bounds: CGRect { .zero }
    open func move(to point: CGPoint) {}
    open func addLine(to point: CGPoint) {}
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    open func close() {}
    open func fill() {}
    open func stroke() {}
}

@preconcurrency @MainActor
open class UIScreen: NSObject {
    open class var main: UIScreen { UIScreen() }
    open var bounds: CGRect { .zero }
    open var nativeBounds: CGRect { .zero }
    open var scale: CGFloat { 1 }
    open var traitCollection: UITraitCollection { UITraitCollection() }
}

public enum UIUserInterfaceIdiom: Int { case unspecified = -1, phone = 0, pad, tv, carPlay, mac }

@preconcurrency @MainActor
open class UIDevice: NSObject {
    open class var current: UIDevice { UIDevice() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var systemVersion: String { "" }
    open var model: String { "" }
    open var name: String { "" }
}

@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: NSObject {
    public enum FeedbackStyle: Int { case light, medium, heavy, soft, rigid }
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
    open func prepare() {}
    open func impactOccurred() {}
}

@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: NSObject {
    public override init() {}
    open func prepare() {}
    open func selectionChanged() {}
}
