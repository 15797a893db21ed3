import Foundation
import Testing

@testable import TrellisViews

/// `Layer.transformIsExactIdentity` and `View.setUntransformedPlacement`, which skips writing an
/// identity transform over a layer whose transform is exactly the identity already: checked
/// against `setPlacement` with `CATransform3DIdentity` (the general call it stands for) on the
/// bits it leaves, the writes a layer subclass sees and the animations it records.
@MainActor @Suite struct UntransformedPlacementTests {
  /// The identity with one entry `-0.0`: equal to the identity by `==`, not bit for bit.
  private static var negativeZeroIdentity: CATransform3D {
    var t = CATransform3DIdentity
    t.m12 = -0.0
    return t
  }

  /// The transforms a layer starts from or is given.
  private static let transforms: [CATransform3D] = [
    CATransform3DIdentity, negativeZeroIdentity, CATransform3DMakeScale(2, 1, 1),
    CATransform3DMakeRotation(0.5, 0, 0, 1),
  ]

  /// The bit patterns of a transform's sixteen entries.
  private func bits(_ t: CATransform3D) -> [UInt64] {
    [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
      t.m44,
    ].map { Double($0).bitPattern }
  }

  /// The bits of everything placing sets on a layer.
  private func state(_ layer: Layer) -> [UInt64] {
    let numbers: [CGFloat] = [
      layer.bounds.minX, layer.bounds.minY, layer.bounds.width, layer.bounds.height, layer.position.x,
      layer.position.y, layer.zPosition,
    ]
    return numbers.map { Double($0).bitPattern } + bits(layer.transform) + [
      UInt64(layer.opacity.bitPattern), layer.isHidden ? 1 : 0, layer.transformIsExactIdentity ? 1 : 0,
    ]
  }

  /// The flag is what the bits say, written out: 1.0 is 0x3FF0_0000_0000_0000, +0 is 0.
  @Test func theFlagFollowsTheStoredTransform() {
    let layer = Layer()
    #expect(layer.transformIsExactIdentity)
    layer.transform = CATransform3DMakeScale(2, 1, 1)
    #expect(!layer.transformIsExactIdentity)
    layer.transform = Self.negativeZeroIdentity
    #expect(!layer.transformIsExactIdentity)
    layer.transform.m12 = 0
    #expect(layer.transformIsExactIdentity)
    layer.transform.m44 = .nan
    #expect(!layer.transformIsExactIdentity)
    layer.transform = CATransform3DIdentity
    #expect(layer.transformIsExactIdentity)
    let identityBits: [UInt64] = [
      0x3FF0_0000_0000_0000, 0, 0, 0, 0, 0x3FF0_0000_0000_0000, 0, 0, 0, 0, 0x3FF0_0000_0000_0000, 0, 0, 0, 0,
      0x3FF0_0000_0000_0000,
    ]
    var random = Seeded(state: 99)
    for _ in 0..<2_000 {
      var t = random.pick(Self.transforms)
      if random.next() % 3 == 0 { t.m41 = random.pick([0, -0.0, 1]) }
      layer.transform = t
      #expect(layer.transformIsExactIdentity == (bits(t) == identityBits))
      // A copy made from the layer (`init(layer:)`) keeps the answer with the transform.
      let copy = Layer(layer: layer)
      #expect(copy.transformIsExactIdentity == layer.transformIsExactIdentity)
    }
  }

  /// A layer subclass that counts the writes of its transform.
  private final class CountingLayer: Layer {
    var transformWrites = 0
    override var transform: CATransform3D {
      didSet { transformWrites += 1 }
    }
  }

  /// A view whose layer counts its transform writes.
  private final class CountingView: View {
    override class var layerClass: AnyClass { CountingLayer.self }
  }

  /// Over 1,000 seeded steps from seeded starting transforms, the untransformed placement
  /// leaves every bit `setPlacement(… CATransform3DIdentity …)` leaves, on a plain layer and on
  /// a subclass, and a subclass sees every transform write the general call makes.
  @Test func itLeavesWhatTheGeneralPlacementLeaves() {
    var random = Seeded(state: 4_242)
    let plain = View(frame: .zero)
    let reference = View(frame: .zero)
    let counting = CountingView(frame: .zero)
    let countingReference = CountingView(frame: .zero)
    var skipped = 0
    for step in 0..<1_000 {
      let start = random.pick(Self.transforms)
      for view in [plain, reference, counting, countingReference] { view.layer.transform = start }
      let size = CGSize(width: random.pick([44, 0, -0.0]), height: 30)
      let center = CGPoint(x: random.pick([0, -0.0, 12.5]), y: random.pick([3, .nan]))
      let alpha: CGFloat = random.pick([1, 0.5])
      let hidden = random.next() % 2 == 0
      let z: CGFloat = random.pick([0, -0.0, 3])
      let writesBefore = (counting.layer as! CountingLayer).transformWrites
      let referenceWritesBefore = (countingReference.layer as! CountingLayer).transformWrites
      if plain.layer.transformIsExactIdentity { skipped += 1 }
      plain.setUntransformedPlacement(
        size: size, center: center, alpha: alpha, isHidden: hidden, zPosition: z)
      counting.setUntransformedPlacement(
        size: size, center: center, alpha: alpha, isHidden: hidden, zPosition: z)
      for view in [reference, countingReference] {
        view.setPlacement(
          size: size, center: center, transform3D: CATransform3DIdentity, alpha: alpha, isHidden: hidden,
          zPosition: z)
      }
      #expect(state(plain.layer) == state(reference.layer), "step \(step)")
      #expect(state(counting.layer) == state(countingReference.layer), "step \(step)")
      #expect(
        (counting.layer as! CountingLayer).transformWrites - writesBefore
          == (countingReference.layer as! CountingLayer).transformWrites - referenceWritesBefore,
        "step \(step)")
    }
    // The skip ran, and so did the write.
    #expect(skipped > 100)
    #expect(skipped < 900)
  }

  /// Inside an animation block, neither call records a transform animation over a layer whose
  /// transform is exactly the identity (an unchanged value records nothing), and both record
  /// one over a scaled layer.
  @Test func itRecordsTheAnimationsTheGeneralPlacementRecords() {
    for start in [CATransform3DIdentity, CATransform3DMakeScale(2, 1, 1)] {
      let plain = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let reference = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      plain.layer.transform = start
      reference.layer.transform = start
      View.animate(withDuration: 1) {
        plain.setUntransformedPlacement(
          size: CGSize(width: 10, height: 10), center: CGPoint(x: 5, y: 5), alpha: 1, isHidden: false,
          zPosition: 0)
        reference.setPlacement(
          size: CGSize(width: 10, height: 10), center: CGPoint(x: 5, y: 5),
          transform3D: CATransform3DIdentity,
          alpha: 1, isHidden: false, zPosition: 0)
      }
      #expect(plain.layer.animationKeys() == reference.layer.animationKeys())
      let expected: [String]? = start == CATransform3DIdentity ? nil : ["transform"]
      #expect(reference.layer.animationKeys() == expected)
    }
  }
}
