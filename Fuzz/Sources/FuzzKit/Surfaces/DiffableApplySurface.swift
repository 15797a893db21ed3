import Foundation
import Trellis
import TrellisDiffable

/// Diffable data sources: random snapshots built with valid and invalid operations, applied
/// (animated, not animated, or by reloading) to a collection view on the flow layout or a layout
/// that supports updates, interleaved with scrolling, flings, time and interactive reordering.
///
/// Valid operations (append, insert before and after, delete, move before and after, reload,
/// reconfigure, for items and sections; `deleteAllItems`; each through the plain method or the
/// throwing `checked` view) are mirrored on an independent model, and the snapshot must equal it
/// after each. Invalid operations (an identifier already in the snapshot or given twice, an
/// unknown identifier, an item or section moved relative to itself, items without a section) go
/// through `checked` (the plain methods stop the program, as UIKit raises): each must throw the
/// `DiffableDataSourceError.Kind` the library specifies for it and leave the snapshot exactly as
/// it was.
///
/// After every apply, once its animation has ended: the data source's `snapshot()` equals the
/// applied one; the collection view's counts equal it; every visible cell shows the item of its
/// index path, with the latest content of reloaded and reconfigured items, where the layout
/// places it, and no item twice; `itemIdentifier(for:)` and `indexPath(for:)` agree; every
/// completion runs exactly once (a non-animated one before `apply` returns).
@MainActor
public final class DiffableApplySurface: SynchronousFuzzSurface {
  /// `diffable`.
  public let name = "diffable"
  /// What the surface generates.
  public let summary = "diffable snapshots (valid and invalid operations) applied, with scrolling and time"
  /// Its share of a mixed campaign.
  public let weight = 2.0

  /// A surface.
  public init() {}

  typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

  /// The model the snapshots must equal, and the content version of each item (bumped when a
  /// snapshot that reloads or reconfigures it is applied).
  final class Model {
    var sections: [(id: Int, items: [Int])] = []
    var versions: [Int: Int] = [:]
    var nextID = 0
    var violations: [String] = []
    /// How many times each apply's completion ran, by apply number.
    var completions: [Int: Int] = [:]

    func fresh() -> Int {
      nextID += 1
      return nextID
    }
    var allItems: [Int] { sections.flatMap(\.items) }
    func position(ofItem id: Int) -> (section: Int, item: Int)? {
      for (s, section) in sections.enumerated() {
        if let i = section.items.firstIndex(of: id) { return (s, i) }
      }
      return nil
    }
  }

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let names = LayoutSubjects.all.filter(\.batchUpdates).map(\.name)
    let layoutName = c.random.chance(0.4) ? "flow" : (c.random.element(of: names) ?? "flow")
    let (layout, keep) = BatchUpdateSurface.makeLayout(layoutName, c)
    c.note("layout \(layoutName)")
    let view = CollectionView(
      frame: CGRect(
        x: 0, y: 0, width: c.random.double(in: 200...900), height: c.random.double(in: 200...900)),
      collectionViewLayout: layout)
    view.register(FuzzCell.self, forCellWithReuseIdentifier: FuzzDataSource.reuseIdentifier)
    let model = Model()
    weak var weakSource: CollectionViewDiffableDataSource<Int, Int>?
    let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, path, id in
      let cell = view.dequeueReusableCell(withReuseIdentifier: FuzzDataSource.reuseIdentifier, for: path)
      if let cell = cell as? FuzzCell {
        cell.itemID = id
        cell.version = model.versions[id] ?? 0
      }
      if let shown = weakSource?.itemIdentifier(for: path), shown != id {
        model.violations.append(
          "the cell provider was given item \(id) for \(path.short), which holds \(shown)")
      }
      return cell
    }
    weakSource = source
    if c.random.chance(0.3) { source.reorderingHandlers.canReorderItem = { _ in true } }
    // A first snapshot of a few sections, applied without animation.
    var first = Snapshot()
    for _ in 0..<c.random.int(in: 0...4) {
      let section = model.fresh()
      let items = (0..<(c.random.chance(0.9) ? c.random.int(in: 0...60) : c.random.int(in: 100...2_000))).map
      { _ in
        model.fresh()
      }
      first.appendSections([section])
      first.appendItems(items, toSection: section)
      model.sections.append((section, items))
    }
    c.note("first snapshot: \(model.sections.map(\.items.count)) items")
    source.apply(first, animatingDifferences: false)
    var applies = 0
    for step in 0..<c.random.int(in: 2...10) {
      switch c.random.below(10) {
      case 0, 1, 2, 3, 4, 5:
        var snapshot = source.snapshot()
        for _ in 0..<c.random.int(in: 1...8) {
          if c.random.chance(0.25) {
            try invalidOperation(&snapshot, model, c)
          } else {
            try validOperation(&snapshot, model, c)
          }
        }
        applies += 1
        try apply(snapshot, number: applies, source, view, model, c, step)
      case 6:
        FuzzInterleaving.scroll(view, c)
      case 7:
        FuzzInterleaving.fling(view, c)
      case 8:
        try reorder(view, source, model, c)
      default:
        FuzzInterleaving.wait(view, c)
      }
      try FuzzCheck.finite(view, "diffable step \(step)")
      if let violation = model.violations.first { throw FuzzFailure(.wrongResult, violation) }
    }
    view.advance(by: 5)
    try checkShowsModel(view, source, model, "at the end")
    for (number, count) in model.completions.sorted(by: { $0.key < $1.key }) where count != 1 {
      throw FuzzFailure(.wrongResult, "apply \(number)'s completion ran \(count) times")
    }
    withExtendedLifetime((keep, source)) {}
  }

  // MARK: - Applying

  func apply(
    _ snapshot: Snapshot, number: Int, _ source: CollectionViewDiffableDataSource<Int, Int>,
    _ view: CollectionView,
    _ model: Model, _ c: FuzzContext, _ step: Int
  ) throws {
    // What the snapshot says changed: the cells of these items must show the new content.
    var changed = Set(snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers)
    for section in snapshot.reloadedSectionIdentifiers {
      changed.formUnion(snapshot.itemIdentifiers(inSection: section))
    }
    for id in changed { model.versions[id, default: 0] += 1 }
    let mode = c.random.below(10)
    c.note(
      "apply \(number) (\(mode < 6 ? "animated" : mode < 9 ? "not animated" : "reload data")): "
        + "sections \(snapshot.sectionIdentifiers), \(snapshot.numberOfItems) items, changed \(changed.sorted())"
    )
    model.completions[number] = 0
    let completion = { model.completions[number, default: 0] += 1 }
    switch mode {
    case 0, 1, 2, 3, 4, 5:
      source.apply(snapshot, animatingDifferences: true, completion: completion)
    case 6, 7, 8:
      source.apply(snapshot, animatingDifferences: false, completion: completion)
      try FuzzCheck.expect(
        model.completions[number] == 1,
        "step \(step): a non-animated apply returned before its completion ran")
    default:
      source.applySnapshotUsingReloadData(snapshot, completion: completion)
      try FuzzCheck.expect(
        model.completions[number] == 1,
        "step \(step): applySnapshotUsingReloadData returned before its completion")
    }
    try FuzzCheck.expect(
      Self.structure(source.snapshot()) == Self.structure(snapshot),
      "step \(step): snapshot() after apply is not the applied snapshot")
    if c.random.chance(0.6) {
      view.advance(by: 0.5)
      try checkShowsModel(view, source, model, "step \(step)")
    }
  }

  /// The view shows the model: counts, each visible cell's item and content, its frame.
  func checkShowsModel(
    _ view: CollectionView, _ source: CollectionViewDiffableDataSource<Int, Int>, _ model: Model,
    _ when: String
  ) throws {
    let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    try FuzzCheck.expect(
      counts == model.sections.map(\.items.count),
      "\(when): counts \(counts), model \(model.sections.map(\.items.count))")
    try FuzzCheck.expect(
      Self.structure(source.snapshot()) == model.sections.map { [$0.id] + $0.items },
      "\(when): the data source's snapshot is not the model")
    let layout = view.collectionViewLayout
    layout.prepareIfNeeded()
    var seen = Set<Int>()
    for path in view.indexPathsForVisibleItems {
      guard let cell = view.cellForItem(at: path) as? FuzzCell else { continue }
      let expected = model.sections[path[0]].items[path[1]]
      try FuzzCheck.expect(
        cell.itemID == expected,
        "\(when): the cell at \(path.short) shows item \(cell.itemID), the model has \(expected)")
      try FuzzCheck.expect(
        cell.version == model.versions[expected] ?? 0,
        "\(when): the cell of item \(expected) shows content \(cell.version), the latest is \(model.versions[expected] ?? 0)"
      )
      try FuzzCheck.expect(seen.insert(expected).inserted, "\(when): item \(expected) is shown twice")
      try FuzzCheck.expect(
        source.itemIdentifier(for: path) == expected && source.indexPath(for: expected) == path,
        "\(when): itemIdentifier(for: \(path.short)) / indexPath(for: \(expected)) disagree with the model")
      if let frame = layout.layoutAttributesForItem(at: path)?.frame,
        let applied = cell.appliedLayoutAttributes
      {
        try FuzzCheck.expect(
          applied.frame == frame,
          "\(when): the cell at \(path.short) is at \(applied.frame), the layout says \(frame)")
      }
    }
    if let violation = model.violations.first { throw FuzzFailure(.wrongResult, "\(when): \(violation)") }
  }

  /// Interactive reordering of a visible item (only when `canReorderItem` allows it), ended or
  /// cancelled; the data source's snapshot then has the same sections and items, maybe in
  /// another order, and becomes the model.
  func reorder(
    _ view: CollectionView, _ source: CollectionViewDiffableDataSource<Int, Int>, _ model: Model,
    _ c: FuzzContext
  ) throws {
    view.layoutIfNeeded()
    guard let path = c.random.element(of: view.indexPathsForVisibleItems) else { return }
    let target = CGPoint(
      x: c.random.double(in: 0...view.bounds.width),
      y: view.bounds.minY + c.random.double(in: 0...view.bounds.height))
    let ends = c.random.chance(0.7)
    c.note("reorder \(path.short) to \(target), \(ends ? "end" : "cancel")")
    guard view.beginInteractiveMovementForItem(at: path) else { return }
    view.updateInteractiveMovementTargetPosition(target)
    view.layoutIfNeeded()
    if ends { view.endInteractiveMovement() } else { view.cancelInteractiveMovement() }
    view.advance(by: 0.5)
    let after = source.snapshot()
    try FuzzCheck.expect(
      after.sectionIdentifiers == model.sections.map(\.id)
        && Set(after.itemIdentifiers) == Set(model.allItems) && after.numberOfItems == model.allItems.count,
      "reordering changed the snapshot's sections or items")
    model.sections = after.sectionIdentifiers.map { ($0, after.itemIdentifiers(inSection: $0)) }
  }

  /// Sections and items of a snapshot: per section, its identifier then its items.
  static func structure(_ snapshot: Snapshot) -> [[Int]] {
    snapshot.sectionIdentifiers.map { [$0] + snapshot.itemIdentifiers(inSection: $0) }
  }

  /// Everything a snapshot holds, marks included (an invalid operation must change none of it).
  static func everything(_ snapshot: Snapshot) -> [[Int]] {
    structure(snapshot) + [
      snapshot.reloadedItemIdentifiers, snapshot.reconfiguredItemIdentifiers,
      snapshot.reloadedSectionIdentifiers,
    ]
  }
}
