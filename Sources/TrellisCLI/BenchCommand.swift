import ArgumentParser
import Foundation
import TrellisScenes

/// `trellis bench`: a quick per-frame cost summary of scenes under a scripted fling.
///
/// A diagnostic, not a benchmark of record (those live in `Benchmarks/`): it measures wall time
/// with a monotonic clock (`ContinuousClock`), so figures vary from run to run.
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure the per-frame cost (advance + frame capture) of scenes during a fling.",
    discussion: """
      For each scene (or the one named), plays the scene's default interaction (repeated every 2 s) \
      at 60 fps for --frames frames and prints the mean, median and 95th percentile of the time \
      per frame, after a line naming the build configuration (debug or release): a debug build is \
      many times slower. A progress bar is shown on stderr for long runs.
      """
  )

  @Argument(help: "One scene's name; all scenes when omitted.")
  var scene: String?

  @OptionGroup var options: SceneOptions

  @Option(parsing: .unconditional, help: "Frames to measure per scene, 1 to 1000000.")
  var frames: CLINumber = 300

  func validate() throws {
    try frames.check("--frames", in: 1...1_000_000, whole: true)
    for name in scene.map({ [$0] }) ?? CLIContext.catalog.names {
      try options.check(scene: name)
    }
  }

  @MainActor func run() async throws {
    let names = scene.map { [$0] } ?? CLIContext.catalog.names
    print(Self.buildLine(BuildConfiguration.current))
    print(Self.header)
    for name in names {
      let session = try options.makeSession(scene: name)
      let result = Self.measure(
        session, frames: frames.int, progress: frames.int >= 600 ? ProgressBar(label: name) : nil)
      print(result.line(scene: name))
    }
  }

  /// The line naming the build configuration the figures come from.
  static func buildLine(_ configuration: BuildConfiguration) -> String {
    switch configuration {
    case .debug:
      "build: debug (unoptimised; for representative figures run `swift run -c release trellis bench`)"
    case .release:
      "build: release (optimised)"
    }
  }

  static let header =
    "scene             frames     mean      p50      p95   (per frame: advance 1/60 s + frame capture)"

  /// The timings of one scene.
  struct Result {
    var frames: Int
    var mean: Duration
    var p50: Duration
    var p95: Duration

    func line(scene: String) -> String {
      let name = scene.padding(toLength: 16, withPad: " ", startingAt: 0)
      let count = String(frames).leftPadded(to: 7)
      return "\(name) \(count) \(Self.ms(mean)) \(Self.ms(p50)) \(Self.ms(p95))"
    }

    static func ms(_ duration: Duration) -> String {
      let milliseconds =
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
      return (String(format: "%.3f", milliseconds) + " ms").leftPadded(to: 10)
    }
  }

  /// Plays the scene's default script (looping every 2 s of simulated time) for `frames` frames
  /// at 60 fps, timing each `advance(by: 1/60)` plus `frame()`.
  @MainActor static func measure(_ session: SceneSession, frames: Int, progress: ProgressBar?) -> Result {
    let clock = ContinuousClock()
    let script = session.defaultScript
    let step = 1.0 / 60
    let loop = 120
    var samples: [Duration] = []
    samples.reserveCapacity(frames)
    var next = 0
    var loopStart = session.time
    for frame in 0..<frames {
      if frame % loop == 0 {
        next = 0
        loopStart = session.time
      }
      let start = clock.now
      let local = session.time + step - loopStart
      while next < script.events.count, script.events[next].time <= local {
        session.perform(script.events[next])
        next += 1
      }
      session.advance(by: step)
      _ = session.frame()
      samples.append(clock.now - start)
      progress?.update(done: frame + 1, total: frames)
    }
    progress?.finish()
    let total = samples.reduce(Duration.zero, +)
    samples.sort()
    func percentile(_ p: Double) -> Duration {
      samples[min(samples.count - 1, Int((Double(samples.count - 1) * p).rounded()))]
    }
    return Result(frames: frames, mean: total / frames, p50: percentile(0.5), p95: percentile(0.95))
  }
}

/// A one-line progress bar on stderr, redrawn when the percentage changes.
final class ProgressBar {
  let label: String
  private var shown = -1

  init(label: String) {
    self.label = label
  }

  func update(done: Int, total: Int) {
    let percent = total > 0 ? done * 100 / total : 100
    guard percent != shown else { return }
    shown = percent
    let filled = percent * 30 / 100
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 30 - filled)
    FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(percent)%".utf8))
  }

  func finish() {
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
