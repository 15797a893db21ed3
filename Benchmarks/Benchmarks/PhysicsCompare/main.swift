import PhysicsScenes
import TrellisPhysics

#if canImport(Glibc)
import Glibc
#endif

// Side-by-side runner: builds each scene, runs a fixed number of steps and prints
// `engine scene steps ms_per_step check` lines in the same format as Harness/harness.{c,cpp}.
// Usage: PhysicsCompare [steps-for-pyramid-50]   (default 1200 = 10 s)
//        PhysicsCompare <steps> profile [scene]     (default pyramid-50; for callgrind)

func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)  // CPU time: robust on a shared, loaded machine
  return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

let args = CommandLine.arguments
let longSteps = args.count > 1 ? Int(args[1]) ?? 1200 : 1200

if args.count > 2 && args[2] == "profile" {
  // Diagnostic: ms/step of one scene (pyramid-50 unless named) per 100-step segment, with
  // the contact count.
  let scene = args.count > 3 ? PhysicsScene(rawValue: args[3]) ?? .pyramid50 : .pyramid50
  let (world, _) = try scene.makeWorld()
  for segment in 0..<(longSteps / 100) {
    let t0 = now()
    for _ in 0..<100 { world.step() }
    let ms = (now() - t0) * 10
    print(
      "segment \(segment) \(String(format: "%.3f", ms)) ms/step, touching pairs \(world.touchingPairs.count)")
  }
  exit(0)
}

for scene in PhysicsScene.allCases {
  let steps = scene == .pyramid50 ? longSteps : 600
  let (world, bodies) = try scene.makeWorld()
  let t0 = now()
  for _ in 0..<steps { world.step() }
  let ms = (now() - t0) * 1000 / Double(steps)
  var check = ""
  switch scene {
  case .pyramid20, .pyramid50:
    // Top box's height above the ground vs its stacked height (m), and the largest x drift.
    let rows = scene == .pyramid20 ? 20 : 50
    let top = bodies[bodies.count - 1]
    let y = -Double(try world.position(of: top).y) / 100
    let expected = (Double(rows) - 0.5) * PhysicsScene.pyramidBox / 100
    var drift = 0.0
    let (fresh, freshBodies) = try scene.makeWorld()
    for (b, f) in zip(bodies, freshBodies) {
      drift = max(drift, abs(Double(try world.position(of: b).x - fresh.position(of: f).x)) / 100)
    }
    let standing = abs(y - expected) < 0.1 && drift < 0.1
    check =
      String(format: "top_y=%.3f expected=%.3f max_x_drift=%.4f", y, expected, drift)
      + " standing=\(standing ? "yes" : "no")"
  default:
    var maxY = -Double.infinity
    for b in bodies { maxY = max(maxY, Double(try world.position(of: b).y) / 100) }
    check = String(format: "lowest_y=%.3f", maxY)
  }
  print("trellis \(scene.rawValue) \(steps) \(String(format: "%.4f", ms)) \(check)")
}
