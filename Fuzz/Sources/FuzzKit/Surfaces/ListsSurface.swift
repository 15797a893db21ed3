import Foundation
import TrellisDiffable
import TrellisLists

/// Lists (TrellisLists, docs/lists.md): a list of a random appearance hosted at a random size,
/// its cells configured with random list content configurations (any factory; empty, long and
/// multi-line texts; images of random — NaN, infinite, negative, huge — sizes; random margins,
/// paddings, maximum and reserved sizes), random accessories with random shown states, options
/// and reserved widths, random indentation levels and widths, and random backgrounds (insets,
/// radii, strokes); then scrolls, selections, editing toggles, taps at random points (choosing
/// in the pop-up menus they show) and snapshot changes.
///
/// Checks: nothing traps or hangs; every frame in every visible cell's view tree is finite; a
/// self-sized row is at least 44 points tall; a visible row's separator shows exactly when the
/// row is not its section's last and the list shows separators.
@MainActor
public final class ListsSurface: SynchronousFuzzSurface {
  /// `lists`.
  public let name = "lists"
  /// What the surface generates.
  public let summary =
    "list cells: random content configurations, accessories and backgrounds with bad numbers"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let appearance = c.random.pick([
      CollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
    ])
    var list = CollectionLayoutListConfiguration(appearance: appearance)
    if c.random.chance(0.3) { list.showsSeparators.toggle() }
    let visibilities: [ListSeparatorConfiguration.Visibility] = [.automatic, .visible, .hidden]
    if c.random.chance(0.5) {
      list.separatorConfiguration.topSeparatorVisibility = c.random.pick(visibilities)
      list.separatorConfiguration.bottomSeparatorVisibility = c.random.pick(visibilities)
      list.separatorConfiguration.color = c.random.pick([.separator, .systemRed])
      if c.random.chance(0.5) {
        list.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(
          top: 0, leading: c.random.length(typical: 100), bottom: 0, trailing: c.random.length(typical: 100))
      }
      c.note("separator configuration \(list.separatorConfiguration)")
    }
    // A handler that hides the bottom separator of every third row.
    let hidesEveryThird = c.random.chance(0.3)
    if hidesEveryThird {
      list.itemSeparatorHandler = { indexPath, configuration in
        var row = configuration
        if indexPath.item % 3 == 0 { row.bottomSeparatorVisibility = .hidden }
        return row
      }
      c.note("item separator handler: every third row hidden")
    }
    let size = CGSize(width: c.random.double(in: 0...800), height: c.random.double(in: 0...1_000))
    c.note("appearance \(appearance), separators \(list.showsSeparators), size \(size)")
    let collectionView = CollectionView(
      frame: CGRect(origin: .zero, size: size),
      collectionViewLayout: CollectionViewCompositionalLayout.list(using: list))
    var random = c.random
    let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
      Self.configure(cell, item: item, random: &random)
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var next = 0
    func snapshot() -> DiffableDataSourceSnapshot<Int, Int> {
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      for section in 0..<c.random.int(in: 1...3) {
        snapshot.appendSections([section])
        let count = c.random.int(in: 0...30)
        snapshot.appendItems(Array(next..<next + count), toSection: section)
        next += count
      }
      return snapshot
    }
    dataSource.apply(snapshot(), animatingDifferences: false)
    collectionView.layoutIfNeeded()
    try check(collectionView, list: list, hidesEveryThird: hidesEveryThird, when: "start")
    var time: TimeInterval = 0
    for step in 0..<c.random.int(in: 1...12) {
      let when = "step \(step)"
      switch c.random.below(6) {
      case 0:
        collectionView.contentOffset = CGPoint(x: 0, y: c.random.double(in: 0...3_000))
        c.note("\(when): offset \(collectionView.contentOffset)")
      case 1:
        collectionView.isEditing.toggle()
        c.note("\(when): editing \(collectionView.isEditing)")
      case 2:
        let point = CGPoint(
          x: c.random.double(in: 0...Double(max(1, size.width))), y: c.random.double(in: 0...300))
        time += 1
        c.note("\(when): tap \(point)")
        collectionView.handleTouch(.began, at: point, time: time)
        collectionView.handleTouch(.ended, at: point, time: time + 0.05)
        try checkPopUpMenus(collectionView, c, when)
      case 3:
        c.note("\(when): new snapshot")
        dataSource.apply(snapshot(), animatingDifferences: c.random.chance(0.5))
      case 4:
        let path = IndexPath(item: c.random.int(in: -1...20), section: c.random.int(in: -1...3))
        c.note("\(when): select \(path)")
        collectionView.selectItem(at: path, animated: false, scrollPosition: [])
      default:
        collectionView.advance(by: c.random.pick([0.016, 0.1, 1]))
      }
      collectionView.layoutIfNeeded()
      try check(collectionView, list: list, hidesEveryThird: hidesEveryThird, when: when)
    }
  }

  /// A pop-up menu a tap showed: choosing one of its actions is refused, changing nothing, when
  /// the action is disabled; otherwise the menu closes and exactly that action is on.
  private func checkPopUpMenus(_ collectionView: CollectionView, _ c: FuzzContext, _ when: String) throws {
    for case let cell as CollectionViewListCell in collectionView.visibleCells {
      guard let menu = cell.presentedPopUpMenu else { continue }
      let actions = menu.actionPaths.map(\.action)
      guard let chosen = c.random.element(of: actions) else { continue }
      let before = actions.map(\.state)
      c.note("\(when): choose \(chosen.title) in a pop-up menu")
      do {
        try cell.performPopUpMenuAction(titlePath: [chosen.title])
        try FuzzCheck.expect(
          !chosen.attributes.contains(.disabled), "\(when): a disabled pop-up menu action was chosen")
        try FuzzCheck.expect(cell.presentedPopUpMenu == nil, "\(when): the pop-up menu stayed shown")
        try FuzzCheck.expect(
          actions.map { $0.state == .on } == actions.map { $0 === chosen },
          "\(when): after choosing \(chosen.title) the states are \(actions.map(\.state))")
      } catch let error as ContextMenuError {
        try FuzzCheck.expect(
          error.kind == .actionDisabled && chosen.attributes.contains(.disabled),
          "\(when): choosing \(chosen.title) was refused: \(error)")
        try FuzzCheck.expect(
          actions.map(\.state) == before && cell.presentedPopUpMenu === menu,
          "\(when): a refused choice changed the pop-up menu")
        cell.dismissPopUpMenu()
      }
    }
  }

  private func check(
    _ collectionView: CollectionView, list: CollectionLayoutListConfiguration, hidesEveryThird: Bool,
    when: String
  ) throws {
    for cell in collectionView.visibleCells {
      guard let listCell = cell as? CollectionViewListCell, let path = collectionView.indexPath(for: cell)
      else {
        continue
      }
      cell.layoutIfNeeded()
      try Self.finiteTree(cell, "\(when): the tree of cell \(path)")
      if cell.frame.height.isFinite, cell.bounds.height > 0, cell.frame.height < 44 - 1e-9 {
        throw FuzzFailure(.wrongResult, "\(when): row \(path) is \(cell.frame.height) tall, under 44")
      }
      // The separators are the cell's own subviews in the configuration's colour, the top one at
      // y = 0 and the bottom one along the bottom edge (docs/lists.md §4); the fuzz package sees
      // only public API. A selected row of a multiple-selection list would use the other colour;
      // these lists allow single selection only.
      let configuration = list.separatorConfiguration
      // (A list that shows no separators leaves them hidden in the default colour.)
      let color = list.showsSeparators ? configuration.color : .separator
      let separators = listCell.subviews.filter { $0.backgroundColor == color }
      try FuzzCheck.expect(
        separators.count == 2, "\(when): row \(path) has \(separators.count) separator views")
      let last = path.item == collectionView.numberOfItems(inSection: path.section) - 1
      var bottomVisibility = configuration.bottomSeparatorVisibility
      if hidesEveryThird, path.item % 3 == 0 { bottomVisibility = .hidden }
      let expectedBottom: Bool
      switch bottomVisibility {
      case .automatic: expectedBottom = list.showsSeparators && !last
      case .visible: expectedBottom = list.showsSeparators
      case .hidden: expectedBottom = false
      }
      let expectedTop = list.showsSeparators && configuration.topSeparatorVisibility == .visible
      let bottom = separators.filter { $0.frame.minY > 0 || cell.bounds.height <= $0.frame.height }
      let top = separators.filter { $0.frame.minY == 0 && cell.bounds.height > $0.frame.height }
      try FuzzCheck.expect(
        bottom.count == 1 && top.count == 1,
        "\(when): row \(path) separators at \(separators.map(\.frame)) (bounds \(cell.bounds))")
      try FuzzCheck.expect(
        bottom[0].isHidden == !expectedBottom,
        "\(when): row \(path) bottom separator hidden \(bottom[0].isHidden), expected \(!expectedBottom)")
      try FuzzCheck.expect(
        top[0].isHidden == !expectedTop,
        "\(when): row \(path) top separator hidden \(top[0].isHidden), expected \(!expectedTop)")
      try FuzzCheck.expect(
        bottom[0].frame.minX >= -1e-6 && bottom[0].frame.maxX <= cell.bounds.width + 1e-6,
        "\(when): row \(path) bottom separator \(bottom[0].frame) outside the row \(cell.bounds)")
    }
  }

  private static func finiteTree(_ view: View, _ what: String) throws {
    try FuzzCheck.finite(view.frame, "\(what): \(type(of: view)) frame")
    for subview in view.subviews { try finiteTree(subview, what) }
  }

  private static func configure(_ cell: CollectionViewListCell, item: Int, random: inout FuzzRandom) {
    var content: ListContentConfiguration
    switch random.below(8) {
    case 0: content = .subtitleCell()
    case 1: content = .valueCell()
    case 2: content = .sidebarCell()
    case 3: content = .groupedHeader()
    case 4: content = .prominentInsetGroupedHeader()
    case 5: content = cell.defaultContentConfiguration()
    default: content = .cell()
    }
    content.text = random.pick([
      "", "Item \(item)", String(repeating: "long words wrap ", count: random.int(in: 1...40)),
    ])
    if random.chance(0.5) {
      content.secondaryText = random.pick(["", "detail", "a much longer secondary text"])
    }
    if random.chance(0.5) { content.image = Image(size: random.size(typical: 60)) }
    if random.chance(0.2) { content.image = Image(systemName: "star") }
    if random.chance(0.3) {
      content.directionalLayoutMargins = DirectionalEdgeInsets(
        top: random.length(typical: 30), leading: random.length(typical: 30),
        bottom: random.length(typical: 30),
        trailing: random.length(typical: 30))
    }
    if random.chance(0.2) { content.imageToTextPadding = random.length(typical: 30) }
    if random.chance(0.2) { content.textToSecondaryTextVerticalPadding = random.length(typical: 30) }
    if random.chance(0.2) { content.textToSecondaryTextHorizontalPadding = random.length(typical: 30) }
    if random.chance(0.2) { content.imageProperties.maximumSize = random.size(typical: 60) }
    if random.chance(0.2) {
      content.imageProperties.reservedLayoutSize = CGSize(
        width: random.chance(0.3)
          ? ListContentConfiguration.ImageProperties.standardDimension : random.length(typical: 60),
        height: random.length(typical: 60))
    }
    if random.chance(0.2) { content.textProperties.numberOfLines = random.int(in: -2...4) }
    if random.chance(0.2) { content.prefersSideBySideTextAndSecondaryText.toggle() }
    cell.contentConfiguration = content
    // The separator layout guide pinned somewhere along the content view (any constant, NaN and
    // huge ones included), replacing what an earlier configuration of a reused cell pinned.
    LayoutConstraint.deactivate(
      cell.constraints.filter {
        $0.firstItem === cell.separatorLayoutGuide || $0.secondItem === cell.separatorLayoutGuide
      })
    if random.chance(0.15) {
      cell.separatorLayoutGuide.leadingAnchor.constraint(
        equalTo: cell.contentView.leadingAnchor,
        constant: random.chance(0.2) ? random.coordinate() : random.length(typical: 60)
      ).isActive = true
    }
    var accessories: [CellAccessory] = []
    for _ in 0..<random.int(in: 0...4) {
      var options = CellAccessory.Options()
      if random.chance(0.3) { options.reservedLayoutWidth = random.length(typical: 60) }
      if random.chance(0.1) { options.isHidden = true }
      let displayed = random.pick([CellAccessory.DisplayedState.always, .whenEditing, .whenNotEditing])
      let accessory: CellAccessory
      switch random.below(11) {
      case 0: accessory = .disclosureIndicator(displayed: displayed, options: options)
      case 1: accessory = .outlineDisclosure(displayed: displayed, options: options)
      case 2: accessory = .checkmark(displayed: displayed, options: options)
      case 3: accessory = .delete(displayed: displayed, options: options) {}
      case 4: accessory = .insert(displayed: displayed, options: options)
      case 5: accessory = .reorder(displayed: displayed, options: options)
      case 6: accessory = .multiselect(displayed: displayed, options: options)
      case 7:
        accessory = .label(text: random.pick(["", "3", "Beta"]), displayed: displayed, options: options)
      case 8: accessory = .detail(displayed: displayed, options: options)
      case 9:
        // A pop-up menu of three sizes, one of them perhaps disabled; choosing is checked after
        // the taps (`checkPopUpMenus`).
        let disabled = random.int(in: -1...2)
        let actions = ["Small", "Medium", "Large"].enumerated().map { index, title in
          Action(title: title, attributes: index == disabled ? .disabled : []) { _ in }
        }
        accessory = .popUpMenu(Menu(title: "Size", children: actions), displayed: displayed, options: options)
      default:
        let view = View(frame: CGRect(origin: .zero, size: random.size(typical: 40)))
        accessory = .customView(
          configuration: .init(
            customView: view, placement: random.chance(0.5) ? .leading() : .trailing(),
            reservedLayoutWidth: random.chance(0.5) ? random.length(typical: 50) : nil))
      }
      accessories.append(accessory)
    }
    cell.accessories = accessories
    if random.chance(0.3) { cell.indentationLevel = random.int(in: -5...20) }
    if random.chance(0.2) { cell.indentationWidth = random.length(typical: 40) }
    if random.chance(0.2) { cell.indentsAccessories.toggle() }
    if random.chance(0.3) {
      var background = BackgroundConfiguration.listGroupedCell()
      background.backgroundInsets = DirectionalEdgeInsets(
        top: random.length(typical: 10), leading: random.length(typical: 10),
        bottom: random.length(typical: 10),
        trailing: random.length(typical: 10))
      background.cornerRadius = random.length(typical: 20)
      background.strokeWidth = random.length(typical: 4)
      cell.backgroundConfiguration = background
    }
  }
}
