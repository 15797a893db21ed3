import Testing
import TrellisGeometry

/// EdgeInsets and CGRect.inset(by:) against UIKit's UIEdgeInsetsInsetRect: the origin moves by
/// (left, top) and the size shrinks by (left + right, top + bottom); negative insets grow.
@Suite("EdgeInsets")
struct EdgeInsetsTests {
  @Test("zero insets are zero on every edge")
  func zeroInsets() {
    let zero = EdgeInsets.zero
    #expect(zero.top == 0 && zero.left == 0 && zero.bottom == 0 && zero.right == 0)
    #expect(EdgeInsets() == zero)
  }

  @Test("init(top:left:bottom:right:) stores each edge; horizontal and vertical are the sums")
  func memberwise() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.top == 1 && insets.left == 2 && insets.bottom == 3 && insets.right == 4)
    #expect(insets.horizontal == 6)
    #expect(insets.vertical == 4)
    #expect(insets != EdgeInsets(top: 1, left: 2, bottom: 4, right: 3))
  }

  @Test("inset(by:) of (10, 20, 100, 50) by (5, 10, 15, 20) is (20, 25, 70, 30)")
  func insetShrinks() {
    // x = 10 + 10; y = 20 + 5; width = 100 − 10 − 20; height = 50 − 5 − 15.
    let r = CGRect(x: 10, y: 20, width: 100, height: 50).inset(
      by: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
    #expect(r == CGRect(x: 20, y: 25, width: 70, height: 30))
  }

  @Test("inset(by:) with negative insets grows: (10, 20, 100, 50) by −5 everywhere is (5, 15, 110, 60)")
  func negativeInsetGrows() {
    let r = CGRect(x: 10, y: 20, width: 100, height: 50).inset(
      by: EdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
    #expect(r == CGRect(x: 5, y: 15, width: 110, height: 60))
  }

  @Test("inset(by: .zero) leaves the rectangle unchanged")
  func zeroInsetIsIdentity() {
    let r = CGRect(x: -3, y: 4, width: 30, height: 40)
    #expect(r.inset(by: .zero) == r)
  }

  @Test("isFinite is false when any edge is infinite or NaN")
  func finiteness() {
    #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).isFinite)
    #expect(!EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0).isFinite)
    #expect(!EdgeInsets(top: 0, left: 0, bottom: 0, right: .nan).isFinite)
  }
}
