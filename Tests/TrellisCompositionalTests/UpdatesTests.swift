import Testing
import TrellisCompositional

// Batch updates with UIKit's hook order (invalidate with invalidateDataSourceCounts → prepare()
// → prepare(forCollectionViewUpdates:) → appearing/disappearing queries → finalize): inserted
// elements fade in at their new place, deleted ones fade out at their old place, the others
// move from their old place to their new one.
@Suite @MainActor struct UpdatesTests {
  /// A two-column grid of 100-tall rows (195 wide) with a header of 30 per section; sections
  /// of `counts` items.
  func host(_ counts: [Int]) -> (CollectionViewCompositionalLayout, CollectionView, SectionCounts) {
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
    ]
    let layout = CollectionViewCompositionalLayout(section: section)
    let data = SectionCounts(counts)
    let view = RetainingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    view.retained = [data]
    view.dataSource = data
    view.layoutIfNeeded()
    return (layout, view, data)
  }

  /// Changes the counts and drives the layout in UIKit's order.
  func apply(
    _ counts: [Int], _ items: [CollectionViewUpdateItem], to view: CollectionView, data: SectionCounts
  ) {
    data.counts = counts
    view.reloadData()
    view.layoutIfNeeded()
    view.collectionViewLayout.prepare(forCollectionViewUpdates: items)
  }

  func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

  @Test func anInsertedItemFadesInAndTheOthersMoveFromTheirOldPlaces() {
    // Insert at 0 in [3]: the new item 0 appears at (0, 30) with alpha 0. New item 3 was item 2,
    // at (0, 130) before; now it is at (195, 130).
    let (layout, view, data) = host([3])
    apply(
      [4],
      [
        CollectionViewUpdateItem(
          indexPathBeforeUpdate: nil, indexPathAfterUpdate: path(0), updateAction: .insert)
      ], to: view, data: data)
    let inserted = layout.initialLayoutAttributesForAppearingItem(at: path(0))
    #expect(inserted?.frame == rect(0, 30, 195, 100) && inserted?.alpha == 0)
    let moved = layout.initialLayoutAttributesForAppearingItem(at: path(3))
    #expect(moved?.frame == rect(0, 130, 195, 100) && moved?.alpha == 1)
    #expect(layout.frame(item: 3) == rect(195, 130, 195, 100))
    layout.finalizeCollectionViewUpdates()
    #expect(layout.initialLayoutAttributesForAppearingItem(at: path(0))?.alpha == 1)
  }

  @Test func aDeletedItemFadesOutWhereItWas() {
    // Delete item 2 of [4] (at (0, 130)): it ends there with alpha 0; item 3 ends at its new
    // place, item 2's old one.
    let (layout, view, data) = host([4])
    apply(
      [3],
      [
        CollectionViewUpdateItem(
          indexPathBeforeUpdate: path(2), indexPathAfterUpdate: nil, updateAction: .delete)
      ], to: view, data: data)
    let deleted = layout.finalLayoutAttributesForDisappearingItem(at: path(2))
    #expect(deleted?.frame == rect(0, 130, 195, 100) && deleted?.alpha == 0)
    #expect(layout.finalLayoutAttributesForDisappearingItem(at: path(3))?.frame == rect(0, 130, 195, 100))
  }

  @Test func anInsertedSectionsHeaderFadesIn() {
    // Insert section 0 before [2]: the new header is at (0, 0) with alpha 0; the old section's
    // header (now section 1, at 130) starts from its old place (0, 0).
    let (layout, view, data) = host([2])
    apply(
      [1, 2],
      [
        CollectionViewUpdateItem(
          indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: NSNotFound, section: 0),
          updateAction: .insert)
      ],
      to: view, data: data)
    let new = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: "header", at: path(0, 0))
    #expect(new?.frame == rect(0, 0, 390, 30) && new?.alpha == 0)
    let old = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: "header", at: path(0, 1))
    #expect(old?.frame == rect(0, 0, 390, 30) && old?.alpha == 1)
    #expect(layout.frame(supplementary: "header", section: 1) == rect(0, 130, 390, 30))
    #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: "header") == [path(0, 0)])
  }

  @Test func aMoveStartsAtTheOldPlace() {
    // Move item 0 to 3 in [4]: the item now at 3 (195, 130) starts at (0, 30).
    let (layout, view, data) = host([4])
    apply(
      [4],
      [
        CollectionViewUpdateItem(
          indexPathBeforeUpdate: path(0), indexPathAfterUpdate: path(3), updateAction: .move)
      ], to: view, data: data)
    #expect(layout.initialLayoutAttributesForAppearingItem(at: path(3))?.frame == rect(0, 30, 195, 100))
    #expect(layout.finalLayoutAttributesForDisappearingItem(at: path(0))?.frame == rect(195, 130, 195, 100))
  }

  @Test func aBatchUpdateThroughTheHostAnimatesToTheNewLayout() throws {
    // Through the host: insert two items at the front; after the animation every visible cell
    // is at its new frame.
    let (layout, view, data) = host([6])
    try batch(view) {
      data.counts = [8]
      view.insertItems(at: [path(0), path(1)])
    }
    view.advance(by: 1)
    #expect(view.numberOfItems(inSection: 0) == 8)
    for cell in view.visibleCells {
      let indexPath = try #require(view.indexPath(for: cell))
      #expect(cell.frame == layout.frame(item: indexPath.item))
    }
    #expect(layout.frame(item: 7) == rect(195, 330, 195, 100))
  }

  @Test func anInvalidBatchChangesNothing() {
    // Claiming an insert the data source does not reflect is rejected; the layout is unchanged.
    let (layout, view, _) = host([3])
    #expect(throws: CollectionViewError.self) {
      try batch(view) { view.insertItems(at: [path(0)]) }
    }
    view.layoutIfNeeded()
    #expect(layout.frame(item: 2) == rect(0, 130, 195, 100))
    #expect(layout.frame(item: 3) == nil)
  }

  @Test func measuredRowsKeepTheirSizesThroughAnUpdate() throws {
    // An estimated list whose rows measure 60: after inserting a row at 0 (measured 60 too once
    // it appears), old row 0 (now row 1) keeps its measured 60 at y = 60.
    let layout = estimatedList()
    let data = MeasuredData([5]) { _ in 60 }
    let view = makeMeasuredHost(layout, data: data)
    try batch(view) {
      data.counts = [6]
      view.insertItems(at: [path(0)])
    }
    view.advance(by: 1)
    #expect(layout.frame(item: 1) == rect(0, 60, 390, 60))
    #expect(layout.frame(item: 5) == rect(0, 300, 390, 60))
  }
}
