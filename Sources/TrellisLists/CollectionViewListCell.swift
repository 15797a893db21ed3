/// A cell of a list (UIKit's `UICollectionViewListCell`): list content and background
/// configurations that follow the list's appearance, accessories, indentation and separators.
///
/// In a list section (`CollectionLayoutSection.list(using:layoutEnvironment:)`) the cell knows
/// the list's appearance and its place in the section: `defaultContentConfiguration()` gives
/// the matching style (a cell, a sidebar cell, or a header or footer for supplementary views and
/// for the first item under `.firstItemInSection`); until you set a background configuration of
/// your own the cell shows the appearance's (`listPlainCell()`, `listGroupedCell()` — rounded
/// on the section's outer corners in an inset-grouped list — `listSidebarCell()`, and the
/// header and footer styles); and it draws a separator under every row but the section's last
/// (docs/lists.md §4).
///
/// Layout across the cell (left to right, mirrored in right to left): `indentationLevel ×
/// indentationWidth`, the leading accessories, the content view, the trailing accessories
/// (docs/lists.md §5). A row is at least 44 points tall.
///
/// `separatorLayoutGuide` reports where the separator starts (the text's leading edge); a
/// constraint on its leading edge (`separatorLayoutGuide.leadingAnchor.constraint(equalTo:
/// label.leadingAnchor)`) moves the start of the separators that use automatic insets there, as
/// in UIKit (docs/lists.md §4).
open class CollectionViewListCell: CollectionViewCell {
  /// The accessories, in order from the leading edge (leading ones) and from the content
  /// outwards (trailing ones).
  open var accessories: [CellAccessory] = [] {
    didSet { setNeedsLayout() }
  }

  /// How many levels the content is indented (an outline's depth). The default is 0; the
  /// diffable data source sets it to the item's level in its section snapshot after the cell
  /// provider returns the cell, as UIKit sets it for a hierarchical data source.
  open var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }

  /// The width of one indentation level. The default is 10.
  open var indentationWidth: CGFloat = ListMetrics.indentationWidth {
    didSet { setNeedsLayout() }
  }

  /// Whether the leading accessories are indented with the content. The default is `true`.
  open var indentsAccessories = true {
    didSet { setNeedsLayout() }
  }

  /// A guide whose leading edge is where the separator starts: the text's leading edge, or
  /// where an active constraint on the guide's leading edge puts it.
  public let separatorLayoutGuide = LayoutGuide()

  /// The separator under the cell (hidden when the list shows none here).
  package let separatorView = View(frame: .zero)
  /// The separator above the cell (shown only when its separator configuration says `visible`).
  package let topSeparatorView = View(frame: .zero)
  /// The views of the accessories shown, in layout order, and their frames.
  package private(set) var accessoryViews: [CellAccessoryView] = []
  /// How far the row's content is moved to show swipe actions (positive: to the right).
  package internal(set) var swipeOffset: CGFloat = 0
  /// The buttons of the swipe actions shown, in the actions' order.
  package internal(set) var swipeActionViews: [SwipeActionView] = []
  /// The placement the defaults were chosen for.
  private var defaultsPlacement: ListPlacement?
  /// The pop-up menu accessory's menu on screen and what choosing in it calls
  /// (CollectionViewListCell+PopUpMenu.swift).
  package var shownPopUp: (menu: Menu, handler: CellAccessory.MenuSelectedElementDidChangeHandler?)?

  /// Creates a list cell.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSeparator()
  }

  /// Creates a list cell from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSeparator()
  }

  private func addSeparator() {
    for separator in [separatorView, topSeparatorView] {
      separator.backgroundColor = .separator
      separator.isHidden = true
      addSubview(separator)
    }
    addLayoutGuide(separatorLayoutGuide)
    listCellTapHandler = { [unowned self] point in self.handleTap(at: point) }
    contentFrameProvider = { [unowned self] bounds in self.contentFrame(in: bounds) }
  }

  /// The list's placement of the cell, from its last layout attributes (`nil` outside lists).
  package var listPlacement: ListPlacement? { appliedLayoutAttributes?.listPlacement }

  /// A content configuration in the style of the list and the cell's place in it: a header or
  /// footer style for headers, footers and a `.firstItemInSection` header; a sidebar cell in
  /// sidebars; `cell()` otherwise.
  open func defaultContentConfiguration() -> ListContentConfiguration {
    guard let placement = listPlacement else { return .cell() }
    switch placement.role {
    case .header, .firstItemHeader:
      switch placement.style {
      case .plain: return .plainHeader()
      case .grouped, .insetGrouped: return .groupedHeader()
      case .sidebar, .sidebarPlain: return .sidebarHeader()
      }
    case .footer:
      return placement.isGrouped ? .groupedFooter() : .plainFooter()
    case .cell:
      return placement.isSidebar ? .sidebarCell() : .cell()
    }
  }

  /// The background configuration the list gives the cell where it is.
  package func defaultBackgroundConfiguration() -> BackgroundConfiguration {
    guard let placement = listPlacement else { return .listPlainCell() }
    switch placement.role {
    case .header, .footer, .firstItemHeader:
      switch placement.style {
      case .plain: return .listPlainHeaderFooter()
      case .grouped, .insetGrouped:
        guard placement.role == .firstItemHeader else { return .listGroupedHeaderFooter() }
        var background = BackgroundConfiguration.listGroupedCell()
        if placement.style == .insetGrouped {
          background.cornerRadius = BackgroundConfiguration.insetGroupedCornerRadius
        }
        return background
      case .sidebar, .sidebarPlain: return .listSidebarHeader()
      }
    case .cell:
      switch placement.style {
      case .plain: return .listPlainCell()
      case .grouped: return .listGroupedCell()
      case .insetGrouped:
        var background = BackgroundConfiguration.listGroupedCell()
        background.cornerRadius = BackgroundConfiguration.insetGroupedCornerRadius
        return background
      case .sidebar, .sidebarPlain: return .listSidebarCell()
      }
    }
  }

  /// Takes the list's placement: shows the list's default background (unless you set one) and
  /// asks for a configuration update when the place changed.
  open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    let placement = layoutAttributes.listPlacement
    guard placement != defaultsPlacement else { return }
    defaultsPlacement = placement
    if backgroundConfiguration == nil || backgroundConfigurationIsListDefault {
      setBackgroundConfiguration(
        defaultBackgroundConfiguration().updated(for: configurationState), isListDefault: true)
    }
    setNeedsLayout()
  }

  /// The state, with `isExpanded` from the diffable data source's section snapshot (for the
  /// index path of the cell's last layout attributes: the state is read while the collection
  /// view applies attributes, when it cannot be asked where its cells are).
  open override var configurationState: CellConfigurationState {
    var state = super.configurationState
    if let collectionView = superview as? CollectionView, let indexPath = appliedLayoutAttributes?.indexPath,
      let outline = collectionView.dataSource as? OutlineDisclosureToggling
    {
      state.isExpanded = outline.isOutlineItemExpanded(at: indexPath) ?? false
    }
    state.isSwiped = swipeOffset != 0
    return state
  }

  /// Updates the configurations and the accessories (they show or hide with editing, the
  /// multiselect circle fills with the selection, the outline chevron turns).
  open override func updateConfiguration(using state: CellConfigurationState) {
    super.updateConfiguration(using: state)
    setNeedsLayout()
  }

  // MARK: Layout

  /// The content view's frame: the cell less the indentation and the accessories.
  func contentFrame(in bounds: CGRect) -> CGRect {
    let layout = accessoryLayout(width: bounds.width)
    return CGRect(
      x: bounds.minX + layout.contentLeading, y: bounds.minY,
      width: max(0, bounds.width - layout.contentLeading - layout.contentTrailing), height: bounds.height)
  }

  /// Lays out the content, the accessories and the separator.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let editing = configurationState.isEditing
    let layout = accessoryLayout(width: bounds.width)
    syncAccessoryViews(layout.shown, editing: editing)
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    for (view, frame) in zip(accessoryViews, layout.frames) {
      var rect = frame
      rect.origin.y = (bounds.height - frame.height) / 2
      if rightToLeft { rect.origin.x = bounds.width - rect.maxX }
      view.frame = rect
    }
    layoutSeparators(contentLeading: layout.contentLeading, rightToLeft: rightToLeft)
    layoutSwipeActions()
  }

  /// Closes any swipe actions and pop-up menu before reuse.
  open override func prepareForReuse() {
    super.prepareForReuse()
    hideSwipeActions()
    dismissPopUpMenu()
  }

  /// Installs the swipe controller on the collection view the cell joins (once per view).
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    if let collectionView = superview as? CollectionView, collectionView.cellSwipe == nil {
      collectionView.cellSwipe = ListSwipeController()
    }
  }

  /// The accessories shown and where they go.
  struct AccessoryLayout {
    var shown: [CellAccessory] = []
    var frames: [CGRect] = []
    var contentLeading: CGFloat = 0
    var contentTrailing: CGFloat = 0
  }

  /// Where the shown accessories go at `width`, left to right (docs/lists.md §5).
  func accessoryLayout(width: CGFloat) -> AccessoryLayout {
    let editing = configurationState.isEditing
    let header = listPlacement.map { $0.role != .cell } ?? false
    let indentation = CGFloat(max(0, min(indentationLevel, 1_000))) * LayoutLimits.length(indentationWidth)
    var result = AccessoryLayout()
    let margin = ListMetrics.horizontalMargin
    let spacing = ListMetrics.accessorySpacing
    var leadingX = (indentsAccessories ? indentation : 0) + margin
    var leadingTotal: CGFloat = 0
    var trailing: [(CellAccessory, CGSize)] = []
    for accessory in accessories where accessory.isShown(editing: editing) {
      let size = CellAccessoryView.size(of: accessory)
      switch accessory.side(header: header) {
      case .leading:
        result.shown.append(accessory)
        result.frames.append(CGRect(x: leadingX, y: 0, width: size.width, height: size.height))
        leadingX += size.width + spacing
        leadingTotal += size.width + spacing
      case .trailing:
        trailing.append((accessory, size))
      }
    }
    result.contentLeading = indentation + leadingTotal
    var trailingX = width - margin
    var trailingTotal: CGFloat = 0
    var trailingFrames: [CGRect] = []
    for (_, size) in trailing.reversed() {
      trailingX -= size.width
      trailingFrames.append(CGRect(x: trailingX, y: 0, width: size.width, height: size.height))
      trailingX -= spacing
      trailingTotal += size.width + spacing
    }
    result.shown += trailing.map(\.0)
    result.frames += trailingFrames.reversed()
    result.contentTrailing = trailingTotal
    return result
  }

  private func syncAccessoryViews(_ shown: [CellAccessory], editing: Bool) {
    let state = configurationState
    while accessoryViews.count > shown.count { accessoryViews.removeLast().removeFromSuperview() }
    while accessoryViews.count < shown.count {
      let view = CellAccessoryView(frame: .zero)
      addSubview(view)
      accessoryViews.append(view)
    }
    for (view, accessory) in zip(accessoryViews, shown) {
      view.show(
        accessory, selected: state.isSelected, expanded: state.isExpanded, tint: tintColor ?? .tintColor)
    }
  }

  /// The height a row needs at least: 44 points.
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    let fitted = super.preferredLayoutAttributesFitting(layoutAttributes)
    let role = layoutAttributes.listPlacement?.role ?? .cell
    if fitted.selfSizingAxes.contains(.height), role == .cell || role == .firstItemHeader,
      fitted.size.height < ListMetrics.minimumRowHeight
    {
      fitted.size.height = ListMetrics.minimumRowHeight
    }
    return fitted
  }

  // MARK: Taps

  /// A tap at `point` (cell coordinates): performs the action of the accessory under it (a
  /// header-style outline disclosure and a pop-up menu take a tap anywhere). Returns whether it
  /// was taken.
  func handleTap(at point: CGPoint) -> Bool {
    for (view, accessory) in zip(accessoryViews, accessoryLayout(width: bounds.width).shown) {
      let header = listPlacement.map { $0.role != .cell } ?? false
      let takesTapsAnywhere: Bool
      switch accessory.kind {
      case .outlineDisclosure(let style):
        takesTapsAnywhere = style == .header || (style == .automatic && header)
      case .popUpMenu: takesTapsAnywhere = true
      default: takesTapsAnywhere = false
      }
      guard takesTapsAnywhere || view.frame.insetBy(dx: -6, dy: -6).contains(point) else { continue }
      return perform(accessory)
    }
    return false
  }

  private func perform(_ accessory: CellAccessory) -> Bool {
    switch accessory.kind {
    case .outlineDisclosure:
      if let action = accessory.actionHandler {
        action()
        return true
      }
      guard let collectionView = superview as? CollectionView,
        let indexPath = collectionView.indexPath(for: self),
        let outline = collectionView.dataSource as? OutlineDisclosureToggling
      else { return false }
      _ = outline.toggleOutlineItem(at: indexPath)
      return true
    case .delete, .insert, .detail:
      guard let action = accessory.actionHandler else { return false }
      action()
      return true
    case .popUpMenu(let menu):
      shownPopUp = (menu, accessory.menuHandler)
      return true
    case .disclosureIndicator, .checkmark, .reorder, .multiselect, .label, .customView:
      return false
    }
  }
}

extension CollectionViewListCell: OutlineIndenting {
  /// Sets `indentationLevel` from the item's outline level (the diffable data source calls it).
  package func applyOutlineLevel(_ level: Int) {
    if indentationLevel != level { indentationLevel = level }
  }
}
