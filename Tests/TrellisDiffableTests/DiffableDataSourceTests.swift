import Foundation
import Testing

@testable import TrellisDiffable

/// A flag a main-actor task can set.
@MainActor final class Flag {
  var isSet = false
}

/// Applying snapshots through the data source: what the collection view shows, when the
/// completion runs, reload versus reconfigure, reloadData, supplementary views, look-ups.
@Suite @MainActor struct DiffableDataSourceTests {
  /// a [a1 a2 a3], b [b1 b2].
  let start = makeSnapshot([("a", ["a1", "a2", "a3"]), ("b", ["b1", "b2"])])

  @Test func theDataSourceInstallsItselfAndIsHeldWeakly() {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: CollectionViewFlowLayout())
    weak var weakDataSource: CollectionViewDiffableDataSource<String, String>?
    do {
      let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
        _, _, _ in
        CollectionViewCell()
      }
      weakDataSource = dataSource
      #expect(collectionView.dataSource === dataSource)
    }
    // UIKit's collection view does not retain its data source; neither does Trellis's.
    #expect(weakDataSource == nil)
    #expect(collectionView.dataSource == nil)
  }

  @Test func applyShowsTheSnapshotAndAnswersLookUps() {
    let harness = Harness()
    harness.dataSource.apply(start, animatingDifferences: false)
    #expect(harness.counts == [3, 2])
    // Rows of 44 points, sections stacked: b1 is the fourth row, y = 3 × 44 = 132.
    #expect(harness.shown == [p(0, 0): "a1", p(0, 1): "a2", p(0, 2): "a3", p(1, 0): "b1", p(1, 1): "b2"])
    #expect(harness.collectionView.cellForItem(at: p(1, 0))?.frame.minY == 132)
    let dataSource = harness.dataSource
    #expect(dataSource.itemIdentifier(for: p(1, 1)) == "b2")
    #expect(dataSource.itemIdentifier(for: p(1, 2)) == nil)
    #expect(dataSource.itemIdentifier(for: p(5, 0)) == nil)
    #expect(dataSource.indexPath(for: "a3") == p(0, 2))
    #expect(dataSource.indexPath(for: "zz") == nil)
    #expect(dataSource.sectionIdentifier(for: 1) == "b")
    #expect(dataSource.sectionIdentifier(for: 2) == nil)
    #expect(dataSource.index(for: "b") == 1)
    #expect(dataSource.index(for: "zz") == nil)
    #expect(layout(dataSource.snapshot()) == ["a: a1 a2 a3", "b: b1 b2"])
  }

  @Test func anAnimatedApplyCompletesWhenTheAnimationEnds() {
    let harness = Harness()
    harness.dataSource.apply(start, animatingDifferences: false)
    var completions = 0
    var changed = start
    changed.moveItem("b2", beforeItem: "a1")
    harness.dataSource.apply(changed) { completions += 1 }
    // The batch is committed (the data source and the view's counts are the new ones) and
    // animating; the completion waits for the end of the 0.3 s animation.
    #expect(harness.counts == [4, 1])
    #expect(harness.collectionView.isAnimatingUpdates)
    #expect(completions == 0)
    harness.collectionView.advance(by: 0.2)
    #expect(completions == 0)
    harness.collectionView.advance(by: 0.15)
    #expect(completions == 1)
    #expect(!harness.collectionView.isAnimatingUpdates)
    // b2 moved to the top: row 0.
    #expect(harness.shown[p(0, 0)] == "b2")
    #expect(harness.collectionView.cellForItem(at: p(0, 0))?.frame.minY == 0)
  }

  @Test func aNonAnimatedApplyTakesEffectAtOnce() {
    let harness = Harness()
    harness.dataSource.apply(start, animatingDifferences: false)
    let b1 = harness.cellsByItem["b1"]
    var changed = start
    changed.deleteItems(["a1", "a2"])
    var completed = false
    harness.dataSource.apply(changed, animatingDifferences: false) { completed = true }
    #expect(completed)
    #expect(!harness.collectionView.isAnimatingUpdates)
    // b1 is now the second row (a3 first): y = 44, the same cell object (moved, not replaced).
    #expect(harness.cellsByItem["b1"] === b1)
    #expect(b1?.frame.minY == 44)
  }

  @Test func anApplyWithoutChangesCompletesAtOnce() {
    let harness = Harness()
    harness.dataSource.apply(start, animatingDifferences: false)
    var completed = false
    harness.dataSource.apply(start) { completed = true }
    #expect(completed)
    #expect(!harness.collectionView.isAnimatingUpdates)
  }

  @Test func anInterruptedAnimationStillCompletes() {
    let harness = Harness()
    harness.dataSource.apply(start, animatingDifferences: false)
    var log: [String] = []
    var first = start
    first.deleteItems(["a1"])
    harness.dataSource.apply(first) { log.append("first") }
    var second = first
    second.appendItems(["b3"], toSection: "b")
    harness.dataSource.apply(second) { log.append("second") }
    // The second batch finished the first animation early (UIKit calls its completion too).
    #expect(log == ["first"])
    harness.settle()
    #expect(log == ["first", "second"])
    #expect(harness.shown == itemsByPath(second))
  }

  @Test func theAsyncApplyReturnsAfterTheAnimation() async {
    let harness = Harness()
    harness.dataSource.apply(start, animatingDifferences: false, completion: nil)
    var changed = start
    changed.appendItems(["b3"])
    let finished = Flag()
    let task = Task { @MainActor in
      await harness.dataSource.apply(changed)
      finished.isSet = true
    }
    var spins = 0
    while !harness.collectionView.isAnimatingUpdates && spins < 1000 {
      await Task.yield()
      spins += 1
    }
    #expect(harness.collectionView.isAnimatingUpdates)
    #expect(!finished.isSet)
    harness.collectionView.advance(by: 0.5)
    await task.value
    #expect(finished.isSet)
    #expect(harness.counts == [3, 3])
  }

  @Test func reloadReplacesTheCellWhileReconfigureRerunsTheHandlerOnTheSameCell() {
    let harness = Harness()
    harness.dataSource.apply(makeSnapshot([("s", ["A", "B", "C"])]), animatingDifferences: false)
    let before = harness.cellsByItem
    #expect(harness.recorder.handlerCalls == ["A", "B", "C"])
    var marked = makeSnapshot([("s", ["A", "B", "C"])])
    marked.reloadItems(["B"])
    marked.reconfigureItems(["C"])
    harness.dataSource.apply(marked)
    harness.settle()
    let after = harness.cellsByItem
    // Reload: a new cell (dequeued and configured), the old one left with the animation.
    #expect(after["B"] !== before["B"])
    #expect(after["B"]?.configurations == 1)
    // Reconfigure: the same cell, configured a second time, never prepared for reuse.
    #expect(after["C"] === before["C"])
    #expect(after["C"]?.configurations == 2)
    #expect(after["C"]?.reuses == 0)
    #expect(after["A"] === before["A"] && after["A"]?.configurations == 1)
    #expect(harness.recorder.handlerCalls == ["A", "B", "C", "B", "C"])
    // The marks are consumed: the data source's snapshot has none.
    #expect(harness.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    #expect(harness.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
  }

  @Test func aReconfigureOnlyApplyNeedsNoBatch() {
    let harness = Harness()
    harness.dataSource.apply(makeSnapshot([("s", ["A", "B"])]), animatingDifferences: false)
    let cell = harness.cellsByItem["A"]
    var marked = harness.dataSource.snapshot()
    marked.reconfigureItems(["A"])
    var completed = false
    harness.dataSource.apply(marked) { completed = true }
    #expect(completed)
    #expect(!harness.collectionView.isAnimatingUpdates)
    #expect(harness.cellsByItem["A"] === cell && cell?.configurations == 2)
  }

  @Test func applyUsingReloadDataReplacesEveryCellWithoutAnimation() {
    let harness = Harness()
    harness.dataSource.apply(start, animatingDifferences: false)
    let before = harness.cellsByItem
    var completed = false
    var changed = start
    changed.moveSection("b", beforeSection: "a")
    harness.dataSource.applySnapshotUsingReloadData(changed) { completed = true }
    #expect(completed)
    #expect(!harness.collectionView.isAnimatingUpdates)
    #expect(harness.shown == itemsByPath(changed))
    // reloadData sends every cell to the pool; each item is configured again.
    #expect(harness.recorder.handlerCalls.count == 10)
    #expect(harness.cellsByItem.values.allSatisfy { $0.reuses == 1 })
    _ = before
  }

  @Test func supplementaryViewsComeFromTheProviderOrArePlain() {
    let harness = Harness()
    harness.layout.headerReferenceSize = CGSize(width: 390, height: 30)
    let dataSource = harness.dataSource
    let header = CollectionView.SupplementaryRegistration<TitleView>(
      elementKind: CollectionView.elementKindSectionHeader
    ) { [unowned dataSource] view, _, indexPath in
      view.title = dataSource.sectionIdentifier(for: indexPath.section) ?? "?"
    }
    harness.dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    harness.dataSource.apply(start, animatingDifferences: false)
    let kind = CollectionView.elementKindSectionHeader
    #expect(
      (harness.collectionView.supplementaryView(forElementKind: kind, at: p(1, 0)) as? TitleView)?.title
        == "b")
    // Header b sits below header a (30) and a's three rows (132): y = 162.
    #expect(harness.collectionView.supplementaryView(forElementKind: kind, at: p(1, 0))?.frame.minY == 162)

    let plain = Harness()
    plain.layout.headerReferenceSize = CGSize(width: 390, height: 30)
    plain.dataSource.apply(start, animatingDifferences: false)
    let view = plain.collectionView.supplementaryView(forElementKind: kind, at: p(0, 0))
    #expect(view != nil && !(view is TitleView))
  }

  @Test func aSnapshotAppliedWhileAnotherDataSourceIsInstalledIsOnlyStored() {
    let harness = Harness()
    let other = CollectionViewDiffableDataSource<String, String>(collectionView: harness.collectionView) {
      _, _, _ in
      CollectionViewCell()
    }
    var completed = false
    harness.dataSource.apply(start) { completed = true }
    #expect(completed)
    #expect(layout(harness.dataSource.snapshot()) == ["a: a1 a2 a3", "b: b1 b2"])
    #expect(harness.collectionView.numberOfSections == 0)
    _ = other
  }
}
