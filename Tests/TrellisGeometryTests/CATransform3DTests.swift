import Testing
import TrellisGeometry

/// CATransform3D against Core Animation's header (CATransform3D.h): points are row vectors
/// multiplied on the left; `CATransform3DConcat(a, b)` is `a · b` (apply `a`, then `b`);
/// `CATransform3DTranslate/Scale/Rotate(t, …)` are `op · t` (the new operation first);
/// `CATransform3DInvert` returns its argument when it has no inverse; perspective is
/// `m34 = −1/d` for an eye at distance `d`.
@Suite("CATransform3D")
struct CATransform3DTests {
  @Test("identity has ones on the diagonal and zeros elsewhere")
  func identityEntries() {
    #expect(
      entries(CATransform3DIdentity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    #expect(CATransform3D() == CATransform3DIdentity)
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 1)))
    #expect(!CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1)))
  }

  @Test("MakeScale puts the factors on the diagonal: (1, 1, 1) → (2, 3, 4)")
  func makeScale() {
    let t = CATransform3DMakeScale(2, 3, 4)
    #expect(entries(t) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
    #expect(apply(t, to: Point3(x: 1, y: 1, z: 1)) == Point3(x: 2, y: 3, z: 4))
  }

  @Test("MakeTranslation puts the offset in row 4: (1, 2, 3) → (6, 8, 10)")
  func makeTranslation() {
    let t = CATransform3DMakeTranslation(5, 6, 7)
    #expect(entries(t) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1])
    #expect(apply(t, to: Point3(x: 1, y: 2, z: 3)) == Point3(x: 6, y: 8, z: 10))
  }

  @Test("MakeRotation(π/2) about z turns x into y, like the affine rotation")
  func makeRotationAboutZQuarterTurn() {
    let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(isClose(apply(t, to: Point3(x: 1, y: 0, z: 0)), Point3(x: 0, y: 1, z: 0)))
    #expect(isClose(apply(t, to: Point3(x: 0, y: 1, z: 0)), Point3(x: -1, y: 0, z: 0)))
    #expect(isClose(apply(t, to: Point3(x: 0, y: 0, z: 1)), Point3(x: 0, y: 0, z: 1)))
  }

  @Test(
    "MakeRotation about z equals MakeAffineTransform(CGAffineTransform(rotationAngle:))",
    arguments: [
      -2.5, -0.3, 0.0, 0.7, 1.0, 3.0,
    ])
  func makeRotationAboutZMatchesAffine(angle: Double) {
    let angle = CGFloat(angle)
    let expected = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))
    #expect(isClose(CATransform3DMakeRotation(angle, 0, 0, 1), expected))
    // The axis need not be normalized.
    #expect(isClose(CATransform3DMakeRotation(angle, 0, 0, 5), expected))
  }

  @Test("MakeRotation(π/2) about x turns y into z and about y turns z into x (right-handed, like z)")
  func makeRotationAboutXAndY() {
    let aboutX = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
    #expect(isClose(apply(aboutX, to: Point3(x: 0, y: 1, z: 0)), Point3(x: 0, y: 0, z: 1)))
    #expect(isClose(apply(aboutX, to: Point3(x: 1, y: 0, z: 0)), Point3(x: 1, y: 0, z: 0)))
    let aboutY = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
    #expect(isClose(apply(aboutY, to: Point3(x: 0, y: 0, z: 1)), Point3(x: 1, y: 0, z: 0)))
    #expect(isClose(apply(aboutY, to: Point3(x: 1, y: 0, z: 0)), Point3(x: 0, y: 0, z: -1)))
  }

  @Test("MakeRotation about the axis (1, 2, 2) keeps the axis fixed, is orthonormal and turns by the angle")
  func makeRotationAboutArbitraryAxis() {
    let angle: CGFloat = 0.7
    let t = CATransform3DMakeRotation(angle, 1, 2, 2)
    // The axis (and any multiple of it) is left where it is.
    #expect(isClose(apply(t, to: Point3(x: 1, y: 2, z: 2)), Point3(x: 1, y: 2, z: 2)))
    #expect(isClose(apply(t, to: Point3(x: -0.5, y: -1, z: -1)), Point3(x: -0.5, y: -1, z: -1)))
    // The upper 3×3 block R is orthonormal (R·Rᵀ = I) with determinant +1, and no translation or
    // perspective is introduced.
    let r: [[CGFloat]] = [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]]
    for i in 0..<3 {
      for j in 0..<3 {
        let dot = r[i][0] * r[j][0] + r[i][1] * r[j][1] + r[i][2] * r[j][2]
        #expect(isClose(dot, i == j ? 1 : 0), "row \(i) · row \(j)")
      }
    }
    let determinant =
      r[0][0] * (r[1][1] * r[2][2] - r[1][2] * r[2][1]) - r[0][1] * (r[1][0] * r[2][2] - r[1][2] * r[2][0])
      + r[0][2] * (r[1][0] * r[2][1] - r[1][1] * r[2][0])
    #expect(isClose(determinant, 1))
    #expect([t.m14, t.m24, t.m34, t.m41, t.m42, t.m43] == [0, 0, 0, 0, 0, 0] && t.m44 == 1)
    // A unit vector perpendicular to the axis, v = (2, −1, 0)/√5, turns by the angle:
    // v·v' = cos 0.7 and (v × v')·û = sin 0.7 with û = (1, 2, 2)/3 (right-handed).
    let root5 = CGFloat(5).squareRoot()
    let v = Point3(x: 2 / root5, y: -1 / root5, z: 0)
    let turned = apply(t, to: v)
    #expect(isClose(v.x * turned.x + v.y * turned.y + v.z * turned.z, Foundation.cos(angle)))
    let cross = Point3(
      x: v.y * turned.z - v.z * turned.y, y: v.z * turned.x - v.x * turned.z,
      z: v.x * turned.y - v.y * turned.x)
    #expect(isClose((cross.x * 1 + cross.y * 2 + cross.z * 2) / 3, Foundation.sin(angle)))
  }

  @Test("MakeRotation about a zero axis gives the identity")
  func makeRotationZeroAxis() {
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
  }

  @Test("Concat(a, b) applies a, then b: move (10, 0, 0) then scale 2 sends (1, 0, 0) to (22, 0, 0)")
  func concatOrder() {
    let move = CATransform3DMakeTranslation(10, 0, 0)
    let scale = CATransform3DMakeScale(2, 2, 2)
    // (1,0,0) → move → (11,0,0) → scale → (22,0,0).
    #expect(
      apply(CATransform3DConcat(move, scale), to: Point3(x: 1, y: 0, z: 0)) == Point3(x: 22, y: 0, z: 0))
    // (1,0,0) → scale → (2,0,0) → move → (12,0,0).
    #expect(
      apply(CATransform3DConcat(scale, move), to: Point3(x: 1, y: 0, z: 0)) == Point3(x: 12, y: 0, z: 0))
  }

  @Test("Concat of two rotations about z is the rotation by the sum of the angles")
  func concatRotationsAdd() {
    let sum = CATransform3DConcat(
      CATransform3DMakeRotation(0.4, 0, 0, 1), CATransform3DMakeRotation(0.9, 0, 0, 1))
    #expect(isClose(sum, CATransform3DMakeRotation(1.3, 0, 0, 1)))
  }

  @Test("Translate(t, …) moves first, then applies t: scale 2 translated by 10 sends (1, 0, 0) to (22, 0, 0)")
  func translateOrder() {
    let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 10, 0, 0)
    #expect(apply(t, to: Point3(x: 1, y: 0, z: 0)) == Point3(x: 22, y: 0, z: 0))
    #expect(t == CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 2)))
  }

  @Test("Scale(t, …) scales first, then applies t: move 10 scaled by 2 sends (1, 0, 0) to (12, 0, 0)")
  func scaleOrder() {
    let t = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 2)
    #expect(apply(t, to: Point3(x: 1, y: 0, z: 0)) == Point3(x: 12, y: 0, z: 0))
  }

  @Test(
    "Rotate(t, …) turns first, then applies t: move 5 rotated by π/2 about z sends (1, 0, 0) to (5, 1, 0)")
  func rotateOrder() {
    let t = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
    #expect(isClose(apply(t, to: Point3(x: 1, y: 0, z: 0)), Point3(x: 5, y: 1, z: 0)))
  }

  @Test("Invert of a scale and of a translation are the reciprocal scale and the opposite move")
  func invertSimple() {
    #expect(
      isClose(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)), CATransform3DMakeScale(0.5, 0.25, 0.125)))
    #expect(
      isClose(
        CATransform3DInvert(CATransform3DMakeTranslation(4, -5, 6)), CATransform3DMakeTranslation(-4, 5, -6)))
  }

  @Test("Invert of rotation·scale·move·perspective multiplies with it to the identity within 1e-12")
  func invertGeneralProduct() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    var t = CATransform3DConcat(CATransform3DMakeRotation(0.7, 1, 2, 2), CATransform3DMakeScale(2, 3, 0.5))
    t = CATransform3DConcat(t, CATransform3DMakeTranslation(4, -5, 6))
    t = CATransform3DConcat(t, perspective)
    let inverse = CATransform3DInvert(t)
    #expect(isClose(CATransform3DConcat(t, inverse), CATransform3DIdentity))
    #expect(isClose(CATransform3DConcat(inverse, t), CATransform3DIdentity))
  }

  @Test("Invert of a singular matrix returns its argument unchanged")
  func invertSingular() {
    let flat = CATransform3DMakeScale(1, 0, 1)
    #expect(CATransform3DInvert(flat) == flat)
    var noW = CATransform3DMakeTranslation(0, 0, 0)
    noW.m44 = 0
    #expect(CATransform3DInvert(noW) == noW)
  }

  @Test("projecting through the identity returns the point")
  func projectingIdentity() {
    #expect(CATransform3DIdentity.projecting(CGPoint(x: 12, y: -3)) == CGPoint(x: 12, y: -3))
  }

  @Test("projecting with m34 = −1/500: a plane moved 100 towards the eye is magnified 500/400 = 1.25")
  func projectingPerspectiveTowardsEye() {
    // Translate (0, 0, 100), then perspective: row 4 of the product is (0, 0, 100, 1 + 100·(−1/500))
    // = (0, 0, 100, 0.8). (50, −25, 0) → (50, −25, 100, w = 0.8) → (62.5, −31.25).
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 100), perspective)
    #expect(t.m44 == 0.8)
    #expect(t.projecting(CGPoint(x: 50, y: -25)) == CGPoint(x: 62.5, y: -31.25))
  }

  @Test("projecting with m34 = −1/500: a plane pushed 250 away is shrunk to 500/750 = 2/3")
  func projectingPerspectiveAwayFromEye() {
    // w = 1 + (−250)·(−1/500) = 1.5; (60, −30) → (40, −20).
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -250), perspective)
    let p = t.projecting(CGPoint(x: 60, y: -30))
    #expect(p.map { isClose($0, CGPoint(x: 40, y: -20)) } == true)
  }

  @Test("projecting with m34 = −1/500 after turning 60° about y: the near side grows, the far side shrinks")
  func projectingPerspectiveRotatedCard() {
    // Rotation about +y by θ = π/3 sends (x, 0, 0) to (x·cos θ, 0, −x·sin θ). With m34 = −1/500,
    // w = 1 − z/500. Right edge x = 100: z = −86.60…, w = 1 + √3/10, x' = 50/(1 + √3/10) ≈ 42.618.
    // Left edge x = −100: z = +86.60…, w = 1 − √3/10, x' = −50/(1 − √3/10) ≈ −60.474.
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let t = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective)
    let root3 = CGFloat(3).squareRoot()
    let right = t.projecting(CGPoint(x: 100, y: 0))
    let left = t.projecting(CGPoint(x: -100, y: 0))
    #expect(right.map { isClose($0, CGPoint(x: 50 / (1 + root3 / 10), y: 0)) } == true)
    #expect(left.map { isClose($0, CGPoint(x: -50 / (1 - root3 / 10), y: 0)) } == true)
    // A point above the axis keeps its height scaled by the same w: (100, 40) → (42.6…, 40/w).
    let upperRight = t.projecting(CGPoint(x: 100, y: 40))
    #expect(upperRight.map { isClose($0.y, 40 / (1 + root3 / 10)) } == true)
  }

  @Test("projecting a point at or behind the eye returns nil")
  func projectingBehindEye() {
    // z = 500 puts the plane at the eye (w = 0); z = 600 behind it (w = −0.2).
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let atEye = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 500), perspective)
    let behind = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 600), perspective)
    #expect(atEye.projecting(CGPoint(x: 1, y: 1)) == nil)
    #expect(behind.projecting(CGPoint(x: 1, y: 1)) == nil)
  }

  @Test("MakeAffineTransform places a, b, c, d, tx, ty at m11, m12, m21, m22, m41, m42")
  func makeAffineTransformEntries() {
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t = CATransform3DMakeAffineTransform(affine)
    #expect(entries(t) == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
    #expect(CATransform3DIsAffine(t))
    #expect(CATransform3DGetAffineTransform(t) == affine)
  }

  @Test("GetAffineTransform of MakeRotation about z is CGAffineTransform(rotationAngle:)")
  func getAffineTransformOfRotation() {
    let t = CATransform3DMakeRotation(1.1, 0, 0, 1)
    #expect(CATransform3DIsAffine(t))
    #expect(isClose(CATransform3DGetAffineTransform(t), CGAffineTransform(rotationAngle: 1.1)))
  }

  @Test("IsAffine is false once z, perspective or a turn out of the plane is involved")
  func isAffineRejectsThreeDimensionalTransforms() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    #expect(!CATransform3DIsAffine(perspective))
    #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
    #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(3, 4, 0)))
  }

  @Test("EqualToTransform compares every entry")
  func equalToTransform() {
    var a = CATransform3DMakeScale(2, 2, 2)
    #expect(CATransform3DEqualToTransform(a, CATransform3DMakeScale(2, 2, 2)))
    a.m43 = 1e-9
    #expect(!CATransform3DEqualToTransform(a, CATransform3DMakeScale(2, 2, 2)))
  }
}
