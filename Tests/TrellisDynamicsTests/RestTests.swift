import Foundation
import Testing
import TrellisDynamics

/// Pausing: the animator stops as soon as nothing can move and says so.
@Suite struct RestTests {
  @Test("A snap settles within 1 pt of its point, upright, and the animator pauses")
  func snapSettlesAndPauses() {
    let item = TestItem(center: CGPoint(x: 50, y: 50), size: CGSize(width: 100, height: 100))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 600, height: 600))
    let recorder = PauseRecorder()
    animator.delegate = recorder
    let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 350, y: 250))
    #expect(snap.damping == 0.5)
    animator.addBehavior(snap)
    #expect(animator.isRunning)
    #expect(recorder.resumes == 1)
    for _ in 0..<(60 * 4) { animator.advance(by: 1.0 / 60) }
    #expect(!animator.isRunning)
    #expect(recorder.pauses.count == 1)
    // Settling (2%) takes ≈ 4/(ζω₀) = 4/(0.6·4π) = 0.53 s, then 0.5 s below the sleep speed:
    // the pause comes within 2 s.
    #expect((recorder.pauses.first ?? 99) < 2)
    #expect(abs(item.center.x - 350) <= 1)
    #expect(abs(item.center.y - 250) <= 1)
    #expect(abs(item.angle) < 0.01)
  }

  @Test("An item landing on the floor sleeps and the animator pauses within 1 s of rest")
  func pauseWithinOneSecondOfRest() {
    // Dropped 50 pt with elasticity 0: it lands after √(2·50/1000) = 0.316 s and rests.
    let item = TestItem(center: CGPoint(x: 200, y: 925), size: CGSize(width: 50, height: 50))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 1000))
    let recorder = PauseRecorder()
    animator.delegate = recorder
    let collision = CollisionBehavior(items: [item])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.addBehavior(collision)
    var restTime: Double?
    var last = item.center
    for n in 1...(120 * 3) {
      animator.advance(by: step)
      let moved = abs(item.center.y - last.y) > 0.01
      if !moved && restTime == nil && n > 1 { restTime = Double(n) * step }
      if moved { restTime = nil }
      last = item.center
    }
    #expect(!animator.isRunning)
    let rest = try! #require(restTime)
    let pause = try! #require(recorder.pauses.first)
    #expect(rest < 0.4)
    #expect(pause - rest <= 1.0, "rest at \(rest) s, pause at \(pause) s")
    #expect(abs(item.center.y - 975) < 1)
  }

  @Test("A falling item that left every collision stops the animator once it is 100 pt outside")
  func escapedItemPauses() {
    let item = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 50, height: 50))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
    let recorder = PauseRecorder()
    animator.delegate = recorder
    animator.addBehavior(GravityBehavior(items: [item]))
    for _ in 0..<(60 * 3) { animator.advance(by: 1.0 / 60) }
    // To be 100 pt + 25 pt (half its height) below y = 400 it falls 425 pt: t = √(2·425/1000) = 0.92 s.
    #expect(!animator.isRunning)
    let pause = try! #require(recorder.pauses.first)
    #expect(pause < 1.0)
    #expect(item.center.y > 525)
  }

  @Test("Adding a behavior resumes a paused animator")
  func resumeOnChange() {
    let item = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 50, height: 50))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
    let recorder = PauseRecorder()
    animator.delegate = recorder
    animator.addBehavior(DynamicItemBehavior(items: [item]))
    animator.advance(by: 1)
    #expect(!animator.isRunning)
    #expect(recorder.pauses.count == 1)
    animator.addBehavior(GravityBehavior(items: [item]))
    #expect(animator.isRunning)
    #expect(recorder.resumes == 2)
    animator.advance(by: 0.1)
    #expect(item.center.y > 100)
  }

  @Test("A stack of 10 boxes on the floor stays stacked for 10 s")
  func stackStaysStacked() {
    let floorY: CGFloat = 800
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: floorY))
    var boxes: [TestItem] = []
    for i in 0..<10 {
      boxes.append(
        TestItem(
          center: CGPoint(x: 200, y: floorY - 25 - 50 * CGFloat(i)), size: CGSize(width: 50, height: 50)))
    }
    let collision = CollisionBehavior(items: boxes)
    collision.translatesReferenceBoundsIntoBoundary = true
    let props = DynamicItemBehavior(items: boxes)
    props.friction = 0.6
    animator.addBehavior(GravityBehavior(items: boxes))
    animator.addBehavior(collision)
    animator.addBehavior(props)
    animator.advance(by: 10)
    for (i, box) in boxes.enumerated() {
      // Geometry: box i rests at floor − 25 − 50·i; each contact may sink by the engine's
      // 0.5 pt slop, so allow 1 pt per box below it.
      #expect(abs(box.center.x - 200) < 1, "box \(i) x \(box.center.x)")
      #expect(
        abs(box.center.y - (floorY - 25 - 50 * CGFloat(i))) <= CGFloat(i + 1), "box \(i) y \(box.center.y)")
      #expect(abs(box.angle) < 0.01)
    }
  }
}
