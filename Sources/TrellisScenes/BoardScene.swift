import TrellisCompositional
import TrellisDiffable
import TrellisLists

/// "board": a Kanban-style board — three columns ("To do", "Doing", "Done") stacked as the
/// sections of a compositional layout (`BoardLayout`), each under a header with its name and
/// card count, each card a white rounded list cell with a title and a tag. Cards move between
/// columns by drag and drop, driven by the same touches as everywhere in the playground: a long
/// press (0.5 s held still, `CollectionView.dragLiftDelay`) on a card lifts it (the scene's drag
/// delegate gives one `DragItem` whose `localObject` is the card's identifier; the session draws
/// it lifted under the finger), moving it over a column opens a gap there (the drop delegate
/// proposes a move with `.insertAtDestinationIndexPath`, `BoardLayout` says where), and lifting
/// the finger drops it in the gap: the drop delegate places nothing itself, so the diffable data
/// source's `reorderingHandlers` move the card (docs/drag-and-drop.md §5). A drop outside every
/// column (below the last one) is refused (`.cancel`): the gap closes and nothing changes.
///
/// No parameters. Default script: a long press on "Write the drop test", a drag into "Doing"
/// between its two cards, and a release.
final class BoardScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "board", title: "Board",
      summary: "Kanban board in a compositional layout: long-press a card and drag it to another column",
      parameters: [],
      hints: [
        "Long-press a card (½ s), then drag it into another column; release to drop it in the gap.",
        "Releasing below the last column cancels the drag.",
      ]),
    make: { viewport, _ throws(SceneError) in BoardScene(viewport: viewport) })

  /// One card: its title and tag.
  struct Card {
    let title: String
    let tag: String
  }

  /// The columns' names, in order (section identifiers are their indexes).
  static let columns = ["To do", "Doing", "Done"]

  /// The cards at the start, per column; a card's identifier is its index in the flattened list.
  static let initialCards: [[Card]] = [
    [
      Card(title: "Design the board scene", tag: "Playground"),
      Card(title: "Write the drop test", tag: "Tests"),
      Card(title: "Draw lifted cards", tag: "Render"),
    ],
    [
      Card(title: "Port the Kanban screen", tag: "Screen corpus"),
      Card(title: "Measure frame times", tag: "Benchmarks"),
    ],
    [
      Card(title: "Drag and drop in the host", tag: "Host"),
      Card(title: "Reordering cadence", tag: "Host"),
    ],
  ]

  /// The card with identifier `id`, or `nil`.
  static func card(_ id: Int) -> Card? {
    var rest = id
    for column in initialCards {
      if rest < column.count { return rest >= 0 ? column[rest] : nil }
      rest -= column.count
    }
    return nil
  }

  /// The layout.
  let board = BoardLayout()
  /// The data source (set once, right after the collection view exists).
  private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>!

  init(viewport: CGSize) {
    super.init(viewport: viewport, layout: board, items: SceneItems(count: 0))
    let registration = CollectionView.CellRegistration<SceneListCell, Int> { cell, _, id in
      cell.modelID = id
      guard let card = Self.card(id) else { return }
      var content = ListContentConfiguration.subtitleCell()
      content.text = card.title
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      content.secondaryText = card.tag
      content.secondaryTextProperties.color = .secondaryLabel
      cell.contentConfiguration = content
      var background = BackgroundConfiguration.listPlainCell()
      background.backgroundColor = .white
      background.cornerRadius = 10
      cell.backgroundConfiguration = background
    }
    let headers = CollectionView.SupplementaryRegistration<SectionTitleHeaderView>(
      elementKind: BoardLayout.headerKind
    ) { [unowned self] header, _, indexPath in
      configure(header, section: indexPath.section)
    }
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { [unowned self] _ in refreshHeaders() }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    var next = 0
    for (section, cards) in Self.initialCards.enumerated() {
      snapshot.appendSections([section])
      snapshot.appendItems(Array(next..<(next + cards.count)), toSection: section)
      next += cards.count
    }
    dataSource.applySnapshotUsingReloadData(snapshot)
    collectionView.dragDelegate = self
    collectionView.dropDelegate = self
    collectionView.dragInteractionEnabled = true
  }

  /// The card identifiers of each column, in order.
  var columnItems: [[Int]] {
    let snapshot = dataSource.snapshot()
    return snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
  }

  private func configure(_ header: SectionTitleHeaderView, section: Int) {
    let snapshot = dataSource.snapshot()
    guard section >= 0, section < snapshot.numberOfSections else { return }
    let identifier = snapshot.sectionIdentifiers[section]
    let title = identifier >= 0 && identifier < Self.columns.count ? Self.columns[identifier] : ""
    header.show("\(title) · \(snapshot.numberOfItems(inSection: identifier))")
  }

  /// Shows the new card counts in the headers on screen.
  private func refreshHeaders() {
    for view in collectionView.visibleSupplementaryViews(ofKind: BoardLayout.headerKind) {
      guard let header = view as? SectionTitleHeaderView,
        let path = header.appliedLayoutAttributes?.indexPath,
        path.count == 2
      else { continue }
      configure(header, section: path[0])
    }
  }

  override var backgroundColor: RenderColor? { RenderStyle.groupedBackground }

  override var drawnSupplementaryKinds: [String] { [BoardLayout.headerKind] }

  override func style(forItem id: Int) -> RenderStyle { .viewsOnly }

  /// A long press on "Write the drop test" (the first column's second card, centre y = 48 + 68 +
  /// 30 = 146), held 0.6 s, a drag down to y = 350 — into "Doing", below the centre of its first
  /// card — and a release there.
  override func defaultScript(viewport: CGSize) -> GestureScript {
    let x = Double(viewport.width) / 2
    var events = [GestureScript.Event(phase: "began", x: x, y: 146, time: 0.1)]
    events += GestureScript.drag(
      from: CGPoint(x: x, y: 146), to: CGPoint(x: x, y: 350), at: 0.7, duration: 0.6, steps: 12
    )
    .filter { $0.phase != "began" }
    return GestureScript(events: events)
  }
}
