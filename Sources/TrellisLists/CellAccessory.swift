/// An accessory of a list cell (UIKit's `UICellAccessory`): a disclosure indicator, an outline
/// disclosure, a checkmark, a delete, insert, reorder or multiselect control, a label, a detail
/// button, a pop-up menu, or a view of your own — with when it shows and which side it goes on.
///
/// Leading accessories (delete, insert, multiselect, a `.cell`-style outline disclosure) go
/// from the leading edge inwards in the order given; trailing ones from the content outwards
/// (the last at the trailing edge). docs/lists.md §5 gives the sizes and spacing.
///
/// UIKit difference: UIKit orders the system accessories in a fixed order of its own, which it
/// does not publish; Trellis keeps the order you give. A custom view's placement takes no
/// position provider.
public struct CellAccessory {
  /// When an accessory shows.
  public enum DisplayedState: Int, Sendable {
    /// Always.
    case always
    /// Only while the collection view is editing.
    case whenEditing
    /// Only while it is not editing.
    case whenNotEditing
  }

  /// The side an accessory goes on.
  package enum Side: Sendable, Equatable {
    case leading, trailing
  }

  /// Where a custom accessory goes and when it shows.
  public enum Placement: Sendable, Equatable {
    /// The leading side.
    case leading(displayed: DisplayedState = .always)
    /// The trailing side.
    case trailing(displayed: DisplayedState = .always)

    var side: Side {
      switch self {
      case .leading: .leading
      case .trailing: .trailing
      }
    }
    var displayed: DisplayedState {
      switch self {
      case .leading(let displayed), .trailing(let displayed): displayed
      }
    }
  }

  /// A custom accessory's view and placement (UIKit's
  /// `UICellAccessory.CustomViewConfiguration`).
  public struct CustomViewConfiguration {
    /// The view.
    public var customView: View
    /// The side and when it shows.
    public var placement: Placement
    /// Whether it is hidden.
    public var isHidden: Bool
    /// The width it takes, or `nil` for the view's own width.
    public var reservedLayoutWidth: CGFloat?
    /// Its tint, or `nil`.
    public var tintColor: Color?
    /// Whether it keeps its size (recorded; Trellis never resizes it).
    public var maintainsFixedSize: Bool

    /// A configuration.
    public init(
      customView: View, placement: Placement, isHidden: Bool = false, reservedLayoutWidth: CGFloat? = nil,
      tintColor: Color? = nil, maintainsFixedSize: Bool = false
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  /// The options of a system accessory: UIKit's per-accessory options structures
  /// (`DisclosureIndicatorOptions`, `OutlineDisclosureOptions`, …) are all this type, so
  /// `.init(style: .header)` and `.init(tintColor: .red)` read as in UIKit.
  public struct Options: Sendable {
    /// The style of an outline disclosure. The default is `.automatic`.
    public var style: OutlineDisclosureStyle
    /// Whether the accessory is hidden.
    public var isHidden: Bool
    /// The width it takes, or `nil` for its own width.
    public var reservedLayoutWidth: CGFloat?
    /// Its tint, or `nil` for the accessory's own colour.
    public var tintColor: Color?
    /// The background of a delete, insert or multiselect control, or `nil`.
    public var backgroundColor: Color?
    /// The font of a label accessory, or `nil` for body.
    public var font: Font?
    /// Whether a reorder grip shows a separator beside it. Recorded only.
    public var showsVerticalSeparator: Bool

    /// Options.
    public init(
      style: OutlineDisclosureStyle = .automatic, isHidden: Bool = false, reservedLayoutWidth: CGFloat? = nil,
      tintColor: Color? = nil, backgroundColor: Color? = nil, font: Font? = nil,
      showsVerticalSeparator: Bool = true
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
      self.font = font
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }

  /// UIKit's name for the disclosure indicator's options.
  public typealias DisclosureIndicatorOptions = Options
  /// UIKit's name for the outline disclosure's options.
  public typealias OutlineDisclosureOptions = Options
  /// UIKit's name for the checkmark's options.
  public typealias CheckmarkOptions = Options
  /// UIKit's name for the delete control's options.
  public typealias DeleteOptions = Options
  /// UIKit's name for the insert control's options.
  public typealias InsertOptions = Options
  /// UIKit's name for the reorder grip's options.
  public typealias ReorderOptions = Options
  /// UIKit's name for the multiselect control's options.
  public typealias MultiselectOptions = Options
  /// UIKit's name for the label accessory's options.
  public typealias LabelOptions = Options
  /// UIKit's name for the detail button's options.
  public typealias DetailOptions = Options
  /// The options of a pop-up menu accessory (UIKit's `PopUpMenuOptions`).
  public typealias PopUpMenuOptions = Options
  /// What runs when the user chooses an element of a pop-up menu accessory's menu: it is given
  /// the menu, whose states then say which element is selected.
  public typealias MenuSelectedElementDidChangeHandler = @MainActor (Menu) -> Void

  /// The style of an outline disclosure.
  public enum OutlineDisclosureStyle: Int, Sendable {
    /// A header when the item has children in a list whose header mode is
    /// `.firstItemInSection` and it is the section's first item; a cell otherwise.
    case automatic
    /// A chevron at the leading edge; only the chevron toggles.
    case cell
    /// A chevron at the trailing edge; a tap anywhere on the cell toggles.
    case header
  }

  /// What the accessory is.
  package enum Kind {
    case disclosureIndicator
    case outlineDisclosure(OutlineDisclosureStyle)
    case checkmark
    case delete
    case insert
    case reorder
    case multiselect
    case label(String)
    case detail
    case popUpMenu(Menu)
    case customView(View, Side)
  }

  /// What the accessory is.
  package let kind: Kind
  /// When it shows.
  public var displayed: DisplayedState
  /// Its options (hidden, width, tint, …).
  public var options: Options
  /// What a tap on it does (delete, insert, detail, outline disclosure), or `nil`.
  package var actionHandler: (@MainActor () -> Void)?
  /// What choosing an element of a pop-up menu accessory's menu does, or `nil`.
  package var menuHandler: MenuSelectedElementDidChangeHandler?

  package init(
    kind: Kind, displayed: DisplayedState, options: Options, actionHandler: (@MainActor () -> Void)? = nil
  ) {
    self.kind = kind
    self.displayed = displayed
    self.options = options
    self.actionHandler = actionHandler
  }

  /// A chevron pointing to the trailing side: the row leads somewhere. Trailing.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: Options = Options()
  ) -> CellAccessory {
    CellAccessory(kind: .disclosureIndicator, displayed: displayed, options: options)
  }

  /// An outline disclosure: a chevron that turns down while the item is expanded. A tap on it
  /// (on the whole cell for the header style) calls `actionHandler`, or when there is none
  /// expands or collapses the item through the diffable data source's section snapshot.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: Options = Options(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> CellAccessory {
    CellAccessory(
      kind: .outlineDisclosure(options.style), displayed: displayed, options: options,
      actionHandler: actionHandler)
  }

  /// A checkmark in the tint colour. Trailing.
  public static func checkmark(
    displayed: DisplayedState = .always, options: Options = Options()
  ) -> CellAccessory {
    CellAccessory(kind: .checkmark, displayed: displayed, options: options)
  }

  /// A red delete control. Leading; shows while editing by default.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: Options = Options(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> CellAccessory {
    CellAccessory(kind: .delete, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  /// A green insert control. Leading; shows while editing by default.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: Options = Options(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> CellAccessory {
    CellAccessory(kind: .insert, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  /// A reorder grip. Trailing; shows while editing by default.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: Options = Options()
  ) -> CellAccessory {
    CellAccessory(kind: .reorder, displayed: displayed, options: options)
  }

  /// A selection circle, filled while the cell is selected. Leading; shows while editing by
  /// default.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: Options = Options()
  ) -> CellAccessory {
    CellAccessory(kind: .multiselect, displayed: displayed, options: options)
  }

  /// A text in the secondary label colour (or the options' tint). Trailing.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: Options = Options()
  ) -> CellAccessory {
    CellAccessory(kind: .label(text), displayed: displayed, options: options)
  }

  /// An info button. Trailing.
  public static func detail(
    displayed: DisplayedState = .always, options: Options = Options(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> CellAccessory {
    CellAccessory(kind: .detail, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  /// A pair of chevrons, up and down, on the trailing side: a tap anywhere in the cell shows
  /// `menu` (read it from `CollectionViewListCell.presentedPopUpMenu`; choose with
  /// `performPopUpMenuAction(identifier:)`). Choosing an action selects it — its state becomes
  /// `.on` and every other action's in the menu `.off` (or in the innermost `.singleSelection`
  /// submenu around it) — runs its handler, then `selectedElementDidChangeHandler` with the menu
  /// (docs/lists.md §5).
  public static func popUpMenu(
    _ menu: Menu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
    selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
  ) -> CellAccessory {
    var accessory = CellAccessory(kind: .popUpMenu(menu), displayed: displayed, options: options)
    accessory.menuHandler = selectedElementDidChangeHandler
    return accessory
  }

  /// A view of your own (UIKit's `.customView(configuration:)`).
  public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
    var options = Options(isHidden: configuration.isHidden, tintColor: configuration.tintColor)
    options.reservedLayoutWidth = configuration.reservedLayoutWidth
    return CellAccessory(
      kind: .customView(configuration.customView, configuration.placement.side),
      displayed: configuration.placement.displayed,
      options: options)
  }

  /// The side the accessory goes on; `header` says whether an automatic outline disclosure
  /// is a header's.
  func side(header: Bool) -> Side {
    switch kind {
    case .delete, .insert, .multiselect: .leading
    case .outlineDisclosure(.cell): .leading
    case .outlineDisclosure(.header): .trailing
    case .outlineDisclosure(.automatic): header ? .trailing : .leading
    case .customView(_, let side): side
    case .disclosureIndicator, .checkmark, .reorder, .label, .detail, .popUpMenu: .trailing
    }
  }

  /// Whether it shows when the cell is or is not `editing`.
  func isShown(editing: Bool) -> Bool {
    guard !options.isHidden else { return false }
    switch displayed {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }
}
