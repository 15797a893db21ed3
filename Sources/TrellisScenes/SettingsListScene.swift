import TrellisCompositional
import TrellisDiffable
import TrellisLists

/// "settings": a Settings-style inset-grouped list — `CollectionViewListCell`s with
/// `ListContentConfiguration`s (a tinted symbol, a title and, in value rows, a secondary value
/// at the trailing edge), a switch as a custom accessory on the first row and a disclosure
/// indicator on the others, separators inset to the text, rounded section containers on the
/// grouped background. A tap selects a row (the grey selected background; a press highlights it
/// first), a tap on another row moves the selection.
///
/// No parameters. Default script: a tap on "Wi-Fi", then a fling.
final class SettingsListScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "settings", title: "Settings list",
      summary: "Inset-grouped list of list cells: symbols, values, a switch, disclosure indicators; "
        + "tap to select",
      parameters: [],
      hints: [
        "Tap a row to select it (a press highlights it first)."
      ]),
    make: { viewport, _ throws(SceneError) in SettingsListScene(viewport: viewport) })

  /// One row of the screen.
  struct Row {
    let title: String
    let symbol: String
    let tint: Color
    let value: String?
    let hasSwitch: Bool

    init(_ title: String, _ symbol: String, _ tint: Color, value: String? = nil, hasSwitch: Bool = false) {
      (self.title, self.symbol, self.tint, self.value, self.hasSwitch) = (
        title, symbol, tint, value, hasSwitch
      )
    }
  }

  /// The sections of the screen, their rows' identifiers numbering them in order.
  static let groups: [[Row]] = [
    [
      Row("Airplane Mode", "airplane", .systemOrange, hasSwitch: true),
      Row("Wi-Fi", "wifi", .systemBlue, value: "Home"),
      Row("Bluetooth", "antenna.radiowaves.left.and.right", .systemBlue, value: "On"),
      Row("Cellular", "antenna.radiowaves.left.and.right", .systemGreen),
    ],
    [
      Row("Notifications", "bell", .systemRed),
      Row("Sounds & Haptics", "bell", .systemPink),
      Row("Focus", "moon.fill", .systemIndigo),
      Row("Screen Time", "clock", .systemIndigo),
    ],
    [
      Row("General", "gear", .systemGray),
      Row("Display & Brightness", "sun.max", .systemBlue),
      Row("Wallpaper", "photo", .systemTeal),
      Row("Privacy & Security", "lock", .systemBlue),
      Row("Passwords", "lock", .systemGray),
    ],
    [
      Row("Mail", "envelope", .systemBlue, value: "3 Accounts"),
      Row("Files", "folder", .systemBlue),
      Row("Photos", "photo", .systemOrange),
    ],
  ]

  /// The row with identifier `id`.
  static func row(_ id: Int) -> Row? {
    var rest = id
    for group in groups {
      if rest < group.count { return rest >= 0 ? group[rest] : nil }
      rest -= group.count
    }
    return nil
  }

  /// The data source (set once, right after the collection view exists).
  private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>!

  init(viewport: CGSize) {
    let layout = CollectionViewCompositionalLayout.list(
      using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: 0))
    let registration = CollectionView.CellRegistration<SceneListCell, Int> { cell, _, id in
      cell.modelID = id
      guard let row = Self.row(id) else { return }
      var content =
        row.value == nil ? cell.defaultContentConfiguration() : ListContentConfiguration.valueCell()
      content.text = row.title
      content.secondaryText = row.value
      content.image = Image(systemName: row.symbol)
      content.imageProperties.tintColor = row.tint
      cell.contentConfiguration = content
      if row.hasSwitch {
        let toggle = Switch(frame: .zero)
        cell.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
      } else {
        cell.accessories = [.disclosureIndicator()]
      }
    }
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    var next = 0
    for (section, group) in Self.groups.enumerated() {
      snapshot.appendSections([section])
      snapshot.appendItems(Array(next..<(next + group.count)), toSection: section)
      next += group.count
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override var backgroundColor: RenderColor? { RenderStyle.groupedBackground }

  override func style(forItem id: Int) -> RenderStyle { .viewsOnly }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    // A tap on "Wi-Fi" (the first section's second row: 35 points of top margin, rows of 44),
    // then a fling.
    let y = 35.0 + 44 + 22
    let x = Double(viewport.width) / 2
    var events = [
      GestureScript.Event(phase: "began", x: x, y: y, time: 0.2),
      GestureScript.Event(phase: "ended", x: x, y: y, time: 0.3),
    ]
    events += GestureScript.fling(viewport: viewport).events.map {
      var event = $0
      event.time += 1
      return event
    }
    return GestureScript(events: events)
  }
}
