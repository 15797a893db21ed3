// swift-format-ignore-file
import TrellisUIKit

/// A photo board: tap to note a point, double-tap to reset the zoom, press to pin, pan to
/// move, pinch to zoom, swipe left to dismiss. Every gesture is target–action.
final class PhotoBoardViewController: UIViewController {
    let board = UIView(frame: CGRect(x: 20, y: 50, width: 300, height: 400))
    private(set) var log: [String] = []
    private(set) var zoom: CGFloat = 1
    private(set) var releaseVelocity = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(board)
        let tap = UITapGestureRecognizer { [weak self] recognizer in self?.tapped(recognizer) }
        board.addGestureRecognizer(tap)
        let doubleTap = UITapGestureRecognizer { [weak self] _ in self?.resetZoom() }
        doubleTap.numberOfTapsRequired = 2
        board.addGestureRecognizer(doubleTap)
        board.addGestureRecognizer(UILongPressGestureRecognizer { [weak self] recognizer in self?.pressed(recognizer) })
        let pan = UIPanGestureRecognizer { [weak self] recognizer in self?.panned(recognizer) }
        board.addGestureRecognizer(pan)
        let pinch = UIPinchGestureRecognizer()
        pinch.addTarget { [weak self] recognizer in self?.pinched(recognizer) }
        board.addGestureRecognizer(pinch)
        let swipe = UISwipeGestureRecognizer { [weak self] _ in self?.swiped() }
        swipe.direction = .left
        board.addGestureRecognizer(swipe)
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: board)
        log.append("tap \(point.x) \(point.y)")
    }

    private func resetZoom() {
        zoom = 1
        log.append("reset")
    }

    func pressed(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .began { log.append("press") }
    }

    func panned(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: board)
        log.append("pan \(recognizer.state.rawValue) \(translation.x) \(translation.y)")
        if recognizer.state == .ended { releaseVelocity = recognizer.velocity(in: board) }
    }

    func pinched(_ recognizer: UIPinchGestureRecognizer) {
        zoom = recognizer.scale
    }

    func swiped() {
        log.append("swipe")
    }
}
