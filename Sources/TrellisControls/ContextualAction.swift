/// An action shown when a list row is swiped (UIKit's `UIContextualAction`): a title, an image
/// and a colour on a button, and a handler that performs it.
///
/// The handler gets the action, the view that showed it and a completion to call with whether
/// the action was performed; the swipe actions close when it is called. A destructive action
/// that deletes its row deletes it from the data in its handler, as in UIKit.
@MainActor
public final class ContextualAction {
  /// The look of an action.
  public enum Style: Int, Sendable {
    /// A grey button (`systemGray`).
    case normal
    /// A red button (`systemRed`).
    case destructive
  }

  /// What an action runs: the action, the view that showed it, and the completion to call with
  /// whether the action was performed.
  public typealias Handler = @MainActor (ContextualAction, View, @escaping @MainActor (Bool) -> Void) -> Void

  /// The style.
  public let style: Style
  /// The title, or `nil`.
  public var title: String?
  /// The image, or `nil`.
  public var image: Image?
  /// The button's colour; setting `nil` gives the style's (`systemGray`, `systemRed`).
  public var backgroundColor: Color! {
    get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { storedBackgroundColor = newValue }
  }
  private var storedBackgroundColor: Color?
  /// The handler.
  public let handler: Handler

  /// An action of `style` titled `title` that runs `handler`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}

/// The actions a swipe reveals on one edge of a list row (UIKit's
/// `UISwipeActionsConfiguration`): the first is at the edge and is the one a full swipe performs.
@MainActor
public final class SwipeActionsConfiguration {
  /// The actions, the first at the edge.
  public let actions: [ContextualAction]
  /// Whether swiping all the way across performs the first action. The default is `true`
  /// (Apple's documentation).
  public var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`.
  public init(actions: [ContextualAction]) {
    self.actions = actions
  }
}
