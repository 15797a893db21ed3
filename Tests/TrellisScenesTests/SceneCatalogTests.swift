import Foundation
import Testing

@testable import TrellisScenes

@Suite("Scene catalogue and parameters")
struct SceneCatalogTests {
  nonisolated static let names = [
    "flow", "waterfall", "paged-grid", "cover-flow", "circular-cards", "springy", "newtonian", "reorder-feed",
    "compositional-grid", "compositional-nested", "compositional-sections", "app-store", "carousel",
    "inset-grouped-list", "settings", "mail", "files", "board", "photos", "diffable", "layout-transition",
  ]

  @Test("the catalogue lists the twenty-one scenes in the documented order")
  func catalogueOrder() {
    #expect(SceneCatalog.all.map(\.name) == Self.names)
    for name in Self.names { #expect(SceneCatalog.descriptor(named: name)?.name == name) }
    #expect(SceneCatalog.descriptor(named: "nope") == nil)
  }

  @Test("the springy list has the documented parameters, ranges and defaults")
  func springyParameters() throws {
    let springy = try #require(SceneCatalog.descriptor(named: "springy"))
    let table = springy.parameters.map { [$0.key, "\($0.minimum)", "\($0.maximum)", "\($0.defaultValue)"] }
    // The brief: items 1…1,000,000, damping 0…1 (0.8), frequency 0.1…5 (1.0), resistance
    // 100…5000 (1500) — the objc.io constants (docs/uikit-reference.md, "Springy flow layout").
    #expect(
      table == [
        ["items", "1.0", "1000000.0", "10000.0"], ["damping", "0.0", "1.0", "0.8"],
        ["frequency", "0.1", "5.0", "1.0"], ["resistance", "100.0", "5000.0", "1500.0"],
      ])
    #expect(
      SceneCatalog.descriptor(named: "waterfall")?.parameter("columns").map { [$0.minimum, $0.maximum] } == [
        1, 6,
      ])
    #expect(
      SceneCatalog.descriptor(named: "circular-cards")?.parameter("radius").map {
        [$0.minimum, $0.maximum, $0.defaultValue]
      }
        == [200, 1000, 500])
  }

  @Test("the Newtonian, feed and diffable scenes take taps; only the flow grid and the feed reorder")
  func interactionFlags() {
    let taps = SceneCatalog.all.filter(\.supportsTapInsertDelete).map(\.name)
    let reorders = SceneCatalog.all.filter(\.supportsReorder).map(\.name)
    #expect(taps == ["newtonian", "reorder-feed", "diffable"])
    #expect(reorders == ["flow", "reorder-feed"])
  }

  @Test("an unknown scene is rejected with the list of available ones")
  func unknownScene() {
    #expect(throws: SceneError.unknownScene("springyy", available: Self.names)) {
      try SceneCatalog.makeSession(named: "springyy")
    }
    #expect(
      SceneError.unknownScene("springyy", available: Self.names).description
        == "unknown scene 'springyy'; available: flow, waterfall, paged-grid, cover-flow, circular-cards, springy, "
        + "newtonian, reorder-feed, compositional-grid, compositional-nested, compositional-sections, app-store, "
        + "carousel, inset-grouped-list, settings, mail, files, board, photos, diffable, layout-transition")
  }

  @Test(
    "out-of-range and unknown parameters are rejected with exact messages",
    arguments: [
      ("springy", "damping", 1.5, "parameter 'damping' must be between 0 and 1, got 1.5"),
      ("springy", "frequency", 0.05, "parameter 'frequency' must be between 0.1 and 5, got 0.05"),
      ("springy", "resistance", 99, "parameter 'resistance' must be between 100 and 5000, got 99"),
      ("springy", "items", 1_000_001, "parameter 'items' must be between 1 and 1000000, got 1000001"),
      ("springy", "items", 0, "parameter 'items' must be between 1 and 1000000, got 0"),
      ("waterfall", "columns", 7, "parameter 'columns' must be between 1 and 6, got 7"),
      ("circular-cards", "radius", 150, "parameter 'radius' must be between 200 and 1000, got 150"),
      ("flow", "size", Double.nan, "parameter 'size' must be between 20 and 200, got nan"),
      (
        "cover-flow", "minimumScale", Double.infinity,
        "parameter 'minimumScale' must be between 0.2 and 1, got inf"
      ),
      (
        "springy", "stiffness", 1,
        "unknown parameter 'stiffness' for scene 'springy'; available: items, damping, frequency, resistance"
      ),
    ])
  func badParameters(scene: String, key: String, value: Double, message: String) throws {
    do {
      _ = try SceneCatalog.makeSession(named: scene, parameters: [key: value])
      Issue.record("expected \(key)=\(value) to be rejected")
    } catch {
      #expect(error.description == message)
    }
    // The same through a running session, which keeps its values.
    let session = try SceneCatalog.makeSession(
      named: scene, parameters: ["items": scene == "springy" ? 100 : 10])
    let before = session.parameters
    do {
      try session.setParameter(key, to: value)
      Issue.record("expected setParameter(\(key), \(value)) to be rejected")
    } catch {
      #expect(error.description == message)
    }
    #expect(session.parameters == before)
  }

  @Test("bad viewports are rejected and change nothing")
  func badViewport() throws {
    #expect(throws: SceneError.invalidViewport(CGSize(width: 0, height: 844))) {
      try SceneCatalog.makeSession(named: "flow", viewport: CGSize(width: 0, height: 844))
    }
    #expect(
      SceneError.invalidViewport(CGSize(width: 0, height: 844)).description
        == "invalid viewport 0×844: width and height must be finite and between 100 and 10000 points")
    let session = try SceneCatalog.makeSession(named: "flow")
    do {
      try session.setViewport(CGSize(width: CGFloat.nan, height: 500))
      Issue.record("expected a NaN width to be rejected")
    } catch {
      #expect(error.description.hasPrefix("invalid viewport nan×500:"))
    }
    #expect(session.collectionView.frame.size == CGSize(width: 390, height: 844))
  }

  @Test("a session starts with every parameter: defaults plus the given ones, integers rounded")
  func sessionParameters() throws {
    let session = try SceneCatalog.makeSession(named: "waterfall", parameters: ["columns": 3.4])
    #expect(session.parameters == ["items": 500, "columns": 3, "spacing": 10])
    #expect(session.statistics.itemCount == 500)
    #expect(session.descriptor.name == "waterfall")
  }

  @Test("setting a parameter changes the running scene: items reload the data, columns re-lay out")
  func setParameterApplies() throws {
    let session = try SceneCatalog.makeSession(
      named: "waterfall", viewport: CGSize(width: 320, height: 480), parameters: ["items": 20])
    try session.setParameter("items", to: 7)
    #expect(session.statistics.itemCount == 7)
    try session.setParameter("columns", to: 3)
    try session.setParameter("spacing", to: 10)
    // WaterfallLayout: w = (320 − 10 − 10 − 2·10)/3 = 93.33…; the first three items open the
    // three columns at x = 10, 113.33, 216.67.
    let xs = (0..<3).compactMap {
      session.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX
    }
    #expect(xs.count == 3)
    for (x, expected) in zip(xs, [10.0, 10 + 280.0 / 3 + 10, 10 + 2 * (280.0 / 3 + 10)]) {
      #expect(abs(Double(x) - expected) < 1e-9)
    }
  }
}
