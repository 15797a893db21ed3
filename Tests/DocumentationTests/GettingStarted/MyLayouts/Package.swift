// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "MyLayouts",
  platforms: [.macOS(.v14)],
  dependencies: [
    // Where you got Trellis from: the URL you cloned it from, or a local checkout with
    // .package(path: "../trellis").
    .package(url: "https://github.com/your-org/trellis.git", branch: "main")
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
