import Foundation

/// A failed check: the case ran to the end (no trap, no hang) but produced something wrong.
public struct FuzzFailure: Error, CustomStringConvertible, Sendable {
  /// What kind of check failed.
  public enum Kind: String, Sendable {
    /// A NaN or infinite number reached an attribute, a body, a content size or a frame.
    case nonFinite = "nan"
    /// A result that disagrees with the model or with another query (a wrong count, a missing
    /// element, an invalid batch that changed something).
    case wrongResult = "wrong"
  }

  /// The kind of check.
  public let kind: Kind
  /// What was wrong, with the numbers.
  public let message: String

  /// A failure of `kind` described by `message`.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// `kind: message`.
  public var description: String { "\(kind.rawValue): \(message)" }
}

/// What one case gets: its random numbers and a log of the inputs it chose (kept only when
/// replaying with `--verbose`, so a campaign does not pay for formatting).
@MainActor
public final class FuzzContext {
  /// The case's generator, seeded with the case seed.
  public var random: FuzzRandom
  /// The case seed.
  public let seed: UInt64
  /// Whether `note(_:)` records (replay with `--verbose`).
  public let verbose: Bool
  /// The notes recorded so far.
  public private(set) var notes: [String] = []

  /// A context for the case with `seed`.
  public init(seed: UInt64, verbose: Bool = false) {
    self.seed = seed
    self.random = FuzzRandom(seed: seed)
    self.verbose = verbose
  }

  /// A context whose numbers come from `bytes` (a libFuzzer input; see `FuzzRandom(bytes:)`).
  public init(bytes: [UInt8], verbose: Bool = false) {
    self.seed = 0
    self.random = FuzzRandom(bytes: bytes)
    self.verbose = verbose
  }

  /// Records an input or a step of the case (only when verbose; the text is not built otherwise).
  public func note(_ text: @autoclosure () -> String) {
    guard verbose else { return }
    let line = text()
    notes.append(line)
    FileHandle.standardError.write(Data(("  · " + line + "\n").utf8))
  }
}

/// One surface of the fuzzing harness: a family of inputs a user can send, with its generator and
/// its checks.
///
/// `run(_:)` builds a case from the context's random numbers and checks the results. It throws a
/// `FuzzFailure` when a check fails; a trap simply ends the worker process (the runner counts it
/// with the case seed) and a hang is caught by the runner's watchdog.
///
/// To add a surface: write a type conforming to this protocol (one file under
/// `Sources/FuzzKit/Surfaces/`, or `Sources/FuzzCore/Surfaces/` when it needs the server or the
/// CLI) and add an instance to `FuzzSurfaces.all`. See Fuzz/README.md.
@MainActor
public protocol FuzzSurface: AnyObject {
  /// The name used with `--surface`.
  var name: String { get }
  /// One line saying what is generated and checked.
  var summary: String { get }
  /// The share of a mixed campaign (`--surface all`) this surface gets, relative to the others.
  var weight: Double { get }
  /// Runs one case.
  func run(_ context: FuzzContext) async throws
}

/// A surface whose cases need no suspension (no server, no socket): it can run inside a
/// synchronous caller such as libFuzzer's callback.
@MainActor
public protocol SynchronousFuzzSurface: FuzzSurface {
  /// Runs one case.
  func runSynchronously(_ context: FuzzContext) throws
}

extension SynchronousFuzzSurface {
  /// Runs one case (`runSynchronously(_:)`).
  public func run(_ context: FuzzContext) async throws { try runSynchronously(context) }
}
