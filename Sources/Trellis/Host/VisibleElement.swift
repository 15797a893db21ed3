// One element of the visible set: its key, view and latest attributes, and what was last
// applied to the view (to tell cheaply whether new attributes differ).

/// One element on screen.
///
/// What was last applied is kept as the attributes object (`appliedObject`, a private copy) and,
/// for attributes of a subclass, the values its getters gave (`appliedValues`, boxed). For plain
/// attributes the kept copy's stored values are the values applied (`appliedIsPlainCopy`), so
/// nothing else is stored: the element stays small (about a hundred bytes rather than three
/// hundred), and the merge copies it for every element that stays, in every frame.
@MainActor
struct VisibleElement {
  var key: ElementKey
  var view: CollectionReusableView
  /// The layout's latest attributes for the element (the animation target while animating).
  var attributes: CollectionViewLayoutAttributes
  /// The attributes object last applied outside animations (a copy of it).
  var appliedObject: CollectionViewLayoutAttributes?
  /// The values read through the getters of the last applied attributes when those were a
  /// subclass's (`nil` after plain attributes, or before anything was applied); held in a box
  /// that is written in place while the element alone holds it.
  var appliedValuesBox: AppliedValuesBox?
  /// Whether the last applied attributes were plain, so that `appliedObject` is a plain copy
  /// whose stored values are exactly what was applied (and `appliedValuesBox` is `nil`).
  var appliedIsPlainCopy = false
  /// The element's running update or transition animation.
  var track: ElementTrack?
  /// Whether the element appeared during an animation and has not been offered self-sizing yet.
  var needsSizing = false

  /// The values last applied outside animations, or `nil`: for plain attributes those of the
  /// kept copy (equal, field for field, to what was read when they were applied).
  var appliedValues: AppliedValues? {
    // `if let` rather than `map`: a closure here is main-actor isolated and checks the executor.
    if appliedIsPlainCopy {
      guard let appliedObject else { return nil }
      return AppliedValues(appliedObject)
    }
    return appliedValuesBox?.values
  }

  /// Forgets what was applied: the next `applyIfChanged(_:)` applies.
  mutating func forgetApplied() {
    appliedObject = nil
    appliedValuesBox = nil
    appliedIsPlainCopy = false
  }

  /// Applies `attributes` if they differ from what was applied last; returns whether it did.
  ///
  /// Plain attributes after plain attributes: unchanged when the kept copy's values equal
  /// theirs (`hasValues(equalTo:)`) — the same answer as comparing the applied values and then `isEqual(_:)` (the
  /// copy's class is plain, so that method compares the classes and then the values, of which
  /// the applied values are a part).
  mutating func applyIfChanged(_ attributes: CollectionViewLayoutAttributes) -> Bool {
    // Compare with a copy of what was applied, not the object itself: a layout may change a
    // property of its cached attributes in place (UIKit also keeps its own copy).
    if appliedIsPlainCopy, type(of: attributes) == CollectionViewLayoutAttributes.self {
      // Optional chaining reads the kept copy in place (a binding would retain it).
      if appliedObject?.hasValues(equalTo: attributes) == true { return false }
    } else if let appliedObject, let box = appliedValuesBox, box.values == AppliedValues(attributes),
      appliedObject.isEqual(attributes)
    {
      return false
    }
    view.applyLayoutAttributes(attributes)
    noteApplied(attributes)
    return true
  }

  /// Takes `target` as the element's latest attributes in the merge: the animation's new
  /// target while animating, otherwise applied if they changed. Returns whether the element
  /// is a cell to offer self-sizing (its applied size changed, or it was waiting for it).
  mutating func update(to target: CollectionViewLayoutAttributes) -> Bool {
    // The merge has already stored the target (an assignment of the same object would retain
    // and release it).
    if attributes !== target { attributes = target }
    if track != nil {
      track?.to = target
      return false
    }
    defer { needsSizing = false }
    // Not `appliedValues?.size`, which would build the whole snapshot for the plain case.
    var previousSize: CGSize?
    if appliedIsPlainCopy {
      if let appliedObject { previousSize = appliedObject.values.bounds.size }
    } else {
      previousSize = appliedValuesBox?.values.size
    }
    // Plain attributes: the stored size their getter returns.
    if applyIfChanged(target), key.category == 0,
      previousSize
        != (type(of: target) == CollectionViewLayoutAttributes.self ? target.values.bounds.size : target.size)
    {
      return true
    }
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
  /// frame). A subclass's `copy(with:)` override is called as before; for plain attributes
  /// (whose `copy(with:)` no subclass overrides) that method's body is run here — a new plain
  /// object given the same values — without returning it as `Any` and casting it back.
  static func appliedCopy(of attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes? {
    guard type(of: attributes) == CollectionViewLayoutAttributes.self else {
      return attributes.copy(with: nil) as? CollectionViewLayoutAttributes
    }
    let copy = CollectionViewLayoutAttributes()
    copy.values = attributes.values
    return copy
  }

  /// Records `attributes` as applied (the view already has them).
  mutating func noteApplied(_ attributes: CollectionViewLayoutAttributes) {
    if appliedIsPlainCopy, type(of: attributes) == CollectionViewLayoutAttributes.self {
      // Plain after plain: `keepCopy(of:)`, knowing the kept copy is plain (without binding it,
      // which would retain it); the box is already `nil`.
      if isKnownUniquelyReferenced(&appliedObject) {
        appliedObject?.assignValues(from: attributes)
      } else {
        appliedObject = Self.appliedCopy(of: attributes)
      }
      return
    }
    keepCopy(of: attributes)
    if type(of: attributes) == CollectionViewLayoutAttributes.self,
      let appliedObject, type(of: appliedObject) == CollectionViewLayoutAttributes.self
    {
      // The kept copy holds the values applied.
      appliedIsPlainCopy = true
      if appliedValuesBox != nil { appliedValuesBox = nil }
      return
    }
    appliedIsPlainCopy = false
    let values = AppliedValues(attributes)
    if let box = appliedValuesBox, isKnownUniquelyReferenced(&appliedValuesBox) {
      box.values = values
    } else {
      appliedValuesBox = AppliedValuesBox(values)
    }
  }
}

/// The values applied from a subclass's attributes (`VisibleElement.appliedValuesBox`): out of
/// line, so that the element the merge copies every frame stays small.
final class AppliedValuesBox {
  /// The values.
  var values: AppliedValues

  init(_ values: AppliedValues) { self.values = values }
}
