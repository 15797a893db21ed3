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
      // The fields read before any user code runs, not a copy of the whole element (and its
      // destruction).
      guard visibleSet.elements[index].key.category == 0, visibleSet.elements[index].track == nil else {
        continue
      }
      let original = visibleSet.elements[index].attributes
      let view = visibleSet.elements[index].view
      let path = visibleSet.elements[index].key.path
      // `copy(with:)` directly, as for the kept applied copy (`VisibleElement.appliedCopy(of:)`):
      // `NSObject.copy()` would look up the `NSCopying` conformance first, for every arriving cell.
      guard let proposal = VisibleElement.appliedCopy(of: original) else { continue }
      let preferred = view.preferredLayoutAttributesFitting(proposal)
      if Self.isEqualAttributes(preferred, original) { continue }
      if mirroredLayout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
      {
        let context = mirroredLayout.invalidationContext(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        layout.invalidateLayout(with: context)
        resized.append(path)
      }
    }
    return resized
  }

  /// `preferred.isEqual(original)`. When `preferred` is plain attributes (its class is
  /// `CollectionViewLayoutAttributes` itself, so `isEqual(_:)` is not overridden), the body of
  /// that method: equal when `original` is plain too and their values are equal — without
  /// wrapping `original` in an `Any?` and casting it back (several hundred instructions, for
  /// every cell that arrives).
  static func isEqualAttributes(
    _ preferred: CollectionViewLayoutAttributes, _ original: CollectionViewLayoutAttributes
  ) -> Bool {
    guard type(of: preferred) == CollectionViewLayoutAttributes.self else {
      return preferred.isEqual(original)
    }
    return type(of: original) == CollectionViewLayoutAttributes.self && preferred.hasValues(equalTo: original)
  }
}
