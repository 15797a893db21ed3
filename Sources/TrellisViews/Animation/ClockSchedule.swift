import Foundation

/// The timers and display links of one `AnimationClock`, in the order they were scheduled.
///
/// The next timer to fire is the one with the earliest firing time, then the one scheduled
/// first (a sequence number, never the order of a dictionary), so the same calls fire the same
/// blocks in the same order on every run.
@preconcurrency @MainActor
final class ClockSchedule {
  private var timers: [ClockTimer] = []
  private var displayLinks: [DisplayLink] = []
  private var nextSequence = 0

  /// A sequence number for a timer being scheduled.
  func sequenceNumber() -> Int {
    nextSequence += 1
    return nextSequence
  }

  /// Adds `timer` (once).
  func add(_ timer: ClockTimer) {
    guard !timers.contains(where: { $0 === timer }) else { return }
    timers.append(timer)
  }

  /// Removes `timer`.
  func remove(_ timer: ClockTimer) {
    timers.removeAll { $0 === timer }
  }

  /// Whether `timer` is scheduled here.
  func contains(_ timer: ClockTimer) -> Bool {
    timers.contains { $0 === timer }
  }

  /// The valid timer that fires first at or before `time`, if any.
  ///
  /// - Complexity: O(t) for t scheduled timers.
  func nextTimer(dueBy time: TimeInterval) -> ClockTimer? {
    var best: ClockTimer?
    for timer in timers
    where timer.isValid && timer.fireTime <= time && timer.firingsThisStep < Self.maximumFiringsPerStep {
      if let current = best,
        (current.fireTime, current.sequence) <= (timer.fireTime, timer.sequence)
      {
        continue
      }
      best = timer
    }
    return best
  }

  /// The most times one timer fires in one step; then it skips to its first firing after the
  /// step, so that a tiny interval and a huge step cannot hang `advance(by:)`.
  static let maximumFiringsPerStep = 10_000

  /// Starts counting firings for a new step.
  func beginStep() {
    for timer in timers { timer.firingsThisStep = 0 }
  }

  /// Fires `timer` at its firing time: runs its block, then schedules its next firing one
  /// interval later (a repeating timer; after `maximumFiringsPerStep` firings in this step, the
  /// first interval boundary after `stepEnd`) or invalidates it.
  func fire(_ timer: ClockTimer, stepEnd: TimeInterval) {
    if timer.repeats {
      timer.firingsThisStep += 1
      timer.fireTime += timer.timeInterval
      if timer.firingsThisStep >= Self.maximumFiringsPerStep, timer.fireTime <= stepEnd {
        let missed = ((stepEnd - timer.fireTime) / timer.timeInterval).rounded(.down) + 1
        let next = timer.fireTime + missed * timer.timeInterval
        timer.fireTime = next.isFinite && next > stepEnd ? next : stepEnd + timer.timeInterval
      }
    } else {
      timer.isValid = false
      remove(timer)
    }
    timer.block(timer)
  }

  /// Adds `link` (once).
  func add(_ link: DisplayLink) {
    guard !displayLinks.contains(where: { $0 === link }) else { return }
    displayLinks.append(link)
  }

  /// Removes `link`.
  func remove(_ link: DisplayLink) {
    displayLinks.removeAll { $0 === link }
  }

  /// Whether `link` is scheduled here.
  func contains(_ link: DisplayLink) -> Bool {
    displayLinks.contains { $0 === link }
  }

  /// Runs each display link that is not paused, in the order they were added, for the frame
  /// that shows at `time` after a step of `frameDuration` seconds. A link added by another's
  /// handler runs from the next frame.
  func runDisplayLinks(frameDuration: TimeInterval, at time: TimeInterval) {
    for link in displayLinks where !link.isPaused && contains(link) {
      link.timestamp = time - frameDuration
      link.targetTimestamp = time
      link.duration = frameDuration
      link.handler(link)
    }
  }
}
