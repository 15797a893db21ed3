extension CollectionViewCompositionalLayout {
  func compositionalLayoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    guard CompositionalRect.isQueryable(rect) else { return [] }
    let query = rect.standardized
    let geometry = self.geometry
    var result: [CollectionViewLayoutAttributes] = []
    result.reserveCapacity(lastQueryCount)
    let pooled = attributesClass == CollectionViewLayoutAttributes.self
    var cells = 0
    for index in geometry.global.placements.indices {
      let frame = geometry.globalBoundaryFrame(index)
      guard CompositionalRect.reportedIntersects(frame, query) else { continue }
      let placement = geometry.global.placements[index]
      result.append(
        makeAttributes(
          category: .supplementary, kind: placement.kind, indexPath: IndexPath(item: 0, section: 0),
          frame: frame,
          zIndex: placement.zIndex))
    }
    let (lower, upper) = geometry.axes.mainRange(query)
    for section in geometry.sections(intersectingMain: lower, upper) {
      let sectionGeometry = geometry.sections[section]
      let hasOverrides = !sectionGeometry.overrides.isEmpty
      geometry.forEachCandidate(inSection: section, query: query) { candidate in
        if hasOverrides, sectionGeometry.override(for: candidate.id) != nil { return }
        guard CompositionalRect.reportedIntersects(candidate.frame, query) else { return }
        if candidate.id.category == .cell, pooled {
          let attributes = pool.cell(
            at: IndexPath(item: candidate.id.item, section: section), frame: candidate.frame, position: cells)
          if candidate.zIndex != 0 { attributes.zIndex = candidate.zIndex }
          cells += 1
          result.append(attributes)
        } else {
          result.append(
            makeAttributes(
              category: candidate.id.category, kind: candidate.id.kind,
              indexPath: IndexPath(item: candidate.id.item, section: section), frame: candidate.frame,
              zIndex: candidate.zIndex))
        }
      }
      guard hasOverrides else { continue }
      for change in sectionGeometry.overrides {
        guard let candidate = geometry.candidate(section: section, id: change.id),
          CompositionalRect.intersects(change.frame(from: candidate.frame), query)
        else { continue }
        let attributes = makeAttributes(
          category: change.id.category, kind: change.id.kind,
          indexPath: IndexPath(item: change.id.item, section: section), frame: candidate.frame,
          zIndex: candidate.zIndex)
        change.apply(to: attributes)
        result.append(attributes)
      }
    }
    lastQueryCount = min(result.count, 4_096)
    return result
  }

  func compositionalLayoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2 else { return nil }
    return attributes(
      section: indexPath[0], id: SectionElementID(category: .cell, item: indexPath[1], kind: ""))
  }

  func compositionalLayoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2 else { return nil }
    if indexPath[0] == 0, indexPath[1] == 0,
      let index = geometry.global.placements.firstIndex(where: { $0.kind == elementKind })
    {
      let placement = geometry.global.placements[index]
      return makeAttributes(
        category: .supplementary, kind: elementKind, indexPath: indexPath,
        frame: geometry.globalBoundaryFrame(index),
        zIndex: placement.zIndex)
    }
    return attributes(
      section: indexPath[0],
      id: SectionElementID(category: .supplementary, item: indexPath[1], kind: elementKind))
  }

  func compositionalLayoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2 else { return nil }
    return attributes(
      section: indexPath[0],
      id: SectionElementID(category: .decoration, item: indexPath[1], kind: elementKind))
  }

  /// The attributes of element `id` of `section` in `store`, with the handler's change applied.
  func attributes(
    section: Int, id: SectionElementID, in store: CompositionalGeometry? = nil
  ) -> CollectionViewLayoutAttributes? {
    let store = store ?? geometry
    guard let candidate = store.candidate(section: section, id: id) else { return nil }
    let attributes = makeAttributes(
      category: id.category, kind: id.kind, indexPath: IndexPath(item: id.item, section: section),
      frame: candidate.frame, zIndex: candidate.zIndex)
    store.sections[section].override(for: id)?.apply(to: attributes)
    return attributes
  }

  /// New attributes (of `layoutAttributesClass`) for an element.
  func makeAttributes(
    category: SectionElementID.Category, kind: String, indexPath: IndexPath, frame: CGRect, zIndex: Int
  ) -> CollectionViewLayoutAttributes {
    let attributes: CollectionViewLayoutAttributes
    switch category {
    case .cell:
      attributes = attributesClass.init()
      attributes.indexPath = indexPath
    case .supplementary:
      attributes = makeLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    case .decoration:
      attributes = makeLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
    }
    attributes.frame = frame
    attributes.zIndex = zIndex
    return attributes
  }
}
