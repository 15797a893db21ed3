import Foundation
import Testing

@testable import TrellisDiffable

/// Outlines through the data source: section snapshots applied to a section, expand and collapse
/// through `sectionSnapshotHandlers`, lazy children.
@Suite @MainActor struct OutlineDataSourceTests {
  /// Fruit [Apple, Pear], Veg [Kale], Nuts; Fruit expanded.
  func outline() -> Outline {
    var outline = Outline()
    outline.append(["Fruit", "Veg", "Nuts"])
    outline.append(["Apple", "Pear"], to: "Fruit")
    outline.append(["Kale"], to: "Veg")
    outline.expand(["Fruit"])
    return outline
  }

  func column(_ harness: Harness) -> [String] {
    (0..<harness.collectionView.numberOfItems(inSection: 0)).map { harness.shown[p(0, $0)] ?? "-" }
  }

  @Test func aSectionSnapshotShowsItsVisibleItems() {
    let harness = Harness()
    harness.dataSource.apply(outline(), to: "main", animatingDifferences: false)
    #expect(column(harness) == ["Fruit", "Apple", "Pear", "Veg", "Nuts"])
    #expect(harness.dataSource.snapshot().sectionIdentifiers == ["main"])
    let stored = harness.dataSource.snapshot(for: "main")
    #expect(stored.isExpanded("Fruit") && stored.items.count == 6)
    #expect(harness.dataSource.snapshot(for: "other").items.isEmpty)
  }

  @Test func expandingAndCollapsingAnimateTheChildren() {
    let harness = Harness()
    var log: [String] = []
    harness.dataSource.sectionSnapshotHandlers.shouldExpandItem = {
      log.append("should expand \($0)"); return true
    }
    harness.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("will expand \($0)") }
    harness.dataSource.sectionSnapshotHandlers.shouldCollapseItem = {
      log.append("should collapse \($0)"); return true
    }
    harness.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("will collapse \($0)") }
    harness.dataSource.apply(outline(), to: "main", animatingDifferences: false)
    let veg = harness.cellsByItem["Veg"]

    #expect(harness.dataSource.toggleOutlineDisclosure(for: "Veg"))
    // Kale appears under Veg: an insert at 0-4; Veg keeps its cell.
    #expect(harness.collectionView.isAnimatingUpdates)
    harness.settle()
    #expect(column(harness) == ["Fruit", "Apple", "Pear", "Veg", "Kale", "Nuts"])
    #expect(harness.cellsByItem["Veg"] === veg)
    #expect(harness.dataSource.snapshot(for: "main").isExpanded("Veg"))

    #expect(harness.dataSource.toggleOutlineDisclosure(for: "Fruit", animatingDifferences: false))
    #expect(column(harness) == ["Fruit", "Veg", "Kale", "Nuts"])
    #expect(log == ["should expand Veg", "will expand Veg", "should collapse Fruit", "will collapse Fruit"])
    // A leaf without a children provider has nothing to disclose.
    #expect(!harness.dataSource.toggleOutlineDisclosure(for: "Nuts"))
    #expect(!harness.dataSource.toggleOutlineDisclosure(for: "Unknown"))
  }

  @Test func aRefusalChangesNothing() {
    let harness = Harness()
    harness.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Fruit" }
    harness.dataSource.apply(outline(), to: "main", animatingDifferences: false)
    #expect(!harness.dataSource.toggleOutlineDisclosure(for: "Fruit"))
    #expect(!harness.collectionView.isAnimatingUpdates)
    #expect(column(harness) == ["Fruit", "Apple", "Pear", "Veg", "Nuts"])
  }

  @Test func childrenCanBeSuppliedWhenAParentExpands() {
    let harness = Harness()
    var asked: [String] = []
    harness.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
      asked.append("\(parent) had \(current.items)")
      var children = Outline()
      children.append(["Almond", "Cashew"])
      return children
    }
    harness.dataSource.apply(outline(), to: "main", animatingDifferences: false)
    #expect(harness.dataSource.toggleOutlineDisclosure(for: "Nuts", animatingDifferences: false))
    #expect(column(harness) == ["Fruit", "Apple", "Pear", "Veg", "Nuts", "Almond", "Cashew"])
    #expect(asked == ["Nuts had []"])
    #expect(harness.dataSource.snapshot(for: "main").parent(of: "Cashew") == "Nuts")
  }

  @Test func aPlainSnapshotThatChangesTheSectionDropsTheOutline() {
    let harness = Harness()
    harness.dataSource.apply(outline(), to: "main", animatingDifferences: false)
    // Same items in the section: the outline stays.
    var same = harness.dataSource.snapshot()
    same.appendSections(["extra"])
    harness.dataSource.apply(same, animatingDifferences: false)
    #expect(harness.dataSource.snapshot(for: "main").isExpanded("Fruit"))
    // Other items: the section is flat again.
    var changed = harness.dataSource.snapshot()
    changed.deleteItems(["Apple"])
    harness.dataSource.apply(changed, animatingDifferences: false)
    let flat = harness.dataSource.snapshot(for: "main")
    #expect(flat.rootItems == ["Fruit", "Pear", "Veg", "Nuts"])
    #expect(!flat.isExpanded("Fruit"))
  }

  @Test func sectionSnapshotsAreAppendedAfterExistingSections() {
    let harness = Harness()
    harness.dataSource.apply(makeSnapshot([("top", ["t1"])]), animatingDifferences: false)
    harness.dataSource.apply(outline(), to: "main", animatingDifferences: false)
    #expect(harness.dataSource.snapshot().sectionIdentifiers == ["top", "main"])
    #expect(harness.counts == [1, 5])
  }

  @Test func anItemAlreadyInAnotherSectionIsNamedInTheError() {
    var snapshot = makeSnapshot([("top", ["Veg"])])
    #expect(
      throws: DiffableDataSourceError(
        .duplicateItemIdentifier,
        #"apply(_:to:animatingDifferences:completion:): item identifier "Veg" is already in section "top""#)
    ) {
      try snapshot.checkReplaceItems(
        inSection: "main", with: outline().visibleItems, "apply(_:to:animatingDifferences:completion:)")
    }
    #expect(layout(snapshot) == ["top: Veg"])
  }
}
