// Stub of CoreGraphics: only what UIKit, QuartzCore and CardParts' public API need.
// On Linux, Foundation already defines CGFloat, CGPoint, CGSize and CGRect (Apple's
// CoreGraphics defines them there); this module re-exports Foundation instead of
// declaring them again, so `import Foundation` and `import UIKit` coexist in one file.

@_exported import Foundation

/// CoreFoundation's time interval (seconds); Apple's SDK reaches it through Foundation.
public typealias CFTimeInterval = Double

public final class CGColor {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(gray: CGFloat, alpha: CGFloat) {}
    public var alpha: CGFloat { 1 }
    public var numberOfComponents: Int { 4 }
    public var components: [CGFloat]? { nil }
    public func copy(alpha: CGFloat) -> CGColor? { self }
}

public class CGPath {
    init() {}
    public var boundingBox: CGRect { .zero }
    public func copy() -> CGPath? { self }
}

public final class CGMutablePath: CGPath {
    public override init() {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func addRect(_ rect: CGRect) {}
    public func closeSubpath() {}
}

public struct CGVector: Equatable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public static var zero: CGVector { CGVector() }
}

public struct CGAffineTransform: Equatable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init() { a = 1; b = 0; c = 0; d = 1; tx = 0; ty = 0 }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) { self.init() }
    public static var identity: CGAffineTransform { CGAffineTransform() }
    public var isIdentity: Bool { self == .identity }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { self }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { self }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { self }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { self }
    public func inverted() -> CGAffineTransform { self }
}

public enum CGLineCap: Int32 { case butt, round, square }
public enum CGLineJoin: Int32 { case miter, round, bevel }
