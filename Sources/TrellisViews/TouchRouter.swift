import Foundation

/// The touches in progress on a view that touches are sent to (`View.sendTouch`), and the
/// coordination of the recognizers on them (docs/views.md, "Recognizers that cooperate"):
/// failure requirements, exclusion of recognizers on the same touches, and what the touched view
/// hears.
@MainActor
final class TouchRouter {
  /// One finger's touch, from `.began` until the touched view has heard its end.
  final class TrackedTouch {
    /// The router's number for the touch (numbers are never reused).
    let id: Int
    /// The finger, as given to `sendTouch`.
    let finger: Int
    /// The recognizers bound to the touch, nearest view first.
    let recognizers: [GestureRecognizer]
    /// The view the touch began in.
    weak var view: View?
    /// Where and when the touch began, in the root's coordinates.
    let first: (location: CGPoint, time: TimeInterval)
    /// Where and when the touch was last, in the root's coordinates.
    var latest: (location: CGPoint, time: TimeInterval)
    /// Whether the finger is still down.
    var isDown = true
    /// How the touch ended (`.ended` or `.cancelled`), once it has.
    var end: TouchPhase?
    /// The moves the finger made, and those the view has heard of.
    var moves = 0
    var movesHeard = 0
    /// Whether the view has heard `touchesBegan`.
    var viewHeardBegan = false
    /// Whether the view will hear nothing more of the touch (its end was delivered, or the
    /// touch was cancelled or discarded for a recognizer).
    var viewDone = false

    init(
      id: Int, finger: Int, recognizers: [GestureRecognizer], view: View?, location: CGPoint,
      time: TimeInterval
    ) {
      self.id = id
      self.finger = finger
      self.recognizers = recognizers
      self.view = view
      self.first = (location, time)
      self.latest = (location, time)
    }
  }

  /// The root the touches are sent to (it keeps the router).
  weak var root: View?
  /// The touches whose finger is down or whose end the view has not heard, in the order they began.
  var touches: [TrackedTouch] = []
  /// The number of the next touch.
  var nextTouchID = 0
  /// The time of the last event.
  var time: TimeInterval = -.infinity
  /// The recognizers that received touches since no finger was down and none was analyzing, in
  /// the order they first did.
  private(set) var engaged: [GestureRecognizer] = []
  private var resolving = false
  private var needsResolve = false
  private var batch = 0

  init(root: View) {
    self.root = root
  }

  /// The touch of `finger` while it is down.
  func downTouch(finger: Int) -> TrackedTouch? {
    touches.first { $0.isDown && $0.finger == finger }
  }

  /// Adds `recognizer` to the recognizers taking part in the touches.
  func engage(_ recognizer: GestureRecognizer) {
    if !engaged.contains(where: { $0 === recognizer }) { engaged.append(recognizer) }
  }

  /// The engaged recognizers other than `recognizer` that take part with it: attached, enabled,
  /// fed by this router, and given a touch it was also given.
  private func partners(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
    engaged.filter {
      $0 !== recognizer && $0.view != nil && $0.isEnabled && $0.router === self
        && !$0.touchIDs.isDisjoint(with: recognizer.touchIDs)
    }
  }

  // MARK: - Failure requirements and exclusion

  /// Where `recognizer`'s failure requirements stand.
  enum Requirements {
    /// Every recognizer it requires to fail has failed (or is not on its touches).
    case met
    /// One has not decided yet.
    case pending
    /// One has recognized.
    case broken
  }

  func requirements(of recognizer: GestureRecognizer) -> Requirements {
    var pending = false
    for other in partners(of: recognizer) where recognizer.requiresFailure(of: other) {
      switch other.state {
      case .possible: pending = true
      case .failed: continue
      case .began, .changed, .ended, .cancelled: return .broken
      }
    }
    return pending ? .pending : .met
  }

  /// Whether `recognizer` must wait before recognizing (a recognizer it requires has not
  /// decided). A broken requirement makes it fail here.
  func mustWait(_ recognizer: GestureRecognizer) -> Bool {
    switch requirements(of: recognizer) {
    case .met: return false
    case .pending: return true
    case .broken:
      // Recognizing is refused: the recognizer fails (through `recognize`'s exclusion path).
      recognizer.waitingState = nil
      return false
    }
  }

  /// Whether a recognizer already recognizing the same touches keeps `recognizer` from
  /// recognizing, or a recognizer it requires to fail has recognized.
  func isExcluded(_ recognizer: GestureRecognizer) -> Bool {
    if requirements(of: recognizer) == .broken { return true }
    return partners(of: recognizer).contains {
      $0.isRecognizing && !recognizer.recognizesSimultaneously(with: $0)
    }
  }

  /// `recognizer` has just recognized: the recognizers on its touches that are still possible
  /// fail when they require its failure, or when neither delegate lets them recognize with it.
  func didRecognize(_ recognizer: GestureRecognizer) {
    batch += 1
    for other in partners(of: recognizer) where other.state == .possible {
      if other.requiresFailure(of: recognizer) || !recognizer.recognizesSimultaneously(with: other) {
        other.state = .failed
      }
    }
    batch -= 1
  }

  /// A recognizer's state changed: recognizers waiting on it may go on.
  func stateChanged(_ recognizer: GestureRecognizer, from old: GestureRecognizer.State) {
    guard recognizer.state != old else { return }
    resolveWaiting()
  }

  /// Lets each waiting recognizer whose requirements are met recognize, and fails each one whose
  /// requirements are broken, until nothing changes; recognizers that wait only on each other
  /// (a cycle of requirements) fail.
  func resolveWaiting() {
    guard batch == 0 else {
      needsResolve = true
      return
    }
    if resolving {
      needsResolve = true
      return
    }
    resolving = true
    defer { resolving = false }
    repeat {
      needsResolve = false
      var progress = true
      while progress {
        progress = false
        for waiter in engaged where waiter.waitingState != nil {
          guard waiter.view != nil, waiter.isEnabled, waiter.router === self, waiter.state == .possible else {
            waiter.waitingState = nil
            continue
          }
          switch requirements(of: waiter) {
          case .pending: continue
          case .broken: waiter.state = .failed
          case .met: waiter.recognize(waiter.waitingState ?? .ended, waited: true)
          }
          progress = true
          break
        }
      }
      failDeadlockedWaiters()
    } while needsResolve
  }

  /// Fails the waiting recognizers that can never go on: each is blocked only by waiting
  /// recognizers that are themselves so blocked.
  private func failDeadlockedWaiters() {
    var stuck = engaged.filter { $0.waitingState != nil }
    var changed = true
    while changed {
      changed = false
      let current = stuck
      let free = current.filter { waiter in
        let blockers = partners(of: waiter).filter { $0.state == .possible && waiter.requiresFailure(of: $0) }
        return blockers.isEmpty || blockers.contains { blocker in !current.contains { $0 === blocker } }
      }
      if !free.isEmpty {
        changed = true
        stuck.removeAll { waiter in free.contains { $0 === waiter } }
      }
    }
    for waiter in stuck where waiter.waitingState != nil {
      waiter.state = .failed
    }
  }

  // MARK: - The touched view

  /// Delivers to the touched views what their recognizers now allow, and forgets the touches
  /// that are over; ends the engagement when no finger is down and no recognizer analyzes.
  func settle() {
    resolveWaiting()
    for tracked in touches { settle(tracked) }
    touches.removeAll { !$0.isDown && ($0.viewDone || $0.view == nil) }
    engaged.removeAll { $0.view == nil || !$0.isEnabled || $0.router !== self }
    let analyzing = engaged.contains { $0.state == .possible || $0.isRecognizing }
    if !touches.contains(where: \.isDown), !analyzing { engaged.removeAll() }
  }

  private func settle(_ tracked: TrackedTouch) {
    guard !tracked.viewDone, let view = tracked.view else { return }
    let recognizers = tracked.recognizers.filter {
      $0.view != nil && $0.isEnabled && $0.router === self && $0.touchIDs.contains(tracked.id)
    }
    let recognized = recognizers.contains {
      $0.cancelsTouchesInView && ($0.isRecognizing || $0.state == .ended || $0.state == .cancelled)
    }
    if recognized {
      // Recognizing cancels what the view heard and discards what it was not told yet.
      if tracked.viewHeardBegan { send(.cancelled, tracked, at: tracked.latest, to: view) }
      tracked.viewDone = true
      return
    }
    let analyzing = recognizers.filter { $0.state == .possible }
    if !tracked.viewHeardBegan {
      if tracked.end == .cancelled {
        // Cancelled before the view heard it began: it hears nothing of it.
        tracked.viewDone = true
        return
      }
      if analyzing.contains(where: \.delaysTouchesBegan) { return }
      tracked.viewHeardBegan = true
      send(.began, tracked, at: tracked.first, to: view)
    }
    if tracked.moves > tracked.movesHeard {
      // Settled after every event, a touch the view follows has one new move; a touch whose
      // began was just released gets one move to where the finger is now.
      tracked.movesHeard = tracked.moves
      send(.moved, tracked, at: tracked.latest, to: view)
    }
    switch tracked.end {
    case .cancelled:
      send(.cancelled, tracked, at: tracked.latest, to: view)
      tracked.viewDone = true
    case .ended:
      if analyzing.contains(where: \.delaysTouchesEnded) { return }
      send(.ended, tracked, at: tracked.latest, to: view)
      tracked.viewDone = true
    default:
      break
    }
  }

  private func send(
    _ phase: TouchPhase, _ tracked: TrackedTouch, at sample: (location: CGPoint, time: TimeInterval),
    to view: View
  ) {
    guard let root else { return }
    let point = view === root ? sample.location : view.convert(sample.location, from: root)
    let touches: Set = [GestureRecognizer.Touch(finger: tracked.finger, location: point, time: sample.time)]
    let event = Event(timestamp: sample.time)
    switch phase {
    case .began: view.touchesBegan(touches, with: event)
    case .moved: view.touchesMoved(touches, with: event)
    case .ended: view.touchesEnded(touches, with: event)
    case .cancelled: view.touchesCancelled(touches, with: event)
    }
  }
}
