/// A button in a navigation bar or toolbar, shaped as `UIBarButtonItem`: a record of its title,
/// style, system item and state, with an action that `performPrimaryAction()` runs.
///
/// UIKit difference: headless — the item is not drawn; there is no Objective-C runtime, so the
/// target–action initialisers are replaced by `actionHandler` (`trellis port` rewrites
/// `#selector` targets into it).
@preconcurrency @MainActor
open class BarButtonItem: NSObject {
  /// How an item's title is drawn.
  public enum Style: Int, Sendable {
    /// A plain title.
    case plain
    /// A bold title (a "Done" button).
    case done
  }

  /// The items the system provides, identified by what they do.
  public enum SystemItem: Int, Sendable {
    /// "Done".
    case done
    /// "Cancel".
    case cancel
    /// "Edit".
    case edit
    /// "Save".
    case save
    /// A plus sign.
    case add
    /// Empty space that stretches.
    case flexibleSpace
    /// Empty space of a given width.
    case fixedSpace
    /// A compose icon.
    case compose
    /// A reply icon.
    case reply
    /// A share icon.
    case action
    /// An organise icon.
    case organize
    /// A bookmarks icon.
    case bookmarks
    /// A search icon.
    case search
    /// A refresh icon.
    case refresh
    /// A stop icon.
    case stop
    /// A camera icon.
    case camera
    /// A trash icon.
    case trash
    /// A play icon.
    case play
    /// A pause icon.
    case pause
    /// A rewind icon.
    case rewind
    /// A fast-forward icon.
    case fastForward
    /// "Undo".
    case undo
    /// "Redo".
    case redo
    /// A close icon.
    case close
  }

  /// Creates an item with no title.
  public override init() {
    super.init()
  }

  /// Creates an item with `title` and `style`.
  public convenience init(title: String?, style: Style) {
    self.init()
    self.title = title
    self.style = style
  }

  /// Creates an item with a title, an image, the action a tap runs and a menu (UIKit's iOS 14
  /// initialiser): the title and image default to the action's.
  ///
  /// UIKit difference: the menu is recorded (`menu`), not shown: a headless tap
  /// (`performPrimaryAction()`) runs the primary action, as a tap does on iOS when there is one.
  public convenience init(
    title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil
  ) {
    self.init()
    let actionTitle = primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
    self.title = title ?? actionTitle
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates a system item that runs `primaryAction` when tapped.
  public convenience init(systemItem: SystemItem, primaryAction: Action? = nil) {
    self.init(barButtonSystemItem: systemItem)
    self.primaryAction = primaryAction
  }

  /// Creates a system item (its title is the system's word for it, or `nil` for icons).
  public convenience init(barButtonSystemItem systemItem: SystemItem) {
    self.init()
    self.systemItem = systemItem
    self.style = systemItem == .done ? .done : .plain
    self.title = Self.systemTitle(for: systemItem)
  }

  /// The title shown.
  open var title: String?

  /// How the title is drawn.
  open var style = Style.plain

  /// The system item the item was made as, if any.
  open private(set) var systemItem: SystemItem?

  /// The image shown, if any.
  open var image: Image?

  /// The action a tap runs, if any (before `actionHandler`).
  open var primaryAction: Action?

  /// The menu the item shows (on iOS, on a tap when there is no primary action, else on a long
  /// press), if any; recorded only.
  open var menu: Menu?

  /// Whether the item can be tapped. The default is `true`.
  open var isEnabled = true

  /// The colour of the item, or `nil` for the bar's.
  open var tintColor: Color?

  /// An integer you can use to identify the item.
  open var tag = 0

  /// The width of a `.fixedSpace` item (recorded only).
  open var width: CGFloat = 0

  /// What tapping the item does.
  ///
  /// UIKit difference: stands for the target–action pair (see the type's documentation).
  open var actionHandler: (@MainActor (BarButtonItem) -> Void)?

  /// Taps the item: if it is enabled, runs `primaryAction`'s handler, else `actionHandler`; an
  /// edit button toggles its controller's editing.
  ///
  /// - Returns: Whether anything ran.
  @discardableResult
  open func performPrimaryAction() -> Bool {
    guard isEnabled else { return false }
    if let controller = editingController {
      controller.setEditing(!controller.isEditing, animated: true)
      return true
    }
    if let primaryAction {
      primaryAction.handler(primaryAction)
      return true
    }
    guard let actionHandler else { return false }
    actionHandler(self)
    return true
  }

  /// The controller whose `editButtonItem` this is.
  weak var editingController: ViewController?

  /// The system's title for `item` (English), or `nil` for the items drawn as icons.
  static func systemTitle(for item: SystemItem) -> String? {
    switch item {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .undo: "Undo"
    case .redo: "Redo"
    default: nil
    }
  }
}
