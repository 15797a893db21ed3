/// A menu: a titled list of actions and submenus (UIKit's `UIMenu`). docs/context-menus.md §2.
///
/// A context menu shows the `Menu` its configuration's action provider returns
/// (`ContextMenuConfiguration`); a child that is itself a `Menu` is a submenu, or a section of
/// its parent when its options contain `.displayInline`.
@MainActor
public final class Menu: MenuElement {
  /// A menu's identifier (UIKit's `UIMenu.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// An identifier with the text `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier with the text `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows its children (UIKit's `UIMenu.Options`; the same raw values).
  public struct Options: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Options with the bits `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children are shown in the parent menu, as a section, rather than as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu has a destructive style.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one child action is on at a time (iOS 15): choosing one turns the others off.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children are shown as a row of small items (iOS 17).
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The identifier: the one given, or a new one made from a counter ("trellis.menu.1", …),
  /// unique within the process and the same on every run.
  public let identifier: Identifier
  /// How the children are shown.
  public let options: Options
  /// The actions and submenus, in order.
  public let children: [MenuElement]

  /// A menu with `title`, `subtitle`, `image`, `identifier` and `options` over `children`
  /// (UIKit's `UIMenu(title:subtitle:image:identifier:options:children:)`).
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [MenuElement] = []
  ) {
    if let identifier {
      self.identifier = identifier
    } else {
      Menu.made += 1
      self.identifier = Identifier("trellis.menu.\(Menu.made)")
    }
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A copy of this menu with `newChildren` instead of its children (UIKit's
  /// `replacingChildren(_:)`): the same title, subtitle, image, identifier and options.
  public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
    Menu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }

  /// The children that are actions, in menu order, with the titles of the submenus that lead
  /// to each (inline sections add no title: they show in their parent).
  ///
  /// - Complexity: O(n) for n elements in the menu tree.
  public var actionPaths: [(titles: [String], action: Action)] {
    var result: [(titles: [String], action: Action)] = []
    collectActions(prefix: [], into: &result)
    return result
  }

  private func collectActions(prefix: [String], into result: inout [(titles: [String], action: Action)]) {
    for child in children {
      if let action = child as? Action {
        result.append((prefix + [action.title], action))
      } else if let menu = child as? Menu {
        menu.collectActions(
          prefix: menu.options.contains(.displayInline) ? prefix : prefix + [menu.title], into: &result)
      }
    }
  }

  /// How many menus were made without an identifier.
  private static var made = 0
}
