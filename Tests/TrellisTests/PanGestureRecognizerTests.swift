import Foundation
import Testing

@testable import Trellis

/// The pan recognizer outside the collection view: attached to a plain view and driven by
/// `View.sendTouch`, and the collection view's own pan calling handlers while it scrolls.
@Suite("pan recognizer: on any view through sendTouch, and the collection view's with handlers")
struct PanGestureRecognizerTests {
  @Test("a pan on a view at (50, 80) in a 400 × 600 root: translation, location and states with the numbers")
  func panOnAPlainView() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let pad = View(frame: CGRect(x: 50, y: 80, width: 200, height: 200))
    root.addSubview(pad)
    var seen: [(PanGestureRecognizer.State, CGPoint, CGPoint)] = []
    let pan = PanGestureRecognizer { pan in
      seen.append((pan.state, pan.translation(in: pad), pan.location(in: pad)))
    }
    pad.addGestureRecognizer(pan)
    root.sendTouch(.began, at: CGPoint(x: 100, y: 100), time: 0)  // (50, 20) on the pad
    #expect(seen.isEmpty)
    root.sendTouch(.moved, at: CGPoint(x: 110, y: 100), time: 0.1)
    root.sendTouch(.moved, at: CGPoint(x: 130, y: 90), time: 0.2)
    root.sendTouch(.ended, at: CGPoint(x: 130, y: 90), time: 0.25)
    #expect(seen.map(\.0) == [.began, .changed, .ended])
    // Translation: the finger's displacement from (100, 100).
    #expect(seen.map(\.1) == [CGPoint(x: 10, y: 0), CGPoint(x: 30, y: -10), CGPoint(x: 30, y: -10)])
    // Location on the pad: root point minus the pad's origin (50, 80).
    #expect(seen.map(\.2) == [CGPoint(x: 60, y: 20), CGPoint(x: 80, y: 10), CGPoint(x: 80, y: 10)])
    // In the root (UIKit's window): the root point itself.
    #expect(pan.location(in: nil) == CGPoint(x: 130, y: 90))
    // Velocity over the last 100 ms: the oldest sample at most 0.1 s before the lift (0.25 s)
    // is the one at 0.2 s (the one at 0.1 s is 0.15 s older), at the same place: zero.
    #expect(pan.velocity(in: pad) == .zero)
  }

  @Test("a finger that lifts without moving fails the pan and runs no handler")
  func stillFingerFails() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    var count = 0
    let pan = PanGestureRecognizer { _ in count += 1 }
    root.addGestureRecognizer(pan)
    root.sendTouch(.began, at: CGPoint(x: 100, y: 100), time: 0)
    root.sendTouch(.ended, at: CGPoint(x: 100, y: 100), time: 0.1)
    #expect(pan.state == .failed)
    #expect(count == 0)
  }

  @Test("the collection view's pan runs its handlers as the content is dragged: began, changed, ended")
  func collectionViewPanRunsHandlers() {
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 480), layout: FixedRowLayout(rowHeight: 44),
      dataSource: ValueDataSource(count: 100), delegate: RecordingDelegate())
    var states: [PanGestureRecognizer.State] = []
    collectionView.panGestureRecognizer.addTarget { states.append($0.state) }
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 300), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 250), time: 0.05)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 200), time: 0.1)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 200), time: 0.15)
    #expect(states == [.began, .changed, .ended])
  }

  /// A recognizer that stays possible until the test fails it.
  final class Gate: GestureRecognizer {}

  @Test(
    "a pan that waited for another to fail, its finger lifted meanwhile: it begins and ends when the wait ends"
  )
  func waitedPanWhoseFingerLiftedEnds() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let pad = View(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    root.addSubview(pad)
    var states: [PanGestureRecognizer.State] = []
    let pan = PanGestureRecognizer { states.append($0.state) }
    let gate = Gate()
    pan.require(toFail: gate)
    pad.addGestureRecognizer(pan)
    pad.addGestureRecognizer(gate)
    root.sendTouch(.began, at: CGPoint(x: 100, y: 100), time: 0, finger: 0)  // the pan follows finger 0
    root.sendTouch(.began, at: CGPoint(x: 200, y: 200), time: 0.05, finger: 1)
    root.sendTouch(.moved, at: CGPoint(x: 130, y: 100), time: 0.1, finger: 0)  // recognized: waits
    #expect(pan.state == .possible)
    root.sendTouch(.ended, at: CGPoint(x: 130, y: 100), time: 0.15, finger: 0)  // lifts while waiting
    #expect(states.isEmpty)
    gate.state = .failed  // the wait ends with finger 1 still down
    #expect(states == [.began, .ended])
    #expect(pan.state == .ended)
    // Finger 1 lifts; a new finger starts a new gesture from .possible.
    root.sendTouch(.ended, at: CGPoint(x: 200, y: 200), time: 0.2, finger: 1)
    root.sendTouch(.began, at: CGPoint(x: 50, y: 50), time: 0.3, finger: 2)
    #expect(pan.state == .possible)
    root.sendTouch(.moved, at: CGPoint(x: 80, y: 50), time: 0.4, finger: 2)
    root.sendTouch(.ended, at: CGPoint(x: 80, y: 50), time: 0.5, finger: 2)
    // The gate is possible again for this sequence, so the new pan waits: no handler runs.
    #expect(states == [.began, .ended])
  }
}
