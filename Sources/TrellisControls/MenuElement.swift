/// An element of a menu: an action or a submenu (UIKit's `UIMenuElement`). docs/context-menus.md §2.
///
/// `Action` and `Menu` are its kinds; the styles and states that UIKit declares on this class
/// (`Attributes`, `State`) are here, as in UIKit.
@MainActor
public class MenuElement {
  /// How a menu element looks and behaves (UIKit's `UIMenuElement.Attributes`; the same raw
  /// values).
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Attributes with the bits `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The user can't choose the element (shown dimmed).
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in a destructive style (red text on iOS).
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown; it can't be chosen from the menu.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays presented after the element's action runs (iOS 16).
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark (UIKit's `UIMenuElement.State`; the same raw values).
  public enum State: Int, Hashable, Sendable {
    /// No checkmark.
    case off = 0
    /// A checkmark.
    case on = 1
    /// A mixed-state mark (a dash).
    case mixed = 2
  }

  /// The element's title.
  public var title: String
  /// The text under the title, or `nil` (iOS 15).
  public var subtitle: String?
  /// The element's image, or `nil`.
  public var image: Image?

  /// An element with a title, a subtitle and an image; only `Action` and `Menu` are made.
  init(title: String, subtitle: String?, image: Image?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
}
