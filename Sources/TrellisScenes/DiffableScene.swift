import TrellisCompositional
import TrellisDiffable

/// "diffable": a `CollectionViewDiffableDataSource` editing a live snapshot, on a flow layout of
/// 80-point tiles or a compositional layout (the outline as a list of 44-point rows, the other
/// sections as grids of 80-point tiles). Section 0 is an outline (three folders 0, 1, 2 with three children each;
/// folder 0 starts expanded); sections 1 and 2 are plain lists. Every change is a snapshot
/// applied with animation: the data source computes the batch.
///
/// Taps: on a folder, expand or collapse it (`toggleOutlineDisclosure`); on any other tile,
/// delete it; on empty space, insert a new tile at the top of section 1.
///
/// Parameters: `layout` 0…1 (0) — 0 flow, 1 compositional (a change animates the transition,
/// keeping the data); `items` 0…200 (12) — tiles per plain section (resets the data); `edit` 0…1000
/// (0) — every new value v applies one seeded edit to the live snapshot, the kind chosen by
/// v mod 5: 0 shuffle a plain section, 1 insert a tile, 2 delete a tile, 3 move a tile to the
/// other plain section, 4 expand or collapse a folder (which items: a generator seeded with v).
/// Scrubbing the slider plays one edit per step. Default script: a tap that expands folder 1,
/// then a tap that deletes the first tile of section 1.
final class DiffableScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "diffable", title: "Diffable snapshots",
      summary: "CollectionViewDiffableDataSource on a flow or compositional layout: tap to expand, "
        + "collapse or delete; 'edit' applies seeded snapshot edits",
      parameters: [
        SceneParameter(
          key: "layout", label: "Layout (0 flow, 1 compositional)", minimum: 0, maximum: 1, step: 1,
          defaultValue: 0),
        SceneParameter(
          key: "items", label: "Tiles per section", minimum: 0, maximum: 200, step: 1, defaultValue: 12),
        SceneParameter(
          key: "edit", label: "Edit number", minimum: 0, maximum: 1000, step: 1, defaultValue: 0),
      ],
      supportsTapInsertDelete: true,
      hints: [
        "Tap a folder to expand or collapse it, tap a tile to delete it, or tap empty space to insert a "
          + "tile at the top of the first list.",
        "Scrub 'edit' to apply seeded snapshot edits: shuffles, inserts, deletes and moves between sections.",
      ],
      scrollHint: "Nothing scrolls while the lists fit the view; with more tiles, drag or use the wheel."),
    make: { viewport, parameters throws(SceneError) in
      DiffableScene(viewport: viewport, parameters: parameters)
    })

  /// The sections: an outline, then two plain lists.
  static let sections = ["outline", "first", "second"]
  /// The folders of the outline.
  static let folders = [0, 1, 2]

  /// The data source (set once, right after the collection view exists).
  private(set) var dataSource: CollectionViewDiffableDataSource<String, Int>!
  /// The identifier the next new tile gets.
  private(set) var nextID = 0

  init(viewport: CGSize, parameters: [String: Double]) {
    let layout = Self.makeLayout(compositional: parameters["layout"] == 1)
    let items = SceneItems(count: 0)
    // The items object only tracks the displayed cells (as the delegate); the diffable data
    // source replaces it as the data source.
    super.init(viewport: viewport, layout: layout, items: items)
    let registration = CollectionView.CellRegistration<SceneCell, Int> { cell, _, id in cell.modelID = id }
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
    }
    reset(tilesPerSection: Int(parameters["items"] ?? 12))
  }

  /// The layout the scene runs on. Flow: 80-point tiles, 10 apart, sections inset by 10.
  /// Compositional: section 0 (the outline) a list of full-width 44-point rows, the others rows
  /// of 80-point tiles 10 apart, every section inset by 10 (and 10 between rows). The rest of
  /// the scene does not depend on the layout.
  static func makeLayout(compositional: Bool) -> CollectionViewLayout {
    if compositional {
      return CollectionViewCompositionalLayout { index, _ in
        index == 0 ? outlineSection() : tileSection()
      }
    }
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 80)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    return layout
  }

  /// The compositional outline: one full-width, 44-point row per item.
  private static func outlineSection() -> CollectionLayoutSection {
    let row = CollectionLayoutItem.fillingGroup()
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: [row])
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    return section
  }

  /// A compositional grid: rows of 80 × 80 tiles, 10 apart both ways.
  private static func tileSection() -> CollectionLayoutSection {
    let tile = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(80)))
    let row = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
      subitems: [tile])
    row.interItemSpacing = .fixed(10)
    let section = CollectionLayoutSection(group: row)
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    return section
  }

  /// Replaces everything: folders 0…2 with children 3…11 (folder 0 expanded), then two plain
  /// sections of `tilesPerSection` tiles numbered on from 12. Shown with `reloadData()`.
  private func reset(tilesPerSection: Int) {
    var outline = DiffableDataSourceSectionSnapshot<Int>()
    outline.append(Self.folders)
    for folder in Self.folders { outline.append((0..<3).map { 3 + 3 * folder + $0 }, to: folder) }
    outline.expand([0])
    nextID = 12
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(Self.sections)
    snapshot.appendItems(outline.visibleItems, toSection: "outline")
    for section in Self.sections.dropFirst() {
      snapshot.appendItems(Array(nextID..<(nextID + tilesPerSection)), toSection: section)
      nextID += tilesPerSection
    }
    items.forgetDisplayed()
    dataSource.applySnapshotUsingReloadData(snapshot)
    dataSource.apply(outline, to: "outline", animatingDifferences: false)
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "layout":
      collectionView.setCollectionViewLayout(Self.makeLayout(compositional: value == 1), animated: true)
    case "items": reset(tilesPerSection: Int(value))
    case "edit": applyEdit(Int(value))
    default: break
    }
  }

  // MARK: Edits

  /// Applies seeded edit number `number` (see the type's description).
  func applyEdit(_ number: Int) {
    var random = SceneRandom(seed: number)
    var snapshot = dataSource.snapshot()
    let plain = Array(Self.sections.dropFirst())
    switch number % 5 {
    case 0:
      let section = plain[random.below(plain.count)]
      var tiles = snapshot.itemIdentifiers(inSection: section)
      guard tiles.count > 1 else { return }
      for index in stride(from: tiles.count - 1, to: 0, by: -1) {
        tiles.swapAt(index, random.below(index + 1))
      }
      snapshot.deleteItems(tiles)
      snapshot.appendItems(tiles, toSection: section)
    case 1:
      let section = plain[random.below(plain.count)]
      let tiles = snapshot.itemIdentifiers(inSection: section)
      let id = nextID
      nextID += 1
      if tiles.isEmpty {
        snapshot.appendItems([id], toSection: section)
      } else {
        snapshot.insertItems([id], beforeItem: tiles[random.below(tiles.count)])
      }
    case 2:
      let tiles = plain.flatMap { snapshot.itemIdentifiers(inSection: $0) }
      guard !tiles.isEmpty else { return }
      snapshot.deleteItems([tiles[random.below(tiles.count)]])
    case 3:
      let from = random.below(2)
      let source = snapshot.itemIdentifiers(inSection: plain[from])
      guard !source.isEmpty else { return }
      let tile = source[random.below(source.count)]
      let destination = snapshot.itemIdentifiers(inSection: plain[1 - from])
      if destination.isEmpty {
        snapshot.deleteItems([tile])
        snapshot.appendItems([tile], toSection: plain[1 - from])
      } else {
        snapshot.moveItem(tile, beforeItem: destination[random.below(destination.count)])
      }
    default:
      dataSource.toggleOutlineDisclosure(for: Self.folders[random.below(Self.folders.count)])
      return
    }
    dataSource.apply(snapshot)
  }

  // MARK: Taps

  override func tap(at point: CGPoint) -> Bool {
    guard !collectionView.isInteractivelyMoving else { return false }
    if let indexPath = collectionView.indexPathForItem(at: point),
      let id = dataSource.itemIdentifier(for: indexPath)
    {
      if Self.folders.contains(id) { return dataSource.toggleOutlineDisclosure(for: id) }
      var snapshot = dataSource.snapshot()
      if snapshot.sectionIdentifier(containingItem: id) == "outline" {
        var outline = dataSource.snapshot(for: "outline")
        outline.delete([id])
        dataSource.apply(outline, to: "outline")
        return true
      }
      snapshot.deleteItems([id])
      dataSource.apply(snapshot)
      return true
    }
    var snapshot = dataSource.snapshot()
    let id = nextID
    nextID += 1
    if let first = snapshot.itemIdentifiers(inSection: "first").first {
      snapshot.insertItems([id], beforeItem: first)
    } else {
      snapshot.appendItems([id], toSection: "first")
    }
    dataSource.apply(snapshot)
    return true
  }

  /// A tap on folder 1 at 0.1 s (it expands: its children 6, 7, 8 slide in) and a tap on the
  /// first tile of section 1 at 0.5 s (it is deleted), both at the places they have then.
  override func defaultScript(viewport: CGSize) -> GestureScript {
    collectionView.layoutIfNeeded()
    let offset = collectionView.contentOffset
    guard let folder = dataSource.indexPath(for: 1),
      let folderCentre = collectionView.layoutAttributesForItem(at: folder)?.center
    else { return GestureScript(events: []) }
    var events = [
      GestureScript.Event(
        phase: "tap", x: Double(folderCentre.x - offset.x), y: Double(folderCentre.y - offset.y), time: 0.1)
    ]
    // After the expansion the outline shows 0, 3, 4, 5, 1, 6, 7, 8, 2. Flow: nine tiles in
    // rows of four at y = 10, 100, 190; the section ends at 190 + 80 + 10 = 280 and section 1's
    // first tile starts 10 lower, at (10, 290): its centre is (50, 330). Compositional: nine
    // 44-point rows from y = 10 end at 406, the section at 416; section 1's first tile is at
    // (10, 426): its centre is (50, 466).
    if !dataSource.snapshot().itemIdentifiers(inSection: "first").isEmpty {
      let y: Double = collectionView.collectionViewLayout is CollectionViewCompositionalLayout ? 466 : 330
      events.append(
        GestureScript.Event(phase: "tap", x: 50 - Double(offset.x), y: y - Double(offset.y), time: 0.5))
    }
    return GestureScript(events: events)
  }
}

/// A small seeded generator (SplitMix64) for the scene's edits.
struct SceneRandom {
  private var state: UInt64

  init(seed: Int) {
    state = UInt64(bitPattern: Int64(seed)) &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234_5678
  }

  /// A whole number in 0..<bound (bound ≥ 1).
  mutating func below(_ bound: Int) -> Int {
    state = SeededValues.mix(state)
    return Int(state % UInt64(max(bound, 1)))
  }
}
