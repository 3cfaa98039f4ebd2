// Stub of MapKit: the map types of CardPartMapView (MKMapType, MKCoordinateSpan,
// MKMapView) and regions. Like the SDK module, it re-exports CoreLocation and UIKit.

@_exported import CoreLocation
@_exported import UIKit

public enum MKMapType: UInt {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

public struct MKCoordinateSpan {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta; self.longitudeDelta = longitudeDelta
    }
}

public struct MKCoordinateRegion {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { self.center = center; self.span = span }
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
                longitudinalMeters: CLLocationDistance) { center = centerCoordinate; span = MKCoordinateSpan() }
}

public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}
extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

open class MKShape: NSObject {
    public override init() {}
    open var title: String?
    open var subtitle: String?
}

open class MKPointAnnotation: MKShape, MKAnnotation {
    public convenience init(coordinate: CLLocationCoordinate2D) { self.init() }
    open var coordinate: CLLocationCoordinate2D = CLLocationCoordinate2D()
}

open class MKMapView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var mapType: MKMapType = .standard
    open var region: MKCoordinateRegion = MKCoordinateRegion()
    open var centerCoordinate: CLLocationCoordinate2D = CLLocationCoordinate2D()
    open var isZoomEnabled: Bool = true
    open var isScrollEnabled: Bool = true
    open var isRotateEnabled: Bool = true
    open var isPitchEnabled: Bool = true
    open var showsUserLocation: Bool = false
    open var showsCompass: Bool = true
    open var showsScale: Bool = false
    open var annotations: [MKAnnotation] { [] }
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {}
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {}
    open func addAnnotation(_ annotation: MKAnnotation) {}
    open func addAnnotations(_ annotations: [MKAnnotation]) {}
    open func removeAnnotation(_ annotation: MKAnnotation) {}
    open func removeAnnotations(_ annotations: [MKAnnotation]) {}
}
