import Foundation
import Testing

@testable import Trellis

/// A subclass that adds nothing: it takes the general paths of `frame` and `sectionAndItem`
/// (they only shortcut plain attributes), so it is the reference the shortcuts are checked
/// against.
nonisolated private final class PlainSubclassAttributes: CollectionViewLayoutAttributes {}

/// A subclass whose `indexPath` getter answers something else than what was stored.
nonisolated private final class ShiftedAttributes: CollectionViewLayoutAttributes {
  override var indexPath: IndexPath {
    get {
      let stored = super.indexPath
      return stored.count == 2 ? IndexPath(item: stored[1] + 100, section: stored[0]) : stored
    }
    set { super.indexPath = newValue }
  }
}

/// A subclass with extra state, copied by `copy(with:)`.
nonisolated private final class MarkedAttributes: CollectionViewLayoutAttributes {
  var mark = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! MarkedAttributes
    copy.mark = mark
    return copy
  }
}

/// A subclass whose geometry and appearance getters answer something else than what was
/// stored: the general paths must ask them.
nonisolated private final class OverridingAttributes: CollectionViewLayoutAttributes {
  override var center: CGPoint {
    get { CGPoint(x: super.center.x + 1, y: super.center.y) }
    set { super.center = newValue }
  }
  override var alpha: CGFloat {
    get { super.alpha / 2 }
    set { super.alpha = newValue }
  }
  override var zIndex: Int {
    get { super.zIndex + 7 }
    set { super.zIndex = newValue }
  }
}

/// A subclass whose getters answer a NaN centre (or a NaN size) while the stored values are
/// finite: the layout pass must ask the getters and skip it.
nonisolated private final class NaNGetterAttributes: CollectionViewLayoutAttributes {
  var nanSize = false
  override var center: CGPoint {
    get { nanSize ? super.center : CGPoint(x: CGFloat.nan, y: super.center.y) }
    set { super.center = newValue }
  }
  override var size: CGSize {
    get { nanSize ? CGSize(width: CGFloat.nan, height: 10) : super.size }
    set { super.size = newValue }
  }
}

/// Four 100 × 40 cells in a column, each a new object of the class `make` picks.
private final class FourCellsLayout: CollectionViewLayout {
  var make: (Int) -> CollectionViewLayoutAttributes = {
    CollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0, section: 0))
  }
  override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 160) }
  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    (0..<4).map { i in
      let a = make(i)
      a.frame = CGRect(x: 0, y: CGFloat(i) * 40, width: 100, height: 40)
      return a
    }
  }
}

/// The shortcuts of the springy fling's layout pass (issue 23) answer exactly what the general
/// code answers: the frame of plain attributes, the two parts of an index path kept with the
/// stored values, and the reuse of a visible element's kept copy of applied attributes.
@MainActor @Suite struct LayoutPassFastPathTests {
  // MARK: frame

  @Test func plainFrameIsTheCentredRectangle() {
    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.center = CGPoint(x: 10.5, y: 20.25)
    a.size = CGSize(width: 44, height: 30)
    // x = 10.5 − 44/2 = −11.5, y = 20.25 − 30/2 = 5.25.
    #expect(a.frame == CGRect(x: -11.5, y: 5.25, width: 44, height: 30))
  }

  /// Every combination of awkward centres and sizes (negative, zero, infinite, NaN, huge) and a
  /// rotation: the plain object's frame has the same bits as the subclass's general path.
  @Test func plainFrameMatchesTheGeneralPathBitForBit() {
    let coordinates: [CGFloat] = [0, -0.0, 1e-300, 3.75, -7.125, 1e18, -1e18, .infinity, -.infinity, .nan]
    let lengths: [CGFloat] = [0, -0.0, 44, 0.1, -4, 1e20, .infinity, -.infinity, .nan]
    let transforms = [CATransform3DIdentity, CATransform3DMakeRotation(0.3, 0, 0, 1)]
    func bits(_ r: CGRect) -> [UInt64] {
      [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0).bitPattern }
    }
    var checked = 0
    for x in coordinates {
      for w in lengths {
        for h in [lengths[2], w] {
          for t in transforms {
            let plain = CollectionViewLayoutAttributes()
            let general = PlainSubclassAttributes()
            for a in [plain, general] as [CollectionViewLayoutAttributes] {
              a.center = CGPoint(x: x, y: -x)
              a.size = CGSize(width: w, height: h)
              a.transform3D = t
            }
            let p = plain.frame
            let g = general.frame
            // NaN never equals itself: compare bit patterns (the same NaN comes out of the same sums).
            #expect(
              bits(p) == bits(g), "center \(x), size \(w) × \(h), identity \(t == CATransform3DIdentity)")
            checked += 1
          }
        }
      }
    }
    #expect(checked == coordinates.count * lengths.count * 2 * 2)
  }

  /// `CollectionView.onlyTouches` against its previous form, which standardised both rectangles
  /// first, over rectangles with positive, zero, negative and signed-zero sizes, and edges that
  /// overlap, touch and miss.
  @Test func onlyTouchesMatchesTheStandardisingForm() {
    func reference(_ frame: CGRect, _ bounds: CGRect) -> Bool {
      let f = frame.standardized
      let b = bounds.standardized
      let closed = f.minX <= b.maxX && b.minX <= f.maxX && f.minY <= b.maxY && b.minY <= f.maxY
      return closed && !f.overlaps(b)
    }
    let origins: [CGFloat] = [-10, -0.0, 0, 5, 10, 20]
    let lengths: [CGFloat] = [-10, -5, -0.0, 0, 5, 10]
    let bounds = [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 10, width: -10, height: -10)]
    var touching = 0
    for x in origins {
      for w in lengths {
        for y in [origins[1], origins[4]] {
          for h in [lengths[3], lengths[4], lengths[0]] {
            for b in bounds {
              let frame = CGRect(x: x, y: y, width: w, height: h)
              let expected = reference(frame, b)
              #expect(CollectionView.onlyTouches(frame, b) == expected, "\(frame) against \(b)")
              if expected { touching += 1 }
            }
          }
        }
      }
    }
    // Both answers occur (the rectangle (10, 0, 5, 5) shares the right edge of (0, 0, 10, 10)).
    #expect(touching > 0)
    #expect(CollectionView.onlyTouches(CGRect(x: 10, y: 0, width: 5, height: 5), bounds[0]))
    #expect(!CollectionView.onlyTouches(CGRect(x: 9, y: 0, width: 5, height: 5), bounds[0]))
  }

  // MARK: sectionAndItem

  @Test func sectionAndItemFollowsEveryWayOfSettingTheIndexPath() {
    let a = CollectionViewLayoutAttributes()
    #expect(a.sectionAndItem! == (0, 0))
    let b = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 7, section: 3))
    #expect(b.sectionAndItem! == (3, 7))
    b.indexPath = IndexPath(indexes: [1, 2, 3])
    #expect(b.sectionAndItem == nil)
    b.indexPath = IndexPath(indexes: [4, 5])
    #expect(b.sectionAndItem! == (4, 5))
    // In place (the property's `_modify`).
    b.indexPath[1] = 9
    #expect(b.sectionAndItem! == (4, 9))
    b.indexPath.append(1)
    #expect(b.sectionAndItem == nil)
    b.indexPath.removeLast()
    #expect(b.sectionAndItem! == (4, 9))
    b.indexPath = IndexPath(index: 2)
    #expect(b.sectionAndItem == nil)
    b.indexPath = IndexPath()
    #expect(b.sectionAndItem == nil)
    // Copies carry it.
    b.indexPath = IndexPath(item: 11, section: 12)
    let c = b.copy() as! CollectionViewLayoutAttributes
    #expect(c.sectionAndItem! == (12, 11))
    #expect(c.isEqual(b))
    let s = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 5))
    #expect(s.sectionAndItem! == (5, 0))
  }

  @Test func sectionAndItemOfASubclassGoesThroughItsIndexPath() {
    let a = ShiftedAttributes(forCellWith: IndexPath(item: 2, section: 1))
    // The override adds 100 to the item.
    #expect(a.sectionAndItem! == (1, 102))
    #expect(ElementKey(a).item == 102)
    #expect(ElementKey(a).section == 1)
  }

  // MARK: VisibleElement.keepCopy(of:)

  @Test func keptCopyIsReusedOnlyWhenNothingElseHoldsIt() {
    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.size = CGSize(width: 44, height: 44)
    a.center = CGPoint(x: 30, y: 40)
    var element = VisibleElement(
      key: ElementKey(a), view: CollectionReusableView(frame: .zero), attributes: a)
    element.forceApply(a)
    let first = element.appliedObject!
    #expect(first !== a)
    #expect(first.isEqual(a))
    #expect(element.view.center == CGPoint(x: 30, y: 40))

    // Moved in place while `first` is still held elsewhere: a new copy; `first` keeps the old values.
    a.center = CGPoint(x: 31, y: 40)
    let changed1 = element.applyIfChanged(a)
    #expect(changed1)
    #expect(element.appliedObject! !== first)
    #expect(first.center == CGPoint(x: 30, y: 40))
    #expect(element.appliedObject!.center == CGPoint(x: 31, y: 40))
    #expect(element.view.center == CGPoint(x: 31, y: 40))

    // Held only by the element: the same object, now with the new values.
    let kept = ObjectIdentifier(element.appliedObject!)
    a.center = CGPoint(x: 32, y: 41)
    let changed2 = element.applyIfChanged(a)
    #expect(changed2)
    #expect(ObjectIdentifier(element.appliedObject!) == kept)
    #expect(element.appliedObject!.isEqual(a))
    #expect(element.appliedObject! !== a)
    #expect(element.view.center == CGPoint(x: 32, y: 41))
    // Unchanged attributes are not applied again.
    let changed3 = element.applyIfChanged(a)
    #expect(!changed3)
  }

  @Test func subclassAttributesAreCopiedWithTheirCopyMethod() {
    let a = MarkedAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.size = CGSize(width: 10, height: 10)
    a.mark = 7
    var element = VisibleElement(
      key: ElementKey(a), view: CollectionReusableView(frame: .zero), attributes: a)
    element.forceApply(a)
    a.center = CGPoint(x: 1, y: 2)
    a.mark = 8
    let changed4 = element.applyIfChanged(a)
    #expect(changed4)
    let kept = element.appliedObject as? MarkedAttributes
    #expect(kept != nil)
    #expect(kept !== a)
    #expect(kept?.mark == 8)
    #expect(kept?.center == CGPoint(x: 1, y: 2))
  }

  // MARK: applied values and applying

  /// Fills `a` with awkward values: signed zeros, NaN, a rotation.
  private func fill(_ a: CollectionViewLayoutAttributes, _ k: Int) {
    let numbers: [CGFloat] = [0, -0.0, 3.75, -7.125, 1e18, .nan]
    a.center = CGPoint(x: numbers[k % 6], y: numbers[(k + 1) % 6])
    a.size = CGSize(width: [44, 0.5, 1e4][k % 3], height: [30, 2][k % 2])
    a.transform3D = k % 2 == 0 ? CATransform3DIdentity : CATransform3DMakeRotation(0.25, 0, 0, 1)
    a.alpha = [1, 0.5, 0, -0.0][k % 4]
    a.zIndex = k - 3
    a.isHidden = k % 3 == 0
  }

  /// Bit patterns of an `AppliedValues` (NaN compares unequal to itself).
  private func bits(_ v: AppliedValues) -> [UInt64] {
    let t = v.transform3D
    return [
      v.center.x, v.center.y, v.size.width, v.size.height, v.alpha, t.m11, t.m12, t.m21, t.m22, t.m41, t.m42,
      t.m44,
    ].map { Double($0).bitPattern } + [UInt64(bitPattern: Int64(v.zIndex)), v.isHidden ? 1 : 0]
  }

  /// The plain attributes' snapshot (stored values) has the bits of the subclass's (getters).
  @Test func plainAppliedValuesMatchTheGetters() {
    for k in 0..<24 {
      let plain = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: k, section: 0))
      let sub = PlainSubclassAttributes(forCellWith: IndexPath(item: k, section: 0))
      fill(plain, k)
      fill(sub, k)
      #expect(bits(AppliedValues(plain)) == bits(AppliedValues(sub)), "case \(k)")
    }
  }

  /// A subclass's overridden getters are asked: its snapshot and what a view gets applied follow
  /// them (centre x + 1, half the alpha, z index + 7), not the stored values.
  @Test func overriddenGettersAreAskedWhenApplying() {
    let a = OverridingAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.center = CGPoint(x: 10, y: 20)
    a.alpha = 0.5  // halved: 0.25, exact in the layer's single-precision opacity too
    a.zIndex = 2
    let values = AppliedValues(a)
    #expect(values.center == CGPoint(x: 11, y: 20))
    #expect(values.alpha == 0.25)
    #expect(values.zIndex == 9)
    let view = CollectionReusableView(frame: .zero)
    view.applyLayoutAttributes(a)
    #expect(view.center == CGPoint(x: 11, y: 20))
    #expect(view.alpha == 0.25)
    #expect(view.zIndex == 9)
    #expect(view.layer.zPosition == 9)
  }

  /// Applying plain attributes and the same values through a subclass's getters leaves two
  /// views with the same bits.
  @Test func applyingPlainAttributesMatchesTheGetters() {
    func bits(_ v: CollectionReusableView) -> [UInt64] {
      let t = v.transform3D
      return [
        v.bounds.size.width, v.bounds.size.height, v.center.x, v.center.y, v.alpha, t.m11, t.m12, t.m21,
        t.m22,
        v.layer.zPosition,
      ].map { Double($0).bitPattern } + [UInt64(bitPattern: Int64(v.zIndex)), v.isHidden ? 1 : 0]
    }
    for k in 0..<24 {
      let plain = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: k, section: 0))
      let sub = PlainSubclassAttributes(forCellWith: IndexPath(item: k, section: 0))
      fill(plain, k)
      fill(sub, k)
      let a = CollectionReusableView(frame: .zero)
      let b = CollectionReusableView(frame: .zero)
      a.applyLayoutAttributes(plain)
      b.applyLayoutAttributes(sub)
      #expect(bits(a) == bits(b), "case \(k)")
      #expect(a.appliedLayoutAttributes === plain)
    }
  }

  // MARK: the layout pass's reads of plain attributes

  /// `ElementKey` of plain attributes (stored category and kind) equals the subclass's
  /// (getters) for cells, headers and decorations.
  @Test func plainElementKeyMatchesTheGetters() {
    let pairs: [(CollectionViewLayoutAttributes, CollectionViewLayoutAttributes)] = [
      (
        CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1)),
        PlainSubclassAttributes(forCellWith: IndexPath(item: 3, section: 1))
      ),
      (
        CollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 2)),
        PlainSubclassAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 2))
      ),
      (
        CollectionViewLayoutAttributes(forDecorationViewOfKind: "band", with: IndexPath(item: 1, section: 0)),
        PlainSubclassAttributes(forDecorationViewOfKind: "band", with: IndexPath(item: 1, section: 0))
      ),
    ]
    for (plain, sub) in pairs {
      let a = ElementKey(plain)
      let b = ElementKey(sub)
      #expect(a.category == b.category && a.kind == b.kind && a.section == b.section && a.item == b.item)
    }
  }

  /// The visible-rect gather reads plain attributes' stored centre and size, and asks a
  /// subclass's getters: cells whose getters answer NaN are not shown (and recorded), while the
  /// same cells as plain attributes, or as a subclass that overrides nothing, all are.
  @Test func theGatherAsksASubclassForItsCentreAndSize() {
    func shown(_ make: @escaping (Int) -> CollectionViewLayoutAttributes) -> ([IndexPath], CollectionView) {
      let layout = FourCellsLayout()
      layout.make = make
      let dataSource = ValueDataSource(count: 4)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 160), collectionViewLayout: layout)
      view.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
      view.dataSource = dataSource
      view.layoutIfNeeded()
      return (view.indexPathsForVisibleItems.sorted(), view)
    }
    let all = (0..<4).map { IndexPath(item: $0, section: 0) }
    #expect(shown { CollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0, section: 0)) }.0 == all)
    #expect(shown { PlainSubclassAttributes(forCellWith: IndexPath(item: $0, section: 0)) }.0 == all)
    // Items 1 and 3 answer a NaN centre (1) or size (3) through their getters.
    let (some, view) = shown { i in
      guard i % 2 == 1 else {
        return CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
      }
      let a = NaNGetterAttributes(forCellWith: IndexPath(item: i, section: 0))
      a.nanSize = i == 3
      return a
    }
    #expect(some == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
    #expect(view.lastLayoutError?.kind == .invalidLayoutInput)
  }
}
