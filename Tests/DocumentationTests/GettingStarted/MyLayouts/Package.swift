// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "MyLayouts",
  platforms: [.macOS(.v14)],
  dependencies: [
    // Trellis, checked out in a directory named Trellis beside this package's directory.
    // SwiftPM names a path dependency after its directory, lowercased: "trellis".
    .package(path: "../Trellis")
  ],
  targets: [
    .executableTarget(
      name: "my-layouts",
      dependencies: [
        .product(name: "Trellis", package: "trellis"),
        .product(name: "TrellisRender", package: "trellis"),
      ])
  ]
)
