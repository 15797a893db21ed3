import Foundation

/// The base of the headless gesture recognizers, shaped as `UIGestureRecognizer`: attached to a
/// view with `View.addGestureRecognizer(_:)`, fed the touches that `View.sendTouch(_:at:time:finger:)`
/// delivers to the view or its subviews, and calling its handlers when its state changes
/// (docs/views.md, "Gesture recognizers").
///
/// Handlers run when the state becomes `.began`, `.changed`, `.ended` or `.cancelled` (a
/// discrete recognizer such as a tap only reaches `.ended`); not for `.failed` or `.possible`.
///
/// UIKit difference: handlers are closures (`addTarget { recognizer in … }`, or the initializer
/// that takes one) instead of target–action with selectors, which need the Objective-C runtime.
/// A recognizer returns to `.possible` when the next touch begins (UIKit resets it at the end of
/// the run loop turn), so its final state can be read after the touch ends.
///
/// Recognizers cooperate as UIKit's do (docs/views.md, "Recognizers that cooperate"): a
/// `delegate` may refuse a touch or the recognition, `require(toFail:)` makes a recognizer wait
/// for another to fail, recognizing fails the other recognizers on the same touches unless a
/// delegate allows both, and `cancelsTouchesInView`, `delaysTouchesBegan` and
/// `delaysTouchesEnded` decide what the touched view's `touchesBegan(_:with:)` family hears.
@preconcurrency @MainActor
open class GestureRecognizer: GestureRecognizerHandling {
  /// The recognizer states, with UIKit's names and raw values.
  public enum State: Int, Hashable, Sendable, CustomStringConvertible {
    /// Not recognized yet.
    case possible = 0
    /// A continuous gesture was recognized.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended (a discrete gesture was recognized: UIKit's `.recognized`).
    case ended = 3
    /// The gesture was cancelled (the touch was cancelled, or the recognizer disabled).
    case cancelled = 4
    /// The touches did not make the gesture.
    case failed = 5

    /// UIKit's name for the state a discrete gesture reaches: `.ended`.
    public static let recognized = State.ended

    /// The state's name.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }

    /// Whether handlers run when the recognizer enters the state.
    var callsHandlers: Bool { self == .began || self == .changed || self == .ended || self == .cancelled }
  }

  /// One finger touching the recognizer's view: where (in the view's bounds coordinates) and
  /// when it is now.
  public struct Touch: Hashable, Sendable {
    /// The finger's number, as given to `sendTouch`.
    public var finger: Int
    /// The finger's location in the recognizer's view's bounds coordinates.
    public var location: CGPoint
    /// The time of the event, in seconds on the caller's clock.
    public var time: TimeInterval

    /// Creates a touch.
    public init(finger: Int, location: CGPoint, time: TimeInterval) {
      self.finger = finger
      self.location = location
      self.time = time
    }
  }

  /// The current state. Setting it (from a subclass in the package) runs the handlers for
  /// `.began`, `.changed`, `.ended` and `.cancelled`.
  ///
  /// Leaving `.possible` for `.began` or `.ended` (recognizing) first waits for the recognizers
  /// this one requires to fail (the state stays `.possible` meanwhile), then asks the delegate's
  /// `gestureRecognizerShouldBegin(_:)` (`false`: `.failed`), and fails when a recognizer already
  /// recognizing the same touches excludes it; recognizing fails the recognizers it excludes and
  /// those that require its failure (docs/views.md, "Recognizers that cooperate").
  public package(set) var state: State {
    get { storedState }
    set { transition(to: newValue) }
  }

  private final var storedState: State = .possible

  /// The state the recognizer reached while it waits for the recognizers it requires to fail;
  /// `nil` when it does not wait. While it waits, its subclass hears no touches but cancels.
  final var waitingState: State?

  /// The touch path the recognizer's touches come from (the root view's), which coordinates it
  /// with the other recognizers on the same touches.
  final weak var router: TouchRouter?

  /// The touches (the router's numbers) the recognizer has received since its gesture started.
  final var touchIDs: Set<Int> = []

  /// The recognizers `require(toFail:)` named, in the order named.
  private final var failureRequirements: [WeakRecognizer] = []

  /// The object asked to make this recognizer cooperate with others (UIKit's `delegate`).
  public final weak var delegate: (any GestureRecognizerDelegate)?

  /// Whether recognizing cancels the touches of the gesture in the touched view: the view gets
  /// `touchesCancelled(_:with:)` for the touches it was told began, and nothing more of them.
  /// The default is `true`, as UIKit's.
  open var cancelsTouchesInView = true

  /// Whether the touched view is told a touch began only once this recognizer has failed (if it
  /// recognizes, the view never hears of the touch). The default is `false`, as UIKit's.
  open var delaysTouchesBegan = false

  /// Whether the touched view is told a touch ended only once this recognizer has stopped
  /// analyzing it (failed, or recognized; recognizing cancels it instead when
  /// `cancelsTouchesInView`). The default is `true`, as UIKit's.
  open var delaysTouchesEnded = true

  /// Makes this recognizer wait, when it recognizes, until `otherGestureRecognizer` fails: it
  /// then recognizes (its handlers run then), or fails if the other recognizes. A recognizer
  /// that is not on the same touches counts as failed. Requiring itself, or the same recognizer
  /// twice, changes nothing. The other recognizer is held weakly.
  public final func require(toFail otherGestureRecognizer: GestureRecognizer) {
    guard otherGestureRecognizer !== self,
      !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer })
    else { return }
    failureRequirements.removeAll { $0.recognizer == nil }
    failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
  }

  /// Whether this recognizer must wait for `other` to fail: `require(toFail:)`, or either
  /// delegate's dynamic requirement.
  final func requiresFailure(of other: GestureRecognizer) -> Bool {
    guard other !== self else { return false }
    if failureRequirements.contains(where: { $0.recognizer === other }) { return true }
    if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
    return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
  }

  /// Whether this recognizer and `other` may recognize the same touches: either delegate says so.
  final func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
    if delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true { return true }
    return other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Whether the recognizer has recognized its gesture and not finished (`.began`, `.changed`).
  final var isRecognizing: Bool { storedState == .began || storedState == .changed }

  private final func transition(to newValue: State) {
    if storedState == .possible, newValue == .began || newValue == .ended {
      if waitingState != nil || router?.mustWait(self) == true {
        waitingState = newValue
        return
      }
      recognize(newValue)
      return
    }
    if newValue != .possible { waitingState = nil }
    apply(newValue)
  }

  /// Leaves `.possible` for `recognized` (`.began` or `.ended`), unless the delegate refuses or
  /// a recognizer already recognizing the same touches excludes this one. `waited`: the
  /// recognizer waited for others to fail, and a continuous gesture whose fingers all lifted
  /// meanwhile ends at once.
  final func recognize(_ recognized: State, waited: Bool = false) {
    waitingState = nil
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
      apply(.failed)
      return
    }
    if router?.isExcluded(self) == true {
      apply(.failed)
      return
    }
    let old = storedState
    storedState = recognized
    // The recognizers this one excludes fail before its handlers run.
    router?.didRecognize(self)
    if storedState == recognized, recognized.callsHandlers { runHandlers() }
    router?.stateChanged(self, from: old)
    // A continuous gesture whose touches lifted while it waited begins and ends at once.
    if waited, recognized == .began, storedState == .began, !gestureContinuesAfterWaiting {
      apply(.ended)
    }
  }

  /// Whether a continuous gesture recognized while it waited for others to fail still has the
  /// touches it follows when the wait ends: it then goes on; otherwise it begins and ends at
  /// once (a gesture left in `.began` with its fingers gone would never end). The finger it
  /// follows (`followedFinger`) if it follows one, else any finger, must still be down.
  private final var gestureContinuesAfterWaiting: Bool {
    guard let followedFinger else { return !activeTouches.isEmpty }
    return activeTouches.contains { $0.finger == followedFinger }
  }

  /// The one finger the recognizer's gesture follows (a pan follows the first finger down), or
  /// `nil` when it follows every finger or none yet. Set by the recognizer's own kind.
  package final var followedFinger: Int?

  private final func apply(_ newValue: State) {
    let old = storedState
    storedState = newValue
    if newValue.callsHandlers { runHandlers() }
    router?.stateChanged(self, from: old)
  }

  /// Whether the recognizer takes touches. Disabling it while it recognizes a continuous
  /// gesture cancels the gesture, as in UIKit; otherwise it goes back to `.possible`.
  open var isEnabled = true {
    didSet {
      guard !isEnabled, isEnabled != oldValue else { return }
      waitingState = nil
      if state == .began || state == .changed {
        state = .cancelled
      } else {
        state = .possible
      }
      activeTouches.removeAll()
      reset()
    }
  }

  /// The view the recognizer is attached to.
  ///
  /// Read by every location query (the springy layout asks for the pan's location every frame);
  /// a weak reference loaded and stored whole, never `inout`, so the runtime exclusivity check
  /// is off for it.
  @exclusivity(unchecked) public package(set) weak var view: View?

  /// The fingers down on the view now, in the order they touched.
  public private(set) var activeTouches: [Touch] = []

  /// Creates a recognizer with no handler.
  public required init() {}

  // Final, so that no vtable entry carries the closure type: with them in the vtable, the
  // subclasses' metadata referred to accessors the linker did not find (Swift 6.3.1, debug).
  private final var handlers: [@MainActor (GestureRecognizer) -> Void] = []

  /// Adds a handler that receives the recognizer as a `GestureRecognizer` (see the typed form
  /// `addTarget(_:)` of `GestureRecognizerHandling`).
  public final func addHandler(_ handler: @escaping @MainActor (GestureRecognizer) -> Void) {
    handlers.append(handler)
  }

  /// Removes every handler (UIKit's `removeTarget(nil, action: nil)`).
  public final func removeAllHandlers() {
    handlers.removeAll()
  }

  private final func runHandlers() {
    for handler in handlers { handler(self) }
  }

  /// The number of fingers down.
  public var numberOfTouches: Int { activeTouches.count }

  /// The gesture's location in `view`'s bounds coordinates (`nil`: the root's, UIKit's window):
  /// the centroid of the fingers down, or of the last fingers when none is down. `.zero` before
  /// any touch or when the recognizer has no view.
  open func location(in view: View?) -> CGPoint {
    let touches = activeTouches.isEmpty ? lastTouches : activeTouches
    guard let attached = self.view, !touches.isEmpty else { return .zero }
    let count = CGFloat(touches.count)
    let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.location.x, y: $0.y + $1.location.y) }
    let centroid = CGPoint(x: sum.x / count, y: sum.y / count)
    if view === attached { return centroid }
    return attached.convert(centroid, to: view)
  }

  /// The location of finger `index` (in the order the fingers touched) in `view`'s coordinates;
  /// `.zero` for an index with no finger (UIKit raises an exception).
  public func location(ofTouch index: Int, in view: View?) -> CGPoint {
    guard let attached = self.view, activeTouches.indices.contains(index) else { return .zero }
    let point = activeTouches[index].location
    return view === attached ? point : attached.convert(point, to: view)
  }

  /// The fingers of the last event when none is down any more.
  private var lastTouches: [Touch] = []

  // MARK: - Touches (called by the view's touch routing)

  /// Starts a new gesture when the recognizer is in a final state.
  func prepareForTouch() {
    if state != .possible && activeTouches.isEmpty {
      state = .possible
      touchIDs.removeAll()
      reset()
    }
  }

  /// Feeds one event of a finger. While the recognizer waits for others to fail, its subclass
  /// hears only cancellations (it has recognized; only the outcome is pending).
  func receive(_ phase: TouchPhase, _ touch: Touch, id: Int) {
    guard isEnabled else { return }
    switch phase {
    case .began:
      prepareForTouch()
      touchIDs.insert(id)
      activeTouches.removeAll { $0.finger == touch.finger }
      activeTouches.append(touch)
      if waitingState == nil { touchBegan(touch) }
    case .moved:
      guard let index = activeTouches.firstIndex(where: { $0.finger == touch.finger }) else { return }
      activeTouches[index] = touch
      if waitingState == nil { touchMoved(touch) }
    case .ended, .cancelled:
      guard let index = activeTouches.firstIndex(where: { $0.finger == touch.finger }) else { return }
      activeTouches[index] = touch
      lastTouches = activeTouches
      activeTouches.remove(at: index)
      if phase == .cancelled {
        touchCancelled(touch)
      } else if waitingState == nil {
        touchEnded(touch)
      }
    }
  }

  /// Time passed: the subclass hears it unless the recognizer waits for others to fail.
  func advance(to time: TimeInterval) {
    guard isEnabled, waitingState == nil else { return }
    timeAdvanced(to: time)
  }

  // MARK: - For subclasses

  /// A finger touched the view (it is in `activeTouches`). The default does nothing.
  open func touchBegan(_ touch: Touch) {}

  /// A finger moved. The default does nothing.
  open func touchMoved(_ touch: Touch) {}

  /// A finger lifted (it is no longer in `activeTouches`). The default does nothing.
  open func touchEnded(_ touch: Touch) {}

  /// A finger's touch was cancelled. The default cancels a continuous gesture in progress and
  /// fails one not yet recognized.
  open func touchCancelled(_ touch: Touch) {
    if state == .began || state == .changed {
      state = .cancelled
    } else if state == .possible {
      state = .failed
    }
  }

  /// Time passed with the fingers still (`View.advanceTouches(to:)`, or before each event). The
  /// default does nothing; a long press begins here.
  open func timeAdvanced(to time: TimeInterval) {}

  /// Clears the recognizer's own record of a gesture, when a new one starts. The default does
  /// nothing.
  open func reset() {}

  /// Sets the state from a subclass outside the package (UIKit's `UIGestureRecognizerSubclass`).
  public func setState(_ newState: State) {
    state = newState
  }
}

/// A recognizer held weakly (a failure requirement).
@MainActor
struct WeakRecognizer {
  weak var recognizer: GestureRecognizer?
  init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}

/// The typed handler API of every gesture recognizer: in a handler, the recognizer has its own
/// type (`TapGestureRecognizer { tap in tap.location(in: nil) }`).
@preconcurrency @MainActor
public protocol GestureRecognizerHandling: AnyObject {
  /// Creates a recognizer with no handler.
  init()
  /// Adds a handler that receives the recognizer as a `GestureRecognizer`.
  func addHandler(_ handler: @escaping @MainActor (GestureRecognizer) -> Void)
}

extension GestureRecognizerHandling {
  /// Creates a recognizer that calls `handler` when its state changes (UIKit's
  /// `init(target:action:)`).
  ///
  /// UIKit difference: a closure instead of a target and a selector.
  public init(handler: @escaping @MainActor (Self) -> Void) {
    self.init()
    addTarget(handler)
  }

  /// Adds `handler`, called when the state becomes `.began`, `.changed`, `.ended` or
  /// `.cancelled` (UIKit's `addTarget(_:action:)`).
  ///
  /// UIKit difference: a closure instead of a target and a selector.
  public func addTarget(_ handler: @escaping @MainActor (Self) -> Void) {
    addHandler { recognizer in
      if let typed = recognizer as? Self { handler(typed) }
    }
  }
}
