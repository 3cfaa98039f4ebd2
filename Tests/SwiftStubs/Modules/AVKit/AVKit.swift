// Stub of AVKit: AVPlayerViewController, the view controller CardPartVideoView exposes
// as its `viewController`. Re-exports AVFoundation and UIKit like the SDK module.

@_exported import AVFoundation
@_exported import UIKit

open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer?
    open var showsPlaybackControls: Bool = true
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var isReadyForDisplay: Bool { false }
    open var videoBounds: CGRect { .zero }
    open var contentOverlayView: UIView? { nil }
    open var entersFullScreenWhenPlaybackBegins: Bool = false
    open var exitsFullScreenWhenPlaybackEnds: Bool = false
    open var allowsPictureInPicturePlayback: Bool = true
    open var updatesNowPlayingInfoCenter: Bool = true
    open weak var delegate: AVPlayerViewControllerDelegate?
}

/// An @objc protocol of optional methods in the SDK; here every method has a default.
@preconcurrency @MainActor
public protocol AVPlayerViewControllerDelegate: AnyObject {
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool
}
extension AVPlayerViewControllerDelegate {
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool { true }
}
