/// An action a control performs: a closure with a title, an image and an identifier (UIKit's
/// `UIAction`). docs/controls.md §4.
///
/// Add it to a control with `Control.addAction(_:for:)`; the control calls `handler` with the
/// action, whose `sender` is then the control.
///
/// UIKit difference: not a menu element (no attributes, state or discoverability title).
@MainActor
public final class Action {
  /// An action's identifier (UIKit's `UIAction.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// An identifier with the text `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier with the text `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title.
  public var title: String
  /// The action's image, or `nil`.
  public var image: Image?
  /// The identifier: the one given, or a new one made from a counter ("trellis.action.1", …) —
  /// unique within the process and the same on every run.
  public let identifier: Identifier
  /// The control performing the action while its handler runs; `nil` otherwise.
  public private(set) var sender: Control?
  /// The closure the action runs.
  public let handler: @MainActor (Action) -> Void

  /// An action with `title`, `image` and `identifier` that runs `handler`.
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    handler: @escaping @MainActor (Action) -> Void
  ) {
    self.title = title
    self.image = image
    if let identifier {
      self.identifier = identifier
    } else {
      Action.made += 1
      self.identifier = Identifier("trellis.action.\(Action.made)")
    }
    self.handler = handler
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
