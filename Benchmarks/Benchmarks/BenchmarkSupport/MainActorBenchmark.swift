// Benchmarks of Trellis's UIKit-shaped classes, which are main-actor isolated as UIKit's are.
//
// package-benchmark runs a benchmark's closure on its runner thread, not on the main actor, and
// waits for it to finish before it touches the `Benchmark` object again. `mainActorBenchmark`
// registers an async closure that hops to the main actor once per sample and starts the
// measurement there, so the hop itself is not measured; the benchmark's own
// `startMeasurement()` / `stopMeasurement()` calls still work inside the body.

import Benchmark

/// Hands a value to the main actor when its owner waits for the main actor to finish with it.
///
/// The `Benchmark` object is not `Sendable`; package-benchmark blocks its runner thread while
/// the closure runs, so only one side ever uses it at a time.
struct MainActorHandoff<Value>: @unchecked Sendable {
  let value: Value
}

/// Registers a benchmark whose body runs on the main actor.
///
/// The measurement starts when `body` is entered on the main actor (call
/// `benchmark.startMeasurement()` again inside `body` after its own set-up) and stops when it
/// returns, unless `body` stopped it earlier. `teardown` also runs on the main actor.
@discardableResult
public func mainActorBenchmark(
  _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
  _ body: @escaping @MainActor (Benchmark) -> Void, teardown: (@MainActor () -> Void)? = nil
) -> Benchmark? {
  Benchmark(
    name, configuration: configuration,
    closure: { benchmark async in
      let handoff = MainActorHandoff(value: benchmark)
      await MainActor.run {
        let benchmark = handoff.value
        benchmark.startMeasurement()
        body(benchmark)
        benchmark.stopMeasurement()
      }
    },
    teardown: {
      if let teardown { await MainActor.run { teardown() } }
    })
}

/// A value built on first use and dropped by `reset()`: a fixture shared by the samples of one
/// benchmark (building a million-item layout once, not once per sample).
///
/// Created anywhere; used on the main actor only.
public final class Fixture<Value>: @unchecked Sendable {
  nonisolated(unsafe) private var value: Value?
  private let make: @MainActor () -> Value

  /// A fixture that `make` builds on first use.
  public init(_ make: @escaping @MainActor () -> Value) { self.make = make }

  /// The value, built now if needed.
  @MainActor public var get: Value {
    if let value { return value }
    let made = make()
    value = made
    return made
  }

  /// Drops the value; the next `get` builds it again.
  @MainActor public func reset() { value = nil }
}

/// A mutable count shared by the samples of one benchmark.
@MainActor public final class Counter {
  /// The count.
  public var value = 0

  /// A counter at 0.
  public init() {}
}
