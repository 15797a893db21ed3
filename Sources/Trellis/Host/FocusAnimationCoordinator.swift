/// Runs animations alongside a focus change (UIKit's `UIFocusAnimationCoordinator`), handed to
/// `collectionView(_:didUpdateFocusIn:with:)`.
///
/// UIKit difference: there is no focus animation to join: the animations run at once, inside
/// `addCoordinatedAnimations(_:completion:)`, and the completions run in the order they were
/// added, right after the delegate's `didUpdateFocusIn` returns.
@MainActor
public final class FocusAnimationCoordinator {
  /// The completions to run once the delegate returns.
  private var completions: [() -> Void] = []

  /// A coordinator with nothing added.
  init() {}

  /// Runs `animations` now and keeps `completion` for the end of the focus change.
  public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
    animations?()
    if let completion { completions.append(completion) }
  }

  /// Runs the kept completions, in order, once.
  func finish() {
    let pending = completions
    completions.removeAll()
    for completion in pending { completion() }
  }
}
