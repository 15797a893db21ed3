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
/// the run loop turn), so its final state can be read after the touch ends. There are no
/// delegates, failure requirements or touch cancellation of the view: every recognizer on the
/// touched view and its ancestors sees the touch.
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
  public package(set) var state: State = .possible {
    didSet { if state.callsHandlers { runHandlers() } }
  }

  /// Whether the recognizer takes touches. Disabling it while it recognizes a continuous
  /// gesture cancels the gesture, as in UIKit; otherwise it goes back to `.possible`.
  open var isEnabled = true {
    didSet {
      guard !isEnabled, isEnabled != oldValue else { return }
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
  public package(set) weak var view: View?

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
      reset()
    }
  }

  func receive(_ phase: TouchPhase, _ touch: Touch) {
    guard isEnabled else { return }
    switch phase {
    case .began:
      prepareForTouch()
      activeTouches.removeAll { $0.finger == touch.finger }
      activeTouches.append(touch)
      touchBegan(touch)
    case .moved:
      guard let index = activeTouches.firstIndex(where: { $0.finger == touch.finger }) else { return }
      activeTouches[index] = touch
      touchMoved(touch)
    case .ended, .cancelled:
      guard let index = activeTouches.firstIndex(where: { $0.finger == touch.finger }) else { return }
      activeTouches[index] = touch
      lastTouches = activeTouches
      activeTouches.remove(at: index)
      if phase == .ended { touchEnded(touch) } else { touchCancelled(touch) }
    }
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
