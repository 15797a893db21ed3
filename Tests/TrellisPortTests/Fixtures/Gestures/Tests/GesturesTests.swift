import Testing
import TrellisUIKit

@testable import TrellisPortFixtureGestures

/// The ported gesture screen: the handlers `trellis port` wrote run when touches sent to the
/// window make the gestures, and pass the recognizer to the methods that take it.
///
/// The board's frame is (20, 50, 300, 400) in the screen's view, which fills the window, so a
/// touch at window point (x, y) is at (x − 20, y − 50) on the board.
@Suite("ported gesture recognizers: taps, presses, pans, pinches and swipes call their handlers")
@MainActor
struct GesturesTests {
  func hostedScreen() -> (UIWindow, PhotoBoardViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screen = PhotoBoardViewController()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, screen)
  }

  @Test("a tap at window (50, 90) runs tapped with the recognizer: the point on the board is (30, 40)")
  func tapFiresWithItsLocation() {
    let (window, screen) = hostedScreen()
    window.sendTouch(.began, at: CGPoint(x: 50, y: 90), time: 0)
    window.sendTouch(.ended, at: CGPoint(x: 50, y: 90), time: 0.05)
    // The pan, press, swipe and pinch fail (no movement, too short, one finger); the double
    // tap waits for a second tap.
    #expect(screen.log == ["tap 30.0 40.0"])
  }

  @Test("two taps 0.15 s apart run the single tap twice; the double tap, excluded by the first, never fires")
  func singleTapWinsWithoutAFailureRequirement() {
    let (window, screen) = hostedScreen()
    for start in [0.0, 0.2] {
      window.sendTouch(.began, at: CGPoint(x: 50, y: 90), time: start)
      window.sendTouch(.ended, at: CGPoint(x: 50, y: 90), time: start + 0.05)
    }
    // The screen sets no failure requirement: the single tap, recognized at each lift, makes
    // the double tap fail (one gesture at a time, as UIKit: docs/views.md, "Recognizers that
    // cooperate").
    #expect(screen.log == ["tap 30.0 40.0", "tap 30.0 40.0"])
  }

  @Test("with the single tap requiring the double tap's failure, two quick taps reset the zoom only")
  func doubleTapResetsTheZoomWithARequirement() {
    let (window, screen) = hostedScreen()
    let taps = screen.board.gestureRecognizers.compactMap { $0 as? UITapGestureRecognizer }
    let single = taps.first { $0.numberOfTapsRequired == 1 }
    let double = taps.first { $0.numberOfTapsRequired == 2 }
    guard let single, let double else {
      Issue.record("the board has no single and double tap")
      return
    }
    single.require(toFail: double)
    for start in [0.0, 0.2] {
      window.sendTouch(.began, at: CGPoint(x: 50, y: 90), time: start)
      window.sendTouch(.ended, at: CGPoint(x: 50, y: 90), time: start + 0.05)
    }
    #expect(screen.log == ["reset"])
  }

  @Test("a press held 0.5 s begins the long press (not at 0.4 s); lifting then does not tap")
  func longPressBeginsAfterHalfASecond() {
    let (window, screen) = hostedScreen()
    window.sendTouch(.began, at: CGPoint(x: 50, y: 90), time: 0)
    window.advanceTouches(to: 0.4)
    #expect(screen.log.isEmpty)
    window.advanceTouches(to: 0.5)
    #expect(screen.log == ["press"])
    window.sendTouch(.ended, at: CGPoint(x: 50, y: 90), time: 0.6)
    // The press beginning made the tap, still possible on the same touch, fail.
    #expect(screen.log == ["press"])
  }

  @Test(
    "a pan reports its translation: (30, 40) began, (60, 80) changed and ended; release velocity (300, 400)")
  func panReportsTranslation() {
    let (window, screen) = hostedScreen()
    window.sendTouch(.began, at: CGPoint(x: 100, y: 100), time: 0)
    window.sendTouch(.moved, at: CGPoint(x: 130, y: 140), time: 0.05)
    window.sendTouch(.moved, at: CGPoint(x: 160, y: 180), time: 0.1)
    window.sendTouch(.ended, at: CGPoint(x: 160, y: 180), time: 0.15)
    // States by raw value: 1 began, 2 changed, 3 ended. The translation is the finger's
    // displacement from (100, 100); the tap fails (moved more than 10 points) and the swipe
    // fails (80 down is not twice 60 across, and it goes right, not left).
    #expect(screen.log == ["pan 1 30.0 40.0", "pan 2 60.0 80.0", "pan 3 60.0 80.0"])
    // Velocity over the last 100 ms: from (130, 140) at 0.05 s to (160, 180) at 0.15 s,
    // (30, 40) / 0.1 s.
    #expect(abs(screen.releaseVelocity.x - 300) < 1e-6)
    #expect(abs(screen.releaseVelocity.y - 400) < 1e-6)
  }

  @Test("a pinch from 100 to 200 points apart sets the zoom to 2")
  func pinchSetsTheZoom() {
    let (window, screen) = hostedScreen()
    window.sendTouch(.began, at: CGPoint(x: 100, y: 250), time: 0, finger: 0)
    window.sendTouch(.began, at: CGPoint(x: 200, y: 250), time: 0, finger: 1)
    window.sendTouch(.moved, at: CGPoint(x: 250, y: 250), time: 0.1, finger: 1)
    #expect(screen.zoom == 1.5)  // 150 / 100
    window.sendTouch(.moved, at: CGPoint(x: 50, y: 250), time: 0.2, finger: 0)
    #expect(screen.zoom == 2)  // 200 / 100
    window.sendTouch(.ended, at: CGPoint(x: 50, y: 250), time: 0.3, finger: 0)
    window.sendTouch(.ended, at: CGPoint(x: 250, y: 250), time: 0.3, finger: 1)
    #expect(screen.zoom == 2)
  }

  @Test("without a requirement the pan, beginning at the first move, keeps the swipe from recognizing")
  func panExcludesSwipe() {
    let (window, screen) = hostedScreen()
    window.sendTouch(.began, at: CGPoint(x: 250, y: 200), time: 0)
    window.sendTouch(.moved, at: CGPoint(x: 220, y: 205), time: 0.05)
    window.sendTouch(.moved, at: CGPoint(x: 180, y: 205), time: 0.1)
    window.sendTouch(.ended, at: CGPoint(x: 180, y: 205), time: 0.15)
    // Window (250, 200) is board (230, 150); the pan's translations are (−30, 5) and (−70, 5).
    #expect(screen.log == ["pan 1 -30.0 5.0", "pan 2 -70.0 5.0", "pan 3 -70.0 5.0"])
  }

  @Test(
    "with the pan requiring the swipe's failure, a swipe 70 points left runs swiped once; one to the right pans"
  )
  func swipeLeftRunsSwiped() {
    let (window, screen) = hostedScreen()
    let pan = screen.board.gestureRecognizers.first { $0 is UIPanGestureRecognizer }
    let swipe = screen.board.gestureRecognizers.first { $0 is UISwipeGestureRecognizer }
    guard let pan, let swipe else {
      Issue.record("the board has no pan and swipe")
      return
    }
    pan.require(toFail: swipe)
    window.sendTouch(.began, at: CGPoint(x: 250, y: 200), time: 0)
    window.sendTouch(.moved, at: CGPoint(x: 220, y: 205), time: 0.05)
    window.sendTouch(.moved, at: CGPoint(x: 180, y: 205), time: 0.1)
    window.sendTouch(.ended, at: CGPoint(x: 180, y: 205), time: 0.15)
    #expect(screen.log.filter { $0 == "swipe" }.count == 1)
    window.sendTouch(.began, at: CGPoint(x: 100, y: 200), time: 1)
    window.sendTouch(.moved, at: CGPoint(x: 170, y: 200), time: 1.1)
    window.sendTouch(.ended, at: CGPoint(x: 170, y: 200), time: 1.15)
    // The swipe fails at 1.1 (70 points right, not left), and the pan that waited for it
    // begins then, with the finger 70 points right of where it touched; it ends on the lift.
    #expect(screen.log == ["swipe", "pan 1 70.0 0.0", "pan 3 70.0 0.0"])
  }

  @Test("the handlers hold the screen weakly: a released screen is not kept by its recognizers")
  func handlersDoNotRetainTheScreen() {
    var screen: PhotoBoardViewController? = PhotoBoardViewController()
    screen?.loadViewIfNeeded()
    weak let released = screen
    let board = screen!.board
    screen = nil
    #expect(released == nil)
    #expect(board.gestureRecognizers.count == 6)
  }
}
