import Foundation
import Testing
import TrellisViews

private func near(_ a: CGPoint, _ b: CGPoint) -> Bool {
  abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
}

private func near(_ a: CGRect, _ b: CGRect) -> Bool {
  near(a.origin, b.origin) && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// A 200 × 200 parent with a 100 × 50 child centred at (100, 100) and turned 90° clockwise on
/// screen (rotation by π/2: x' = −y, y' = x about the centre). Its frame is (75, 50, 50, 100).
@MainActor private func rotated() -> (parent: View, child: View) {
  let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
  child.center = CGPoint(x: 100, y: 100)
  child.transform = CGAffineTransform(rotationAngle: .pi / 2)
  parent.addSubview(child)
  return (parent, child)
}

@Suite("Coordinate conversion and hit testing")
@MainActor
struct GeometryTests {
  @Test("a rotated child: its (0, 0) is the parent's (125, 50), (100, 0) is (125, 150)")
  func rotatedPoints() {
    let (parent, child) = rotated()
    // (0, 0) is (−50, −25) from the centre; turned: (25, −50); plus the centre (100, 100).
    #expect(near(child.convert(CGPoint(x: 0, y: 0), to: parent), CGPoint(x: 125, y: 50)))
    // (100, 0) is (50, −25) from the centre; turned: (25, 50).
    #expect(near(child.convert(CGPoint(x: 100, y: 0), to: parent), CGPoint(x: 125, y: 150)))
    #expect(near(child.convert(CGPoint(x: 100, y: 0), to: nil), CGPoint(x: 125, y: 150)))
    #expect(near(parent.convert(CGPoint(x: 125, y: 150), to: child), CGPoint(x: 100, y: 0)))
    #expect(near(child.convert(CGPoint(x: 125, y: 50), from: parent), CGPoint(x: 0, y: 0)))
    // The bounds as a rectangle: the box of the four turned corners is the frame.
    #expect(near(child.convert(child.bounds, to: parent), CGRect(x: 75, y: 50, width: 50, height: 100)))
    #expect(near(child.frame, CGRect(x: 75, y: 50, width: 50, height: 100)))
  }

  @Test("a scaled child: 40 × 20 scaled (2, 3) about (50, 50) puts its corner (40, 20) at (90, 80)")
  func scaledPoints() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    child.center = CGPoint(x: 50, y: 50)
    child.transform = CGAffineTransform(scaleX: 2, y: 3)
    parent.addSubview(child)
    // (40, 20) is (20, 10) from the centre; scaled: (40, 30); plus (50, 50).
    #expect(near(child.convert(CGPoint(x: 40, y: 20), to: parent), CGPoint(x: 90, y: 80)))
    #expect(
      near(
        child.convert(CGRect(x: 0, y: 0, width: 40, height: 20), to: parent),
        CGRect(x: 10, y: 20, width: 80, height: 60)))
  }

  @Test("bounds origins shift conversions: (5, 5) in the child is (35, 15) in the grandparent")
  func boundsOrigins() {
    let grandparent = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let parent = View(frame: CGRect(x: 20, y: 0, width: 200, height: 200))
    parent.bounds.origin = CGPoint(x: 0, y: 30)  // scrolled down by 30
    let child = View(frame: CGRect(x: 10, y: 40, width: 50, height: 50))
    grandparent.addSubview(parent)
    parent.addSubview(child)
    // Child → parent's bounds space: (5 + 10, 5 + 40) = (15, 45).
    #expect(near(child.convert(CGPoint(x: 5, y: 5), to: parent), CGPoint(x: 15, y: 45)))
    // Parent → grandparent: minus the bounds origin (0, 30), plus the frame origin (20, 0).
    #expect(near(child.convert(CGPoint(x: 5, y: 5), to: grandparent), CGPoint(x: 35, y: 15)))
    #expect(near(child.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 35, y: 15)))
    #expect(near(grandparent.convert(CGPoint(x: 35, y: 15), to: child), CGPoint(x: 5, y: 5)))
    #expect(near(child.convert(CGPoint(x: 35, y: 15), from: nil), CGPoint(x: 5, y: 5)))
  }

  @Test("between siblings: (0, 0) of a view at (10, 10) is (−90, 10) in a view at (100, 0)")
  func siblings() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let b = View(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
    parent.addSubview(a)
    parent.addSubview(b)
    #expect(near(a.convert(CGPoint.zero, to: b), CGPoint(x: -90, y: 10)))
    #expect(
      near(
        b.convert(CGRect(x: -90, y: 10, width: 5, height: 5), to: a), CGRect(x: 0, y: 0, width: 5, height: 5))
    )
    #expect(a.convert(CGRect.null, to: b).isNull)
  }

  @Test("hit testing: front to back, hidden, alpha below 0.01 and disabled views are skipped")
  func hitTesting() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let back = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let outside = View(frame: CGRect(x: 120, y: 0, width: 20, height: 20))
    root.addSubview(back)
    root.addSubview(front)
    back.addSubview(outside)  // outside back's bounds: not reachable through back
    let point = CGPoint(x: 75, y: 75)
    #expect(root.hitTest(point, with: nil) === front)
    front.isHidden = true
    #expect(root.hitTest(point, with: nil) === back)
    front.isHidden = false
    front.alpha = 0.005
    #expect(root.hitTest(point, with: nil) === back)
    front.alpha = 0.01
    #expect(root.hitTest(point, with: nil) === front)
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(point, with: Event(timestamp: 1)) === back)
    #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 125, y: 5), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: -1, y: 5), with: nil) == nil)
    #expect(root.hitTest(CGPoint(x: CGFloat.nan, y: 5), with: nil) == nil)
  }

  @Test("NaN bounds contain no point and hit nothing (Foundation's CGRect.contains would trap)")
  func nanBounds() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.bounds = CGRect(x: CGFloat.nan, y: 0, width: 10, height: CGFloat.nan)
    #expect(!view.point(inside: CGPoint(x: 5, y: 5), with: nil))
    #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
    // Bounds edges: the minimum is inside, the maximum outside.
    view.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
    #expect(!view.point(inside: CGPoint(x: 10, y: 5), with: nil))
  }

  @Test("hit testing goes through bounds origins and transforms: (80, 40) hits the rotated child")
  func hitTestingTransformed() {
    let (parent, child) = rotated()
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.addSubview(parent)
    parent.bounds.origin = CGPoint(x: 0, y: 100)  // the parent's content scrolled up by 100
    // (80, 40) in root is (80, 140) in parent's bounds space, (−20, 40) from the child's centre
    // (100, 100); turned back by −π/2: (40, 20); plus the half size (50, 25): (90, 45), inside
    // the child's 100 × 50 bounds.
    #expect(near(root.convert(CGPoint(x: 80, y: 40), to: child), CGPoint(x: 90, y: 45)))
    #expect(root.hitTest(CGPoint(x: 80, y: 40), with: nil) === child)
    // (80, 140) in root is (80, 240) in parent's space, (−20, 140) from the child's centre:
    // outside the child, so the parent.
    #expect(root.hitTest(CGPoint(x: 80, y: 140), with: nil) === parent)
  }
}
