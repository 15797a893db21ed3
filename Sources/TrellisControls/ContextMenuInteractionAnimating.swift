/// The animator a context menu's delegate methods receive as it appears or goes away (UIKit's
/// `UIContextMenuInteractionAnimating`). docs/context-menus.md §3.
///
/// UIKit difference: a headless menu does not animate. The collection view runs the added
/// animations at once, in the order they were added, when the delegate method returns, then the
/// completions, in order.
@preconcurrency @MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
  /// The preview the configuration's `previewProvider` made, if any.
  var previewViewController: AnyObject? { get }
  /// Adds a block to run alongside the menu's appearance or disappearance.
  func addAnimations(_ animations: @escaping @MainActor () -> Void)
  /// Adds a block to run once the menu has appeared or gone.
  func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// How a preview is committed when the user taps it (UIKit's
/// `UIContextMenuInteractionCommitStyle`).
public enum ContextMenuInteractionCommitStyle: Int, Sendable {
  /// The menu is dismissed and the preview goes away.
  case dismiss = 0
  /// The preview grows into place (the app presents it).
  case pop = 1
}

/// The animator of a preview being committed (UIKit's
/// `UIContextMenuInteractionCommitAnimating`).
@preconcurrency @MainActor
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
  /// How the preview is committed. The default is `.pop`.
  var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}

/// The animator Trellis passes to the context-menu delegate methods: it keeps what the delegate
/// adds, and the collection view runs it (see `ContextMenuInteractionAnimating`).
@MainActor
public final class ContextMenuAnimator: ContextMenuInteractionCommitAnimating {
  /// The preview the configuration's `previewProvider` made, if any.
  public let previewViewController: AnyObject?
  /// How the preview is committed. The default is `.pop` (UIKit's default).
  public var preferredCommitStyle: ContextMenuInteractionCommitStyle = .pop
  /// The blocks added with `addAnimations(_:)` and not yet run.
  private var animations: [@MainActor () -> Void] = []
  /// The blocks added with `addCompletion(_:)` and not yet run.
  private var completions: [@MainActor () -> Void] = []

  /// An animator for a menu whose preview is `preview`.
  public init(preview: AnyObject?) {
    previewViewController = preview
  }

  /// Adds a block to run alongside the transition.
  public func addAnimations(_ animations: @escaping @MainActor () -> Void) {
    self.animations.append(animations)
  }

  /// Adds a block to run once the transition ends.
  public func addCompletion(_ completion: @escaping @MainActor () -> Void) {
    completions.append(completion)
  }

  /// Runs the added animations, then the completions, each once, in the order they were added.
  public func run() {
    let animations = self.animations
    self.animations = []
    for block in animations { block() }
    let completions = self.completions
    self.completions = []
    for block in completions { block() }
  }
}
