import TrellisControls

/// Where a presented context menu is on screen: the panel, its rows and the preview of the
/// pressed item, in the collection view's own coordinates (relative to its frame origin, like
/// the touches of `CollectionView.handleTouch(_:at:time:)`, not to the content).
/// `CollectionView.contextMenuLayout` makes it; touches on its rows choose actions and open
/// submenus, and the playground and the SVG renderer draw it (docs/context-menus.md §4).
///
/// The rows, top to bottom: the shown menu's title when it has one (not tappable); for an open
/// submenu, a row that goes back to its parent; then each child that is not hidden — an
/// `Action` as an action row, a `Menu` shown inline (`.displayInline`, or `.displayAsPalette`)
/// as its own rows between section gaps, any other `Menu` as one row that opens it.
///
/// UIKit difference: Apple publishes none of these metrics. Trellis uses a panel
/// `width` of 250 points, rows of `rowHeight` 44 points (`subtitledRowHeight` 58 with a
/// subtitle, `titleRowHeight` 32 for the menu's title), `sectionGap` 8 points between inline
/// sections, `previewGap` 8 points between the preview and the panel and `margin` 8 points from
/// the view's edges, and places the panel below the preview when it fits, above it when that
/// fits, and otherwise at the bottom edge over the preview. A panel taller than the view is not
/// scrolled: its lower rows are off screen.
@MainActor
public struct ContextMenuLayout {
  /// What a row is.
  public enum RowKind: Equatable, Sendable {
    /// The title of the shown menu; not tappable.
    case title
    /// Goes back from an open submenu to its parent.
    case back
    /// Opens a submenu in place of its parent.
    case submenu
    /// Chooses an action.
    case action
  }

  /// One row of the panel.
  @MainActor
  public struct Row {
    /// What the row is.
    public let kind: RowKind
    /// The element the row shows: the action, the submenu, or the menu whose title it is (the
    /// shown menu for `.title`, the submenu being left for `.back`).
    public let element: MenuElement
    /// The row's frame in the collection view's own coordinates.
    public let frame: CGRect

    /// Whether a finger lifted on the row does something: not for titles, nor for disabled
    /// actions ("the user can't select" them).
    public var isTappable: Bool {
      switch kind {
      case .title: return false
      case .back, .submenu: return true
      case .action: return !((element as? Action)?.attributes.contains(.disabled) ?? false)
      }
    }
  }

  /// The panel's width, points.
  public static let width: CGFloat = 250
  /// The height of an action or submenu row without a subtitle, points.
  public static let rowHeight: CGFloat = 44
  /// The height of a row with a subtitle, points.
  public static let subtitledRowHeight: CGFloat = 58
  /// The height of the row showing the menu's title, points.
  public static let titleRowHeight: CGFloat = 32
  /// The gap between the rows of inline sections and their neighbours, points.
  public static let sectionGap: CGFloat = 8
  /// The gap between the preview and the panel, points.
  public static let previewGap: CGFloat = 8
  /// The least distance from the panel to the view's edges, points.
  public static let margin: CGFloat = 8
  /// The corner radius of the panel, points.
  public static let cornerRadius: CGFloat = 13

  /// The panel, in the collection view's own coordinates.
  public let frame: CGRect
  /// The rows, top to bottom.
  public let rows: [Row]
  /// The frame of the pressed item (the menu's preview) in the collection view's own
  /// coordinates, or `nil` for a menu on the background or an item not laid out.
  public let previewFrame: CGRect?
  /// The index path of the pressed item (the preview's item) as shown by the collection view,
  /// or `nil` with no preview.
  public let previewIndexPath: IndexPath?
  /// The index in `rows` of the row under the finger that tracks the menu, if any.
  public let highlightedRow: Int?

  /// The layout of `menu` (the shown menu: the root or an open submenu, `isSubmenu`) for a view
  /// of `viewSize`, beside `previewFrame`, or under `point` (view coordinates) when there is no
  /// preview. `previewIndexPath` names the item whose frame `previewFrame` is.
  ///
  /// - Complexity: O(n) for n elements shown (inline sections included).
  public init(
    menu: Menu?, isSubmenu: Bool, previewFrame: CGRect?, previewIndexPath: IndexPath? = nil, point: CGPoint,
    viewSize: CGSize, highlightedRow: Int? = nil
  ) {
    var entries: [(kind: RowKind, element: MenuElement, height: CGFloat, gapBefore: Bool)] = []
    if let menu {
      if isSubmenu {
        entries.append((.back, menu, Self.rowHeight, false))
      } else if !menu.title.isEmpty {
        entries.append((.title, menu, Self.titleRowHeight, false))
      }
      var gapPending = false
      Self.collect(menu.children, into: &entries, gapPending: &gapPending)
    }
    let height = entries.reduce(0) { $0 + $1.height + ($1.gapBefore ? Self.sectionGap : 0) }
    let origin = Self.origin(
      height: height, previewFrame: previewFrame, point: point, viewSize: viewSize)
    var y = origin.y
    var rows: [Row] = []
    rows.reserveCapacity(entries.count)
    for entry in entries {
      if entry.gapBefore { y += Self.sectionGap }
      rows.append(
        Row(
          kind: entry.kind, element: entry.element,
          frame: CGRect(x: origin.x, y: y, width: Self.width, height: entry.height)))
      y += entry.height
    }
    self.frame = CGRect(x: origin.x, y: origin.y, width: Self.width, height: height)
    self.rows = rows
    self.previewFrame = previewFrame
    self.previewIndexPath = previewFrame == nil ? nil : previewIndexPath
    self.highlightedRow = highlightedRow.flatMap { rows.indices.contains($0) ? $0 : nil }
  }

  /// The index of the row under `location` (view coordinates), if any.
  ///
  /// - Complexity: O(r) for r rows.
  public func rowIndex(at location: CGPoint) -> Int? {
    rows.firstIndex { Self.contains($0.frame, location) }
  }

  /// Whether `location` (view coordinates) is on the panel (rows and gaps) or on the preview.
  public func contains(_ location: CGPoint) -> Bool {
    Self.contains(frame, location) || previewFrame.map { Self.contains($0, location) } == true
  }

  /// Whether `location` is on the preview.
  public func previewContains(_ location: CGPoint) -> Bool {
    previewFrame.map { Self.contains($0, location) } == true
  }

  /// Half-open containment (min edges in, max edges out), the same on every platform.
  static func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {
    point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
  }

  /// Appends the rows of `elements`: actions and submenus as rows, inline menus as sections set
  /// apart by gaps.
  private static func collect(
    _ elements: [MenuElement],
    into entries: inout [(kind: RowKind, element: MenuElement, height: CGFloat, gapBefore: Bool)],
    gapPending: inout Bool
  ) {
    for element in elements {
      if let action = element as? Action {
        guard !action.attributes.contains(.hidden) else { continue }
        let height = (action.subtitle?.isEmpty ?? true) ? rowHeight : subtitledRowHeight
        entries.append((.action, action, height, gapPending && !entries.isEmpty))
        gapPending = false
      } else if let menu = element as? Menu {
        if menu.options.contains(.displayInline) || menu.options.contains(.displayAsPalette) {
          let before = entries.count
          gapPending = true
          if !menu.title.isEmpty {
            entries.append((.title, menu, titleRowHeight, !entries.isEmpty))
            gapPending = false
          }
          collect(menu.children, into: &entries, gapPending: &gapPending)
          // A section with rows sets apart what follows it.
          gapPending = entries.count > before
        } else {
          let height = (menu.subtitle?.isEmpty ?? true) ? rowHeight : subtitledRowHeight
          entries.append((.submenu, menu, height, gapPending && !entries.isEmpty))
          gapPending = false
        }
      }
    }
  }

  /// The panel's origin: beside the preview (below, else above, else at the bottom edge),
  /// aligned with its leading edge when the preview's centre is in the left half of the view and
  /// with its trailing edge otherwise; under `point` without a preview; always at least `margin`
  /// from the left and top edges.
  private static func origin(
    height: CGFloat, previewFrame: CGRect?, point: CGPoint, viewSize: CGSize
  ) -> CGPoint {
    let anchor = previewFrame ?? CGRect(x: point.x, y: point.y, width: 0, height: 0)
    var x = anchor.midX < viewSize.width / 2 ? anchor.minX : anchor.maxX - width
    x = max(margin, min(x, viewSize.width - margin - width))
    let below = anchor.maxY + (previewFrame == nil ? 0 : previewGap)
    let above = anchor.minY - (previewFrame == nil ? 0 : previewGap) - height
    let y: CGFloat
    if below + height <= viewSize.height - margin {
      y = below
    } else if above >= margin {
      y = above
    } else {
      y = viewSize.height - margin - height
    }
    return CGPoint(x: x, y: max(margin, y))
  }
}
