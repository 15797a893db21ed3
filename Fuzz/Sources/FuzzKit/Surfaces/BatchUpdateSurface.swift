import Foundation
import Trellis
import TrellisCompositional
import TrellisLayouts

/// Batch updates against an array-of-arrays model, interleaved with scrolling and time, on the
/// flow layout and the gallery layouts that support updates (`LayoutSubject.batchUpdates`).
///
/// Every batch is either valid by construction (`BatchPlan.valid`) or a valid one broken in one
/// of the ways UIKit raises for (`BatchPlan.corrupted`): out-of-range paths, duplicate moves, a
/// delete and a move of one item, counts that do not add up, deleting a section and inserting
/// into it, malformed index paths. Each batch goes through one of UIKit's two spellings at random
/// (`FuzzBatch.Spelling`): `performCheckedBatchUpdates` must throw for an invalid batch and leave
/// `lastUpdateError` alone; `performBatchUpdates` must record it in `lastUpdateError` (and clear
/// it when a batch is applied). Checks: a valid batch is applied, and once its animation ends
/// the view equals the model (counts, and every visible cell shows the model's item at its path,
/// where the layout places it); an invalid batch is refused and leaves the view exactly as it
/// was (the same cells showing the same items at the same places); completions run once.
@MainActor
public final class BatchUpdateSurface: SynchronousFuzzSurface {
  /// `batch`.
  public let name = "batch"
  /// What the surface generates.
  public let summary = "valid and invalid batch updates vs an array model, with scrolling and time"
  /// Its share of a mixed campaign.
  public let weight = 4.0

  /// A surface.
  public init() {}

  /// The layouts batches run on, configured with ordinary values (layout inputs are the layout
  /// surface's job). Add a layout here, or mark its `LayoutSubject` with `batchUpdates`.
  static func makeLayout(_ name: String, _ c: FuzzContext) -> (CollectionViewLayout, [AnyObject]) {
    switch name {
    case "waterfall":
      let layout = WaterfallLayout()
      layout.columnCount = c.random.int(in: 1...4)
      layout.itemHeight = CGFloat(c.random.double(in: 20...150))
      layout.headerHeight = c.random.chance(0.3) ? 30 : 0
      return (layout, [])
    case "compositional":
      return (LayoutSubjects.makeCompositional(c, edges: false), [])
    case "paged-grid":
      let layout = PagedGridLayout()
      layout.columns = c.random.int(in: 1...5)
      layout.rows = c.random.int(in: 1...6)
      return (layout, [])
    default:
      let layout = CollectionViewFlowLayout()
      layout.itemSize = CGSize(width: c.random.double(in: 30...200), height: c.random.double(in: 20...120))
      layout.minimumLineSpacing = CGFloat(c.random.double(in: 0...20))
      layout.minimumInteritemSpacing = CGFloat(c.random.double(in: 0...20))
      if c.random.chance(0.3) { layout.headerReferenceSize = CGSize(width: 40, height: 40) }
      if c.random.chance(0.2) { layout.scrollDirection = .horizontal }
      return (layout, [])
    }
  }

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let names = LayoutSubjects.all.filter(\.batchUpdates).map(\.name)
    let layoutName = c.random.chance(0.5) ? "flow" : (c.random.element(of: names) ?? "flow")
    let (layout, keep) = Self.makeLayout(layoutName, c)
    var nextID = 0
    var model: [[Int]] = (0..<c.random.int(in: 0...5)).map { _ in
      let count = c.random.chance(0.9) ? c.random.int(in: 0...40) : c.random.int(in: 100...400)
      return (0..<count).map { _ in
        nextID += 1
        return nextID - 1
      }
    }
    c.note("layout \(layoutName), counts \(model.map(\.count))")
    let source = FuzzDataSource(sections: model)
    let view = CollectionView.fuzz(
      frame: CGRect(
        x: 0, y: 0, width: c.random.double(in: 200...900), height: c.random.double(in: 200...900)),
      layout: layout, dataSource: source)
    view.layoutIfNeeded()
    for step in 0..<c.random.int(in: 2...12) {
      switch c.random.below(10) {
      case 0, 1, 2, 3, 4, 5:
        var plan = BatchPlan.valid(from: model, nextID: &nextID, &c.random)
        if c.random.chance(0.4) { plan = plan.corrupted(old: model, nextID: &nextID, &c.random) }
        try batch(plan, &model, view, source, c, step)
      case 6:
        FuzzInterleaving.scroll(view, c)
      case 7:
        FuzzInterleaving.fling(view, c)
      default:
        FuzzInterleaving.wait(view, c)
      }
      try FuzzCheck.finite(view, "batch step \(step)")
      if let violation = source.violations.first { throw FuzzFailure(.wrongResult, violation) }
    }
    view.advance(by: 5)
    try checkEqualsModel(view, model, source, c, "at the end")
    withExtendedLifetime(keep) {}
  }

  /// What a view shows: per visible cell, its path, identity, item and frame.
  struct Snapshot: Equatable {
    var counts: [Int]
    var offset: CGPoint
    var contentSize: CGSize
    var cells: [String]
  }

  func snapshot(_ view: CollectionView) -> Snapshot {
    let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    let cells = view.visibleCells.map { cell -> String in
      let path = view.indexPath(for: cell).map(\.short) ?? "?"
      return "\(path) \(ObjectIdentifier(cell)) item \((cell as? FuzzCell)?.itemID ?? -2) at \(cell.frame)"
    }
    return Snapshot(counts: counts, offset: view.contentOffset, contentSize: view.contentSize, cells: cells)
  }

  func batch(
    _ plan: BatchPlan, _ model: inout [[Int]], _ view: CollectionView, _ source: FuzzDataSource,
    _ c: FuzzContext,
    _ step: Int
  ) throws {
    let spelling = c.random.pick(FuzzBatch.Spelling.allCases)
    c.note("batch (\(spelling.rawValue)) \(plan)")
    view.layoutIfNeeded()
    let before = snapshot(view)
    var completions: [Bool] = []
    let error = try FuzzBatch.perform(view, spelling: spelling, completion: { completions.append($0) }) {
      batch in
      source.sections = plan.newModel
      plan.record(batch)
    }
    if let corruption = plan.corruption {
      guard let error else {
        throw FuzzFailure(
          .wrongResult, "step \(step): an invalid batch (\(corruption)) was accepted: \(plan)")
      }
      c.note("rejected: \(error)")
      // The app puts its model back; the view must be exactly as it was.
      source.sections = model
      let after = snapshot(view)
      try FuzzCheck.expect(
        after == before,
        "step \(step): a rejected batch (\(corruption)) changed the view: \(before) → \(after)")
      try FuzzCheck.expect(completions.isEmpty, "step \(step): a rejected batch called its completion")
      return
    }
    if let error {
      throw FuzzFailure(.wrongResult, "step \(step): a valid batch was rejected: \(error) — \(plan)")
    }
    model = plan.newModel
    // Sometimes check at once after the animation; sometimes let the next step interrupt it.
    if c.random.chance(0.6) {
      view.advance(by: 0.5)
      try FuzzCheck.expect(
        completions == [true], "step \(step): completions \(completions) after the animation")
      try checkEqualsModel(view, model, source, c, "step \(step)")
    }
  }

  /// The view equals the model: the counts, and each visible cell shows the model's item at its
  /// index path, where the layout places that path.
  func checkEqualsModel(
    _ view: CollectionView, _ model: [[Int]], _ source: FuzzDataSource, _ c: FuzzContext, _ when: String
  ) throws {
    let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    try FuzzCheck.expect(
      counts == model.map(\.count), "\(when): counts \(counts), model \(model.map(\.count))")
    let layout = view.collectionViewLayout
    layout.prepareIfNeeded()
    var seen = Set<Int>()
    for cell in view.visibleCells {
      guard let path = view.indexPath(for: cell), let fuzzCell = cell as? FuzzCell else { continue }
      let expected = model[path[0]][path[1]]
      try FuzzCheck.expect(
        fuzzCell.itemID == expected,
        "\(when): the cell at \(path.short) shows item \(fuzzCell.itemID), the model has \(expected)")
      try FuzzCheck.expect(
        seen.insert(fuzzCell.itemID).inserted, "\(when): item \(fuzzCell.itemID) is shown twice")
      if let frame = layout.layoutAttributesForItem(at: path)?.frame,
        let applied = cell.appliedLayoutAttributes
      {
        try FuzzCheck.expect(
          applied.frame == frame,
          "\(when): the cell at \(path.short) is at \(applied.frame), the layout says \(frame)")
      }
    }
    if let violation = source.violations.first { throw FuzzFailure(.wrongResult, "\(when): \(violation)") }
  }
}
