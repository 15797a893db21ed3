// One element of the visible set: its key, view and latest attributes, and what was last
// applied to the view (to tell cheaply whether new attributes differ).

/// One element on screen.
@MainActor
struct VisibleElement {
  var key: ElementKey
  var view: CollectionReusableView
  /// The layout's latest attributes for the element (the animation target while animating).
  var attributes: CollectionViewLayoutAttributes
  /// The attributes object and values last applied outside animations.
  var appliedObject: CollectionViewLayoutAttributes?
  var appliedValues: AppliedValues?
  /// The element's running update or transition animation.
  var track: ElementTrack?
  /// Whether the element appeared during an animation and has not been offered self-sizing yet.
  var needsSizing = false

  /// Applies `attributes` if they differ from what was applied last; returns whether it did.
  mutating func applyIfChanged(_ attributes: CollectionViewLayoutAttributes) -> Bool {
    let values = AppliedValues(attributes)
    // Compare with a copy of what was applied, not the object itself: a layout may change a
    // property of its cached attributes in place (UIKit also keeps its own copy).
    if let appliedObject, let appliedValues, appliedValues == values, appliedObject.isEqual(attributes) {
      return false
    }
    view.applyLayoutAttributes(attributes)
    keepCopy(of: attributes)
    appliedValues = values
    return true
  }

  /// Takes `target` as the element's latest attributes in the merge: the animation's new
  /// target while animating, otherwise applied if they changed. Returns whether the element
  /// is a cell to offer self-sizing (its applied size changed, or it was waiting for it).
  mutating func update(to target: CollectionViewLayoutAttributes) -> Bool {
    attributes = target
    if track != nil {
      track?.to = target
      return false
    }
    defer { needsSizing = false }
    let previousSize = appliedValues?.size
    if applyIfChanged(target), key.category == 0, previousSize != target.size { return true }
    return needsSizing && key.category == 0
  }

  /// Keeps a copy of `attributes` in `appliedObject`. Plain attributes (not a subclass) are
  /// written into the kept copy when this element holds the only reference to it: the result is
  /// what `copy(with:)` makes (a plain object whose `values` equal the source's, which is all
  /// the class stores), without allocating a new object for every moved cell of every frame;
  /// for the same element moved, only its geometry and appearance are written
  /// (`CollectionViewLayoutAttributes.assignValues(from:)`). Anything else gets a fresh `appliedCopy(of:)`.
  mutating func keepCopy(of attributes: CollectionViewLayoutAttributes) {
    if type(of: attributes) == CollectionViewLayoutAttributes.self, isKnownUniquelyReferenced(&appliedObject),
      let kept = appliedObject, type(of: kept) == CollectionViewLayoutAttributes.self
    {
      kept.assignValues(from: attributes)
    } else {
      appliedObject = Self.appliedCopy(of: attributes)
    }
  }

  /// Applies `attributes` unconditionally.
  mutating func forceApply(_ attributes: CollectionViewLayoutAttributes) {
    view.applyLayoutAttributes(attributes)
    noteApplied(attributes)
  }

  /// Applies `attributes` unless the view was last given this very object — by the dequeue
  /// that made it, before the data source configured it, as UIKit applies them: applying them
  /// again would undo what the data source set (a badge it hid, an alpha it chose).
  mutating func applyUnlessShown(_ attributes: CollectionViewLayoutAttributes) {
    if view.appliedLayoutAttributes === attributes {
      noteApplied(attributes)
    } else {
      forceApply(attributes)
    }
  }

  /// The copy kept of applied attributes: `copy(with:)` called directly, which is what
  /// `NSObject.copy()` calls, without that method's cast of the object to `NSCopying` (a
  /// protocol-conformance lookup of several hundred instructions, for every moved cell of every
  /// frame). A subclass's `copy(with:)` override is called as before.
  static func appliedCopy(of attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes? {
    attributes.copy(with: nil) as? CollectionViewLayoutAttributes
  }

  /// Records `attributes` as applied (the view already has them).
  mutating func noteApplied(_ attributes: CollectionViewLayoutAttributes) {
    keepCopy(of: attributes)
    appliedValues = AppliedValues(attributes)
  }
}
