// swift-tools-version: 6.2
// Trellis: the UICollectionView layout system and UIKit Dynamics as a portable Swift package.
// The module map and the direction of dependencies are described in docs/architecture.md §1.

import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

/// Tests run on the main actor, as UIKit code does: Trellis's UIKit-shaped classes are
/// `@MainActor` (see docs/architecture.md, "The main actor").
let testSettings: [SwiftSetting] = strictSettings + [.defaultIsolation(MainActor.self)]

/// Modules that only drive the engine (rendering, scenes) are main-actor code by default too.
let mainActorSettings: [SwiftSetting] = strictSettings + [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TrellisGeometry", targets: ["TrellisGeometry"]),
    .library(name: "TrellisUpdates", targets: ["TrellisUpdates"]),
    .library(name: "TrellisViews", targets: ["TrellisViews"]),
    .library(name: "TrellisControls", targets: ["TrellisControls"]),
    .library(name: "TrellisViewControllers", targets: ["TrellisViewControllers"]),
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisLayouts", targets: ["TrellisLayouts"]),
    .library(name: "TrellisCompositional", targets: ["TrellisCompositional"]),
    .library(name: "TrellisDiffable", targets: ["TrellisDiffable"]),
    .library(name: "TrellisLists", targets: ["TrellisLists"]),
    .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
    .library(name: "TrellisRender", targets: ["TrellisRender"]),
    // PNG images of SVG (librsvg with the bundled Inter) and image snapshot strategies.
    .library(name: "TrellisImages", targets: ["TrellisImages"]),
    .library(name: "TrellisSnapshotTesting", targets: ["TrellisSnapshotTesting"]),
    .library(name: "TrellisPhysics", targets: ["TrellisPhysics"]),
    .library(name: "TrellisText", targets: ["TrellisText"]),
    .library(name: "TrellisDynamics", targets: ["TrellisDynamics"]),
    .library(name: "TrellisScenes", targets: ["TrellisScenes"]),
    .library(name: "TrellisPlayground", targets: ["TrellisPlayground"]),
    .library(name: "TrellisPort", targets: ["TrellisPort"]),
    // The linear constraint solver (Cassowary) under Auto Layout.
    .library(name: "TrellisConstraintSolver", targets: ["TrellisConstraintSolver"]),
    // The command line as a library, so a package of your own can run it over its own scenes
    // (`TrellisCommand.main(scenes:commandName:)`; see Examples/CustomLayoutScenes), and the
    // fuzzing harness in Fuzz/ can run the commands in-process.
    .library(name: "TrellisCLI", targets: ["TrellisCLI"]),
    .executable(name: "trellis", targets: ["trellis"]),
    // `trellis port` on its own: the only executable that builds swift-syntax.
    .library(name: "TrellisPortCommand", targets: ["TrellisPortCommand"]),
    .executable(name: "trellis-port", targets: ["trellis-port"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    // `swift package generate-documentation` (DocC); the command is in the README, "Documentation".
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Core modules: no dependencies outside the toolchain.
    .target(name: "TrellisGeometry", swiftSettings: strictSettings),
    // The update model: batches as recorded, their validation and the old ↔ new index maps. Pure.
    .target(name: "TrellisUpdates", dependencies: ["TrellisGeometry"], swiftSettings: strictSettings),
    // The headless views (View, Layer, traits, screen, colour, layout limits): below the host, and
    // where the view layer grows (docs/architecture.md §1).
    .target(
      name: "TrellisViews", dependencies: ["TrellisGeometry", "TrellisConstraintSolver", "TrellisText"],
      swiftSettings: strictSettings),
    // Labels, images, image views and controls (target–action as closures), measured with
    // TrellisText: above the views, apart from the collection-view host.
    .target(name: "TrellisControls", dependencies: ["TrellisViews", "TrellisText"], swiftSettings: strictSettings),
    // The host uses TrellisControls for context menus (Action, Menu, ContextMenuConfiguration).
    .target(
      name: "Trellis", dependencies: ["TrellisGeometry", "TrellisUpdates", "TrellisViews", "TrellisControls"],
      swiftSettings: strictSettings),
    .target(name: "TrellisLayouts", dependencies: ["Trellis"], swiftSettings: strictSettings),
    // View controllers, the headless window, navigation and search controllers, and the
    // collection view controller: where a screen is hosted (docs/architecture.md §1).
    .target(
      name: "TrellisViewControllers", dependencies: ["Trellis", "TrellisControls"], swiftSettings: strictSettings),
    .target(
      name: "TrellisCompositional", dependencies: ["Trellis", "TrellisControls"], swiftSettings: strictSettings),
    // Snapshots, the linear difference algorithm and the diffable data source.
    .target(name: "TrellisDiffable", dependencies: ["Trellis"], swiftSettings: strictSettings),
    // List cells and list content configurations (docs/lists.md).
    .target(
      name: "TrellisLists", dependencies: ["Trellis", "TrellisCompositional", "TrellisControls"],
      swiftSettings: strictSettings),
    .target(
      name: "TrellisUIKit",
      dependencies: [
        "Trellis", "TrellisDynamics", "TrellisCompositional", "TrellisDiffable", "TrellisText", "TrellisControls",
        "TrellisViewControllers", "TrellisLists",
      ],
      swiftSettings: strictSettings),
    .target(name: "TrellisRender", dependencies: ["Trellis"], swiftSettings: mainActorSettings),
    // zlib (Debian's zlib1g-dev), to read PNG images.
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    // PNG images: SVG rasterised by librsvg's rsvg-convert with the bundled Inter, PNG decoding
    // and pixel comparison (docs/images.md).
    .target(name: "TrellisImages", dependencies: ["TrellisText", "CZlib"], swiftSettings: strictSettings),
    // Image snapshot strategies for swift-snapshot-testing, in a module of their own so that
    // SnapshotTesting is built only by the tests that use it.
    .target(
      name: "TrellisSnapshotTesting",
      dependencies: [
        "TrellisImages", "TrellisRender", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: mainActorSettings),
    // Cache hints for the physics engine's hot loops: one `static inline` C function, because
    // Swift cannot emit a prefetch itself (docs/architecture.md, "Prefetching").
    .target(name: "TrellisMemoryHints"),
    .target(
      name: "TrellisPhysics", dependencies: ["TrellisGeometry", "TrellisMemoryHints"], swiftSettings: strictSettings),
    // Fonts and text measurement (docs/text.md): the Inter font files and their licence are
    // resources (Fonts/, SIL Open Font License 1.1). No dependencies outside the toolchain.
    .target(name: "TrellisText", resources: [.copy("Fonts")], swiftSettings: strictSettings),
    // The incremental linear constraint solver (Cassowary) for Auto Layout: pure, no dependencies.
    .target(name: "TrellisConstraintSolver", swiftSettings: strictSettings),
    .target(
      name: "TrellisDynamics", dependencies: ["TrellisPhysics", "Trellis"], swiftSettings: strictSettings),

    // Named, parameterised demo scenes shared by tests, benchmarks, the CLI and the playground.
    .target(
      name: "TrellisScenes",
      dependencies: [
        "TrellisLayouts", "TrellisDynamics", "TrellisRender", "TrellisCompositional", "TrellisDiffable",
        "TrellisControls", "TrellisLists",
      ],
      swiftSettings: mainActorSettings),

    // The live browser playground: Hummingbird 2 + WebSocket, static page served by itself.
    .target(
      name: "TrellisPlayground",
      dependencies: [
        "TrellisScenes", "TrellisText",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
      ],
      resources: [.copy("Public")],
      swiftSettings: strictSettings),

    // `trellis port`: source-to-source migration of UIKit code on swift-syntax. Only this module
    // and the CLI depend on swift-syntax; the core modules never do.
    .target(
      name: "TrellisPort",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      swiftSettings: strictSettings),

    // The command-line tool: a thin executable over a testable library.
    .target(
      name: "TrellisCLI",
      dependencies: [
        "Trellis",
        "TrellisScenes",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        "TrellisPlayground", "TrellisImages",
      ],
      swiftSettings: strictSettings),
    .executableTarget(name: "trellis", dependencies: ["TrellisCLI"], swiftSettings: strictSettings),
    // The port tool's command line and executable: apart from `trellis`, so that the playground
    // and a package's own scenes never build swift-syntax.
    .target(
      name: "TrellisPortCommand",
      dependencies: ["TrellisPort", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: strictSettings),
    .executableTarget(name: "trellis-port", dependencies: ["TrellisPortCommand"], swiftSettings: strictSettings),

    // Tests (Swift Testing).
    .testTarget(
      name: "TrellisGeometryTests", dependencies: ["TrellisGeometry"], swiftSettings: testSettings),
    .testTarget(
      name: "TrellisUpdatesTests",
      dependencies: ["TrellisUpdates", .product(name: "PropertyBased", package: "swift-property-based")],
      swiftSettings: strictSettings),
    .testTarget(name: "TrellisViewsTests", dependencies: ["TrellisViews"], swiftSettings: testSettings),
    .testTarget(name: "TrellisControlsTests", dependencies: ["TrellisControls"], swiftSettings: testSettings),
    .testTarget(
      name: "TrellisListsTests", dependencies: ["TrellisLists", "TrellisDiffable"], swiftSettings: testSettings),
    .testTarget(
      name: "TrellisViewControllersTests", dependencies: ["TrellisViewControllers", "TrellisCompositional"],
      swiftSettings: testSettings),
    .testTarget(
      name: "TrellisTests",
      dependencies: [
        "Trellis", "TrellisControls", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: testSettings),
    .testTarget(
      name: "TrellisLayoutsTests",
      dependencies: [
        "TrellisLayouts", "TrellisUIKit", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: testSettings),
    .testTarget(
      name: "TrellisCompositionalTests",
      dependencies: [
        "TrellisCompositional", "TrellisUIKit",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisDiffableTests",
      dependencies: [
        "TrellisDiffable", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisUIKitTests", dependencies: ["TrellisUIKit", "TrellisLayouts"],
      // Written as UIKit code is (the compatibility corpus): no default isolation, suites
      // are `@MainActor` as UIKit code is.
      swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisPhysicsTests",
      dependencies: ["TrellisPhysics", .product(name: "PropertyBased", package: "swift-property-based")],
      // Pure modules' tests run off the main actor, so that they do not hold up the main-actor
      // suites (the playground's frame loop among them) in a parallel run.
      swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisImagesTests",
      dependencies: [
        "TrellisImages", "TrellisSnapshotTesting", "TrellisText", "TrellisLayouts",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: testSettings),
    .testTarget(name: "TrellisTextTests", dependencies: ["TrellisText"], swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisConstraintSolverTests",
      dependencies: [
        "TrellisConstraintSolver", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisDynamicsTests", dependencies: ["TrellisDynamics"], swiftSettings: testSettings),
    .testTarget(
      name: "TrellisRenderTests",
      dependencies: [
        "TrellisRender", "TrellisLayouts", "TrellisControls",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: testSettings),
    .testTarget(
      name: "TrellisScenesTests",
      dependencies: ["TrellisScenes", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
      exclude: ["__Snapshots__"],
      swiftSettings: testSettings),
    .testTarget(
      name: "TrellisPlaygroundTests",
      dependencies: [
        "TrellisPlayground", "TrellisControls", "TrellisText",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisPortTests",
      dependencies: [
        "TrellisPort", "TrellisPortCommand",
        // DelegateMethodTableTests reads Trellis's protocols with swift-syntax.
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      exclude: ["Fixtures"],
      // Off the main actor: porting whole source trees in a debug build takes tens of seconds,
      // which must not hold up the main-actor suites (the playground's frame loop among them).
      swiftSettings: strictSettings),
    // The compatibility corpus's layouts that need `trellis port`: UIKit/ holds them as UIKit
    // code (not compiled), Ported/ the tool's output for them (compiled, never edited by hand: a
    // test checks it is what the tool writes from UIKit/ today), and the tests drive them.
    .testTarget(
      name: "TrellisPortedCorpusTests", dependencies: ["TrellisUIKit", "TrellisPort"], exclude: ["UIKit"],
      // Written as UIKit code is: no default isolation, suites are `@MainActor`.
      swiftSettings: strictSettings),
    // The code of the DocC articles (Sources/*/*.docc): every Swift listing in an article is a
    // region of a file here (`// snippet: name` … `// end snippet`), compiled and run by these
    // tests, and ArticleListingsTests requires each listing to be its region byte for byte.
    // Compiled as a package of your own is (Swift 6, SwiftPM's default isolation), so that the
    // listings are what a reader can copy; the suites are `@MainActor`.
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "Trellis", "TrellisLayouts", "TrellisDynamics", "TrellisRender", "TrellisScenes", "TrellisUIKit",
        "TrellisPort", "TrellisImages", "TrellisSnapshotTesting", "TrellisCompositional", "TrellisDiffable",
        "TrellisLists",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      // Manifests of the articles' example packages (checked with `swift package dump-package`),
      // recorded SVG snapshots, and the UIKit code of the porting article (not compilable here).
      exclude: [
        "GettingStarted/MyLayouts", "TestingYourLayout/MyLayouts", "TestingYourLayout/__Snapshots__",
        "SharingLayouts/MyAppLayouts",
        "PortingAUIKitLayout/UIKit",
        // The layout library of "Testing your layout" and its suites: targets of their own (below).
        "TestingYourLayout/ThreadLayoutKit", "TestingYourLayout/ThreadLayoutKitTests",
        "TestingYourLayout/ThreadLayoutKitSwift6Tests",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisCLITests",
      dependencies: [
        "TrellisCLI", "TrellisScenes", "TrellisPlayground",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      swiftSettings: testSettings),
  ]
)

// `trellis port` fixtures: Tests/TrellisPortTests/Fixtures/<Case>/input.swift is UIKit code and
// expected.swift its port, written by hand. Each case's expected.swift is compiled against
// TrellisUIKit as a module of its own (`TrellisPortFixture<Case>`), so the fixture is the only
// copy of the ported code; the cases in `portFixturesWithTests` have tests in <Case>/Tests, a test
// target of its own (`TrellisPortFixture<Case>Tests`) that drives the ported layout from another
// module, as an app's code that `trellis port` never saw would. TrellisPortTests checks that these
// lists match the directories.
let portFixtureCases = [
  "AlreadyPortable", "Attributes", "CardStack", "Carousel", "ClockDriven", "DelegateKinds", "GeometryImports",
  "Gestures", "MainActorXCTests", "Mosaic", "TargetAction", "Timeline",
]
let portFixturesWithTests = [
  "CardStack", "Carousel", "ClockDriven", "DelegateKinds", "Gestures", "Mosaic", "TargetAction",
]
// Compiled in the Swift 5 language mode, layout and tests, as most UIKit apps still are.
let portFixturesInSwift5Mode = ["DelegateKinds"]
// Cases whose port is an XCTest suite: their expected.swift is a test target, so the ported suite
// runs in the test run.
let portFixturesThatAreTestSuites = ["MainActorXCTests"]
package.targets += portFixtureCases.flatMap { name -> [Target] in
  let settings: [SwiftSetting] =
    portFixturesInSwift5Mode.contains(name) ? [.swiftLanguageMode(.v5)] : strictSettings
  let path = "Tests/TrellisPortTests/Fixtures/\(name)"
  let hasTests = portFixturesWithTests.contains(name)
  if portFixturesThatAreTestSuites.contains(name) {
    return [
      .testTarget(
        name: "TrellisPortFixture\(name)", dependencies: ["TrellisUIKit"], path: path,
        exclude: ["input.swift", "report.txt"], swiftSettings: settings)
    ]
  }
  var targets: [Target] = [
    .target(
      name: "TrellisPortFixture\(name)", dependencies: ["TrellisUIKit"], path: path,
      exclude: ["input.swift", "report.txt"] + (hasTests ? ["Tests"] : []), swiftSettings: settings)
  ]
  if hasTests {
    // Written as UIKit code's tests are: no default isolation, suites are `@MainActor`.
    targets.append(
      .testTarget(
        name: "TrellisPortFixture\(name)Tests",
        dependencies: [.target(name: "TrellisPortFixture\(name)"), "TrellisUIKit"],
        path: path + "/Tests", swiftSettings: settings))
  }
  return targets
}

// The screen corpus (Tests/ScreenCorpus/README.md): collection-view screens written as iOS code is,
// in the style of Apple's two collection-view samples, compiled with `import TrellisUIKit` in the
// Swift 5 language mode as the samples are; ScreenCorpusTests hosts each in a headless window.
package.targets += [
  .target(
    name: "ScreenCorpus", dependencies: ["TrellisUIKit"], path: "Tests/ScreenCorpus", exclude: ["README.md"],
    swiftSettings: [.swiftLanguageMode(.v5)]),
  .testTarget(
    name: "ScreenCorpusTests",
    dependencies: [
      "ScreenCorpus", "TrellisUIKit", "TrellisRender",
      .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    ],
    exclude: ["__Snapshots__"], swiftSettings: strictSettings),
]

// A layout library written as an iOS one is (its own layout, attributes, cell and collection-view
// subclasses, a state controller the layout owns, a delegate protocol), with `import TrellisUIKit`
// in place of `import UIKit` and nothing else changed. `ThreadLayoutKit` compiles it in the Swift 5
// language mode, with its XCTest suite written as on iOS (plain `XCTestCase` subclasses,
// synchronous tests that create and drive the layout); `ThreadLayoutKitSwift6` compiles the same
// files (Tests/ThreadLayoutKitSwift6 is a symbolic link to them) in the Swift 6 mode, with Swift
// Testing and XCTest suites on the main actor. The "Testing your layout" article shows them, and
// docs/architecture.md §3 says why both compile and run.
let threadLayoutKit = "Tests/DocumentationTests/TestingYourLayout/ThreadLayoutKit"
package.targets += [
  .target(
    name: "ThreadLayoutKit", dependencies: ["TrellisUIKit"], path: threadLayoutKit,
    swiftSettings: [.swiftLanguageMode(.v5)]),
  .testTarget(
    name: "ThreadLayoutKitTests", dependencies: ["ThreadLayoutKit", "TrellisUIKit"],
    path: threadLayoutKit + "Tests", swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(
    name: "ThreadLayoutKitSwift6", dependencies: ["TrellisUIKit"], path: "Tests/ThreadLayoutKitSwift6",
    swiftSettings: strictSettings),
  .testTarget(
    name: "ThreadLayoutKitSwift6Tests", dependencies: ["ThreadLayoutKitSwift6", "TrellisUIKit"],
    path: threadLayoutKit + "Swift6Tests", swiftSettings: strictSettings),
]
