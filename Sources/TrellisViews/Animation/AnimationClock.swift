import Foundation

/// The clock that plays view animations: `View.animate(…)` changes the model values at once and
/// records each change as an animation on the view's layer; the clock's time decides what
/// `layer.presentation()` shows and when completions run (docs/views.md §5).
///
/// Time moves only when you call `advance(by:)`: there is no wall clock, so the same calls give
/// the same values and the same order of completions on every run. `AnimationClock.main` is the
/// clock views use; a host ties it to its own time by calling `advance(by:)` with the same steps
/// (`Window.advance(by:)` in TrellisViewControllers advances it and the window's collection views
/// together).
///
/// UIKit difference: Core Animation's render server plays animations in real time; here the host
/// moves time.
@preconcurrency @MainActor
public final class AnimationClock {
  /// The clock views animate with.
  public static let main = AnimationClock()

  /// The seconds this clock has advanced in total.
  public private(set) var currentTime: TimeInterval = 0

  /// The layers with running animations, in the order their first animation was added.
  private var animatedLayers: [Layer] = []
  /// Groups whose animations are all done, waiting for their completion to run.
  private var dueGroups: [AnimationGroup] = []
  private var nextSequence = 0

  /// Creates a clock at time 0. Views animate with `AnimationClock.main`; other clocks are for
  /// tests of the clock itself.
  public init() {}

  /// Whether any animation is running or any completion is waiting.
  public var hasPendingWork: Bool { !animatedLayers.isEmpty || !dueGroups.isEmpty }

  /// Moves time forward by `seconds`, ends the animations that reach their end, and runs the
  /// completions that are due, in order of the time they became due (then of the `animate`
  /// calls): `finished` is `true` for groups whose animations all ran to their end.
  ///
  /// Non-finite or negative `seconds` count as 0; `advance(by: 0)` runs the completions already
  /// due (those of animations of zero duration, replaced or removed ones).
  ///
  /// Timers (`ClockTimer`) scheduled on the clock fire during the step, each at its own time and
  /// in order of time (then of scheduling): the clock's `currentTime` is the firing time while a
  /// timer's block runs, and the animations that end before it have ended. A repeating timer
  /// fires once per interval that the step covers, so one step of 1 s fires a 0.1 s timer ten
  /// times, as ten steps of 0.1 s do — up to `ClockSchedule.maximumFiringsPerStep` (10,000)
  /// firings of one timer in one step, after which it skips the intervals it missed, as a run
  /// loop that fell behind does, so that no step can hang. Display links (`DisplayLink`) then run
  /// once, at the end of the step: each `advance(by:)` of a positive step is one frame.
  ///
  /// - Complexity: O(f · t + a) for f timer firings among t timers and a running
  ///   animations, plus what the blocks and completions do.
  public func advance(by seconds: TimeInterval) {
    let step = seconds.isFinite && seconds > 0 ? seconds : 0
    let target = currentTime + step
    schedule.beginStep()
    while let timer = schedule.nextTimer(dueBy: target) {
      settle(at: max(currentTime, timer.fireTime))
      schedule.fire(timer, stepEnd: target)
    }
    settle(at: target)
    if step > 0 { schedule.runDisplayLinks(frameDuration: step, at: target) }
    runDueCompletions()
  }

  /// The timers and display links that run on this clock.
  let schedule = ClockSchedule()

  /// Moves `currentTime` to `now`, ends the animations that reach their end by then and runs the
  /// completions that are due.
  private func settle(at now: TimeInterval) {
    currentTime = now
    var index = 0
    while index < animatedLayers.count {
      let layer = animatedLayers[index]
      layer.runningAnimations.removeAll { animation in
        guard animation.endTime <= now else { return false }
        finish(animation, at: animation.endTime, finished: true)
        return true
      }
      if layer.runningAnimations.isEmpty {
        animatedLayers.remove(at: index)
      } else {
        index += 1
      }
    }
    runDueCompletions()
  }

  /// Removes every running animation of `layer` (their groups finish with `false`).
  func removeAnimations(of layer: Layer, key: String? = nil) {
    layer.runningAnimations.removeAll { animation in
      guard key == nil || animation.key == key else { return false }
      finish(animation, at: currentTime, finished: false)
      return true
    }
    if layer.runningAnimations.isEmpty { animatedLayers.removeAll { $0 === layer } }
  }

  /// A new group for an `animate` call.
  func makeGroup(completion: ((Bool) -> Void)?) -> AnimationGroup {
    nextSequence += 1
    return AnimationGroup(sequence: nextSequence, completion: completion)
  }

  /// Marks `group` as having recorded everything: when no animation of it runs, its completion
  /// is due now.
  func close(_ group: AnimationGroup) {
    if group.running == 0, group.dueTime == nil { markDue(group, at: currentTime) }
  }

  /// Adds `animation` to `layer`, replacing a running animation of the same key: one of the
  /// same group is updated in place (a property set twice in one block), one of another group is
  /// removed and its group loses `finished`.
  func add(_ animation: PropertyAnimation, to layer: Layer) {
    if let index = layer.runningAnimations.firstIndex(where: { $0.key == animation.key }) {
      let existing = layer.runningAnimations[index]
      if existing.group === animation.group, existing.beginTime == animation.beginTime {
        existing.to = animation.to
        return
      }
      layer.runningAnimations.remove(at: index)
      finish(existing, at: currentTime, finished: false)
    }
    if layer.runningAnimations.isEmpty { animatedLayers.append(layer) }
    layer.runningAnimations.append(animation)
    animation.group.running += 1
  }

  private func finish(_ animation: PropertyAnimation, at time: TimeInterval, finished: Bool) {
    let group = animation.group
    if !finished { group.finished = false }
    group.running -= 1
    if group.running == 0 { markDue(group, at: time) }
  }

  private func markDue(_ group: AnimationGroup, at time: TimeInterval) {
    group.dueTime = time
    dueGroups.append(group)
  }

  /// Runs the completions of the due groups in order of due time, then sequence. Groups that
  /// become due while they run (a completion that starts an animation of zero duration) wait for
  /// the next `advance(by:)`, so a completion that keeps starting animations cannot hang a call.
  private func runDueCompletions() {
    let groups = dueGroups.sorted { a, b in
      (a.dueTime ?? 0, a.sequence) < (b.dueTime ?? 0, b.sequence)
    }
    dueGroups.removeAll()
    for group in groups {
      let completion = group.completion
      group.completion = nil
      completion?(group.finished)
    }
  }
}
