import Testing
import TrellisGeometry

/// CGAffineTransform against CoreGraphics' documented conventions: the matrix
/// `[a b 0; c d 0; tx ty 1]` acts on row vectors, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`;
/// `t1.concatenating(t2)` is `t1 · t2` (apply `t1`, then `t2`); `scaledBy`/`rotated`/`translatedBy`
/// put the new operation in front (`CGAffineTransformScale(t, sx, sy)` = `scale · t`).
@Suite("CGAffineTransform")
struct CGAffineTransformTests {
  @Test("identity has entries (1, 0, 0, 1, 0, 0) and leaves points unchanged")
  func identityEntriesAndAction() {
    let t = CGAffineTransform.identity
    #expect(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0)
    #expect(CGAffineTransform() == t)
    #expect(CGPoint(x: 3, y: -7).applying(t) == CGPoint(x: 3, y: -7))
  }

  @Test("init(scaleX:y:) multiplies x and y: (4, 5) scaled by (2, 3) is (8, 15)")
  func scaleInitializer() {
    let t = CGAffineTransform(scaleX: 2, y: 3)
    #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
    #expect(CGPoint(x: 4, y: 5).applying(t) == CGPoint(x: 8, y: 15))
  }

  @Test("init(rotationAngle: π/2) turns (1, 0) into (0, 1) and (0, 1) into (−1, 0)")
  func rotationInitializerQuarterTurn() {
    // CGAffineTransformMakeRotation: [cos θ, sin θ, −sin θ, cos θ, 0, 0]; cos(π/2) ≈ 6e-17.
    let t = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(t, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
    #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1)))
    #expect(isClose(CGPoint(x: 0, y: 1).applying(t), CGPoint(x: -1, y: 0)))
  }

  @Test("init(rotationAngle: π/6) puts (2, 0) at (√3, 1)")
  func rotationInitializerThirtyDegrees() {
    // (2·cos 30°, 2·sin 30°) = (√3, 1).
    let t = CGAffineTransform(rotationAngle: .pi / 6)
    #expect(isClose(CGPoint(x: 2, y: 0).applying(t), CGPoint(x: CGFloat(3).squareRoot(), y: 1)))
  }

  @Test("init(translationX:y:) adds the offset: (1, 2) moved by (10, −4) is (11, −2)")
  func translationInitializer() {
    let t = CGAffineTransform(translationX: 10, y: -4)
    #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -4))
    #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: -2))
  }

  @Test("concatenating applies the receiver first: scale(2, 3) then move (10, 20) sends (1, 1) to (12, 23)")
  func concatenatingAppliesReceiverFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    let move = CGAffineTransform(translationX: 10, y: 20)
    // (1, 1) → scale → (2, 3) → move → (12, 23).
    let scaleThenMove = scale.concatenating(move)
    #expect(scaleThenMove == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
    // (1, 1) → move → (11, 21) → scale → (22, 63): the translation is scaled too.
    let moveThenScale = move.concatenating(scale)
    #expect(moveThenScale == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
    #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 63))
  }

  @Test("concatenating a quarter turn and a move: order decides whether (1, 0) ends at (5, 1) or (0, 6)")
  func concatenatingRotationAndTranslation() {
    let turn = CGAffineTransform(rotationAngle: .pi / 2)
    let move = CGAffineTransform(translationX: 5, y: 0)
    // (1, 0) → turn → (0, 1) → move → (5, 1).
    #expect(isClose(CGPoint(x: 1, y: 0).applying(turn.concatenating(move)), CGPoint(x: 5, y: 1)))
    // (1, 0) → move → (6, 0) → turn → (0, 6).
    #expect(isClose(CGPoint(x: 1, y: 0).applying(move.concatenating(turn)), CGPoint(x: 0, y: 6)))
  }

  @Test("concatenating general matrices multiplies them row by column")
  func concatenatingGeneralProduct() {
    // [1 2 0; 3 4 0; 5 6 1] · [7 8 0; 9 10 0; 11 12 1]
    //   row 1: (1·7 + 2·9, 1·8 + 2·10) = (25, 28)
    //   row 2: (3·7 + 4·9, 3·8 + 4·10) = (57, 64)
    //   row 3: (5·7 + 6·9 + 11, 5·8 + 6·10 + 12) = (100, 112)
    let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
    #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
  }

  @Test("inverted undoes x' = 2x + 6, y' = 4y − 8 as x = x'/2 − 3, y = y'/4 + 2")
  func invertedWorkedExample() {
    let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: -8)
    #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: 2))
    #expect(CGPoint(x: 10, y: 12).applying(t).applying(t.inverted()) == CGPoint(x: 10, y: 12))
  }

  @Test("inverted of a rotation, scale and move composes with it to the identity within 1e-12")
  func invertedComposesToIdentity() {
    let t = CGAffineTransform(rotationAngle: 0.7)
      .concatenating(CGAffineTransform(scaleX: 1.5, y: -0.25))
      .concatenating(CGAffineTransform(translationX: 12, y: -3))
    #expect(isClose(t.concatenating(t.inverted()), .identity))
    #expect(isClose(t.inverted().concatenating(t), .identity))
  }

  @Test("inverted of a singular matrix returns the matrix unchanged (as CoreGraphics)")
  func invertedSingularReturnsSelf() {
    // Determinant 1·4 − 2·2 = 0.
    let rankOne = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 5)
    #expect(rankOne.inverted() == rankOne)
    let flattened = CGAffineTransform(scaleX: 0, y: 1).concatenating(CGAffineTransform(translationX: 1, y: 1))
    #expect(flattened.inverted() == flattened)
  }

  @Test("scaledBy scales first, then applies self: move (10, 20) scaled by (2, 3) sends (1, 1) to (12, 23)")
  func scaledByPutsScaleFirst() {
    let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    #expect(t == CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20)))
  }

  @Test("rotated turns first, then applies self: move (5, 0) rotated by π/2 sends (1, 0) to (5, 1)")
  func rotatedPutsRotationFirst() {
    let t = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2)
    #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 5, y: 1)))
  }

  @Test("translatedBy moves first, then applies self: scale 2 moved by (10, 0) sends (1, 1) to (22, 2)")
  func translatedByPutsTranslationFirst() {
    // The translation happens in the scaled coordinate system: (1, 1) → (11, 1) → (22, 2).
    let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
    #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
  }

  @Test("isIdentity is true only for the identity matrix")
  func isIdentityDistinguishes() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
    #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
    #expect(!CGAffineTransform(translationX: 0.5, y: 0).isIdentity)
    #expect(!CGAffineTransform(scaleX: 1, y: -1).isIdentity)
    #expect(!CGAffineTransform(a: 1, b: 1e-9, c: 0, d: 1, tx: 0, ty: 0).isIdentity)
  }

  @Test("CGPoint.applying computes (a·x + c·y + tx, b·x + d·y + ty): (7, 8) → (36, 52)")
  func pointApplying() {
    // x' = 1·7 + 3·8 + 5 = 36; y' = 2·7 + 4·8 + 6 = 52.
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CGPoint(x: 7, y: 8).applying(t) == CGPoint(x: 36, y: 52))
  }

  @Test("CGSize.applying ignores translation and keeps signs: (7, 8) → (31, 46); mirror gives (−10, 5)")
  func sizeApplying() {
    // width' = 1·7 + 3·8 = 31; height' = 2·7 + 4·8 = 46 (CGSizeApplyAffineTransform).
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CGSize(width: 7, height: 8).applying(t) == CGSize(width: 31, height: 46))
    #expect(
      CGSize(width: 10, height: 5).applying(CGAffineTransform(scaleX: -1, y: 1))
        == CGSize(width: -10, height: 5))
  }

  @Test("CGRect.applying a quarter turn to (0, 0, 4, 2) gives the box (−2, 0, 2, 4)")
  func rectApplyingQuarterTurn() {
    // Corners (0,0)→(0,0), (4,0)→(0,4), (0,2)→(−2,0), (4,2)→(−2,4): x ∈ [−2, 0], y ∈ [0, 4].
    let r = CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(isClose(r, CGRect(x: -2, y: 0, width: 2, height: 4)))
  }

  @Test("CGRect.applying an eighth turn to a unit square about its centre gives a √2 × √2 box")
  func rectApplyingEighthTurn() {
    // The corners lie √0.5 from the origin; turned by 45° they land on the axes at ±√0.5.
    let half = CGFloat(0.5).squareRoot()
    let r = CGRect(x: -0.5, y: -0.5, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
    #expect(isClose(r, CGRect(x: -half, y: -half, width: 2 * half, height: 2 * half)))
  }

  @Test("CGRect.applying scale then move: (1, 2, 3, 4) scaled (2, 0.5), moved (10, 10) is (12, 11, 6, 2)")
  func rectApplyingScaleAndMove() {
    // x: [1, 4]·2 = [2, 8] + 10 = [12, 18]; y: [2, 6]·0.5 = [1, 3] + 10 = [11, 13].
    let t = CGAffineTransform(scaleX: 2, y: 0.5).concatenating(CGAffineTransform(translationX: 10, y: 10))
    #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t) == CGRect(x: 12, y: 11, width: 6, height: 2))
  }

  @Test("CGRect.applying a mirror gives a rectangle with positive size: (0, 0, 4, 2) → (−4, 0, 4, 2)")
  func rectApplyingMirrorIsStandardized() {
    let r = CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform(scaleX: -1, y: 1))
    #expect(r.origin == CGPoint(x: -4, y: 0))
    #expect(r.size == CGSize(width: 4, height: 2))
  }

  @Test("CGRect.applying leaves the null rectangle null")
  func rectApplyingNull() {
    #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
  }
}
