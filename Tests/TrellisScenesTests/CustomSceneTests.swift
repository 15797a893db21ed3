import Foundation
import Testing
import TrellisScenes  // not @testable: a scene of your own needs only the public API

/// A user's scene, written as a package of its own would write it: a vertical list of
/// full-width rows whose height is a parameter.
final class RowsScene: SceneContent {
  static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "rows", title: "Rows", summary: "Full-width rows of a chosen height",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 1, maximum: 100, step: 1, defaultValue: 20),
        SceneParameter(
          key: "height", label: "Row height", minimum: 20, maximum: 200, step: 1, defaultValue: 50),
      ],
      supportsTapInsertDelete: true, hints: ["Tap a row to delete it."]),
    make: { viewport, parameters in RowsScene(viewport: viewport, parameters: parameters) })

  let layout = CollectionViewFlowLayout()

  init(viewport: CGSize, parameters: [String: Double]) {
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 0)))
    layout.minimumLineSpacing = 0
    apply("height", parameters["height"] ?? 50)
  }

  override func apply(_ key: String, _ value: Double) {
    if key == "height" {
      layout.itemSize = CGSize(width: collectionView.frame.width, height: value)
    } else {
      super.apply(key, value)
    }
  }

  override func tap(at point: CGPoint) -> Bool {
    guard let indexPath = collectionView.indexPathForItem(at: point) else { return false }
    return
      (try? collectionView.performCheckedBatchUpdates {
        self.items.remove(at: indexPath.item)
        self.collectionView.deleteItems(at: [indexPath])
      }) != nil
  }

  override func style(forItem id: Int) -> RenderStyle {
    RenderStyle(fill: RenderColor(rgb: 0xDDEEFF), stroke: RenderColor(rgb: 0x334455), label: "row \(id)")
  }
}

/// A descriptor with one thing changed, for the validation tests.
nonisolated private func descriptor(
  name: String = "ok", title: String = "OK", parameters: [SceneParameter] = [],
  viewport: CGSize = CGSize(width: 390, height: 844)
) -> SceneDescriptor {
  SceneDescriptor(name: name, title: title, summary: "", parameters: parameters, defaultViewport: viewport)
}

@Suite("Scenes of your own: catalogues, validation, sessions") @MainActor
struct CustomSceneTests {
  @Test("a catalogue of your own scene starts sessions, applies parameters, taps and styles")
  func ownScene() throws {
    let catalog = try SceneCatalog([RowsScene.definition])
    #expect(catalog.names == ["rows"])
    #expect(catalog.descriptor(named: "rows")?.hints == ["Tap a row to delete it."])
    #expect(catalog.descriptor(named: "flow") == nil)
    let session = try catalog.makeSession(named: "rows", parameters: ["height": 100])
    // 844-point viewport, 100-point rows without spacing: rows 0…8 are on screen (row 8 spans
    // 800…900, partly visible) — 9 cells.
    #expect(session.frame().elements.count == 9)
    #expect(
      session.frame().elements.compactMap(\.style.label).sorted() == (0...8).map { "row \($0)" }.sorted())
    // A tap at y = 150 is on row 1, which is deleted: 19 items remain.
    #expect(session.tap(at: CGPoint(x: 10, y: 150)))
    #expect(session.collectionView.numberOfItems(inSection: 0) == 19)
    #expect(session.content is RowsScene)
    #expect(throws: SceneError.parameterOutOfRange(key: "height", value: 10, minimum: 20, maximum: 200)) {
      try session.setParameter("height", to: 10)
    }
  }

  @Test("built-ins plus your own: added after the built-in scenes; a second 'rows' is rejected")
  func addingToBuiltIns() throws {
    let catalog = try SceneCatalog.builtIn.adding([RowsScene.definition])
    #expect(catalog.names == SceneCatalog.names + ["rows"])
    #expect(throws: SceneError.duplicateScene("rows")) { try catalog.adding([RowsScene.definition]) }
    var mutable = catalog
    #expect(throws: SceneError.duplicateScene("flow")) {
      try mutable.register(SceneCatalog.builtIn.scenes[0])
    }
    #expect(mutable.names == catalog.names)
  }

  @Test("every built-in definition passes the checks a definition of your own must pass")
  func builtInsAreValid() throws {
    let rebuilt = try SceneCatalog(SceneCatalog.builtIn.scenes)
    #expect(rebuilt.names == SceneCatalog.names)
  }

  @Test(
    "bad definitions are rejected with the reason",
    arguments: [
      (
        descriptor(name: ""), "the name must be 1 to 64 characters of a-z, 0-9 and '-', not starting with '-'"
      ),
      (
        descriptor(name: "My Scene"),
        "the name must be 1 to 64 characters of a-z, 0-9 and '-', not starting with '-'"
      ),
      (
        descriptor(name: "-x"),
        "the name must be 1 to 64 characters of a-z, 0-9 and '-', not starting with '-'"
      ),
      (descriptor(title: ""), "the title is empty"),
      (
        descriptor(parameters: [
          SceneParameter(key: "a", label: "A", minimum: 0, maximum: 1, step: 1, defaultValue: 0),
          SceneParameter(key: "a", label: "A", minimum: 0, maximum: 1, step: 1, defaultValue: 0),
        ]), "the parameter key 'a' is used twice"
      ),
      (
        descriptor(parameters: [
          SceneParameter(key: "a", label: "A", minimum: 0, maximum: .infinity, step: 1, defaultValue: 0)
        ]),
        "parameter 'a' has a number that is not finite"
      ),
      (
        descriptor(parameters: [
          SceneParameter(key: "a", label: "A", minimum: 2, maximum: 1, step: 1, defaultValue: 1)
        ]),
        "parameter 'a' has a minimum above its maximum"
      ),
      (
        descriptor(parameters: [
          SceneParameter(key: "a", label: "A", minimum: 0, maximum: 1, step: 0, defaultValue: 0)
        ]),
        "parameter 'a' must have a step greater than 0"
      ),
      (
        descriptor(parameters: [
          SceneParameter(key: "a", label: "A", minimum: 0, maximum: 1, step: 0.5, defaultValue: 3)
        ]),
        "the default of parameter 'a', 3, is outside 0…1"
      ),
      (
        descriptor(viewport: CGSize(width: 50, height: 844)),
        "the default viewport: invalid viewport 50×844: width and height must be finite and between 100 and 10000 points"
      ),
    ])
  func rejectsBadDefinitions(descriptor: SceneDescriptor, reason: String) {
    let definition = SceneDefinition(
      descriptor: descriptor, make: { _, _ in throw SceneError.unavailable(scene: "x", reason: "unused") })
    #expect(throws: SceneError.invalidDefinition(scene: descriptor.name, reason: reason)) {
      try SceneCatalog([definition])
    }
  }

  @Test("a factory that throws leaves nothing behind: the error reaches the caller")
  func factoryError() throws {
    let failing = SceneDefinition(
      descriptor: descriptor(name: "broken"),
      make: { _, _ in throw SceneError.unavailable(scene: "broken", reason: "needs a GPU") })
    let catalog = try SceneCatalog([failing])
    #expect(throws: SceneError.unavailable(scene: "broken", reason: "needs a GPU")) {
      try catalog.makeSession(named: "broken")
    }
  }
}
