import ArgumentParser
import Foundation
import Testing
import TrellisScenes

@testable import TrellisCLI

/// A scene of "a user's package": a grid of squares whose side is a parameter.
final class SquaresScene: SceneContent {
  static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "squares", title: "Squares", summary: "Squares in a flow layout",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 1, maximum: 500, step: 1, defaultValue: 30),
        SceneParameter(key: "side", label: "Side", minimum: 10, maximum: 300, step: 1, defaultValue: 100),
      ]),
    make: { viewport, parameters in SquaresScene(viewport: viewport, parameters: parameters) })

  let layout = CollectionViewFlowLayout()

  init(viewport: CGSize, parameters: [String: Double]) {
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 0)))
    apply("side", parameters["side"] ?? 100)
  }

  override func apply(_ key: String, _ value: Double) {
    if key == "side" {
      layout.itemSize = CGSize(width: value, height: value)
    } else {
      super.apply(key, value)
    }
  }
}

@Suite("The CLI over a catalogue of your own") @MainActor
struct CustomCatalogTests {
  let catalog = try! SceneCatalog([SquaresScene.definition])

  @Test("scenes, render and bench work on your scenes; the built-in ones are not offered")
  func ownScenes() async throws {
    try await CLIContext.$catalog.withValue(catalog) {
      #expect(
        ScenesCommand.listing(verbose: true)
          == "squares  Squares — Squares in a flow layout\n    items  1…500, default 30  (Items)\n"
          + "    side  10…300, default 100  (Side)")
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "trellis-own-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let out = directory.appendingPathComponent("squares.svg").path
      #expect(
        await TrellisCommand.execute(["render", "squares", "--param", "side=200", "--out", out]) == nil)
      let svg = try String(contentsOfFile: out, encoding: .utf8)
      // The scene's own default viewport (390 × 844) and its item 0, labelled with its id.
      #expect(svg.contains("viewBox=\"0 0 390 844\""))
      #expect(svg.contains(">0</text>"))
      let unknown = await TrellisCommand.execute(["render", "flow", "--out", out])
      #expect(unknown?.text.hasPrefix("Error: unknown scene 'flow'; available: squares.") == true)
      #expect(await TrellisCommand.execute(["bench", "--frames", "2"]) == nil)
    }
  }

  @Test("usage and help carry the tool's own name")
  func commandName() async {
    let failure = await execute(["rendr"], catalog: catalog, name: "my-scenes")
    #expect(failure?.text.contains("Usage: my-scenes <subcommand>") == true)
    let help = await execute(["render", "--help"], catalog: catalog, name: "my-scenes")
    #expect(help?.status == .success)
    #expect(help?.text.contains("USAGE: my-scenes render <scene>") == true)
  }
}
