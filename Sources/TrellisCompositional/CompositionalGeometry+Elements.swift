/// One element a geometry search found: its identity in its section, frame and z-index, before
/// any visible-items handler change.
struct ElementCandidate {
  var id: SectionElementID
  var frame: CGRect
  var zIndex: Int
}

extension CompositionalGeometry {
  /// Calls `body` with every element of section `section` that may meet `query`: its
  /// decorations and boundary items (pinned where they pin), and the cells and supplementary
  /// items of the groups a search finds, until `body` returns `false`. Candidates still need
  /// the exact test.
  ///
  /// With `unscrolled`, an orthogonal section's elements are where they would be without its
  /// orthogonal scrolling (the handler's view of them), and the search uses that too.
  ///
  /// - Complexity: O(log n + k) for k candidates.
  func forEachCandidate(
    inSection section: Int, query: CGRect, unscrolled: Bool = false, _ body: (ElementCandidate) -> Bool
  ) {
    let geometry = sections[section]
    let start = sectionStarts[section]
    for index in geometry.decorations.indices {
      guard
        body(
          ElementCandidate(
            id: SectionElementID(category: .decoration, item: 0, kind: geometry.decorations[index].kind),
            frame: geometry.decorationFrame(index, sectionStart: start),
            zIndex: geometry.decorations[index].zIndex))
      else { return }
    }
    for index in geometry.boundaries.indices {
      guard
        body(
          ElementCandidate(
            id: SectionElementID(category: .supplementary, item: 0, kind: geometry.boundaries[index].kind),
            frame: sectionBoundaryFrame(section: section, index: index),
            zIndex: geometry.boundaries[index].zIndex))
      else { return }
    }
    let (groups, shift) = candidateGroups(inSection: section, query: query, unscrolled: unscrolled)
    guard !groups.isEmpty else { return }
    let perGroup = geometry.perGroup
    let itemCount = geometry.itemCount
    for group in groups {
      let shape = geometry.shape(ofGroup: group)
      var origin = geometry.groupOrigin(group, sectionStart: start)
      origin.x += shift.x
      origin.y += shift.y
      let first = group * perGroup
      for (slot, cell) in shape.slots.enumerated() {
        let item = first + slot
        guard item < itemCount else { break }
        guard
          body(
            ElementCandidate(
              id: SectionElementID(category: .cell, item: item, kind: ""),
              frame: CompositionalRect.translated(cell.frame, by: origin), zIndex: cell.zIndex))
        else { return }
      }
      for supplementary in shape.supplementaries {
        let item = first + supplementary.slot
        guard item < itemCount else { continue }
        guard
          body(
            ElementCandidate(
              id: SectionElementID(category: .supplementary, item: item, kind: supplementary.kind),
              frame: CompositionalRect.translated(supplementary.frame, by: origin),
              zIndex: supplementary.zIndex
            ))
        else { return }
      }
    }
  }

  /// The groups of section `section` that may have an element meeting `query`, and the shift
  /// to add to their origins (non-zero only with `unscrolled`, for an orthogonal section: its
  /// offset along the cross axis).
  ///
  /// - Complexity: O(1), O(log n) in a section with measured groups.
  func candidateGroups(
    inSection section: Int, query: CGRect, unscrolled: Bool = false
  ) -> (groups: Range<Int>, shift: CGPoint) {
    let geometry = sections[section]
    guard geometry.groupCount > 0 else { return (0..<0, .zero) }
    let start = sectionStarts[section]
    let offset = unscrolled && geometry.isOrthogonal ? geometry.orthogonalOffset : 0
    let shift = axes.isVertical ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
    let (lower, upper) = axes.mainRange(query)
    if geometry.isOrthogonal {
      let band = axes.mainRange(geometry.shape.extent)
      let bandStart = start + geometry.groupsStart
      guard bandStart + band.lower < upper, bandStart + band.upper > lower else { return (0..<0, shift) }
      let (crossLower, crossUpper) = axes.crossRange(query)
      return (geometry.candidateGroups(lower: crossLower - offset, upper: crossUpper - offset), shift)
    }
    return (geometry.candidateGroups(lower: lower - start, upper: upper - start), shift)
  }

  /// The element `id` of section `section` before any handler change, or `nil` if it does not
  /// exist. With `unscrolled`, as `forEachCandidate(inSection:query:unscrolled:_:)`.
  func candidate(section: Int, id: SectionElementID, unscrolled: Bool = false) -> ElementCandidate? {
    guard sections.indices.contains(section) else { return nil }
    let geometry = sections[section]
    let start = sectionStarts[section]
    var result: ElementCandidate?
    switch id.category {
    case .cell:
      guard let frame = geometry.itemFrame(id.item, sectionStart: start) else { return nil }
      result = ElementCandidate(id: id, frame: frame, zIndex: geometry.itemZIndex(id.item))
    case .decoration:
      guard id.item == 0, let index = geometry.decorations.firstIndex(where: { $0.kind == id.kind }) else {
        return nil
      }
      return ElementCandidate(
        id: id, frame: geometry.decorationFrame(index, sectionStart: start),
        zIndex: geometry.decorations[index].zIndex)
    case .supplementary:
      if id.item == 0, let index = geometry.boundaries.firstIndex(where: { $0.kind == id.kind }) {
        return ElementCandidate(
          id: id, frame: sectionBoundaryFrame(section: section, index: index),
          zIndex: geometry.boundaries[index].zIndex)
      }
      guard
        let (frame, zIndex) = geometry.itemSupplementary(kind: id.kind, item: id.item, sectionStart: start)
      else { return nil }
      result = ElementCandidate(id: id, frame: frame, zIndex: zIndex)
    }
    if unscrolled, geometry.isOrthogonal, var found = result {
      let shift = geometry.orthogonalOffset
      found.frame = found.frame.offsetBy(dx: axes.isVertical ? shift : 0, dy: axes.isVertical ? 0 : shift)
      return found
    }
    return result
  }
}
