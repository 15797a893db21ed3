import Benchmark
import PhysicsScenes
import TrellisPhysics

// package-benchmark suite for TrellisPhysics: one fixed step of each shared scene, measured
// after a warm-up so contacts and broadphase are in steady state (which also checks the
// "no allocation per step" rule: the steps allocate nothing; the 16 mallocs per sample that
// docs/benchmarks.md records come from the harness).
//
//   swift package --package-path Benchmarks benchmark --target PhysicsBenchmarks

/// Builds a scene and runs `warmUp` steps so the measured steps are steady-state.
private func warmedWorld(_ scene: PhysicsScene, warmUp: Int = 120) -> PhysicsWorld {
  do {
    let (world, _) = try scene.makeWorld()
    for _ in 0..<warmUp { world.step() }
    return world
  } catch {
    fatalError("scene \(scene.rawValue) failed to build: \(error)")
  }
}

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
    timeUnits: .microseconds,
    maxDuration: .seconds(5),
    maxIterations: 2_000
  )

  for scene in PhysicsScene.allCases {
    Benchmark("Physics step \(scene.rawValue)", configuration: configuration) { benchmark, world in
      for _ in benchmark.scaledIterations {
        world.step()
      }
      blackHole(world.stepCount)
    } setup: {
      warmedWorld(scene)
    }
  }
}
