import Foundation
import HummingbirdTesting
import Testing
import TrellisPlayground

/// The messages and listing fields that make the page behave like a device: `wheelEnd` (a wheel
/// gesture ends as a lift does), `scrollTo` (a reconnected page returns to its offset), the scroll
/// hints and page dots in `/scenes`, and `/device.js`.
@Suite @MainActor struct PlaygroundDeviceTests {
  private func decode(_ text: String) throws(PlaygroundProtocolError) -> PlaygroundMessage {
    try PlaygroundMessage.decode(Data(text.utf8))
  }

  @Test func wheelEndAndScrollToDecode() throws {
    #expect(
      try decode(#"{"type":"wheelEnd","vx":-250.5,"vy":900}"#)
        == .wheelEnd(velocity: CGVector(dx: -250.5, dy: 900)))
    #expect(try decode(#"{"type":"scrollTo","x":0,"y":1200}"#) == .scrollTo(CGPoint(x: 0, y: 1200)))
    #expect(PlaygroundMessage.knownTypes.contains("wheelEnd"))
    #expect(PlaygroundMessage.knownTypes.contains("scrollTo"))
  }

  @Test func badWheelEndAndScrollToAreRejectedNamingTheField() {
    #expect(throws: PlaygroundProtocolError.missingField(type: "wheelEnd", field: "vy", expected: "a number"))
    {
      try decode(#"{"type":"wheelEnd","vx":0}"#)
    }
    #expect(throws: PlaygroundProtocolError.missingField(type: "scrollTo", field: "x", expected: "a number"))
    {
      try decode(#"{"type":"scrollTo","x":"10","y":0}"#)
    }
    // coordinateLimit is 1e7.
    #expect(throws: PlaygroundProtocolError.badNumber(field: "y", value: 2e7, minimum: -1e7, maximum: 1e7)) {
      try decode(#"{"type":"scrollTo","x":0,"y":2e7}"#)
    }
    #expect(
      throws: PlaygroundProtocolError.badNumber(field: "vx", value: -1e300, minimum: -1e7, maximum: 1e7)
    ) {
      try decode(#"{"type":"wheelEnd","vx":-1e300,"vy":0}"#)
    }
  }

  /// Paged grid at 390 × 844: 60 items, 4 × 6 per page, so 3 pages and offsets 0…780 (the
  /// worked example of ScrollGestureTests). `scrollTo` clamps; a wheel gesture of 720 points
  /// ended by `wheelEnd` turns exactly one page.
  @Test func scrollToClampsAndAWheelGestureEndedByWheelEndTurnsOnePage() throws {
    var driver = PlaygroundSessionDriver()
    #expect(driver.apply(.scrollTo(CGPoint(x: 1, y: 1)))?.contains("needs a scene") == true)
    #expect(
      driver.apply(.select(scene: "paged-grid", viewport: nil, parameters: [:]))?.contains("selected") == true
    )
    let session = try #require(driver.session)
    #expect(driver.apply(.scrollTo(CGPoint(x: 9_999, y: 50))) == nil)
    #expect(session.collectionView.contentOffset == CGPoint(x: 780, y: 0))
    #expect(driver.apply(.scrollTo(CGPoint(x: 0, y: 0))) == nil)
    #expect(session.collectionView.contentOffset == .zero)

    #expect(driver.apply(.wheel(CGVector(dx: 0, dy: 720), at: CGPoint(x: 195, y: 422))) == nil)
    for _ in 0..<9 { _ = driver.nextFrame(advancingBy: 1.0 / 60) }
    #expect(driver.apply(.wheelEnd(velocity: CGVector(dx: 0, dy: 2400))) == nil)
    for _ in 0..<120 { _ = driver.nextFrame(advancingBy: 1.0 / 60) }
    #expect(session.collectionView.contentOffset == CGPoint(x: 390, y: 0))
    #expect(!session.isScrollGestureActive)
  }

  @Test func theListingCarriesScrollHintsAndPageDotsAndTheServerServesDeviceJS() async throws {
    let server = try PlaygroundServer(configuration: .init(port: 0))
    try await server.makeApplication().test(.router) { client in
      try await client.execute(uri: "/scenes", method: .get) { response in
        let scenes =
          try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [[String: Any]] ?? []
        let byName = Dictionary(uniqueKeysWithValues: scenes.map { ($0["name"] as? String ?? "", $0) })
        #expect(byName["flow"]?["scrollHint"] as? String == "Drag or use the wheel/trackpad to scroll.")
        #expect(
          byName["newtonian"]?["scrollHint"] as? String == "Nothing scrolls here: the boxes fill the view.")
        #expect(byName["paged-grid"]?["showsPageControl"] as? Bool == true)
        #expect(byName["flow"]?["showsPageControl"] as? Bool == false)
      }
      try await client.execute(uri: "/device.js", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
        #expect(String(buffer: response.body).contains("wheelEnd"))
      }
      try await client.execute(uri: "/", method: .get) { response in
        #expect(String(buffer: response.body).contains("<script src=\"/device.js\"></script>"))
      }
    }
  }
}
