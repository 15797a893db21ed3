// The flow layout's side of a batch update: where appearing and disappearing elements start and
// end. Where each item goes is the update map's (TrellisUpdates) to say.

extension CollectionViewFlowLayout {
  /// Records the update (see `prepare(forCollectionViewUpdates:)`).
  func recordUpdates(_ updateItems: [CollectionViewUpdateItem]) {
    update = UpdateMap(updateItems)
  }

  /// Forgets the update and the geometry from before it.
  func forgetUpdates() {
    update = nil
    previousGeometry = nil
  }

  /// The geometry from before the update (the current one when there is none).
  private var geometryBeforeUpdate: FlowGeometry { previousGeometry ?? geometry }

  /// See `initialLayoutAttributesForAppearingItem(at:)`.
  func appearingItemAttributes(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard let update else { return layoutAttributesForItem(at: itemIndexPath) }
    if update.isArriving(new: itemIndexPath) {
      let attributes = layoutAttributesForItem(at: itemIndexPath)
      attributes?.alpha = 0
      return attributes
    }
    guard let old = update.oldIndexPath(forNew: itemIndexPath),
      let frame = geometryBeforeUpdate.itemFrame(section: old[0], item: old[1])
    else { return layoutAttributesForItem(at: itemIndexPath) }
    return makeAttributes(.cell, section: itemIndexPath[0], item: itemIndexPath[1], frame: frame)
  }

  /// See `finalLayoutAttributesForDisappearingItem(at:)`.
  func disappearingItemAttributes(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard let update else { return layoutAttributesForItem(at: itemIndexPath) }
    if update.isLeaving(old: itemIndexPath) {
      guard itemIndexPath.count == 2,
        let frame = geometryBeforeUpdate.itemFrame(section: itemIndexPath[0], item: itemIndexPath[1])
      else { return nil }
      let attributes = makeAttributes(.cell, section: itemIndexPath[0], item: itemIndexPath[1], frame: frame)
      attributes.alpha = 0
      return attributes
    }
    guard let new = update.newIndexPath(forOld: itemIndexPath) else { return nil }
    return layoutAttributesForItem(at: new)
  }

  /// See `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`.
  func appearingSupplementaryAttributes(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    guard elementIndexPath.count == 2, elementIndexPath[1] == 0 else { return nil }
    let section = elementIndexPath[0]
    guard let update else {
      return supplementaryAttributes(ofKind: elementKind, section: section, in: geometry)
    }
    if update.isSectionInserted(section) || update.isSectionReloaded(new: section) {
      let attributes = supplementaryAttributes(ofKind: elementKind, section: section, in: geometry)
      attributes?.alpha = 0
      return attributes
    }
    guard let old = update.oldSection(forNew: section),
      let before = supplementaryAttributes(ofKind: elementKind, section: old, in: geometryBeforeUpdate)
    else { return supplementaryAttributes(ofKind: elementKind, section: section, in: geometry) }
    before.indexPath = elementIndexPath
    return before
  }

  /// See `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`.
  func disappearingSupplementaryAttributes(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    guard elementIndexPath.count == 2, elementIndexPath[1] == 0 else { return nil }
    let section = elementIndexPath[0]
    guard let update else {
      return supplementaryAttributes(ofKind: elementKind, section: section, in: geometry)
    }
    if update.isSectionDeleted(section) || update.isSectionReloaded(old: section) {
      let attributes = supplementaryAttributes(
        ofKind: elementKind, section: section, in: geometryBeforeUpdate)
      attributes?.alpha = 0
      return attributes
    }
    guard let new = update.newSection(forOld: section) else { return nil }
    return supplementaryAttributes(ofKind: elementKind, section: new, in: geometry)
  }

  /// The headers or footers of the sections the current update inserts, in section order.
  func insertedSupplementaryIndexPaths(ofKind elementKind: String) -> [IndexPath] {
    guard let update else { return [] }
    let arriving =
      update.sectionsInserted + update.sectionsReloaded.compactMap { update.newSection(forOld: $0) }
    return arriving.sorted().compactMap { section in
      supplementaryAttributes(ofKind: elementKind, section: section, in: geometry) == nil
        ? nil : IndexPath(item: 0, section: section)
    }
  }

  /// The headers or footers of the sections the current update deletes, in section order.
  func deletedSupplementaryIndexPaths(ofKind elementKind: String) -> [IndexPath] {
    guard let update else { return [] }
    return (update.sectionsDeleted + update.sectionsReloaded).sorted().compactMap { section in
      supplementaryAttributes(ofKind: elementKind, section: section, in: geometryBeforeUpdate) == nil
        ? nil : IndexPath(item: 0, section: section)
    }
  }
}
