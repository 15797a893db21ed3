import Foundation
import HummingbirdTesting
import Testing
import TrellisPlayground

/// A scene of "a user's package" for the playground: a flow layout of squares.
final class TilesScene: SceneContent {
  static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "tiles", title: "Tiles", summary: "Squares",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 1, maximum: 100, step: 1, defaultValue: 12)
      ],
      hints: ["Scroll."]),
    make: { viewport, parameters in TilesScene(viewport: viewport, parameters: parameters) })

  init(viewport: CGSize, parameters: [String: Double]) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 12)))
  }
}

@Suite @MainActor struct PlaygroundPolishTests {
  @Test func faviconBuildConfigurationAndHintsAreServed() async throws {
    let server = try PlaygroundServer(configuration: .init(port: 0))
    try await server.makeApplication().test(.router) { client in
      for path in ["/favicon.svg", "/favicon.ico"] {
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .ok)
          #expect(response.headers[.contentType] == "image/svg+xml")
          #expect(String(buffer: response.body).hasPrefix("<svg"))
        }
      }
      try await client.execute(uri: "/", method: .get) { response in
        #expect(String(buffer: response.body).contains("<link rel=\"icon\" href=\"/favicon.svg\""))
      }
      try await client.execute(uri: "/info", method: .get) { response in
        #if DEBUG
        #expect(String(buffer: response.body) == "{\"buildConfiguration\":\"debug\"}")
        #else
        #expect(String(buffer: response.body) == "{\"buildConfiguration\":\"release\"}")
        #endif
      }
      try await client.execute(uri: "/scenes", method: .get) { response in
        let scenes = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [[String: Any]]
        let newtonian = scenes?.first { $0["name"] as? String == "newtonian" }
        let hints = newtonian?["hints"] as? [String]
        #expect(hints?.first?.hasPrefix("Tap a box to delete it") == true)
      }
    }
  }

  @Test func aServerOverYourOwnCatalogueListsAndRunsYourScenes() async throws {
    let catalog = try SceneCatalog([TilesScene.definition])
    let server = try PlaygroundServer(configuration: .init(port: 0), catalog: catalog)
    try await server.makeApplication().test(.router) { client in
      try await client.execute(uri: "/scenes", method: .get) { response in
        let scenes = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [[String: Any]]
        #expect(scenes?.compactMap { $0["name"] as? String } == ["tiles"])
      }
    }
    var driver = PlaygroundSessionDriver(catalog: catalog)
    #expect(
      driver.apply(.select(scene: "tiles", viewport: nil, parameters: [:]))?.contains("\"selected\"") == true)
    #expect(
      driver.apply(.select(scene: "flow", viewport: nil, parameters: [:]))?.contains("unknown scene 'flow'")
        == true)
    let frame = driver.nextFrame(advancingBy: 1.0 / 60)
    #expect(frame != nil)
  }

  @Test func aHiddenPageGetsNoFramesAndItsSceneDoesNotAdvance() throws {
    var driver = PlaygroundSessionDriver()
    _ = driver.apply(.select(scene: "springy", viewport: nil, parameters: ["items": 100]))
    var frame = driver.nextFrame(advancingBy: 0.5)
    #expect(frame != nil)
    #expect(driver.session?.time == 0.5)
    #expect(driver.apply(.visibility(false)) == nil)
    #expect(driver.isPaused)
    for _ in 0..<10 {
      frame = driver.nextFrame(advancingBy: 0.5)
      #expect(frame == nil)
    }
    #expect(driver.session?.time == 0.5)
    #expect(driver.frameNumber == 1)
    _ = driver.apply(.visibility(true))
    frame = driver.nextFrame(advancingBy: 0.5)
    #expect(frame != nil)
    #expect(driver.session?.time == 1.0)
    #expect(driver.frameNumber == 2)
  }

  @Test func visibilityMessagesDecode() throws {
    #expect(
      try PlaygroundMessage.decode(Data(#"{"type":"visibility","visible":false}"#.utf8)) == .visibility(false)
    )
    #expect(
      try PlaygroundMessage.decode(Data(#"{"type":"visibility","visible":true}"#.utf8)) == .visibility(true))
    #expect(
      throws: PlaygroundProtocolError.missingField(
        type: "visibility", field: "visible", expected: "a boolean")
    ) {
      try PlaygroundMessage.decode(Data(#"{"type":"visibility","visible":"no"}"#.utf8))
    }
  }

  @Test func theLiftedCellIsFlaggedInTheFrame() throws {
    var driver = PlaygroundSessionDriver()
    _ = driver.apply(.select(scene: "reorder-feed", viewport: nil, parameters: [:]))
    let session = try #require(driver.session)
    let first = try #require(
      session.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    _ = driver.apply(.reorder(.begin, first.center))
    let frame = driver.nextFrame(advancingBy: 1.0 / 60)
    let bytes = try #require(frame)
    // Element records start at 64, 76 bytes each; flags at +2, label number at +28.
    let count = Int(bytes[16]) | Int(bytes[17]) << 8
    var liftedLabels: [Int32] = []
    for i in 0..<count {
      let o = 64 + 76 * i
      if bytes[o + 2] & 8 != 0 {
        liftedLabels.append(
          Int32(
            bitPattern: UInt32(bytes[o + 28]) | UInt32(bytes[o + 29]) << 8 | UInt32(bytes[o + 30]) << 16
              | UInt32(bytes[o + 31]) << 24))
      }
    }
    #expect(liftedLabels == [0])
  }
}
