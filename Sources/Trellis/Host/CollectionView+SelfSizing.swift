// Self-sizing: cells that appear (or whose size changes) are offered their attributes through
// `preferredLayoutAttributesFitting(_:)`; an answer that differs goes to the layout through
// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and
// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`. The layout pass then
// runs again (up to `maximumSelfSizingPasses`), so content size and following items adjust in the
// same `layoutIfNeeded()`. A layout keeps the visible content still by setting the context's
// `contentOffsetAdjustment` when an item above the visible top changes size; the collection view
// applies it to the offset (and to any deceleration in progress).

extension CollectionView {
  /// Offers self-sizing to the cells at `candidates` (indices into `visible`); returns the cells
  /// whose preferred attributes invalidated the layout.
  ///
  /// Allocates one copy of the attributes per candidate (the proposal the cell may change, as in
  /// UIKit); candidates are only cells that just appeared or whose size changed.
  func selfSize(candidates: [Int]) -> [ItemPath] {
    guard !candidates.isEmpty else { return [] }
    var resized: [ItemPath] = []
    for index in candidates where index < visibleSet.elements.count {
      let element = visibleSet.elements[index]
      guard element.key.category == 0, element.track == nil,
        // `copy(with:)` directly, as for the kept applied copy (`VisibleElement.appliedCopy(of:)`):
        // `NSObject.copy()` would look up the `NSCopying` conformance first, for every arriving cell.
        let proposal = VisibleElement.appliedCopy(of: element.attributes)
      else { continue }
      let original = element.attributes
      let preferred = element.view.preferredLayoutAttributesFitting(proposal)
      if preferred.isEqual(original) { continue }
      if mirroredLayout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
      {
        let context = mirroredLayout.invalidationContext(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        layout.invalidateLayout(with: context)
        resized.append(element.key.path)
      }
    }
    return resized
  }
}
