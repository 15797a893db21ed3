import Foundation

/// A callback once per frame of the host's clock, shaped as Core Animation's `CADisplayLink`:
/// add it with `add(to:forMode:)`, read `timestamp`, `targetTimestamp` and `duration` in the
/// handler, pause it with `isPaused`, stop it with `invalidate()`.
///
/// A frame is one `advance(by:)` of `AnimationClock.main` by a positive step
/// (`Window.advance(by:)` advances it): after the step's timers and animations, each running
/// link's handler runs once with
/// `targetTimestamp` the clock's time after the step (when the frame shows), `timestamp` the
/// time before it (the previous frame) and `duration` the step. So an animation driven by a
/// display link plays the same on every run (docs/views.md, "Timers and display links").
///
/// UIKit difference: the handler is a closure (`trellis port` rewrites
/// `CADisplayLink(target:selector:)` into it); frames come when the host advances the clock,
/// not from the screen, so `preferredFramesPerSecond` is recorded and not used, and every run
/// loop and mode means the host's clock.
@preconcurrency @MainActor
public final class DisplayLink {
  /// The clock time of the previous frame.
  public internal(set) var timestamp: TimeInterval = 0
  /// The clock time at which the frame being prepared shows.
  public internal(set) var targetTimestamp: TimeInterval = 0
  /// The seconds between the previous frame and this one (the last step).
  public internal(set) var duration: TimeInterval = 0
  /// Whether the handler is skipped for now. The default is `false`.
  public var isPaused = false
  /// The frame rate asked for; recorded, not used (see the type's documentation). The default
  /// is 0, "the display's rate".
  public var preferredFramesPerSecond = 0
  /// The closure that runs every frame, with the link.
  let handler: @MainActor (DisplayLink) -> Void
  /// The clock the link was added to, if any.
  private weak var clock: AnimationClock?

  /// A link that runs `handler` once per frame after it is added to a run loop.
  public init(handler: @escaping @MainActor (DisplayLink) -> Void) {
    self.handler = handler
  }

  /// Starts the link on the host's clock (`AnimationClock.main`); the run loop and mode are not
  /// used. Adding it twice does nothing.
  public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    add(to: AnimationClock.main)
  }

  /// Starts the link on `clock`.
  public func add(to clock: AnimationClock) {
    guard self.clock == nil else { return }
    self.clock = clock
    clock.schedule.add(self)
  }

  /// Stops the link; the run loop and mode are not used.
  public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    invalidate()
  }

  /// Stops the link: its handler never runs again.
  public func invalidate() {
    clock?.schedule.remove(self)
    clock = nil
  }
}
