// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "MyLayouts",
  platforms: [.macOS(.v14)],
  dependencies: [
    // Trellis, checked out beside this package (see "Getting started").
    .package(path: "../Trellis"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(
      name: "MyLayouts",
      dependencies: [
        .product(name: "Trellis", package: "trellis"),
        .product(name: "TrellisScenes", package: "trellis"),
      ]),
    .testTarget(
      name: "MyLayoutsTests",
      dependencies: [
        "MyLayouts",
        .product(name: "Trellis", package: "trellis"),
        .product(name: "TrellisRender", package: "trellis"),
        .product(name: "TrellisScenes", package: "trellis"),
        .product(name: "TrellisSnapshotTesting", package: "trellis"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)
