// swift-tools-version: 6.2
// Trellis fuzzing harness: seeded, deterministic generators for every surface a user can reach
// (layout inputs, batch updates, dynamics, the CLI, the playground), run in child processes so
// that a trap or a hang is counted and reported with its seed instead of ending the campaign.
// A package of its own (like Benchmarks/) so that `swift test` at the root stays fast.
//
//   swift run --package-path Fuzz -c release trellis-fuzz --cases 2000 --seed 1
//   swift run --package-path Fuzz -c release trellis-fuzz --surface layout --cases 100000 --seed 7
//   swift run --package-path Fuzz -c release trellis-fuzz replay --surface layout --case-seed 0x…
//
// See Fuzz/README.md for the surfaces, the commands and how to add a surface.

import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its directory, so derive the root package's identity
/// from where this manifest lives (the repository may be cloned under any name).
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .lastPathComponent.lowercased()

let strictSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

var targets: [Target] = [
  // The generators, checks and surfaces of the engine (layouts, batch updates, interactive
  // movement, dynamics, gesture scripts): no server, no CLI, so the libFuzzer build
  // instruments only Trellis's core modules.
  .target(
    name: "FuzzKit",
    dependencies: [
      .product(name: "Trellis", package: root),
      .product(name: "TrellisLayouts", package: root),
      .product(name: "TrellisDynamics", package: root),
      .product(name: "TrellisPhysics", package: root),
      .product(name: "TrellisCompositional", package: root),
      .product(name: "TrellisDiffable", package: root),
      .product(name: "TrellisLists", package: root),
      .product(name: "TrellisScenes", package: root),
      .product(name: "TrellisConstraintSolver", package: root),
      .product(name: "TrellisText", package: root),
      .product(name: "TrellisControls", package: root),
      .product(name: "TrellisViewControllers", package: root),
      .product(name: "TrellisRender", package: root),
      .product(name: "TrellisImages", package: root),
    ],
    swiftSettings: strictSettings),
  // The surfaces that need the playground server or the CLI, and the registry of all surfaces.
  .target(
    name: "FuzzCore",
    dependencies: [
      "FuzzKit",
      .product(name: "TrellisPlayground", package: root),
      .product(name: "TrellisCLI", package: root),
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
      .product(name: "Hummingbird", package: "hummingbird"),
    ],
    swiftSettings: strictSettings),
  // The campaign runner: spawns workers (itself, in `worker` mode), watches them, counts
  // traps, hangs and failed checks, and prints the seed that reproduces each.
  .executableTarget(
    name: "trellis-fuzz",
    dependencies: ["FuzzCore", "FuzzKit"],
    swiftSettings: strictSettings),
  .testTarget(
    name: "FuzzKitTests",
    dependencies: ["FuzzKit"],
    swiftSettings: strictSettings),
]

// The libFuzzer driver, only for Fuzz/libfuzzer.sh, which sets TRELLIS_LIBFUZZER and builds it with
// `-sanitize=fuzzer` (without libFuzzer linked in it would not link). libFuzzer's archive brings a
// `main` of its own; ours, which calls `LLVMFuzzerRunDriver`, comes first and wins.
if ProcessInfo.processInfo.environment["TRELLIS_LIBFUZZER"] != nil {
  targets.append(
    .executableTarget(
      name: "trellis-libfuzzer",
      dependencies: ["FuzzKit"],
      swiftSettings: strictSettings,
      linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "--allow-multiple-definition"])]))
}

let package = Package(
  name: "TrellisFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: ".."),
    // The CLI surface runs `trellis`'s commands in-process (ParsableCommand's entry points).
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The server surface starts the playground in the worker process.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
  ],
  targets: targets
)
