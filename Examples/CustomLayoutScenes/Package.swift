// swift-tools-version: 6.2
// An example of a package of your own that shows its own collection-view layout with Trellis:
// a timeline layout, registered as a scene, rendered by the CLI and shown in the playground.
//
//   swift build --package-path Examples/CustomLayoutScenes
//   swift run --package-path Examples/CustomLayoutScenes timeline-scenes render timeline --out timeline.svg
//   swift run --package-path Examples/CustomLayoutScenes timeline-scenes          (the playground)
//   swift test --package-path Examples/CustomLayoutScenes

import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its directory, so derive the Trellis package's identity
/// from where this manifest lives (the repository may be cloned under any name). In a package
/// of your own, depend on Trellis by URL instead and use `package: "trellis"`.
let trellis = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
  name: "CustomLayoutScenes",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "../..")
  ],
  targets: [
    // The layout and its scene: what a package of your own would contain.
    .target(
      name: "TimelineScenes",
      dependencies: [.product(name: "TrellisScenes", package: trellis)],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    // The executable: the Trellis command line over this package's scenes.
    .executableTarget(
      name: "timeline-scenes",
      dependencies: ["TimelineScenes", .product(name: "TrellisCLI", package: trellis)],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(
      name: "TimelineScenesTests",
      dependencies: ["TimelineScenes"],
      swiftSettings: [.swiftLanguageMode(.v6)]),
  ]
)
