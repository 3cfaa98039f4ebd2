// Stub of CoreLocation: the location types of CardPartMapView and geocoding.

@_exported import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

public struct CLLocationCoordinate2D: Equatable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude; self.longitude = longitude
    }
}

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool { true }

open class CLLocation: NSObject {
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        _coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        _coordinate = coordinate
    }
    private let _coordinate: CLLocationCoordinate2D
    open var coordinate: CLLocationCoordinate2D { _coordinate }
    open var altitude: CLLocationDistance { 0 }
    open var horizontalAccuracy: CLLocationAccuracy { 0 }
    open var verticalAccuracy: CLLocationAccuracy { 0 }
    open var timestamp: Date { Date() }
    open func distance(from location: CLLocation) -> CLLocationDistance { 0 }
}

open class CLPlacemark: NSObject {
    open var location: CLLocation? { nil }
    open var name: String? { nil }
    open var locality: String? { nil }
    open var country: String? { nil }
    open var postalCode: String? { nil }
}

public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, Error?) -> Void

open class CLGeocoder: NSObject {
    public override init() {}
    open var isGeocoding: Bool { false }
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {}
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {}
    open func cancelGeocode() {}
}
