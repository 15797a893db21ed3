import Foundation
import Testing

@testable import TrellisPhysics

@Suite("Sleeping and stacking")
struct SleepTests {
  // docs/uikit-reference.md, "Damping and sleeping": sleep after 0.5 s below small linear and
  // angular speeds, by island. A box
  // dropped 10 pt onto the ground comes to rest and the world is asleep within 1 s of rest.
  @Test func restingBoxFallsAsleepWithinOneSecondOfRest() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000), sleep: true)
    try TestWorld.ground(world, top: 0, material: ShapeDefinition(friction: 0.6))
    let b = try TestWorld.box(world, at: CGPoint(x: 0, y: -60), material: ShapeDefinition(friction: 0.6))
    var restTime: Double?
    var sleepTime: Double?
    var events: [SleepEvent] = []
    for step in 1...(120 * 3) {
      world.step()
      events += world.sleepEvents
      let t = Double(step) / 120
      let v = try world.linearVelocity(of: b)
      if restTime == nil && hypot(Double(v.dx), Double(v.dy)) < 5 && t > 0.2 { restTime = t }
      if sleepTime == nil && world.isAtRest { sleepTime = t }
    }
    let rest = try #require(restTime)
    let slept = try #require(sleepTime)
    #expect(slept - rest <= 1.0, "rest at \(rest) s, asleep at \(slept) s")
    #expect(try !world.isAwake(b))
    #expect(events.contains { $0.body == b && !$0.isAwake && abs($0.time - slept) < 1e-9 })
  }

  // A body touching an awake body that is being pushed must not sleep: a box resting on the
  // ground is pushed slowly (3 pt/s, below the 5 pt/s sleep tolerance) by a kinematic box; the
  // pushed box stays awake and moves with it: 3 pt/s × 3 s = 9 pt minus the 0.5 pt gap (±1 pt).
  @Test func bodyPushedByAwakeBodyStaysAwake() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000), sleep: true)
    try TestWorld.ground(world, top: 0)
    let pusher = try world.createBody(BodyDefinition(type: .kinematic, position: CGPoint(x: -100, y: -50)))
    try world.addShape(.box(size: CGSize(width: 100, height: 100)), to: pusher)
    let box = try TestWorld.box(world, at: CGPoint(x: 0.5, y: -50))
    try world.advance(by: 1.0)  // settle (and possibly sleep)
    try world.setLinearVelocity(CGVector(dx: 3, dy: 0), of: pusher)
    for _ in 0..<3 {
      try world.advance(by: 1.0)
      #expect(try world.isAwake(box))
    }
    #expect(abs(Double(try world.position(of: box).x) - 9) < 1)
  }

  // Waking: a sleeping box is woken when another body lands on it.
  @Test func sleepingBodyWakesWhenHit() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000), sleep: true)
    try TestWorld.ground(world, top: 0)
    let bottom = try TestWorld.box(world, at: CGPoint(x: 0, y: -50))
    try world.advance(by: 1.5)
    #expect(try !world.isAwake(bottom))
    let top = try TestWorld.box(world, at: CGPoint(x: 0, y: -300))
    var woke = false
    for _ in 0..<120 {
      world.step()
      if world.sleepEvents.contains(where: { $0.body == bottom && $0.isAwake }) { woke = true }
    }
    #expect(woke)
    // And the stack then rests: top sits on bottom (±1 pt).
    try world.advance(by: 2)
    #expect(abs(Double(try world.position(of: top).y) + 150) < 1)
    #expect(world.isAtRest)
  }

  // A stack of 10 boxes (100×100, friction 0.6) on the ground stays stacked for 10 s: every
  // box within 1 pt of its initial x and within 1 pt of its resting height.
  @Test(arguments: [false, true])
  func stackOfTenBoxesStaysStackedForTenSeconds(sleeping: Bool) throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000), sleep: sleeping)
    let material = ShapeDefinition(friction: 0.6)
    try TestWorld.ground(world, top: 0, material: material)
    var boxes: [BodyID] = []
    for k in 0..<10 {
      boxes.append(try TestWorld.box(world, at: CGPoint(x: 0, y: -50 - 100 * Double(k)), material: material))
    }
    for _ in 0..<10 {
      try world.advance(by: 1)
      for (k, b) in boxes.enumerated() {
        let p = try world.position(of: b)
        #expect(abs(Double(p.x)) < 1, "box \(k) x = \(p.x)")
        #expect(abs(Double(p.y) - (-50 - 100 * Double(k))) < 1, "box \(k) y = \(p.y)")
      }
    }
    if sleeping { #expect(world.isAtRest) }
  }

  // The animator's pause query: a world with only static bodies, or whose bodies sleep, is at
  // rest; setting a velocity resumes it.
  @Test func atRestQueryPausesAndResumes() throws {
    let world = try TestWorld.make(sleep: true)
    #expect(world.isAtRest)
    let b = try TestWorld.box(world, at: .zero)
    #expect(!world.isAtRest)
    try world.advance(by: 1)
    #expect(world.isAtRest)
    try world.setLinearVelocity(CGVector(dx: 10, dy: 0), of: b)
    #expect(world.awakeBodyCount == 1)
  }
}
