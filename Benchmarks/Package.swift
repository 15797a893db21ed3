// swift-tools-version: 6.2
// Trellis benchmarks (package-benchmark, docs/architecture.md §9). Each suite is an executable target
// under Benchmarks/<Name>/ using the BenchmarkPlugin; add new suites to `benchmarkSuites` below.
// Trellis's UIKit-shaped classes are main-actor isolated: a suite that uses them depends on
// "BenchmarkSupport" and registers those benchmarks with `mainActorBenchmark` (see
// Benchmarks/BenchmarkSupport/MainActorBenchmark.swift), not with `Benchmark(...)`.
//
//   swift package --package-path Benchmarks benchmark --target PhysicsBenchmarks
//   swift run --package-path Benchmarks -c release PhysicsCompare   (see compare-physics.sh)
//   swift run --package-path Benchmarks -c release SolverCompare run (see compare-solver.sh)
//   swift run --package-path Benchmarks -c release NewtonianFrameTrace 10
//   swift run --package-path Benchmarks -c release DiffableProfile 1000000 100
//   swift run --package-path Benchmarks -c release SpringyFlingProfile 1200 1000000

import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its directory, so derive the root package's identity
/// from where this manifest lives (the repository may be cloned under any name).
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .lastPathComponent.lowercased()

let strictSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// package-benchmark suites: (target name, dependencies on the root package / local targets).
let benchmarkSuites: [(name: String, dependencies: [Target.Dependency])] = [
  ("PhysicsBenchmarks", ["PhysicsScenes", .product(name: "TrellisPhysics", package: root)]),
  // Layout core: flow layout prepare() and viewport queries against the naive approach.
  ("LayoutBenchmarks", ["BenchmarkSupport", .product(name: "Trellis", package: root)]),
  // CollectionView host: per-frame fling cost at 1k and 1M items, 1,000-update batches.
  ("HostBenchmarks", ["BenchmarkSupport", "HostFling", .product(name: "Trellis", package: root)]),
  // Gallery layouts (TrellisLayouts): waterfall prepare, query and append at 1M items.
  ("GalleryBenchmarks", ["BenchmarkSupport", .product(name: "TrellisLayouts", package: root)]),
  // Dynamic layouts (TrellisDynamics): springy flow layout per-frame fling cost, tiled vs naive.
  (
    "DynamicsLayoutBenchmarks",
    ["BenchmarkSupport", "SpringyFling", .product(name: "TrellisDynamics", package: root)]
  ),
  // Compositional layout: 1M-item grid and list prepare() and queries against the naive
  // approach; an estimated-height list's first layout and fling frames through the host.
  (
    "CompositionalBenchmarks",
    ["BenchmarkSupport", "HostFling", .product(name: "TrellisCompositional", package: root)]
  ),
  // Diffable data sources (TrellisDiffable): snapshot difference at 100k, full apply at 1M,
  // beside a quadratic diff, the standard library's diff and reloadData.
  ("DiffableBenchmarks", ["BenchmarkSupport", .product(name: "TrellisDiffable", package: root)]),
  // Ported optional requirements (`trellis port`): the per-call cost of `optionalRequirement`.
  ("PortBenchmarks", ["BenchmarkSupport", .product(name: "TrellisUIKit", package: root)]),
  // Text measurement (TrellisText): reading Inter, sizing a label, wrapping and truncating.
  ("TextBenchmarks", [.product(name: "TrellisText", package: root)]),
  // The view layer: a label's measurement, and 1,000 rows self-sizing through Auto Layout against
  // the same rows sized by hand.
  (
    "ViewLayerBenchmarks",
    ["BenchmarkSupport", "HostFling", "ConfiguredList", .product(name: "TrellisUIKit", package: root)]
  ),
]

let package = Package(
  name: "TrellisBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // `mainActorBenchmark`, `Fixture` and `Counter`: what every suite that benchmarks Trellis's
    // main-actor classes uses to register its benchmarks and keep state between samples.
    .target(
      name: "BenchmarkSupport",
      dependencies: [.product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/BenchmarkSupport",
      swiftSettings: strictSettings),
    // The fling the host benchmarks measure (HostBenchmarks, CompositionalBenchmarks,
    // ViewLayerBenchmarks), so that their per-frame figures compare.
    .target(
      name: "HostFling",
      dependencies: [.product(name: "Trellis", package: root)],
      path: "Benchmarks/HostFling",
      swiftSettings: strictSettings),
    // The 1,000,000-row configured list (ViewLayerBenchmarks, ListFlingProfile).
    .target(
      name: "ConfiguredList",
      dependencies: [.product(name: "TrellisUIKit", package: root)],
      path: "Benchmarks/ConfiguredList",
      swiftSettings: strictSettings),
    // Flings of the configured list in a loop, for `valgrind --tool=callgrind` or `perf record`
    // (docs/benchmarks.md, "Lists"): `swift run -c release ListFlingProfile 20`.
    .executableTarget(
      name: "ListFlingProfile",
      dependencies: ["ConfiguredList", "HostFling", .product(name: "TrellisUIKit", package: root)],
      path: "Benchmarks/ListFlingProfile",
      swiftSettings: strictSettings),
    // The springy list's scene and fling (DynamicsLayoutBenchmarks, SpringyFlingProfile), so that
    // the profile runs the frames the benchmark times.
    .target(
      name: "SpringyFling",
      dependencies: [.product(name: "Trellis", package: root)],
      path: "Benchmarks/SpringyFling",
      swiftSettings: strictSettings),
    // The springy list's fling (DynamicsLayoutBenchmarks' "Springy fling frame" scene) in a loop,
    // for `valgrind --tool=callgrind` (docs/benchmarks.md, "Dynamic layouts"):
    // `swift run -c release SpringyFlingProfile 1200 1000000`.
    .executableTarget(
      name: "SpringyFlingProfile",
      dependencies: ["SpringyFling", .product(name: "TrellisDynamics", package: root)],
      path: "Benchmarks/SpringyFlingProfile",
      swiftSettings: strictSettings),
    // Physics scenes shared by the benchmark suite and the side-by-side comparison runner
    // (the C/C++ harness in Harness/ builds the same scenes with the same parameters).
    .target(
      name: "PhysicsScenes",
      dependencies: [.product(name: "TrellisPhysics", package: root)],
      path: "Benchmarks/PhysicsScenes",
      swiftSettings: strictSettings),
    // Runs the scenes and prints ms/step in the harness's format.
    .executableTarget(
      name: "PhysicsCompare",
      dependencies: ["PhysicsScenes", .product(name: "TrellisPhysics", package: root)],
      path: "Benchmarks/PhysicsCompare",
      swiftSettings: strictSettings),
    // The snapshot difference in a loop, for `perf record` (see docs/benchmarks.md, "Diffable
    // data sources"): `swift run -c release DiffableProfile 1000000 100`.
    .executableTarget(
      name: "DiffableProfile",
      dependencies: [.product(name: "TrellisDiffable", package: root)],
      path: "Benchmarks/DiffableProfile",
      swiftSettings: strictSettings),
    // TrellisConstraintSolver timed on the scenes compare-solver.sh also gives kiwisolver
    // (see docs/benchmarks.md, "Constraint solver").
    .executableTarget(
      name: "SolverCompare",
      dependencies: [.product(name: "TrellisConstraintSolver", package: root)],
      path: "Benchmarks/SolverCompare",
      swiftSettings: strictSettings),
    // Per-frame times of the Newtonian layout after an insertion, by frame index, to find which
    // frames make the benchmark's p99 (see docs/benchmarks.md, "Dynamic layouts").
    .executableTarget(
      name: "NewtonianFrameTrace",
      dependencies: [.product(name: "TrellisDynamics", package: root)],
      path: "Benchmarks/NewtonianFrameTrace",
      swiftSettings: strictSettings),
  ]
    + benchmarkSuites.map { suite in
      .executableTarget(
        name: suite.name,
        dependencies: suite.dependencies + [.product(name: "Benchmark", package: "benchmark")],
        path: "Benchmarks/\(suite.name)",
        swiftSettings: strictSettings,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
    }
)
