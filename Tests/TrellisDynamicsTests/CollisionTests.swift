import Foundation
import Testing
import TrellisDynamics

/// Collisions against the closed forms of docs/uikit-reference.md ("Closed forms for tests"):
/// bounce apex heights h₀·e^(2n); the 1-D collision of equal masses with e = 1 swaps velocities and
/// conserves momentum.
@Suite struct CollisionTests {
  /// Drops a 50 × 50 item from 400 pt above its resting height onto the bottom of the reference
  /// bounds and returns the apex heights of the next three bounces.
  static func apexHeights(elasticity: CGFloat) -> [Double] {
    let floorY: CGFloat = 1000
    let restY = floorY - 25
    let item = TestItem(center: CGPoint(x: 200, y: restY - 400), size: CGSize(width: 50, height: 50))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: floorY))
    let collision = CollisionBehavior(items: [item])
    collision.translatesReferenceBoundsIntoBoundary = true
    let props = DynamicItemBehavior(items: [item])
    props.elasticity = elasticity
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.addBehavior(collision)
    animator.addBehavior(props)
    var apexes: [Double] = []
    var previousVy = 0.0
    var minY = Double(restY)
    var rising = false
    for _ in 0..<(120 * 6) {
      animator.advance(by: step)
      let vy = Double(props.linearVelocity(for: item).y)
      if vy < 0 { rising = true; minY = min(minY, Double(item.center.y)) }
      if rising && previousVy < 0 && vy >= 0 {
        apexes.append(Double(restY) - minY)
        rising = false
        minY = Double(restY)
        if apexes.count == 3 { break }
      }
      previousVy = vy
    }
    return apexes
  }

  @Test("Bounce apex heights follow h₀·e^(2n) within 3%", arguments: [0.8, 0.6])
  func bounceHeights(elasticity: Double) {
    let apexes = Self.apexHeights(elasticity: CGFloat(elasticity))
    #expect(apexes.count == 3)
    for (i, h) in apexes.enumerated() {
      // e.g. e = 0.8: 400·0.64 = 256, 400·0.4096 = 163.84, 400·0.262 = 104.86 pt.
      let expected = 400 * pow(elasticity, 2 * Double(i + 1))
      #expect(abs(h - expected) <= 0.03 * expected, "bounce \(i + 1): \(h) pt, expected \(expected) pt")
    }
  }

  @Test("Two equal items colliding head-on with elasticity 1 swap velocities; momentum is conserved")
  func headOnCollision() {
    let a = TestItem(center: CGPoint(x: 200, y: 300), size: CGSize(width: 100, height: 100))
    let b = TestItem(center: CGPoint(x: 500, y: 300), size: CGSize(width: 100, height: 100))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 2000, height: 600))
    let props = DynamicItemBehavior(items: [a, b])
    props.elasticity = 1
    props.allowsRotation = false
    props.addLinearVelocity(CGPoint(x: 400, y: 0), for: a)
    props.addLinearVelocity(CGPoint(x: -100, y: 0), for: b)
    animator.addBehavior(CollisionBehavior(items: [a, b]))
    animator.addBehavior(props)
    // Momentum before: m·400 + m·(−100) = 300·m (m = 1 kg for both).
    let before = 400.0 - 100.0
    animator.advance(by: 1.0)  // the 200 pt gap closes at 500 pt/s after 0.4 s
    let va = Double(props.linearVelocity(for: a).x)
    let vb = Double(props.linearVelocity(for: b).x)
    // v₁′ = (m₁v₁ + m₂v₂ + m₂e(v₂ − v₁))/(m₁ + m₂) = (400 − 100 + (−500))/2 = −100; v₂′ = 400.
    #expect(abs(va - -100) <= 1, "va = \(va)")
    #expect(abs(vb - 400) <= 1, "vb = \(vb)")
    #expect(abs((va + vb) - before) / before <= 1e-9, "momentum \(va + vb) vs \(before)")
    #expect(a.center.x < b.center.x)
  }

  @Test("Items in different collision behaviors pass through each other")
  func differentCollisionBehaviorsDoNotCollide() {
    let a = TestItem(center: CGPoint(x: 200, y: 300), size: CGSize(width: 50, height: 50))
    let b = TestItem(center: CGPoint(x: 400, y: 300), size: CGSize(width: 50, height: 50))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 2000, height: 600))
    let props = DynamicItemBehavior(items: [a, b])
    props.addLinearVelocity(CGPoint(x: 200, y: 0), for: a)
    animator.addBehavior(CollisionBehavior(items: [a]))
    animator.addBehavior(CollisionBehavior(items: [b]))
    animator.addBehavior(props)
    animator.advance(by: 2.0)
    // Free flight: 200 + 200·2 = 600; b never touched.
    #expect(abs(a.center.x - 600) < 0.5)
    #expect(b.center.x == 400)
  }

  final class ContactLog: CollisionBehaviorDelegate {
    var log: [String] = []
    func collisionBehavior(
      _ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
      withBoundaryIdentifier identifier: AnyHashable?,
      at p: CGPoint
    ) { log.append("began \(identifier.map { "\($0)" } ?? "nil")") }
    func collisionBehavior(
      _ behavior: CollisionBehavior, endedContactFor item: DynamicItem,
      withBoundaryIdentifier identifier: AnyHashable?
    ) { log.append("ended \(identifier.map { "\($0)" } ?? "nil")") }
  }

  @Test("A boundary contact is reported with its identifier; the item rests on the boundary")
  func boundaryContactDelegate() {
    let item = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 50, height: 50))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 1000))
    let collision = CollisionBehavior(items: [item])
    collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
    let log = ContactLog()
    collision.collisionDelegate = log
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.addBehavior(collision)
    animator.advance(by: 1.5)
    #expect(collision.boundaryIdentifiers == ["shelf"])
    #expect(log.log.first == "began shelf")
    // Resting on the shelf: centre 25 pt above it (within the engine's 0.5 pt contact slop).
    #expect(abs(item.center.y - 275) < 1)
  }
}
