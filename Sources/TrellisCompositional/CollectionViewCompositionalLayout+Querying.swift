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
    // At most `LayoutLimits.maximumQueryElements`, the first in this order.
    let limit = LayoutLimits.maximumQueryElements
    let (lower, upper) = geometry.axes.mainRange(query)
    sections: for section in geometry.sections(intersectingMain: lower, upper) {
      guard result.count < limit else { break }
      let sectionGeometry = geometry.sections[section]
      let hasOverrides = !sectionGeometry.overrides.isEmpty
      let start = geometry.sectionStarts[section]
      // Decorations and boundary items.
      for index in sectionGeometry.decorations.indices {
        let decoration = sectionGeometry.decorations[index]
        let frame = sectionGeometry.decorationFrame(index, sectionStart: start)
        guard CompositionalRect.reportedIntersects(frame, query),
          !hasOverrides
            || sectionGeometry.override(
              for: SectionElementID(category: .decoration, item: 0, kind: decoration.kind))
              == nil
        else { continue }
        result.append(
          makeAttributes(
            category: .decoration, kind: decoration.kind, indexPath: IndexPath(item: 0, section: section),
            frame: frame, zIndex: decoration.zIndex))
      }
      for index in sectionGeometry.boundaries.indices {
        let boundary = sectionGeometry.boundaries[index]
        let frame = geometry.sectionBoundaryFrame(section: section, index: index)
        guard CompositionalRect.reportedIntersects(frame, query),
          !hasOverrides
            || sectionGeometry.override(
              for: SectionElementID(category: .supplementary, item: 0, kind: boundary.kind))
              == nil
        else { continue }
        result.append(
          makeAttributes(
            category: .supplementary, kind: boundary.kind, indexPath: IndexPath(item: 0, section: section),
            frame: frame, zIndex: boundary.zIndex))
      }
      // Cells and their supplementary items, group by group: the hot loop, without closures.
      let perGroup = sectionGeometry.perGroup
      let itemCount = sectionGeometry.itemCount
      let selfSizingAxis: SelfSizingAxes = geometry.axes.isVertical ? .height : .width
      for group in geometry.candidateGroups(inSection: section, query: query).groups {
        guard result.count < limit else { break sections }
        let shape = sectionGeometry.shape(ofGroup: group)
        let origin = sectionGeometry.groupOrigin(group, sectionStart: start)
        let first = group * perGroup
        let count = min(shape.slots.count, itemCount - first)
        shape.slots.withUnsafeBufferPointer { slots in
          for slot in 0..<count where result.count < limit {
            let frame = CompositionalRect.translated(slots[slot].frame, by: origin)
            guard CompositionalRect.reportedIntersects(frame, query) else { continue }
            let item = first + slot
            if hasOverrides,
              sectionGeometry.override(for: SectionElementID(category: .cell, item: item, kind: "")) != nil
            {
              continue
            }
            let zIndex = slots[slot].zIndex
            if pooled {
              let attributes = pool.cell(
                at: IndexPath(item: item, section: section), frame: frame, position: cells)
              if zIndex != 0 { attributes.zIndex = zIndex }
              if slots[slot].selfSizes, slots[slot].rootChild >= 0, !sectionGeometry.isOrthogonal {
                attributes.selfSizingAxes = selfSizingAxis
              }
              if let list = sectionGeometry.definition?.listConfiguration {
                attributes.listPlacement = list.placement(
                  category: .cell, kind: "", item: item, itemCount: itemCount)
              }
              cells += 1
              result.append(attributes)
            } else {
              result.append(
                makeAttributes(
                  category: .cell, kind: "", indexPath: IndexPath(item: item, section: section), frame: frame,
                  zIndex: zIndex))
            }
          }
        }
        for supplementary in shape.supplementaries where result.count < limit {
          let item = first + supplementary.slot
          guard item < itemCount else { continue }
          let frame = CompositionalRect.translated(supplementary.frame, by: origin)
          guard CompositionalRect.reportedIntersects(frame, query),
            !hasOverrides
              || sectionGeometry.override(
                for: SectionElementID(category: .supplementary, item: item, kind: supplementary.kind)) == nil
          else { continue }
          result.append(
            makeAttributes(
              category: .supplementary, kind: supplementary.kind,
              indexPath: IndexPath(item: item, section: section),
              frame: frame, zIndex: supplementary.zIndex))
        }
      }
      guard hasOverrides else { continue }
      for change in sectionGeometry.overrides where result.count < limit {
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
    if result.count > limit { result.removeLast(result.count - limit) }
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
      if geometry.sections.indices.contains(indexPath.section),
        geometry.sections[indexPath.section].selfSizes(item: indexPath.item)
      {
        attributes.selfSizingAxes = geometry.axes.isVertical ? .height : .width
      } else {
        attributes.selfSizingAxes = []
      }
    case .supplementary:
      attributes = makeLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    case .decoration:
      attributes = makeLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
    }
    attributes.frame = frame
    attributes.zIndex = zIndex
    let section = indexPath.section
    if geometry.sections.indices.contains(section),
      let list = geometry.sections[section].definition?.listConfiguration
    {
      attributes.listPlacement = list.placement(
        category: category, kind: kind, item: indexPath.item, itemCount: geometry.sections[section].itemCount)
    }
    return attributes
  }
}
