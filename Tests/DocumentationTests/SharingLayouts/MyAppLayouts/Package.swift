// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "MyAppLayouts",
  // iOS for the app; macOS 14 because Trellis needs it when the tests run on a Mac.
  platforms: [.iOS(.v16), .macOS(.v14)],
  products: [
    .library(name: "MyAppLayouts", targets: ["MyAppLayouts"])
  ],
  dependencies: [
    // Trellis, checked out in a directory named Trellis beside this package's directory.
    .package(path: "../Trellis")
  ],
  targets: [
    // The layouts: compiled with UIKit for the iOS app, with TrellisUIKit everywhere else.
    .target(
      name: "MyAppLayouts",
      dependencies: [
        .product(name: "TrellisUIKit", package: "trellis", condition: .when(platforms: [.linux, .macOS]))
      ]),
    // The layouts' tests, headless: run with `swift test` on Linux or a Mac.
    .testTarget(
      name: "MyAppLayoutsTests",
      dependencies: [
        "MyAppLayouts",
        .product(name: "TrellisUIKit", package: "trellis", condition: .when(platforms: [.linux, .macOS])),
      ]),
  ]
)
