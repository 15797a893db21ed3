import Foundation
import Testing

@testable import Trellis

/// A subclass that overrides nothing: its getters return the stored values, so the general
/// code it takes (`frame`, `transform` and `sectionAndItem` through the getters) must give
/// exactly what the plain class's shortcuts give.
nonisolated private final class UnchangedAttributes: CollectionViewLayoutAttributes {}

/// A subclass whose `transform3D` and `indexPath` getters report other values than the stored
/// ones, as an override may.
nonisolated private final class OverridingAttributes: CollectionViewLayoutAttributes {
  override var transform3D: CATransform3D {
    get { CATransform3DMakeScale(2, 3, 1) }
    set { super.transform3D = newValue }
  }

  override var indexPath: IndexPath {
    get { IndexPath(item: 7, section: 4) }
    set { super.indexPath = newValue }
  }
}

/// The plain attributes' shortcuts of `frame` (the untransformed case, and the rest moved to a
/// call of its own), `transform` (the affine part read in place) and `sectionAndItem` (the
/// subclass case moved to a call of its own), against the general code a subclass takes.
@MainActor @Suite struct LayoutAttributesPlainGetterTests {
  /// One of `options`, drawn with `random`.
  private func pick<T>(_ random: inout SplitMix64, _ options: [T]) -> T {
    options[Int(random.next() % UInt64(options.count))]
  }

  /// The same values in a plain object and in an `UnchangedAttributes`: centres and sizes
  /// including zero, negative and −0 sizes; identity, negative-zero, rotated, scaled and
  /// translated transforms; index paths of two parts and of others.
  private func makePair(
    _ random: inout SplitMix64
  ) -> (CollectionViewLayoutAttributes, CollectionViewLayoutAttributes) {
    let center = CGPoint(
      x: pick(&random, [0, 50, -12.5, 1e7, 3.25]), y: pick(&random, [0, 20, -7.75, 4e7, 0.1]))
    let size = CGSize(
      width: pick(&random, [100, 0, -0.0, -30, 44.5]), height: pick(&random, [40, 0, -0.0, -8, 0.3]))
    var negativeZeros = CATransform3DIdentity
    negativeZeros.m12 = -0.0
    negativeZeros.m41 = -0.0
    let transform = pick(
      &random,
      [
        CATransform3DIdentity, negativeZeros, CATransform3DMakeRotation(0.3, 0, 0, 1),
        CATransform3DMakeScale(2, 0.5, 1), CATransform3DMakeTranslation(5, -3, 0),
      ])
    let path = pick(
      &random,
      [
        IndexPath(item: 0, section: 0), IndexPath(item: 12, section: 3), IndexPath(indexes: [1, 2, 3]),
        IndexPath(index: 4), IndexPath(),
      ])
    let plain = CollectionViewLayoutAttributes()
    let sub = UnchangedAttributes()
    for a in [plain, sub] {
      a.indexPath = path
      a.center = center
      a.size = size
      a.transform3D = transform
    }
    return (plain, sub)
  }

  @Test func seededValuesGiveTheGeneralAnswers() {
    var random = SplitMix64(seed: 41)
    for _ in 0..<5_000 {
      let (plain, sub) = makePair(&random)
      #expect(bitPatterns(plain.frame) == bitPatterns(sub.frame))
      #expect(bitPatterns(plain.transform) == bitPatterns(sub.transform))
      #expect(bitPatterns(plain.transform) == bitPatterns(CATransform3DGetAffineTransform(plain.transform3D)))
      let a = plain.sectionAndItem
      let b = sub.sectionAndItem
      #expect(a?.section == b?.section && a?.item == b?.item && (a == nil) == (b == nil))
    }
  }

  /// Worked examples of the plain shortcuts: a 100 × 40 cell centred at (50, 20) spans
  /// (0, 0, 100, 40); scaled by 2 × 0.5 about its centre, (−50, 10, 200, 20); with a zero width,
  /// (50, 0, 0, 40). Its affine part is (a 2, b 0, c 0, d 0.5, tx 0, ty 0).
  @Test func workedExamples() {
    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
    a.center = CGPoint(x: 50, y: 20)
    a.size = CGSize(width: 100, height: 40)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(a.sectionAndItem?.section == 1 && a.sectionAndItem?.item == 3)
    a.transform3D = CATransform3DMakeScale(2, 0.5, 1)
    #expect(a.frame == CGRect(x: -50, y: 10, width: 200, height: 20))
    #expect(a.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
    a.transform3D = CATransform3DIdentity
    a.size = CGSize(width: 0, height: 40)
    #expect(a.frame == CGRect(x: 50, y: 0, width: 0, height: 40))
    a.indexPath = IndexPath(indexes: [1, 2, 3])
    #expect(a.sectionAndItem == nil)
  }

  /// A subclass's overrides are still asked: the transform is its scale by (2, 3), the section
  /// and item its (4, 7), and the frame of a 10 × 10 element at the origin is scaled to
  /// (−10, −15, 20, 30).
  @Test func overridesAreStillAsked() {
    let a = OverridingAttributes()
    a.indexPath = IndexPath(item: 0, section: 0)
    a.size = CGSize(width: 10, height: 10)
    #expect(a.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
    #expect(a.sectionAndItem?.section == 4 && a.sectionAndItem?.item == 7)
    #expect(a.frame == CGRect(x: -10, y: -15, width: 20, height: 30))
  }
}
