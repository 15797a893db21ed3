import Benchmark
import Foundation
import TrellisText

// package-benchmark suite for TrellisText (docs/text.md): reading a font file, measuring a label,
// and wrapping and truncating a paragraph — what a view layer does per label it sizes.
//
// Run from Benchmarks/:
//   swift package --scratch-path ../.build-bench-text benchmark --target TextBenchmarks --no-progress

/// The bytes of the shipped Inter Regular, read from the repository next to this package.
private func interRegularBytes() -> [UInt8] {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/TrellisText/Fonts/Inter-Regular.otf")
  guard let data = try? Data(contentsOf: url) else { fatalError("cannot read \(url.path)") }
  return [UInt8](data)
}

/// About 1,000 characters of English prose with punctuation and hyphens.
private let paragraph = String(
  repeating: "The quick brown fox jumps over the lazy dog; well-known typefaces kern AV and To. ",
  count: 12)

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
    timeUnits: .microseconds,
    maxDuration: .seconds(5),
    maxIterations: 2_000
  )

  Benchmark("Text read Inter Regular (259 KB)", configuration: configuration) { benchmark, bytes in
    for _ in benchmark.scaledIterations {
      blackHole(try? OpenTypeFont(bytes: bytes))
    }
  } setup: {
    interRegularBytes()
  }

  Benchmark("Text size of a 24-character label", configuration: configuration) { benchmark, font in
    for _ in benchmark.scaledIterations {
      blackHole("Settings › Notifications".size(withAttributes: [.font: font]))
    }
  } setup: {
    Font.preferredFont(forTextStyle: .body)
  }

  Benchmark("Text wrap 1,000 characters in 300 pt", configuration: configuration) { benchmark, font in
    for _ in benchmark.scaledIterations {
      blackHole(try? TextLayout(string: paragraph, font: font, width: 300))
    }
  } setup: {
    Font.preferredFont(forTextStyle: .body)
  }

  Benchmark("Text truncate 1,000 characters to 3 lines", configuration: configuration) { benchmark, font in
    for _ in benchmark.scaledIterations {
      blackHole(
        try? TextLayout(
          string: paragraph, font: font, width: 300, lineBreakMode: .byTruncatingTail, numberOfLines: 3))
    }
  } setup: {
    Font.preferredFont(forTextStyle: .body)
  }
}
