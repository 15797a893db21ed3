import Testing
import Trellis

/// Appearing and disappearing attributes during a batch update (UICollectionViewFlowLayout
/// fades inserted and deleted elements: alpha 0 at the new / old place).
@Suite struct FlowLayoutUpdatesTests {
  /// Width 320, 50×50 items, spacing 10: 5 per line, justified spacing (320 − 250) / 4 = 17.5 →
  /// columns x = 0, 67.5, 135, 202.5, 270; lines at y = 0, 60.
  private func host(
    _ counts: [Int], header: CGFloat = 0
  ) -> (CollectionViewFlowLayout, CollectionView, FlowTestData) {
    let layout = CollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: header)
    let data = FlowTestData(counts)
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: data)
    return (layout, view, data)
  }

  /// Changes the counts the way a batch update does (data first, then a count invalidation and
  /// a layout pass), then hands the layout the update items.
  private func apply(
    _ counts: [Int], _ items: [CollectionViewUpdateItem], to view: CollectionView, data: FlowTestData
  ) {
    data.counts = counts
    view.reloadData()
    view.layoutIfNeeded()
    view.collectionViewLayout.prepare(forCollectionViewUpdates: items)
  }

  @Test func insertedItemAppearsAtItsNewPlaceTransparent() {
    let (layout, view, data) = host([6])
    apply(
      [7],
      [
        CollectionViewUpdateItem(
          indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: 0, section: 0),
          updateAction: .insert)
      ],
      to: view, data: data)
    let inserted = try! #require(
      layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)))
    #expect(inserted.frame == flowRect(0, 0, 50, 50))
    #expect(inserted.alpha == 0)
    // Item 6 after the insert was item 5 before it: it starts from item 5's old place (the first
    // column of line 1, (0, 60)), opaque, and moves to (67.5, 60).
    let neighbour = try! #require(
      layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 6, section: 0)))
    #expect(neighbour.frame == flowRect(0, 60, 50, 50))
    #expect(neighbour.alpha == 1)
    #expect(layout.flowItemFrame(6) == flowRect(67.5, 60, 50, 50))
    layout.finalizeCollectionViewUpdates()
    #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
  }

  @Test func deletedItemDisappearsAtItsOldPlaceTransparent() {
    // Item 5 of 6 was at (0, 60) — the first column of line 1. After deleting it only 5 items
    // remain, so the new layout has no item 5; the final attributes come from the geometry kept
    // from before the update.
    let (layout, view, data) = host([6])
    apply(
      [5],
      [
        CollectionViewUpdateItem(
          indexPathBeforeUpdate: IndexPath(item: 5, section: 0), indexPathAfterUpdate: nil,
          updateAction: .delete)
      ],
      to: view, data: data)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
    let deleted = try! #require(
      layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 5, section: 0)))
    #expect(deleted.frame == flowRect(0, 60, 50, 50))
    #expect(deleted.alpha == 0)
    let kept = try! #require(
      layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 1, section: 0)))
    #expect(kept.frame == flowRect(67.5, 0, 50, 50))
    #expect(kept.alpha == 1)
    layout.finalizeCollectionViewUpdates()
    #expect(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 5, section: 0)) == nil)
  }

  @Test func itemsShiftedByADeleteEndAtTheirNewPlace() {
    // Deleting item 0 of 6: old item 3 (column 3, x = 202.5) becomes item 2 and ends at column
    // 2, (135, 0); old item 5 (0, 60) becomes item 4 and ends at (270, 0); new item 4 starts at
    // old item 5's place.
    let (layout, view, data) = host([6])
    let delete = CollectionViewUpdateItem(
      indexPathBeforeUpdate: IndexPath(item: 0, section: 0), indexPathAfterUpdate: nil, updateAction: .delete)
    apply([5], [delete], to: view, data: data)
    let three = layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 3, section: 0))
    #expect(three?.frame == flowRect(135, 0, 50, 50))
    let five = layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 5, section: 0))
    #expect(five?.frame == flowRect(270, 0, 50, 50))
    let four = layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 4, section: 0))
    #expect(four?.frame == flowRect(0, 60, 50, 50))
    layout.finalizeCollectionViewUpdates()
  }

  @Test func movedItemAnimatesBetweenItsOldAndNewPlaces() {
    // Move item 0 → 5 among 6: the moved item starts at old item 0's place (0, 0) and ends at the
    // new item 5's place (0, 60); old item 1 becomes item 0 and ends at (0, 0).
    let (layout, view, data) = host([6])
    let move = CollectionViewUpdateItem(
      indexPathBeforeUpdate: IndexPath(item: 0, section: 0),
      indexPathAfterUpdate: IndexPath(item: 5, section: 0),
      updateAction: .move)
    apply([6], [move], to: view, data: data)
    let start = layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 5, section: 0))
    #expect(start?.frame == flowRect(0, 0, 50, 50))
    let end = layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0))
    #expect(end?.frame == flowRect(0, 60, 50, 50))
    let shifted = layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 1, section: 0))
    #expect(shifted?.frame == flowRect(0, 0, 50, 50))
    layout.finalizeCollectionViewUpdates()
  }

  @Test func sectionsAfterAnInsertedSectionMapToTheirOldHeaders() {
    // Headers 40, sections [2, 2] → [1, 2, 2] with a section inserted at 0: new section 2 was
    // section 1, whose header was at y = 90 (section 0: header 40 + line 50); it starts there.
    let (layout, view, data) = host([2, 2], header: 40)
    let insert = CollectionViewUpdateItem(
      indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: NSNotFound, section: 0),
      updateAction: .insert)
    apply([1, 2, 2], [insert], to: view, data: data)
    let header = layout.initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
    #expect(header?.frame == flowRect(0, 90, 320, 40))
    #expect(header?.alpha == 1)
    // Its new place: 3 sections of 90 → section 2 at y = 180.
    #expect(layout.flowHeaderFrame(2) == flowRect(0, 180, 320, 40))
    layout.finalizeCollectionViewUpdates()
  }

  @Test func insertedSectionHeaderFadesInAndDeletedOneFadesOut() {
    // Headers of 40. Sections [2] → [2, 3]: section 0 is header 0…40 + one line 40…90, so the new
    // section 1's header is at (0, 90, 320, 40); its items fade in too.
    let (layout, view, data) = host([2], header: 40)
    let sectionInsert = CollectionViewUpdateItem(
      indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: NSNotFound, section: 1),
      updateAction: .insert)
    apply([2, 3], [sectionInsert], to: view, data: data)
    #expect(
      layout.indexPathsToInsertForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader) == [
        IndexPath(item: 0, section: 1)
      ])
    #expect(
      layout.indexPathsToInsertForSupplementaryView(ofKind: CollectionView.elementKindSectionFooter).isEmpty)
    let header = try! #require(
      layout.initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
    #expect(header.frame == flowRect(0, 90, 320, 40))
    #expect(header.alpha == 0)
    #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 2, section: 1))?.alpha == 0)
    layout.finalizeCollectionViewUpdates()

    // Sections [2, 3] → [2]: section 1's header ends at its old place, transparent.
    let sectionDelete = CollectionViewUpdateItem(
      indexPathBeforeUpdate: IndexPath(item: NSNotFound, section: 1), indexPathAfterUpdate: nil,
      updateAction: .delete)
    apply([2], [sectionDelete], to: view, data: data)
    #expect(
      layout.indexPathsToDeleteForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader) == [
        IndexPath(item: 0, section: 1)
      ])
    let gone = try! #require(
      layout.finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
    #expect(gone.frame == flowRect(0, 90, 320, 40))
    #expect(gone.alpha == 0)
    // Its items too: item (1, 2) was on section 1's line at x = 135, y = 90 + 40 = 130.
    let goneItem = try! #require(
      layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 2, section: 1)))
    #expect(goneItem.frame == flowRect(135, 130, 50, 50))
    #expect(goneItem.alpha == 0)
    layout.finalizeCollectionViewUpdates()
  }
}
