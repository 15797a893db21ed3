// swift-tools-version: 6.2
// Trellis benchmarks (package-benchmark). Run from this folder: `swift package benchmark`.
// A package of its own so that the library's `swift test` never builds the benchmark tooling.

import PackageDescription

let package = Package(
  name: "TrellisBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Trellis", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // Layout core: flow layout prepare() and viewport queries against the naive approach.
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: [
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/LayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Physics: per-step cost of the shared scenes.
    .executableTarget(
      name: "PhysicsBenchmarks",
      dependencies: [
        .product(name: "TrellisPhysics", package: "Trellis"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/PhysicsBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
