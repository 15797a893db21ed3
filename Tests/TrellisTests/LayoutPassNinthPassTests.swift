import Foundation
import Testing

@testable import Trellis

/// The ninth pass over the layout pass of a springy scroll (docs/benchmarks.md, issue 23): the
/// visible-rect gather derives the key of plain attributes in place (`ElementKey(plain:)`), and
/// the attributes' values keep whether their transform is exactly the identity
/// (`LayoutAttributesValues.transformIsIdentity`), which the frame, the affine transform, the
/// comparison and the copy of applied values, and the placing of a view read instead of the
/// sixteen entries; the gather compares an untransformed element's frame with the visible
/// bounds' edges read once for the pass (`VisibleEdges`). Each shortcut is checked against the
/// general code it stands for.
@MainActor @Suite struct LayoutPassNinthPassTests {
  /// Attributes of a subclass that overrides nothing: every getter runs the general path.
  nonisolated private final class NonOverridingAttributes: CollectionViewLayoutAttributes {}

  /// The identity with one entry `-0.0`: equal to the identity by `==`, not bit for bit.
  private static var negativeZeroIdentity: CATransform3D {
    var t = CATransform3DIdentity
    t.m42 = -0.0
    return t
  }

  private static let transforms: [CATransform3D] = [
    CATransform3DIdentity, negativeZeroIdentity, CATransform3DMakeScale(2, 0.5, 1),
    CATransform3DMakeRotation(0.25, 0, 0, 1), CATransform3DMakeTranslation(3, -2, 0),
  ]

  // MARK: ElementKey(plain:)

  /// Seeded plain attributes of every category, with index paths of zero to three parts and
  /// negative parts: the in-place key equals the key the general initializer reads through the
  /// getters of a subclass with the same values.
  @Test func thePlainKeyMatchesTheGeneralKey() {
    var random = SplitMix64(seed: 909)
    let paths = [
      IndexPath(item: 3, section: 1), IndexPath(item: -1, section: 0), IndexPath(index: 4), IndexPath(),
      IndexPath(indexes: [2, 5, 7]),
    ]
    for step in 0..<3_000 {
      let path = random.pick(paths)
      let plain: CollectionViewLayoutAttributes
      switch random.next() % 3 {
      case 0: plain = CollectionViewLayoutAttributes(forCellWith: path)
      case 1:
        plain = CollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: random.pick(["header", "x"]), with: path)
      default: plain = CollectionViewLayoutAttributes(forDecorationViewOfKind: "badge", with: path)
      }
      let general = NonOverridingAttributes()
      general.values = plain.values
      let a = ElementKey(plain: plain)
      let b = ElementKey(general)
      #expect(a == b, "step \(step)")
      #expect(a.kind == b.kind && a.category == b.category && a.section == b.section && a.item == b.item)
    }
  }

  /// Worked examples: a one-part path is section 4, item 0; no parts is (0, 0); three parts
  /// take the first two; a header's kind and category 1.
  @Test func thePlainKeyOnWorkedExamples() {
    let one = ElementKey(plain: CollectionViewLayoutAttributes(forCellWith: IndexPath(index: 4)))
    #expect(one.section == 4 && one.item == 0 && one.category == 0 && one.kind == "")
    let none = ElementKey(plain: CollectionViewLayoutAttributes(forCellWith: IndexPath()))
    #expect(none.section == 0 && none.item == 0)
    let three = ElementKey(plain: CollectionViewLayoutAttributes(forCellWith: IndexPath(indexes: [2, 5, 7])))
    #expect(three.section == 2 && three.item == 5)
    let header = ElementKey(
      plain: CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 3)))
    #expect(header.category == 1 && header.kind == "header" && header.section == 3 && header.item == 0)
  }

  // MARK: VisibleEdges

  /// Over 20,000 seeded untransformed elements of positive size and seeded standard bounds,
  /// many sharing an edge or a corner with the bounds exactly, the edges read once answer as
  /// `onlyTouches` of the element's frame (`plainFrame`) and the bounds; both answers occur.
  @Test func theEdgesAnswerAsOnlyTouches() {
    var random = SplitMix64(seed: 2_718)
    var touching = 0
    for step in 0..<20_000 {
      let bounds = CGRect(
        x: random.pick([0, -0.0, 10, -37.5, 1e17]), y: random.pick([0, 100, -0.0]),
        width: random.pick([320, 0, 44]), height: random.pick([568, 0, 44]))
      let width: CGFloat = random.pick([44, 0.5, 1e-300, 320])
      let height: CGFloat = random.pick([44, 1, 568])
      // Centres that put an edge of the frame on an edge of the bounds, or near one.
      let x =
        random.pick([bounds.minX, bounds.maxX, bounds.midX]) + random.pick([-width / 2, width / 2, 0, 1, -1])
      let y =
        random.pick([bounds.minY, bounds.maxY, bounds.midY]) + random.pick([-height / 2, height / 2, 0, 3])
      let a = CollectionViewLayoutAttributes()
      a.size = CGSize(width: width, height: height)
      a.center = CGPoint(x: x, y: y)
      let edges = VisibleEdges(bounds)
      #expect(edges.isStandard)
      let fast = edges.areOnlyTouched(byX: -width / 2 + x, y: -height / 2 + y, width: width, height: height)
      let general = CollectionView.onlyTouches(a.plainFrame, bounds)
      #expect(fast == general, "step \(step)")
      if general { touching += 1 }
    }
    #expect(touching > 500)
    #expect(touching < 19_500)
  }

  /// A worked example: a 44-point cell whose bottom edge lies on the top of the bounds at
  /// y = 100 only touches them; moved down by a quarter point it overlaps; with negative bounds
  /// size the edges are not standard (the gather then asks `onlyTouches`).
  @Test func theEdgesOnAWorkedExample() {
    let edges = VisibleEdges(CGRect(x: 0, y: 100, width: 320, height: 568))
    #expect(edges.areOnlyTouched(byX: 10, y: 56, width: 44, height: 44))
    #expect(!edges.areOnlyTouched(byX: 10, y: 56.25, width: 44, height: 44))
    #expect(!edges.areOnlyTouched(byX: 10, y: 0, width: 44, height: 44))
    #expect(!VisibleEdges(CGRect(x: 0, y: 0, width: -1, height: 10)).isStandard)
  }

  // MARK: transformIsIdentity

  /// The flag is the transform's bits compared with the identity's, written out (1.0 is
  /// 0x3FF0_0000_0000_0000, +0 is 0), after every way of writing the transform: the 3D and
  /// affine setters, an entry changed in place, a copy, the pool's reset, and the applied copy's
  /// assignment.
  @Test func theFlagFollowsTheTransform() {
    let identityBits: [UInt64] = [
      0x3FF0_0000_0000_0000, 0, 0, 0, 0, 0x3FF0_0000_0000_0000, 0, 0, 0, 0, 0x3FF0_0000_0000_0000, 0, 0, 0, 0,
      0x3FF0_0000_0000_0000,
    ]
    func check(_ a: CollectionViewLayoutAttributes, _ step: Int) {
      #expect(a.values.transformIsIdentity == (bitPatterns(a.transform3D) == identityBits), "step \(step)")
    }
    var random = SplitMix64(seed: 31)
    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    #expect(a.values.transformIsIdentity)
    for step in 0..<3_000 {
      switch random.next() % 6 {
      case 0: a.transform3D = random.pick(Self.transforms)
      case 1: a.transform = random.pick([.identity, CGAffineTransform(scaleX: 2, y: 1)])
      case 2: a.transform3D.m12 = random.pick([0, -0.0, 0.5, .nan])
      case 3:
        let copy = a.copy() as! CollectionViewLayoutAttributes
        check(copy, step)
        #expect(bitPatterns(copy.transform3D) == bitPatterns(a.transform3D))
      case 4:
        a.resetAsCell(at: IndexPath(item: 1, section: 0), frame: CGRect(x: 0, y: 0, width: 4, height: 4))
      default:
        let source = CollectionViewLayoutAttributes(forCellWith: a.indexPath)
        source.transform3D = random.pick(Self.transforms)
        a.assignValues(from: source)
        #expect(bitPatterns(a.transform3D) == bitPatterns(source.transform3D), "step \(step)")
      }
      check(a, step)
    }
  }

  /// The frame and the affine transform of plain attributes have the bits of the general
  /// path's (a subclass's, through the getters) over 5,000 seeded attributes, the identity
  /// with a `-0.0` entry among the transforms.
  @Test func theFrameAndTransformMatchTheGeneralPath() {
    var random = SplitMix64(seed: 5_151)
    let lengths: [CGFloat] = [44, 0, -0.0, -10, .nan]
    let coordinates: [CGFloat] = [0, -0.0, 3.75, .infinity]
    for step in 0..<5_000 {
      let plain = CollectionViewLayoutAttributes()
      plain.size = CGSize(width: random.pick(lengths), height: random.pick(lengths))
      plain.center = CGPoint(x: random.pick(coordinates), y: random.pick(coordinates))
      plain.transform3D = random.pick(Self.transforms)
      let general = NonOverridingAttributes()
      general.values = plain.values
      #expect(bitPatterns(plain.frame) == bitPatterns(general.frame), "step \(step)")
      #expect(bitPatterns(plain.transform) == bitPatterns(general.transform), "step \(step)")
      #expect(
        bitPatterns(plain.transform) == bitPatterns(CATransform3DGetAffineTransform(plain.transform3D)),
        "step \(step)")
    }
  }

  /// Values that differ only by the sign of a zero entry of the transform are equal (`-0.0 ==
  /// 0.0`), as they were before the flag, though their flags differ; `hasValues(equalTo:)`
  /// agrees with `==`, and a transform that is not the identity is still compared.
  @Test func comparingValuesIgnoresTheFlag() {
    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let b = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    b.transform3D = Self.negativeZeroIdentity
    #expect(a.values.transformIsIdentity && !b.values.transformIsIdentity)
    #expect(a.values == b.values)
    #expect(a.hasValues(equalTo: b) && b.hasValues(equalTo: a))
    #expect(a.isEqual(b))
    b.transform3D = CATransform3DMakeScale(2, 1, 1)
    #expect(a.values != b.values)
    #expect(!a.hasValues(equalTo: b))
    a.transform3D = CATransform3DMakeScale(2, 1, 1)
    #expect(a.hasValues(equalTo: b))
  }

  // MARK: placing a view

  /// A subclass cell that overrides nothing: placed through the general branch of
  /// `applyLayoutAttributes(_:)` (the view's setters).
  private final class PlainSubclassCell: CollectionViewCell {}

  /// Over 2,000 seeded attributes (identity, `-0.0` identity, scaled, rotated), a plain cell
  /// ends with the bits of a subclass cell placed through the setters: layer transform, flag,
  /// geometry.
  @Test func aPlainCellIsPlacedAsThroughTheSetters() {
    var random = SplitMix64(seed: 77)
    let plain = CollectionViewCell(frame: .zero)
    let reference = PlainSubclassCell(frame: .zero)
    for step in 0..<2_000 {
      let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: step, section: 0))
      a.size = CGSize(width: random.pick([44, 30]), height: 44)
      a.center = CGPoint(x: random.pick([0, -0.0, 22]), y: 10)
      a.transform3D = random.pick(Self.transforms)
      plain.applyLayoutAttributes(a)
      reference.applyLayoutAttributes(a)
      #expect(bitPatterns(plain.layer.transform) == bitPatterns(reference.layer.transform), "step \(step)")
      #expect(plain.layer.transformIsExactIdentity == reference.layer.transformIsExactIdentity)
      #expect(bitPatterns(plain.layer.bounds) == bitPatterns(reference.layer.bounds))
      #expect(plain.layer.position == reference.layer.position)
    }
  }
}

extension SplitMix64 {
  /// One of `options`, picked by the next number.
  fileprivate mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }
}
