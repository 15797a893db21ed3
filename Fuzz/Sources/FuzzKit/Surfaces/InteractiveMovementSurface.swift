import Foundation
import Trellis

/// Interactive movement (reordering by dragging) within and across sections, with scrolling and
/// auto-scrolling time in between, ended or cancelled.
///
/// Checks: the data source is never asked for a path outside its counts; while the item moves,
/// every visible cell shows the item the in-flight order puts at its path (the model with the
/// moving item taken out and put at the moving cell's path); after the drop the view equals the
/// data source's model (which heard one `moveItemAt`), after a cancel the unchanged model; no
/// item is shown twice.
@MainActor
public final class InteractiveMovementSurface: SynchronousFuzzSurface {
  /// `movement`.
  public let name = "movement"
  /// What the surface generates.
  public let summary =
    "interactive movement across sections with scrolling; cells show the data source's items"
  /// Its share of a mixed campaign.
  public let weight = 2.0

  /// A surface.
  public init() {}

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let layoutName = c.random.pick(["flow", "flow", "waterfall", "paged-grid"])
    let (layout, keep) = BatchUpdateSurface.makeLayout(layoutName, c)
    let model = c.numberedSections(sections: 1...4, items: 0...60)
    c.note("layout \(layoutName), counts \(model.map(\.count))")
    let source = FuzzDataSource(sections: model)
    let view = CollectionView.fuzz(
      frame: CGRect(
        x: 0, y: 0, width: c.random.double(in: 200...800), height: c.random.double(in: 200...900)),
      layout: layout, dataSource: source)
    view.layoutIfNeeded()
    for round in 0..<c.random.int(in: 1...4) {
      try moveOnce(view, source, c, round)
    }
    withExtendedLifetime(keep) {}
  }

  func moveOnce(_ view: CollectionView, _ source: FuzzDataSource, _ c: FuzzContext, _ round: Int) throws {
    let visible = view.indexPathsForVisibleItems
    guard let start = c.random.element(of: visible) else { return }
    let before = source.sections
    let movingID = before[start[0]][start[1]]
    c.note("round \(round): begin at \(start.short) (item \(movingID))")
    guard view.beginInteractiveMovementForItem(at: start) else { return }
    let size = view.bounds.size
    for _ in 0..<c.random.int(in: 1...8) {
      switch c.random.below(5) {
      case 0:
        let offset = CGPoint(x: view.contentOffset.x, y: c.random.double(in: -100...4_000))
        c.note("contentOffset = \(offset)")
        view.contentOffset = offset
      case 1:
        c.note("advance 0.1 s (auto-scroll)")
        view.advance(by: 0.1)
      default:
        let point = CGPoint(
          x: view.contentOffset.x + c.random.double(in: -20...Double(size.width) + 20),
          y: view.contentOffset.y + c.random.double(in: -40...Double(size.height) + 40))
        c.note("target position \(point)")
        view.updateInteractiveMovementTargetPosition(point)
      }
      view.layoutIfNeeded()
      try checkInFlight(view, before, movingID, source, "round \(round)")
    }
    let cancel = c.random.chance(0.25)
    c.note(cancel ? "cancel" : "end")
    if cancel { view.cancelInteractiveMovement() } else { view.endInteractiveMovement() }
    view.advance(by: 0.5)
    if cancel {
      try FuzzCheck.expect(source.sections == before, "round \(round): a cancelled move changed the model")
    }
    try checkShown(view, source.sections, source, "round \(round) after the drop")
  }

  /// While moving: the model with the moving item put at the moving cell's path.
  func checkInFlight(
    _ view: CollectionView, _ model: [[Int]], _ movingID: Int, _ source: FuzzDataSource, _ when: String
  ) throws {
    if let violation = source.violations.first { throw FuzzFailure(.wrongResult, "\(when): \(violation)") }
    guard
      let movingCell = view.visibleCells.first(where: { ($0 as? FuzzCell)?.itemID == movingID }),
      let target = view.indexPath(for: movingCell)
    else { return }
    var inFlight = model
    for section in inFlight.indices {
      if let index = inFlight[section].firstIndex(of: movingID) { inFlight[section].remove(at: index) }
    }
    guard inFlight.indices.contains(target[0]), target[1] <= inFlight[target[0]].count else {
      throw FuzzFailure(
        .wrongResult, "\(when): the moving item is at \(target.short), outside the in-flight counts")
    }
    inFlight[target[0]].insert(movingID, at: target[1])
    try checkShown(view, inFlight, source, when)
  }

  func checkShown(_ view: CollectionView, _ model: [[Int]], _ source: FuzzDataSource, _ when: String) throws {
    if let violation = source.violations.first { throw FuzzFailure(.wrongResult, "\(when): \(violation)") }
    var seen = Set<Int>()
    for cell in view.visibleCells {
      guard let path = view.indexPath(for: cell), let item = (cell as? FuzzCell)?.itemID else { continue }
      guard model.indices.contains(path[0]), model[path[0]].indices.contains(path[1]) else {
        throw FuzzFailure(
          .wrongResult, "\(when): a cell at \(path.short) outside the counts \(model.map(\.count))")
      }
      try FuzzCheck.expect(
        item == model[path[0]][path[1]],
        "\(when): the cell at \(path.short) shows item \(item), expected \(model[path[0]][path[1]])")
      try FuzzCheck.expect(seen.insert(item).inserted, "\(when): item \(item) is shown twice")
    }
  }
}
