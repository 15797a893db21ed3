/// An action a control or a menu performs: a closure with a title, an image, an identifier,
/// attributes and a state (UIKit's `UIAction`). docs/controls.md §4, docs/context-menus.md §2.
///
/// Add it to a control with `Control.addAction(_:for:)`; the control calls `handler` with the
/// action, whose `sender` is then the control. In a `Menu` it is an element the user can choose
/// (unless its attributes contain `.disabled` or `.hidden`).
///
/// UIKit difference: no discoverability title or selected image.
@MainActor
public final class Action: MenuElement {
  /// An action's identifier (UIKit's `UIAction.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// An identifier with the text `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier with the text `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's style in a menu: disabled, destructive, hidden, keeps the menu presented.
  public var attributes: MenuElement.Attributes
  /// Whether the action shows a checkmark in a menu.
  public var state: MenuElement.State
  /// The identifier: the one given, or a new one made from a counter ("trellis.action.1", …) —
  /// unique within the process and the same on every run.
  public let identifier: Identifier
  /// The control performing the action while its handler runs; `nil` otherwise.
  public private(set) var sender: Control?
  /// The closure the action runs.
  public let handler: @MainActor (Action) -> Void

  /// An action with `title`, `subtitle`, `image`, `identifier`, `attributes` and `state` that
  /// runs `handler` (UIKit's `UIAction(title:subtitle:image:identifier:attributes:state:handler:)`).
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
    attributes: MenuElement.Attributes = [], state: MenuElement.State = .off,
    handler: @escaping @MainActor (Action) -> Void
  ) {
    self.attributes = attributes
    self.state = state
    if let identifier {
      self.identifier = identifier
    } else {
      Action.made += 1
      self.identifier = Identifier("trellis.action.\(Action.made)")
    }
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Runs the handler with `sender` as the sender.
  func perform(from sender: Control) {
    let previous = self.sender
    self.sender = sender
    defer { self.sender = previous }
    handler(self)
  }
  /// How many actions were made without an identifier.
  private static var made = 0
}
