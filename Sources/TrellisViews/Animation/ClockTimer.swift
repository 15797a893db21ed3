import Foundation

/// A timer that fires on the host's clock (`AnimationClock.main`), shaped as Foundation's
/// `Timer` with a block: `ClockTimer.scheduledTimer(withTimeInterval:repeats:block:)`,
/// `invalidate()`, `fire()`, `isValid`, `timeInterval`.
///
/// Time moves only when the host calls `advance(by:)` (`Window.advance(by:)` or
/// `AnimationClock.main.advance(by:)`): a screen that animates with a timer plays the same way
/// on every run. A repeating timer fires once for each interval the steps cover, at its own
/// time (the clock's `currentTime` is the firing time while the block runs), so the step size
/// does not change what happens (docs/views.md, "Timers and display links"), up to 10,000
/// firings in one step, after which it skips the intervals it missed.
///
/// `trellis port` rewrites UIKit code's `Timer` to this type, and target–selector timers to
/// blocks (docs/porting.md).
///
/// UIKit difference: Foundation's `Timer` runs on the run loop in real time, and a repeating
/// timer that falls behind fires once and skips the intervals it missed; this one fires for
/// every interval, at the time the host's clock reaches it. It has no `userInfo`, `fireDate`
/// (see `fireTime`) or `tolerance`. It is a type of its own, not named `Timer`, because Linux's
/// Foundation declares `Timer` and the two names would be ambiguous.
@preconcurrency @MainActor
public final class ClockTimer {
  /// The seconds between firings of a repeating timer (for a non-repeating timer, the delay it
  /// was created with). At least 0.0001: a smaller, zero, negative or NaN interval becomes
  /// 0.0001 s, as Foundation's timers do.
  public let timeInterval: TimeInterval
  /// Whether the timer fires again after each firing.
  public let repeats: Bool
  /// Whether the timer will still fire: `false` once it was invalidated or a non-repeating
  /// timer fired.
  public internal(set) var isValid = true
  /// The clock time of the next firing (`AnimationClock.currentTime` scale); `infinity` for an
  /// infinite interval, which never fires.
  public internal(set) var fireTime: TimeInterval
  /// The block that runs when the timer fires, with the timer.
  let block: @MainActor (ClockTimer) -> Void
  /// The order of scheduling, which decides between timers that fire at the same time.
  var sequence = 0
  /// How many times the timer fired in the current step of its clock.
  var firingsThisStep = 0
  /// The clock the timer was scheduled on, if it was.
  private weak var clock: AnimationClock?

  /// A timer that fires `interval` seconds after it is scheduled (and every `interval` seconds
  /// after that if `repeats`), running `block`. It fires only once scheduled:
  /// `AnimationClock.main.schedule(_:)` or `RunLoop.main.add(_:forMode:)`.
  public init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (ClockTimer) -> Void
  ) {
    self.timeInterval = interval.isNaN || interval < 0.0001 ? 0.0001 : interval
    self.repeats = repeats
    self.block = block
    self.fireTime = .infinity
  }

  /// A timer scheduled on `AnimationClock.main`: it first fires `interval` seconds of the host's
  /// clock from now.
  @discardableResult
  public static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (ClockTimer) -> Void
  ) -> ClockTimer {
    let timer = ClockTimer(timeInterval: interval, repeats: repeats, block: block)
    AnimationClock.main.schedule(timer)
    return timer
  }

  /// Runs the block now. A non-repeating timer is then invalidated; a repeating one keeps its
  /// schedule. Does nothing to an invalid timer.
  public func fire() {
    guard isValid else { return }
    if !repeats { invalidate() }
    block(self)
  }

  /// Stops the timer: it never fires again. Calling it again does nothing.
  public func invalidate() {
    isValid = false
    clock?.schedule.remove(self)
    clock = nil
  }

  /// Records that the timer is scheduled on `clock`, first firing at `time`.
  func scheduled(on clock: AnimationClock, firstFiringAt time: TimeInterval, sequence: Int) {
    self.clock = clock
    self.fireTime = time
    self.sequence = sequence
  }
}

extension AnimationClock {
  /// Schedules `timer` on this clock: it first fires `timer.timeInterval` seconds from
  /// `currentTime`. Scheduling an invalid timer, or one already scheduled, does nothing.
  public func schedule(_ timer: ClockTimer) {
    guard timer.isValid, !schedule.contains(timer) else { return }
    timer.scheduled(
      on: self, firstFiringAt: currentTime + timer.timeInterval, sequence: schedule.sequenceNumber())
    schedule.add(timer)
  }
}

extension RunLoop {
  /// Schedules `timer` on the host's clock (`AnimationClock.main`), which stands for the main
  /// run loop; the mode is not used.
  ///
  /// UIKit difference: every run loop and mode means the host's clock.
  @MainActor
  public func add(_ timer: ClockTimer, forMode mode: RunLoop.Mode) {
    AnimationClock.main.schedule(timer)
  }
}
