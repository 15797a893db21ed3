import Foundation
import Testing
import TrellisUIKit

@testable import TrellisPortFixtureClockDriven

/// The ported clock-driven screen: its timer, delayed perform and display link run on the host's
/// clock, so the same `advance(by:)` calls give the same screen on every run.
///
/// The times are chosen between firings (a timer of 0.25 s fires at 0.25, 0.5, …; the tests look
/// at 1.1 s, 3.6 s, 3.9 s) so that no expectation depends on how a sum of steps rounds.
@Suite("ported timers and display links: the screen plays on the host's clock")
@MainActor
struct ClockDrivenTests {
  /// A window showing a freshly loaded sorting screen.
  func hostedScreen() -> (UIWindow, InsertionSortViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let screen = InsertionSortViewController()
    window.rootViewController = screen
    screen.loadViewIfNeeded()
    return (window, screen)
  }

  @Test("after 1.1 s the timer has fired 4 times: two swaps, [2, 4, 5, 6, 1, 3]")
  func timerAdvancesWithTheHostClock() {
    let (window, screen) = hostedScreen()
    defer { screen.timer?.invalidate() }
    #expect(screen.values == [5, 2, 4, 6, 1, 3])
    // Ticks at 0.25, 0.5, 0.75, 1.0 (insertion sort by hand, i = j = 1 at the start):
    // 1: 5 > 2, swap → [2, 5, 4, 6, 1, 3]; 2: j = 0, next i = 2; 3: 5 > 4, swap → [2, 4, 5, 6, 1, 3];
    // 4: 2 ≤ 4, next i = 3.
    window.advance(by: 1.1)
    #expect(screen.values == [2, 4, 5, 6, 1, 3])
    #expect(screen.swaps == 2)
  }

  @Test("sorting takes 14 ticks (9 inversions + 5 advances): sorted at 3.6 s, timer stopped by 3.9 s")
  func timerSortsAndStops() throws {
    let (window, screen) = hostedScreen()
    defer { screen.timer?.invalidate() }
    // Inversions of [5, 2, 4, 6, 1, 3]: (5,2) (5,4) (5,1) (5,3) (2,1) (4,1) (4,3) (6,1) (6,3) = 9
    // swaps, plus one tick that moves on for each of i = 1…5: 14 ticks = 3.5 s; the 15th (3.75 s)
    // finds i == 6 and invalidates the timer.
    for _ in 0..<36 { window.advance(by: 0.1) }
    #expect(screen.values == [1, 2, 3, 4, 5, 6])
    #expect(screen.swaps == 9)
    let timer = try #require(screen.timer)
    #expect(timer.isValid)
    window.advance(by: 0.3)
    #expect(!timer.isValid)
  }

  @Test("one step of 3.9 s gives what 39 steps of 0.1 s give")
  func stepSizeDoesNotMatter() {
    let (window, screen) = hostedScreen()
    window.advance(by: 3.9)
    #expect(screen.values == [1, 2, 3, 4, 5, 6])
    #expect(screen.swaps == 9)
    #expect(screen.timer?.isValid == false)
  }

  @Test("perform(_:with:afterDelay: 1.5) hides the hint after 1.5 s of the host's clock, not before")
  func delayedPerformRunsOnTheClock() {
    let (window, screen) = hostedScreen()
    defer { screen.timer?.invalidate() }
    window.advance(by: 1.4)
    #expect(screen.isShowingHint)
    window.advance(by: 0.2)
    #expect(!screen.isShowingHint)
  }

  @Test("a posted notification calls the observer method once per post")
  func notificationCallsTheObserver() {
    let (_, screen) = hostedScreen()
    defer { screen.timer?.invalidate() }
    NotificationCenter.default.post(name: .sortingThemeDidChange, object: nil)
    NotificationCenter.default.post(name: .sortingThemeDidChange, object: nil)
    #expect(screen.themeChanges == 2)
  }

  @Test(
    "the display link slides the view from 20 to 120 over 0.5 s: 60 after 2 frames of 0.1 s, 120 at the end")
  func displayLinkAnimationReachesItsEnd() {
    let view = SlidingView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
    view.slide(to: 120, duration: 0.5)
    #expect(view.isAnimating)
    // Frame 1 of a step of 0.1 s: timestamp t0, target t0 + 0.1 → progress 0.2, x = 20 + 100 · 0.2.
    AnimationClock.main.advance(by: 0.1)
    #expect(abs(view.frame.origin.x - 40) < 1e-9)
    AnimationClock.main.advance(by: 0.1)
    #expect(abs(view.frame.origin.x - 60) < 1e-9)
    // Three more frames reach 0.5 s (or, by rounding, a sixth does); progress is clamped to 1.
    for _ in 0..<4 { AnimationClock.main.advance(by: 0.1) }
    #expect(view.frame.origin.x == 120)
    #expect(!view.isAnimating)
    AnimationClock.main.advance(by: 0.1)
    #expect(view.frame.origin.x == 120)
  }
}
