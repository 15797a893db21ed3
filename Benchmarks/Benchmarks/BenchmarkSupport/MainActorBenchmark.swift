// Benchmarks of Trellis's UIKit-shaped classes, which are main-actor isolated as UIKit's are.
//
// Suite authors: register every benchmark that touches main-actor code (layouts, collection
// views, data sources, dynamic animators and behaviors) with `mainActorBenchmark`, not
// `Benchmark(...)`, and keep state shared between samples in a `Fixture` or a `Counter`. A plain
// `Benchmark` closure runs on package-benchmark's runner thread, where Swift 6 rejects calls into
// main-actor code (and where, compiled in Swift 5 mode, Trellis's own isolation checks stop the
// process at run time). Benchmarks of nonisolated code (TrellisPhysics, value types,
// CollectionViewLayoutAttributes) can stay plain `Benchmark`s.
//
// How a sample runs. package-benchmark (1.38.1, `Benchmark.runAsync()`) runs an async closure in
// a `Task` and blocks its runner thread on a semaphore until the task ends; around the closure
// it starts the measurement implicitly before and stops it after, unless the closure stopped it
// already. `mainActorBenchmark`'s closure hops to the main actor and there calls
// `startMeasurement()` again, which resets the start of the window (clock, malloc and OS
// counters) to after the hop; it calls `stopMeasurement()` on the main actor when `body`
// returns, so the package's implicit stop, after the hop back, is skipped. The window is
// therefore exactly `body`, or the part of it between its own `startMeasurement()` and
// `stopMeasurement()` calls: the hops, the task and the semaphore are never measured. (On Linux
// the main actor runs jobs on the main dispatch queue, which under the runner's async `main` is
// drained by a worker thread: in `body`, `Thread.isMainThread` is false, yet `body` is on the
// main actor and the main queue.)

import Benchmark

/// The `Benchmark` of the sample being run, carried to the main actor.
///
/// The one unchecked `Sendable` of the benchmarks package: `Benchmark` is not `Sendable`, and
/// Swift cannot see that the handoff is safe. It is because package-benchmark uses the object
/// on one side at a time: its runner thread is blocked on a semaphore while the sample's task
/// runs, and that task is suspended in `MainActor.run` while the main actor uses the object;
/// the semaphore and the actor hops order every access before the next one.
private struct BenchmarkHandoff: @unchecked Sendable {
  let benchmark: Benchmark
}

/// Registers a benchmark whose body runs on the main actor.
///
/// Use it for every benchmark of main-actor code. Each sample hops to the main actor once and
/// starts the measurement there, so the hop is not measured. The measurement covers `body`;
/// call `benchmark.startMeasurement()` inside `body` after its own set-up to leave the set-up
/// out, and `benchmark.stopMeasurement()` to leave out what follows. An error thrown by `body`
/// fails the benchmark with the error's description (as a throwing `Benchmark` closure does).
/// `teardown` runs once after the samples, on the main actor.
///
/// - Parameters:
///   - name: The benchmark's name (unique in the suite; results are matched by it).
///   - configuration: The benchmark's configuration.
///   - body: One sample, run on the main actor.
///   - teardown: Run once after the last sample, on the main actor (typically `reset()` of the
///     fixtures the samples used).
/// - Returns: The registered benchmark, or `nil` if the configuration skips it.
@discardableResult
public func mainActorBenchmark(
  _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
  _ body: @escaping @MainActor (Benchmark) throws -> Void, teardown: (@MainActor () -> Void)? = nil
) -> Benchmark? {
  Benchmark(
    name, configuration: configuration,
    closure: { benchmark async in
      let handoff = BenchmarkHandoff(benchmark: benchmark)
      await MainActor.run {
        let benchmark = handoff.benchmark
        benchmark.startMeasurement()
        do {
          try body(benchmark)
        } catch {
          benchmark.error("Benchmark \(name) failed with \(String(reflecting: error))")
        }
        benchmark.stopMeasurement()
      }
    },
    teardown: teardown.map { teardown in { await MainActor.run { teardown() } } })
}

/// A value built on its first use and kept for the following samples of a benchmark, so that
/// set-up work (a million-item layout) is neither measured nor repeated.
///
/// Created anywhere (the suite's registration closure is not on the main actor); built, read
/// and dropped on the main actor.
@MainActor public final class Fixture<Value> {
  private var value: Value?
  private let make: @MainActor () -> Value

  /// A fixture that `make` builds on first use.
  public nonisolated init(_ make: @escaping @MainActor () -> Value) { self.make = make }

  /// The value, built now if needed.
  public var get: Value {
    if let value { return value }
    let made = make()
    value = made
    return made
  }

  /// Drops the value; the next `get` builds it again.
  public func reset() { value = nil }
}

/// A mutable count shared by the samples of one benchmark.
///
/// Created anywhere; read and changed on the main actor.
@MainActor public final class Counter {
  /// The count.
  public var value = 0

  /// A counter at 0.
  public nonisolated init() {}
}
