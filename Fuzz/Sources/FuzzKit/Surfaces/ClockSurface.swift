import Foundation
import Trellis

/// Timers and display links on an `AnimationClock` (docs/views.md, "Timers and display links")
/// with what an app can give them: intervals that are tiny, zero, negative, NaN, infinite or
/// huge; steps that are tiny, huge, negative, NaN or infinite; blocks that invalidate their own
/// or another timer, fire one by hand, schedule new ones or add and remove display links; links
/// paused and invalidated at random.
///
/// Checks: nothing traps or hangs; a step ends at the time before it plus the step (plus nothing
/// for a step that is not finite and positive); firings come in order of time, never after the
/// step's end (the clock reads the firing time in the block);
/// a repeating timer of interval i scheduled at s that was never invalidated or fired by hand has
/// fired once for every multiple of i up to the clock's time, counted by an independent model
/// (at most 10,000 a step); each running display link ran exactly once per positive step.
@MainActor
public final class ClockSurface: SynchronousFuzzSurface {
  /// `clock`.
  public let name = "clock"
  /// What the surface generates.
  public let summary =
    "timers and display links: bad intervals and steps, blocks that reschedule and invalidate"
  /// Its share of a mixed campaign.
  public let weight = 0.5

  /// A surface.
  public init() {}

  static let badIntervals: [Double] = [0, -1, .nan, .infinity, 1e-300, 1e300, 0.0001, 1e-5]
  static let badSteps: [Double] = [0, -1, .nan, .infinity, -.infinity, 1e-12, 1e6, 1e300]

  /// What the model tracks of a timer that nothing but the clock touches.
  private struct Plain {
    var timer: ClockTimer
    var start: TimeInterval
    var fired = 0
  }

  /// Runs one case.
  public func runSynchronously(_ c: FuzzContext) throws {
    let clock = AnimationClock()
    var plain: [Plain] = []
    var touched: [ClockTimer] = []
    var links: [(link: DisplayLink, runs: Int)] = []
    var lastFiring = -Double.infinity
    var failure: FuzzFailure?
    var stepEnd = 0.0

    func interval() -> Double {
      c.random.chance(0.2) ? c.random.pick(Self.badIntervals) : c.random.double(in: 0.001...2)
    }
    func check(_ timer: ClockTimer) {
      let now = clock.currentTime
      if now < lastFiring || now > stepEnd || !now.isFinite {
        failure =
          failure
          ?? FuzzFailure(.wrongResult, "a timer fired at \(now) after \(lastFiring), step end \(stepEnd)")
      }
      lastFiring = now
    }

    // Timers the model counts: only the clock fires them.
    for index in 0..<c.random.int(in: 0...4) {
      let value = c.random.double(in: 0.01...1)
      c.note("plain timer \(index) interval \(value)")
      let timer = ClockTimer(timeInterval: value, repeats: true) { timer in
        check(timer)
        if let at = plain.firstIndex(where: { $0.timer === timer }) { plain[at].fired += 1 }
      }
      clock.schedule(timer)
      plain.append(Plain(timer: timer, start: clock.currentTime))
    }
    // Timers whose blocks do things.
    for index in 0..<c.random.int(in: 0...6) {
      let value = interval()
      let repeats = c.random.chance(0.6)
      let action = c.random.int(in: 0...4)
      c.note("busy timer \(index) interval \(value) repeats \(repeats) action \(action)")
      let timer = ClockTimer(timeInterval: value, repeats: repeats) { timer in
        check(timer)
        switch action {
        case 0: timer.invalidate()
        case 1: touched.randomElementStable(c)?.invalidate()
        case 2:
          if touched.count < 40 {
            let extra = ClockTimer(timeInterval: max(0.01, value), repeats: false) { check($0) }
            clock.schedule(extra)
            touched.append(extra)
          }
        case 3:
          if links.count < 8 {
            let link = DisplayLink { _ in }
            link.add(to: clock)
            links.append((link, -1))  // added in a block: not counted
          }
        default: break
        }
      }
      clock.schedule(timer)
      touched.append(timer)
    }
    for _ in 0..<c.random.int(in: 0...3) {
      let position = links.count
      let link = DisplayLink { _ in
        if links[position].runs >= 0 { links[position].runs += 1 }
      }
      link.add(to: clock)
      links.append((link, 0))
    }

    for stepIndex in 0..<c.random.int(in: 1...12) {
      let step = c.random.chance(0.15) ? c.random.pick(Self.badSteps) : c.random.double(in: 0...0.5)
      c.note("step \(stepIndex): \(step)")
      let before = links.map(\.runs)
      let timeBefore = clock.currentTime
      let positive = step.isFinite && step > 0
      stepEnd = positive ? timeBefore + step : timeBefore
      if c.random.chance(0.1), let link = links.randomElementStable(c)?.link { link.isPaused = true }
      let paused = links.map(\.link.isPaused)
      clock.advance(by: step)
      if let failure { throw failure }
      if clock.currentTime != stepEnd {
        throw FuzzFailure(.wrongResult, "step \(step) from \(timeBefore) ended at \(clock.currentTime)")
      }
      for (index, entry) in links.enumerated() where index < before.count && before[index] >= 0 {
        let expected = before[index] + (positive && !paused[index] ? 1 : 0)
        if entry.runs != expected {
          throw FuzzFailure(
            .wrongResult, "display link \(index) ran \(entry.runs) times, expected \(expected)")
        }
      }
      for index in links.indices { links[index].link.isPaused = false }
      lastFiring = clock.currentTime
      // The model: firings at start + k·i (k ≥ 1) up to now, each step adding at most 10,000.
      for entry in plain {
        let interval = entry.timer.timeInterval
        var expected = 0
        var time = entry.start + interval
        while time <= clock.currentTime && expected < 1_000_000 {
          expected += 1
          time += interval
        }
        if step.isFinite, step <= 0.5, entry.fired != expected {
          throw FuzzFailure(
            .wrongResult,
            "timer of \(interval) s from \(entry.start) fired \(entry.fired) times by \(clock.currentTime), expected \(expected)"
          )
        }
      }
      if !(step.isFinite && step <= 0.5) { plain.removeAll() }  // a capped step skips intervals
    }
  }
}

extension Array {
  /// An element chosen by the case's generator, or `nil` when empty.
  @MainActor
  fileprivate func randomElementStable(_ c: FuzzContext) -> Element? {
    isEmpty ? nil : self[c.random.int(in: 0...(count - 1))]
  }
}
