extension CollectionViewCompositionalLayout {
  func compositionalPrepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    // The collection view gave the validated map with the invalidation; direct callers of this
    // method get one built from their update items.
    if update == nil { update = UpdateMap(updateItems) }
    if needsUpdateRestore { restoreSectionStateThroughUpdate() }
  }

  /// After a rebuild that came before the update's items were known (UIKit's order: the
  /// count invalidation's `prepare()` first), gives measured sizes and orthogonal offsets back
  /// to the sections and items they belong to after the update.
  ///
  /// - Complexity: O(sections), plus O(items) of each section with measured cells.
  func restoreSectionStateThroughUpdate() {
    needsUpdateRestore = false
    guard let old = previousGeometry, let context = preparedContext else { return }
    var changed = false
    for section in geometry.sections.indices {
      let current = geometry.sections[section]
      guard let definition = current.definition else { continue }
      let previous = previousSectionState(
        section, old: old, dataCountsChanged: true, itemCount: current.itemCount)
      let hasMeasurements = !(previous.measured?.isEmpty ?? true)
      guard hasMeasurements || (previous.offset.map { $0 != current.orthogonalOffset } ?? false) else {
        continue
      }
      var rebuilt = SectionGeometry(
        definition: definition, itemCount: current.itemCount, context: context,
        orthogonalOffset: previous.offset, measured: previous.measured)
      rebuilt.overrides = current.overrides
      rebuilt.overrideLower = current.overrideLower
      rebuilt.overrideUpper = current.overrideUpper
      geometry.sections[section] = rebuilt
      changed = true
    }
    guard changed else { return }
    geometry.recomputeOffsets()
    if hasHandlers, let collectionView { runHandlers(collectionView, all: true, sections: []) }
  }

  func compositionalFinalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    update = nil
    previousGeometry = nil
  }

  /// The geometry from before the update (the current one when there is none).
  var geometryBeforeUpdate: CompositionalGeometry { previousGeometry ?? geometry }

  func compositionalInitialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let update, itemIndexPath.count == 2 else { return layoutAttributesForItem(at: itemIndexPath) }
    if update.isArriving(new: itemIndexPath) {
      let attributes = layoutAttributesForItem(at: itemIndexPath)
      attributes?.alpha = 0
      return attributes
    }
    guard let old = update.oldIndexPath(forNew: itemIndexPath),
      let before = attributes(
        section: old[0], id: SectionElementID(category: .cell, item: old[1], kind: ""),
        in: geometryBeforeUpdate)
    else { return layoutAttributesForItem(at: itemIndexPath) }
    before.indexPath = itemIndexPath
    return before
  }

  func compositionalFinalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let update, itemIndexPath.count == 2 else { return layoutAttributesForItem(at: itemIndexPath) }
    if update.isLeaving(old: itemIndexPath) {
      let attributes = attributes(
        section: itemIndexPath[0], id: SectionElementID(category: .cell, item: itemIndexPath[1], kind: ""),
        in: geometryBeforeUpdate)
      attributes?.alpha = 0
      return attributes
    }
    guard let new = update.newIndexPath(forOld: itemIndexPath) else { return nil }
    return layoutAttributesForItem(at: new)
  }

  func compositionalInitialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    appearing(.supplementary, kind: elementKind, at: elementIndexPath)
  }

  func compositionalFinalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    disappearing(.supplementary, kind: elementKind, at: elementIndexPath)
  }

  func compositionalInitialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    appearing(.decoration, kind: elementKind, at: decorationIndexPath)
  }

  func compositionalFinalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    disappearing(.decoration, kind: elementKind, at: decorationIndexPath)
  }

  func compositionalIndexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    sectionElements(.supplementary, kind: elementKind, sections: update.map(arrivingSections), in: geometry)
  }

  func compositionalIndexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    sectionElements(
      .supplementary, kind: elementKind, sections: update.map(leavingSections), in: geometryBeforeUpdate)
  }

  func compositionalIndexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    sectionElements(.decoration, kind: elementKind, sections: update.map(arrivingSections), in: geometry)
  }

  func compositionalIndexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    sectionElements(
      .decoration, kind: elementKind, sections: update.map(leavingSections), in: geometryBeforeUpdate)
  }

  private func sectionElements(
    _ category: SectionElementID.Category, kind: String, sections: [Int]?, in store: CompositionalGeometry
  ) -> [IndexPath] {
    guard let sections else { return [] }
    return sections.sorted().compactMap { section in
      store.candidate(section: section, id: SectionElementID(category: category, item: 0, kind: kind)) == nil
        ? nil : IndexPath(item: 0, section: section)
    }
  }

  /// The sections the update inserts or reloads, as indexes after it.
  private func arrivingSections(_ update: UpdateMap) -> [Int] {
    update.sectionsInserted + update.sectionsReloaded.compactMap { update.newSection(forOld: $0) }
  }

  /// The sections the update deletes or reloads, as indexes before it.
  private func leavingSections(_ update: UpdateMap) -> [Int] {
    update.sectionsDeleted + update.sectionsReloaded
  }

  private func appearing(
    _ category: SectionElementID.Category, kind: String, at path: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard path.count == 2 else { return nil }
    let id = SectionElementID(category: category, item: path[1], kind: kind)
    guard let update else { return attributes(section: path[0], id: id) }
    if update.isArriving(new: path) {
      let attributes = attributes(section: path[0], id: id)
      attributes?.alpha = 0
      return attributes
    }
    let old: IndexPath?
    if path[1] == 0, geometry.sections.indices.contains(path[0]),
      geometry.candidate(section: path[0], id: SectionElementID(category: category, item: 0, kind: kind))
        != nil,
      category == .decoration || geometry.sections[path[0]].boundaries.contains(where: { $0.kind == kind })
    {
      old = update.oldSection(forNew: path[0]).map { IndexPath(item: 0, section: $0) }
    } else {
      old = update.oldIndexPath(forNew: path)
    }
    guard let old,
      let before = attributes(
        section: old[0], id: SectionElementID(category: category, item: old[1], kind: kind),
        in: geometryBeforeUpdate)
    else { return attributes(section: path[0], id: id) }
    before.indexPath = path
    return before
  }

  private func disappearing(
    _ category: SectionElementID.Category, kind: String, at path: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard path.count == 2 else { return nil }
    let id = SectionElementID(category: category, item: path[1], kind: kind)
    guard let update else { return attributes(section: path[0], id: id) }
    if update.isLeaving(old: path) {
      let attributes = attributes(section: path[0], id: id, in: geometryBeforeUpdate)
      attributes?.alpha = 0
      return attributes
    }
    let store = geometryBeforeUpdate
    let new: IndexPath?
    if path[1] == 0, store.sections.indices.contains(path[0]),
      category == .decoration || store.sections[path[0]].boundaries.contains(where: { $0.kind == kind })
    {
      new = update.newSection(forOld: path[0]).map { IndexPath(item: 0, section: $0) }
    } else {
      new = update.newIndexPath(forOld: path)
    }
    guard let new else { return nil }
    return attributes(section: new[0], id: SectionElementID(category: category, item: new[1], kind: kind))
  }
}
