// Stub of AVFoundation: the player types behind CardPartVideoView.

@_exported import Foundation
@_exported import QuartzCore

public struct CMTime: Equatable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) { self.value = value; self.timescale = timescale }
    public init(seconds: Double, preferredTimescale: Int32) { value = Int64(seconds); timescale = preferredTimescale }
    public static let zero = CMTime(value: 0, timescale: 1)
    public var seconds: Double { Double(value) / Double(timescale) }
}

open class AVAsset: NSObject {
    public override init() {}
    open var duration: CMTime { .zero }
}

open class AVURLAsset: AVAsset {
    public init(url URL: URL, options: [String: Any]? = nil) {}
    open var url: URL { URL(fileURLWithPath: "/") }
}

open class AVPlayerItem: NSObject {
    public init(url URL: URL) {}
    public init(asset: AVAsset) {}
    open var asset: AVAsset { AVAsset() }
    open var duration: CMTime { .zero }
}

open class AVPlayer: NSObject {
    public enum TimeControlStatus: Int { case paused = 0, waitingToPlayAtSpecifiedRate, playing }
    public enum ActionAtItemEnd: Int { case advance = 0, pause, none }
    public override init() {}
    public init(url URL: URL) {}
    public init(playerItem item: AVPlayerItem?) {}
    open var currentItem: AVPlayerItem? { nil }
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted: Bool = false
    open var timeControlStatus: AVPlayer.TimeControlStatus { .paused }
    open var actionAtItemEnd: AVPlayer.ActionAtItemEnd = .pause
    open func play() {}
    open func pause() {}
    open func seek(to time: CMTime) {}
    open func replaceCurrentItem(with item: AVPlayerItem?) {}
    open func currentTime() -> CMTime { .zero }
}

public struct AVLayerVideoGravity: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

open class AVPlayerLayer: CALayer {
    public convenience init(player: AVPlayer?) { self.init() }
    open var player: AVPlayer?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var isReadyForDisplay: Bool { false }
}
