/// What a view controller receives with `viewWillTransition(to:with:)`, shaped as
/// `UIViewControllerTransitionCoordinator`: animations to run alongside the size change and
/// what to do when it ends.
///
/// UIKit difference: a class, and nothing is animated — `animate(alongsideTransition:completion:)`
/// keeps both blocks and the window runs them when it has applied the new size.
@preconcurrency @MainActor
public final class ViewControllerTransitionCoordinator {
  /// The length of the transition: 0, since it happens at once.
  public let transitionDuration: TimeInterval = 0

  /// Whether the transition is animated: `false`.
  public let isAnimated = false

  /// Whether the transition was cancelled: `false` (size changes are never cancelled).
  public let isCancelled = false

  /// Keeps `animation` and `completion` to run when the new size is applied.
  ///
  /// - Returns: `true`, as UIKit's when the blocks are accepted.
  @discardableResult
  public func animate(
    alongsideTransition animation: (@MainActor (ViewControllerTransitionCoordinator) -> Void)?,
    completion: (@MainActor (ViewControllerTransitionCoordinator) -> Void)? = nil
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  private var animations: [@MainActor (ViewControllerTransitionCoordinator) -> Void] = []
  private var completions: [@MainActor (ViewControllerTransitionCoordinator) -> Void] = []

  init() {}

  /// Runs the kept animations (after the new size was applied), then the completions.
  func finish() {
    let animations = self.animations
    let completions = self.completions
    self.animations = []
    self.completions = []
    for animation in animations { animation(self) }
    for completion in completions { completion(self) }
  }
}
