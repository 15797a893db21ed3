import Foundation
import Testing
import TrellisViews

/// Timers and display links on an `AnimationClock`: when they fire, in which order, with which
/// timestamps. Each test uses a clock of its own, so that no other test moves its time. The
/// expected times are multiples of 0.25 and 0.5 (exact in binary), or lie between firings.
@Suite("ClockTimer and DisplayLink run on the host's clock")
@MainActor
struct ClockTimerTests {
  @Test("a repeating 0.25 s timer fires at 0.25, 0.5, 0.75 and 1.0 during advance(by: 1.1)")
  func repeatingTimerFiresAtItsTimes() {
    let clock = AnimationClock()
    var times: [TimeInterval] = []
    let timer = ClockTimer(timeInterval: 0.25, repeats: true) { _ in times.append(clock.currentTime) }
    clock.schedule(timer)
    #expect(timer.fireTime == 0.25)
    clock.advance(by: 1.1)
    #expect(times == [0.25, 0.5, 0.75, 1.0])
    #expect(clock.currentTime == 1.1)
    #expect(timer.isValid)
    #expect(timer.fireTime == 1.25)
  }

  @Test("one step of 1.1 s fires the timer as often as eleven steps of 0.1 s")
  func stepSizeDoesNotChangeTheCount() {
    var counts: [Int] = []
    for steps in [1, 11] {
      let clock = AnimationClock()
      var count = 0
      clock.schedule(ClockTimer(timeInterval: 0.25, repeats: true) { _ in count += 1 })
      for _ in 0..<steps { clock.advance(by: 1.1 / Double(steps)) }
      counts.append(count)
    }
    #expect(counts == [4, 4])
  }

  @Test("timers fire in order of time, then of scheduling: 0.3 C, 0.5 A, 0.5 B, 0.6 C, 0.9 C, 1.0 A, 1.0 B")
  func timersFireInOrder() {
    let clock = AnimationClock()
    var order: [String] = []
    for (name, interval) in [("A", 0.5), ("B", 0.5), ("C", 0.3)] {
      clock.schedule(ClockTimer(timeInterval: interval, repeats: true) { _ in order.append(name) })
    }
    clock.advance(by: 1.05)
    #expect(order == ["C", "A", "B", "C", "C", "A", "B"])
  }

  @Test("a one-shot timer fires once and is then invalid; invalidate() stops a repeating one")
  func oneShotAndInvalidation() {
    let clock = AnimationClock()
    var fired = 0
    let once = ClockTimer(timeInterval: 0.5, repeats: false) { _ in fired += 1 }
    clock.schedule(once)
    var ticks = 0
    let repeating = ClockTimer(timeInterval: 0.25, repeats: true) { timer in
      ticks += 1
      if ticks == 3 { timer.invalidate() }
    }
    clock.schedule(repeating)
    clock.advance(by: 2)
    #expect(fired == 1)
    #expect(!once.isValid)
    #expect(ticks == 3)
    #expect(!repeating.isValid)
    clock.schedule(repeating)  // an invalid timer cannot be scheduled again
    clock.advance(by: 1)
    #expect(ticks == 3)
  }

  @Test("fire() runs the block now: a repeating timer keeps its schedule, a one-shot one is spent")
  func manualFire() {
    let clock = AnimationClock()
    var count = 0
    let repeating = ClockTimer(timeInterval: 0.5, repeats: true) { _ in count += 1 }
    clock.schedule(repeating)
    repeating.fire()
    #expect(count == 1)
    clock.advance(by: 0.6)
    #expect(count == 2)
    let once = ClockTimer(timeInterval: 0.5, repeats: false) { _ in count += 1 }
    clock.schedule(once)
    once.fire()
    clock.advance(by: 1)
    // once's manual firing (3), then repeating's firings at 1.0 and 1.5 (5); once never again.
    #expect(count == 5)
    #expect(!once.isValid)
  }

  @Test("intervals of 0, −1 and NaN become 0.0001 s, as Foundation's timers do; infinity never fires")
  func intervalsAreClamped() {
    for interval in [0, -1, Double.nan] {
      #expect(ClockTimer(timeInterval: interval, repeats: false) { _ in }.timeInterval == 0.0001)
    }
    let clock = AnimationClock()
    var fired = false
    clock.schedule(ClockTimer(timeInterval: .infinity, repeats: false) { _ in fired = true })
    clock.advance(by: 1e12)
    #expect(!fired)
  }

  @Test("a tiny interval and a huge step cannot hang: 10,000 firings, then the missed intervals are skipped")
  func firingsPerStepAreCapped() {
    let clock = AnimationClock()
    var count = 0
    let timer = ClockTimer(timeInterval: 0.0001, repeats: true) { _ in count += 1 }
    clock.schedule(timer)
    clock.advance(by: 10)  // 100,000 intervals
    #expect(count == 10_000)
    #expect(timer.fireTime > 10)
    #expect(timer.fireTime <= 10 + 0.0001 + 1e-9)
    let slow = ClockTimer(timeInterval: 1, repeats: true) { _ in count += 1 }
    clock.schedule(slow)
    clock.advance(by: 1e300)
    #expect(timer.isValid && slow.isValid)
  }

  @Test("a display link runs once per step: timestamp before the step, targetTimestamp after it")
  func displayLinkTimestamps() {
    let clock = AnimationClock()
    clock.advance(by: 0.5)
    var frames: [(TimeInterval, TimeInterval, TimeInterval)] = []
    let link = DisplayLink { link in frames.append((link.timestamp, link.targetTimestamp, link.duration)) }
    link.add(to: clock)
    clock.advance(by: 0.25)
    clock.advance(by: 0.5)
    #expect(frames.count == 2)
    #expect(frames.first.map { [$0.0, $0.1, $0.2] } == [0.5, 0.75, 0.25])
    #expect(frames.last.map { [$0.0, $0.1, $0.2] } == [0.75, 1.25, 0.5])
    clock.advance(by: 0)  // not a frame
    #expect(frames.count == 2)
    link.isPaused = true
    clock.advance(by: 0.25)
    #expect(frames.count == 2)
    link.isPaused = false
    link.invalidate()
    clock.advance(by: 0.25)
    #expect(frames.count == 2)
  }

  @Test("display links run after the step's timers; a link added in a handler runs from the next frame")
  func displayLinkOrder() {
    let clock = AnimationClock()
    var log: [String] = []
    clock.schedule(ClockTimer(timeInterval: 0.5, repeats: false) { _ in log.append("timer") })
    let late = DisplayLink { _ in log.append("late") }
    let first = DisplayLink { _ in
      log.append("first")
      late.add(to: clock)
    }
    first.add(to: clock)
    clock.advance(by: 1)
    #expect(log == ["timer", "first"])
    clock.advance(by: 1)
    #expect(log == ["timer", "first", "first", "late"])
  }

  @Test("RunLoop.main.add(_:forMode:) and scheduledTimer use AnimationClock.main")
  func mainClockScheduling() {
    var count = 0
    let timer = ClockTimer(timeInterval: 0.5, repeats: true) { _ in count += 1 }
    RunLoop.main.add(timer, forMode: .common)
    let scheduled = ClockTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in count += 10 }
    defer { timer.invalidate() }
    #expect(timer.fireTime == AnimationClock.main.currentTime + 0.5)
    AnimationClock.main.advance(by: 0.6)
    #expect(count == 11)
    #expect(!scheduled.isValid)
  }
}
