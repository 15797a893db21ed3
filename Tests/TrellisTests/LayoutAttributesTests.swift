import PropertyBased
import Testing
import Trellis

/// An attributes subclass as UIKit layouts write them: extra state, `copy(with:)` calling
/// `super` and copying the extras, `isEqual(_:)` comparing the extras and then `super`.
nonisolated private final class TintedAttributes: CollectionViewLayoutAttributes {
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var tint = Tint(red: 0, green: 0, blue: 0)

  struct Tint: Equatable {
    var red: Double
    var green: Double
    var blue: Double
  }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! TintedAttributes
    copy.anchorPoint = anchorPoint
    copy.tint = tint
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TintedAttributes else { return false }
    return anchorPoint == other.anchorPoint && tint == other.tint && super.isEqual(object)
  }
}

/// A layout whose attributes are `TintedAttributes`.
private final class TintedLayout: CollectionViewLayout {
  override class var layoutAttributesClass: AnyClass { TintedAttributes.self }
}

/// Attributes with every property set away from its default.
private func fullySetAttributes() -> CollectionViewLayoutAttributes {
  let attributes = CollectionViewLayoutAttributes(
    forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
  attributes.center = CGPoint(x: 5, y: 6)
  attributes.size = CGSize(width: 7, height: 8)
  attributes.transform3D = CATransform3DMakeRotation(0.3, 0, 0, 1)
  attributes.alpha = 0.25
  attributes.zIndex = 3
  attributes.isHidden = true
  return attributes
}

private func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.origin.x - b.origin.x) <= tolerance && abs(a.origin.y - b.origin.y) <= tolerance
    && abs(a.size.width - b.size.width) <= tolerance && abs(a.size.height - b.size.height) <= tolerance
}

/// CollectionViewLayoutAttributes: the frame/center/size/bounds/transform relations of
/// UICollectionViewLayoutAttributes (a view's frame is the bounding box of its transformed bounds
/// about its centre), copying and equality, and custom subclasses through a layout's
/// `layoutAttributesClass`.
@Suite("Layout attributes")
struct LayoutAttributesTests {
  @Test("a new cell's attributes have UIKit's defaults: zero frame, alpha 1, zIndex 0, visible, identity")
  func defaults() {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 2))
    #expect(attributes.frame == .zero)
    #expect(attributes.alpha == 1)
    #expect(attributes.zIndex == 0)
    #expect(!attributes.isHidden)
    #expect(CATransform3DIsIdentity(attributes.transform3D))
    #expect(attributes.transform.isIdentity)
    #expect(attributes.indexPath == IndexPath(item: 4, section: 2))
    #expect(attributes.representedElementCategory == .cell)
    #expect(attributes.representedElementKind == nil)
  }

  @Test("supplementary and decoration initializers record the category and kind")
  func categoryInitializers() {
    let header = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 3))
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
    #expect(header.indexPath == IndexPath(item: 0, section: 3))
    let decoration = CollectionViewLayoutAttributes(
      forDecorationViewOfKind: "grid", with: IndexPath(item: 1, section: 0))
    #expect(decoration.representedElementCategory == .decorationView)
    #expect(decoration.representedElementKind == "grid")
  }

  @Test("setting frame (10, 20, 100, 50) sets center (60, 45) and size 100 × 50")
  func frameSetsCenterAndSize() {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(attributes.center == CGPoint(x: 60, y: 45))
    #expect(attributes.size == CGSize(width: 100, height: 50))
    #expect(attributes.bounds.size == CGSize(width: 100, height: 50))
    #expect(attributes.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("setting center moves the frame and keeps its size: centre (0, 0) gives (−50, −25, 100, 50)")
  func centerMovesFrame() {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    attributes.center = .zero
    #expect(attributes.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
  }

  @Test("setting size keeps the centre: size 20 × 10 about (60, 45) gives (50, 40, 20, 10)")
  func sizeKeepsCenter() {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    attributes.size = CGSize(width: 20, height: 10)
    #expect(attributes.center == CGPoint(x: 60, y: 45))
    #expect(attributes.frame == CGRect(x: 50, y: 40, width: 20, height: 10))
  }

  @Test("setting bounds sets size and keeps the centre: 30 × 40 about (60, 45) gives (45, 25, 30, 40)")
  func boundsSetsSize() {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    attributes.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
    #expect(attributes.size == CGSize(width: 30, height: 40))
    #expect(attributes.center == CGPoint(x: 60, y: 45))
    #expect(attributes.frame == CGRect(x: 45, y: 25, width: 30, height: 40))
  }

  @Test("with scale (2, 0.5) the frame is the scaled box about the centre: (−40, 32.5, 200, 25)")
  func frameWithScaleTransform() {
    // Bounds about the centre: x ∈ [−50, 50], y ∈ [−25, 25]; scaled: x ∈ [−100, 100],
    // y ∈ [−12.5, 12.5]; moved to the centre (60, 45): x ∈ [−40, 160], y ∈ [32.5, 57.5].
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    attributes.transform = CGAffineTransform(scaleX: 2, y: 0.5)
    #expect(attributes.frame == CGRect(x: -40, y: 32.5, width: 200, height: 25))
    // Centre and size are the untransformed values.
    #expect(attributes.center == CGPoint(x: 60, y: 45))
    #expect(attributes.size == CGSize(width: 100, height: 50))
  }

  @Test("with a quarter turn a 100 × 50 frame about (60, 45) becomes (35, −5, 50, 100)")
  func frameWithQuarterTurn() {
    // Turned 90°, x ∈ [−25, 25] and y ∈ [−50, 50] about the centre.
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    attributes.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(attributes.frame, CGRect(x: 35, y: -5, width: 50, height: 100)))
  }

  @Test("with an eighth turn a 100 × 50 frame's box is (100 + 50)/√2 ≈ 106.07 on each side")
  func frameWithEighthTurn() {
    // Half-extent of the turned box on each axis: 50·cos 45° + 25·sin 45° = 75/√2.
    let half = 75 / CGFloat(2).squareRoot()
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    attributes.transform3D = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
    #expect(isClose(attributes.frame, CGRect(x: 60 - half, y: 45 - half, width: 2 * half, height: 2 * half)))
  }

  @Test("setting transform replaces transform3D with its 3D equivalent, and back")
  func transformAndTransform3DAgree() {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
    #expect(attributes.transform3D == CATransform3DMakeScale(2, 3, 1))
    attributes.transform3D = CATransform3DMakeTranslation(4, 5, 0)
    #expect(attributes.transform == CGAffineTransform(translationX: 4, y: 5))
    attributes.transform = .identity
    #expect(CATransform3DIsIdentity(attributes.transform3D))
  }

  @Test("perspective and z in transform3D leave the affine transform and the frame unchanged")
  func transform3DOutOfPlaneKeepsFrame() {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    var t = CATransform3DMakeTranslation(0, 0, 40)
    t.m34 = -1 / 500
    attributes.transform3D = t
    #expect(attributes.transform.isIdentity)
    #expect(attributes.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(attributes.transform3D.m34 == -1.0 / 500)
  }

  @Test("copy() gives an equal but distinct object of the same class; changing it leaves the original")
  func copyIsEqualAndDistinct() throws {
    let original = fullySetAttributes()
    let copy = try #require(original.copy() as? CollectionViewLayoutAttributes)
    #expect(copy !== original)
    #expect(type(of: copy) == type(of: original))
    #expect(copy.isEqual(original))
    #expect(original.isEqual(copy))
    #expect(copy.hash == original.hash)
    #expect(copy.center == CGPoint(x: 5, y: 6) && copy.size == CGSize(width: 7, height: 8))
    #expect(copy.alpha == 0.25 && copy.zIndex == 3 && copy.isHidden)
    #expect(copy.transform3D == CATransform3DMakeRotation(0.3, 0, 0, 1))
    #expect(copy.representedElementCategory == .supplementaryView && copy.representedElementKind == "badge")
    copy.center = CGPoint(x: 100, y: 100)
    #expect(original.center == CGPoint(x: 5, y: 6))
    #expect(!copy.isEqual(original))
  }

  @Test(
    "isEqual is false when any one property differs",
    arguments: ["center", "size", "transform3D", "alpha", "zIndex", "isHidden", "indexPath"])
  func isEqualDetectsEachProperty(property: String) throws {
    let original = fullySetAttributes()
    let changed = try #require(original.copy() as? CollectionViewLayoutAttributes)
    switch property {
    case "center": changed.center.x += 1
    case "size": changed.size.height += 1
    case "transform3D": changed.transform3D.m34 = -0.002
    case "alpha": changed.alpha = 0.5
    case "zIndex": changed.zIndex = 4
    case "isHidden": changed.isHidden = false
    case "indexPath": changed.indexPath = IndexPath(item: 3, section: 1)
    default: Issue.record("unknown property \(property)")
    }
    #expect(!changed.isEqual(original))
    #expect(!original.isEqual(changed))
  }

  @Test("isEqual tells a cell, a header, a footer and a decoration at the same index path apart")
  func isEqualDetectsCategoryAndKind() {
    let path = IndexPath(item: 0, section: 0)
    let all = [
      CollectionViewLayoutAttributes(forCellWith: path),
      CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, with: path),
      CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, with: path),
      CollectionViewLayoutAttributes(
        forDecorationViewOfKind: CollectionView.elementKindSectionHeader, with: path),
    ]
    for (i, a) in all.enumerated() {
      for (j, b) in all.enumerated() {
        #expect(a.isEqual(b) == (i == j), "\(a) vs \(b)")
      }
    }
    #expect(!all[0].isEqual(nil))
    #expect(!all[0].isEqual("not attributes"))
  }

  @Test("a subclass's copy(with:) override copies its anchorPoint and colour")
  func subclassCopiesItsProperties() throws {
    let original = TintedAttributes(forCellWith: IndexPath(item: 1, section: 0))
    original.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
    original.anchorPoint = CGPoint(x: 0.5, y: 3.4)
    original.tint = .init(red: 1, green: 0.5, blue: 0)
    let copy = try #require(original.copy() as? TintedAttributes)
    #expect(copy !== original)
    #expect(copy.anchorPoint == CGPoint(x: 0.5, y: 3.4))
    #expect(copy.tint == .init(red: 1, green: 0.5, blue: 0))
    #expect(copy.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(copy.isEqual(original))
  }

  @Test("a subclass's isEqual(_:) override sees its own properties and the inherited ones")
  func subclassComparesItsProperties() throws {
    let original = TintedAttributes(forCellWith: IndexPath(item: 1, section: 0))
    original.anchorPoint = CGPoint(x: 0.5, y: 3.4)

    let otherAnchor = try #require(original.copy() as? TintedAttributes)
    otherAnchor.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    #expect(!otherAnchor.isEqual(original))

    let otherTint = try #require(original.copy() as? TintedAttributes)
    otherTint.tint.blue = 1
    #expect(!otherTint.isEqual(original))

    let otherAlpha = try #require(original.copy() as? TintedAttributes)
    otherAlpha.alpha = 0.5
    #expect(!otherAlpha.isEqual(original))

    // The base class and the subclass with the same base values are not equal either way.
    let plain = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    #expect(!plain.isEqual(original))
    #expect(!original.isEqual(plain))
  }

  @Test("a layout whose layoutAttributesClass is a subclass makes instances of it for every category")
  func layoutMakesItsAttributesClass() throws {
    let layout = TintedLayout()
    let cell = try #require(
      layout.makeLayoutAttributes(forCellWith: IndexPath(item: 5, section: 1)) as? TintedAttributes)
    #expect(cell.indexPath == IndexPath(item: 5, section: 1))
    #expect(cell.representedElementCategory == .cell)
    #expect(cell.anchorPoint == CGPoint(x: 0.5, y: 0.5))

    let header = try #require(
      layout.makeLayoutAttributes(
        forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        with: IndexPath(item: 0, section: 2))
        as? TintedAttributes)
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(header.representedElementKind == CollectionView.elementKindSectionHeader)
    #expect(header.indexPath == IndexPath(item: 0, section: 2))

    let decoration = try #require(
      layout.makeLayoutAttributes(forDecorationViewOfKind: "shelf", with: IndexPath(item: 0, section: 3))
        as? TintedAttributes)
    #expect(decoration.representedElementCategory == .decorationView)
    #expect(decoration.representedElementKind == "shelf")
    #expect(decoration.indexPath == IndexPath(item: 0, section: 3))
  }

  @Test("the base layout makes plain CollectionViewLayoutAttributes")
  func baseLayoutMakesBaseClass() {
    let attributes = CollectionViewLayout().makeLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    #expect(type(of: attributes) == CollectionViewLayoutAttributes.self)
  }

  @Test(
    "seeded: with any scale and turn, frame is the tight box of the four transformed corners about center")
  func frameIsTightBoundingBoxOfTransformedCorners() {
    // Scale (sx, sy) then turn θ, as entries: a = sx·cos θ, b = sx·sin θ, c = −sy·sin θ,
    // d = sy·cos θ. A corner (x, y) about the centre goes to (a·x + c·y, b·x + d·y); the frame is
    // the centre plus the min and max of those over the four corners (x = ±w/2, y = ±h/2).
    var rng = Xoshiro(seed: (0x7472_656C_6C69_7301, 2, 3, 4))
    let coordinate = Gen.double(in: -1000...1000)
    let length = Gen.double(in: 0...500)
    let angle = Gen.double(in: -Double.pi...Double.pi)
    let factor = Gen.double(in: 0.1...3)
    for _ in 0..<300 {
      let center = CGPoint(x: coordinate.run(using: &rng), y: coordinate.run(using: &rng))
      let size = CGSize(width: length.run(using: &rng), height: length.run(using: &rng))
      let theta = angle.run(using: &rng)
      let (sx, sy) = (CGFloat(factor.run(using: &rng)), CGFloat(factor.run(using: &rng)))
      let (cosine, sine) = (CGFloat(Foundation.cos(theta)), CGFloat(Foundation.sin(theta)))
      let (a, b, c, d) = (sx * cosine, sx * sine, -sy * sine, sy * cosine)

      let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      attributes.center = center
      attributes.size = size
      attributes.transform = CGAffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0)

      let corners = [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)].map { (u: CGFloat, v: CGFloat) in
        let (x, y) = (u * size.width / 2, v * size.height / 2)
        return CGPoint(x: a * x + c * y, y: b * x + d * y)
      }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let expected = CGRect(
        x: center.x + xs.min()!, y: center.y + ys.min()!, width: xs.max()! - xs.min()!,
        height: ys.max()! - ys.min()!)
      #expect(
        isClose(attributes.frame, expected),
        "centre \(center), size \(size), θ \(theta), scale (\(sx), \(sy))")
      #expect(abs(attributes.frame.midX - center.x) <= 1e-9 && abs(attributes.frame.midY - center.y) <= 1e-9)
    }
  }
}
