// swift-format-ignore-file
import UIKit

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
        let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
        board.addGestureRecognizer(tap)
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(resetZoom))
        doubleTap.numberOfTapsRequired = 2
        board.addGestureRecognizer(doubleTap)
        board.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:))))
        let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
        board.addGestureRecognizer(pan)
        let pinch = UIPinchGestureRecognizer()
        pinch.addTarget(self, action: #selector(pinched(_:)))
        board.addGestureRecognizer(pinch)
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped))
        swipe.direction = .left
        board.addGestureRecognizer(swipe)
    }

    @objc func tapped(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: board)
        log.append("tap \(point.x) \(point.y)")
    }

    @objc private func resetZoom() {
        zoom = 1
        log.append("reset")
    }

    @objc func pressed(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .began { log.append("press") }
    }

    @objc func panned(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: board)
        log.append("pan \(recognizer.state.rawValue) \(translation.x) \(translation.y)")
        if recognizer.state == .ended { releaseVelocity = recognizer.velocity(in: board) }
    }

    @objc func pinched(_ recognizer: UIPinchGestureRecognizer) {
        zoom = recognizer.scale
    }

    @objc func swiped() {
        log.append("swipe")
    }
}
