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
    for timer in timers where timer.isValid && timer.fireTime <= time {
      if let current = best,
        (current.fireTime, current.sequence) <= (timer.fireTime, timer.sequence)
      {
        continue
      }
      best = timer
    }
    return best
  }

  /// Fires `timer` at its firing time: runs its block, then schedules its next firing one
  /// interval later (a repeating timer) or invalidates it.
  func fire(_ timer: ClockTimer) {
    if timer.repeats {
      timer.fireTime += timer.timeInterval
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
