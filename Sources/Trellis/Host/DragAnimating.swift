/// The animator a drop coordinator returns for an item it places (UIKit's `UIDragAnimating`):
/// add animations to run alongside the drop and completions to run after it.
///
/// UIKit difference: a headless drop has no animation of its preview; the blocks run when the
/// drop delegate's `performDropWith` returns, animations first, then completions, each in the
/// order added (as the context-menu animators of docs/context-menus.md §3).
@preconcurrency @MainActor
public protocol DragAnimating: AnyObject {
  /// Adds a block that changes what should animate with the drop.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a block to run when the drop's animation ends.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// The host's `DragAnimating`: keeps the blocks and runs them once.
final class DropAnimator: DragAnimating {
  private var animations: [() -> Void] = []
  private var completions: [() -> Void] = []

  func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
  func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

  /// Runs the animations, then the completions, and forgets them.
  func run() {
    let (animations, completions) = (self.animations, self.completions)
    self.animations = []
    self.completions = []
    for block in animations { block() }
    for block in completions { block() }
  }
}
