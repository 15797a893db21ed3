import Testing
import TrellisGeometry

/// The small geometry helpers: CGRect.center and the finiteness checks, and CGVector.
@Suite("Geometry helpers")
struct RectHelpersTests {
  @Test("center of (10, 20, 100, 50) is (60, 45)")
  func rectCenter() {
    #expect(CGRect(x: 10, y: 20, width: 100, height: 50).center == CGPoint(x: 60, y: 45))
  }

  @Test("finiteness checks reject infinity and NaN in any component")
  func finiteness() {
    #expect(CGRect(x: 1, y: 2, width: 3, height: 4).isFiniteRect)
    #expect(!CGRect(x: CGFloat.nan, y: 2, width: 3, height: 4).isFiniteRect)
    #expect(!CGRect(x: 1, y: 2, width: CGFloat.infinity, height: 4).isFiniteRect)
    #expect(CGPoint(x: 1, y: 2).isFinitePoint)
    #expect(!CGPoint(x: 1, y: -.infinity).isFinitePoint)
    #expect(CGSize(width: 1, height: 2).isFiniteSize)
    #expect(!CGSize(width: CGFloat.nan, height: 2).isFiniteSize)
  }

  @Test("CGVector stores dx and dy; zero is (0, 0); integer and double initializers agree")
  func vector() {
    let v = CGVector(dx: 3, dy: -4)
    #expect(v.dx == 3 && v.dy == -4)
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    #expect(CGVector(dx: Int(2), dy: Int(5)) == CGVector(dx: Double(2), dy: Double(5)))
  }
}
