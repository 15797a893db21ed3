// The per-call cost of a ported optional requirement (docs/porting.md): a call through
// TrellisUIKit's `optionalRequirement { … }`, whose default records per thread that it ran,
// side by side with a plain protocol call (the floor), the older design (the requirement returns
// `T?`, its default `nil`) and two other places to keep the record (a main-actor static and
// Foundation's per-thread dictionary). Layouts call such requirements per item in `prepare()`.
// Each scaled iteration is one call; the index varies so the call cannot be hoisted.
//
// Run from Benchmarks/:
//   swift package --scratch-path ../.build-bench-port benchmark --target PortBenchmarks --no-progress

import Benchmark
import BenchmarkSupport
import Foundation
import TrellisUIKit

/// A ported delegate protocol, with one requirement per design.
@MainActor protocol SpacingDelegate: AnyObject {
  /// The design `trellis port` writes: UIKit's type, a default that records it ran.
  func spacing(at index: Int) -> CGFloat
  /// The older design: `T?`, default `nil`.
  func optionalSpacing(at index: Int) -> CGFloat?
  /// The record on the main actor instead of per thread.
  func mainActorSpacing(at index: Int) -> CGFloat
  /// The record in `Thread.current.threadDictionary`.
  func dictionarySpacing(at index: Int) -> CGFloat
}

extension SpacingDelegate {
  func spacing(at index: Int) -> CGFloat { optionalRequirementNotImplemented(returning: 0) }
  func optionalSpacing(at index: Int) -> CGFloat? { nil }
  func mainActorSpacing(at index: Int) -> CGFloat { MainActorRecord.notImplemented(returning: 0) }
  func dictionarySpacing(at index: Int) -> CGFloat { DictionaryRecord.notImplemented(returning: 0) }
}

/// Implements every requirement.
final class Implements: SpacingDelegate {
  func spacing(at index: Int) -> CGFloat { CGFloat(index & 7) }
  func optionalSpacing(at index: Int) -> CGFloat? { CGFloat(index & 7) }
  func mainActorSpacing(at index: Int) -> CGFloat { CGFloat(index & 7) }
  func dictionarySpacing(at index: Int) -> CGFloat { CGFloat(index & 7) }
}

/// Implements none.
final class Lacks: SpacingDelegate {}

/// The alternative record on the main actor: correct only if every call is on the main actor.
@MainActor enum MainActorRecord {
  static var flag = false

  static func call<T>(_ call: () -> T?) -> T? {
    let outer = flag
    flag = false
    defer { flag = outer }
    let value = call()
    return flag ? nil : value
  }

  static func notImplemented<T>(returning placeholder: T) -> T {
    flag = true
    return placeholder
  }
}

/// The alternative record in Foundation's per-thread dictionary.
enum DictionaryRecord {
  static let key = "trellis.optionalRequirement"

  static func call<T>(_ call: () -> T?) -> T? {
    let dictionary = Thread.current.threadDictionary
    let outer = dictionary[key]
    dictionary[key] = false
    defer { dictionary[key] = outer }
    let value = call()
    return (dictionary[key] as? Bool) == true ? nil : value
  }

  static func notImplemented<T>(returning placeholder: T) -> T {
    Thread.current.threadDictionary[key] = true
    return placeholder
  }
}

/// The delegate, chosen at run time so the calls stay dynamic (through the protocol witness).
@MainActor @inline(never)
func makeDelegate(implementing: Bool) -> SpacingDelegate? {
  implementing ? Implements() : Lacks()
}

// One call site per design, each a function of its own that the loop calls, as a layout's
// `prepare()` calls its delegate per item: the optimizer compiles each call site alone, and the
// loop around it is the same for every design.

@MainActor @inline(never)
func plainCall(_ delegate: SpacingDelegate?, _ index: Int) -> CGFloat {
  delegate?.spacing(at: index) ?? 10
}

@MainActor @inline(never)
func olderDesignCall(_ delegate: SpacingDelegate?, _ index: Int) -> CGFloat {
  delegate?.optionalSpacing(at: index) ?? 10
}

@MainActor @inline(never)
func perThreadRecordCall(_ delegate: SpacingDelegate?, _ index: Int) -> CGFloat {
  optionalRequirement { delegate?.spacing(at: index) } ?? 10
}

@MainActor @inline(never)
func mainActorRecordCall(_ delegate: SpacingDelegate?, _ index: Int) -> CGFloat {
  MainActorRecord.call { delegate?.mainActorSpacing(at: index) } ?? 10
}

@MainActor @inline(never)
func dictionaryRecordCall(_ delegate: SpacingDelegate?, _ index: Int) -> CGFloat {
  DictionaryRecord.call { delegate?.dictionarySpacing(at: index) } ?? 10
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, warmupIterations: 2,
    scalingFactor: .mega, maxDuration: .seconds(3), maxIterations: 100)

  let designs:
    [(
      name: String, call: @MainActor @Sendable (SpacingDelegate?, Int) -> CGFloat,
      scaling: BenchmarkScalingFactor
    )] = [
      ("Plain call d?.spacing(at:) ?? 10 (floor)", plainCall, .mega),
      ("Older design: T? requirement, d?.optionalSpacing(at:) ?? 10", olderDesignCall, .mega),
      ("optionalRequirement { d?.spacing(at:) } ?? 10, per-thread record", perThreadRecordCall, .mega),
      ("Main-actor record", mainActorRecordCall, .mega),
      ("Thread dictionary record", dictionaryRecordCall, .kilo),
    ]
  for implementing in [true, false] {
    for design in designs {
      let call = design.call
      mainActorBenchmark(
        "\(design.name), \(implementing ? "implemented" : "not implemented")",
        configuration: .init(scalingFactor: design.scaling)
      ) { benchmark in
        let delegate = makeDelegate(implementing: implementing)
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
          blackHole(call(delegate, index))
        }
      }
    }
  }
}
