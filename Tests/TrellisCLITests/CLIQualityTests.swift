import ArgumentParser
import Foundation
import Testing
import TrellisPlayground
import TrellisScenes

@testable import TrellisCLI

/// Runs `arguments` as the tool does (`TrellisCommand.execute`) over `catalog`.
func execute(
  _ arguments: [String], catalog: SceneCatalog = .builtIn, name: String = "trellis"
) async
  -> CLIFailure?
{
  await CLIContext.$catalog.withValue(catalog) {
    await CLIContext.$commandName.withValue(name) { await TrellisCommand.execute(arguments) }
  }
}

@Suite("CLI: bad numbers, negative values, unknown commands, usage, busy ports") @MainActor
struct CLIQualityTests {
  /// Every numeric option, with the arguments that reach it (an output path that is valid, so
  /// the number is what is rejected).
  static let numericOptions: [(prefix: [String], option: String)] = [
    (["flow"], "--items"), (["flow"], "--sections"), (["flow"], "--width"), (["flow"], "--height"),
    (["flow"], "--item-width"), (["flow"], "--item-height"), (["flow"], "--spacing"), (["flow"], "--limit"),
    (["render", "flow", "--out", "/tmp/trellis-cli-unused.svg"], "--items"),
    (["render", "flow", "--out", "/tmp/trellis-cli-unused.svg"], "--width"),
    (["render", "flow", "--out", "/tmp/trellis-cli-unused.svg"], "--height"),
    (["render", "flow", "--out", "/tmp/trellis-cli-unused.svg"], "--time"),
    (["record", "flow", "--out", "/tmp/trellis-cli-unused.html"], "--duration"),
    (["record", "flow", "--out", "/tmp/trellis-cli-unused.html"], "--fps"),
    (["bench", "flow"], "--frames"),
    (["serve"], "--port"), (["serve"], "--frame-rate"),
    (["dev"], "--port"), (["dev"], "--interval"),
  ]

  @Test(
    "every numeric option at a huge, negative, NaN or infinite value: a message naming it, status 64",
    arguments: ["1e19", "-1e19", "nan", "inf", "-inf", "-500"])
  func badNumbers(value: String) async {
    for (prefix, option) in Self.numericOptions {
      let failure = await execute(prefix + [option, value])
      #expect(failure?.status == .validationFailure, "\(prefix) \(option) \(value)")
      let text = failure?.text ?? ""
      // --items of a scene is the scene's parameter "items"; everything else names the option.
      let named =
        text.contains("Error: \(option) must be") || text.contains("Error: parameter 'items' must be")
      #expect(named, "\(prefix) \(option) \(value): \(text)")
      #expect(!text.contains("Fatal") && !text.contains("Swift."))
    }
  }

  @Test("a scene parameter at a huge or non-finite value is rejected with its range, status 64")
  func badParameters() async {
    for value in ["1e19", "-1e19"] {
      let failure = await execute(["render", "springy", "--param", "damping=\(value)", "--out", "/tmp/x.svg"])
      #expect(failure?.status == .validationFailure)
      #expect(
        failure?.text.hasPrefix(
          "Error: parameter 'damping' must be between 0 and 1, got \(value == "1e19" ? "1e+19" : "-1e+19").")
          == true)
    }
    let nan = await execute(["render", "springy", "--param", "damping=nan", "--out", "/tmp/x.svg"])
    #expect(nan?.status == .validationFailure)
    #expect(nan?.text.hasPrefix("Error: --param damping expects a finite number, got 'nan'.") == true)
  }

  @Test("offsets: NaN and infinity are rejected (status 64) by flow and render alike")
  func nonFiniteOffsets() async {
    for value in ["nan", "inf", "-inf"] {
      for prefix in [["flow"], ["render", "flow", "--out", "/tmp/x.svg"]] {
        let failure = await execute(prefix + ["--offset", value])
        #expect(failure?.status == .validationFailure)
        #expect(
          failure?.text.hasPrefix(
            "Error: --offset must be a finite number (it is clamped to the scrollable range), got \(value).")
            == true)
      }
    }
  }

  @Test("offsets: huge and negative finite values are clamped by flow and render alike, and both say so")
  func clampedOffsets() throws {
    // 1000 items of 50 with spacing 10 in a 390-point row: 6 per line, 167 lines,
    // height 167·50 + 166·10 = 10,010; the largest offset is 10,010 − 844 = 9,166.
    let flow = FlowScenario(
      items: 1000, sections: 1, viewport: CGSize(width: 390, height: 844),
      itemSize: CGSize(width: 50, height: 50),
      spacing: 10, direction: .vertical)
    let huge = flow.report(offset: 1e19, limit: 0).split(separator: "\n").map(String.init)
    #expect(huge[2] == "content offset: (0, 9166)")
    #expect(huge[3] == "  --offset 1e+19 was clamped to 9166 (the scrollable range is 0…9166)")
    let negative = flow.report(offset: -500, limit: 0).split(separator: "\n").map(String.init)
    #expect(negative[2] == "content offset: (0, 0)")
    #expect(negative[3] == "  --offset -500 was clamped to 0 (the scrollable range is 0…9166)")
    let inside = flow.report(offset: 500, limit: 0).split(separator: "\n").map(String.init)
    #expect(!inside.contains { $0.contains("clamped") })

    // The flow scene: 80-point items 10 apart with insets 10 in 390 points: 4 per line, 250
    // lines for 1000 items, height 10 + 250·80 + 249·10 + 10 = 22,510; largest offset 21,666.
    let session = try SceneCatalog.makeSession(named: "flow")
    let (svg, note) = RenderCommand.render(session, offset: 1e19, time: 0)
    #expect(note == "--offset 1e+19 was clamped to 21666 (the scrollable range is 0…21666)")
    #expect(svg.contains("viewBox=\"0 21666 390 844\""))
    let other = try SceneCatalog.makeSession(named: "flow")
    #expect(
      RenderCommand.render(other, offset: -500, time: 0).clampNote
        == "--offset -500 was clamped to 0 (the scrollable range is 0…21666)")
    let third = try SceneCatalog.makeSession(named: "flow")
    #expect(RenderCommand.render(third, offset: 500, time: 0).clampNote == nil)
  }

  @Test("negative values are values: `--offset -500` parses like `--offset=-500`")
  func negativeValues() throws {
    let spaced = try #require(try TrellisCommand.parseAsRoot(["flow", "--offset", "-500"]) as? FlowCommand)
    let joined = try #require(try TrellisCommand.parseAsRoot(["flow", "--offset=-500"]) as? FlowCommand)
    #expect(spaced.offset.value == -500)
    #expect(joined.offset.value == -500)
    let render = try #require(
      try TrellisCommand.parseAsRoot(["render", "flow", "--offset", "-500", "--out", "/tmp/x.svg"])
        as? RenderCommand)
    #expect(render.offset.value == -500)
  }

  @Test(
    "a mistyped subcommand is an unknown command with a suggestion, status 64, never `serve`",
    arguments: [
      ("rendr", "Error: unknown command 'rendr'; did you mean 'render'?"),
      ("scene", "Error: unknown command 'scene'; did you mean 'scenes'?"),
      ("serv", "Error: unknown command 'serv'; did you mean 'serve'?"),
      ("Bench", "Error: unknown command 'Bench'; did you mean 'bench'?"),
      ("xyzzy", "Error: unknown command 'xyzzy'. Commands: serve, dev, scenes, render, record, bench, flow"),
    ])
  func unknownCommand(word: String, start: String) async {
    let failure = await execute([word, "--out", "x.svg"])
    #expect(failure?.status == .validationFailure)
    #expect(failure?.text.hasPrefix(start) == true, "\(failure?.text ?? "")")
    #expect(failure?.text.contains("Usage: trellis <subcommand>") == true)
  }

  @Test("the suggestion is the closest name by edit distance")
  func editDistances() {
    // kitten → sitting: substitute k→s, e→i, insert g = 3.
    #expect(TrellisCommand.editDistance("kitten", "sitting") == 3)
    #expect(TrellisCommand.editDistance("", "flow") == 4)
    #expect(TrellisCommand.editDistance("rendr", "render") == 1)
    #expect(TrellisCommand.suggestion(for: "rec", among: ["render", "record"]) == "record")
    #expect(TrellisCommand.suggestion(for: "zzzz", among: ["render", "record"]) == nil)
  }

  @Test("no arguments and options alone still mean `serve`")
  func defaultIsServe() throws {
    #expect(try TrellisCommand.parseAsRoot([]) is ServeCommand)
    #expect(try TrellisCommand.parseAsRoot(["--port", "0"]) is ServeCommand)
    #expect(throws: Never.self) { try TrellisCommand.checkSubcommandName(["--port", "0"]) }
    #expect(throws: Never.self) { try TrellisCommand.checkSubcommandName([]) }
  }

  @Test("scene errors print the subcommand's usage")
  func sceneErrorsPrintUsage() async throws {
    let unknown = await execute(["render", "nope", "--out", "/tmp/x.svg"])
    #expect(unknown?.status == .validationFailure)
    let text = try #require(unknown?.text)
    #expect(
      text.hasPrefix(
        "Error: unknown scene 'nope'; available: flow, waterfall, paged-grid, cover-flow, circular-cards, springy, "
          + "newtonian, reorder-feed, compositional-grid, compositional-nested, compositional-sections, app-store, "
          + "carousel, inset-grouped-list, settings, mail, files, board, photos, diffable, layout-transition.\nUsage: trellis render <scene>"
      ))
    let parameter = await execute(["bench", "springy", "--param", "stiffness=3"])
    #expect(parameter?.text.contains("Usage: trellis bench [<scene>]") == true)
    let viewport = await execute(["record", "flow", "--width", "50", "--out", "/tmp/x.html"])
    #expect(
      viewport?.text.hasPrefix(
        "Error: --width must be a number from 100 to 10000, got 50.\nUsage: trellis record") == true)
  }

  @Test("a gesture-script error names the file, line and column, with the record usage, and no Swift type")
  func scriptErrors() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("bad.json")
    // Line 2, `  {"phase": "tap", "x": "left", …`: the string "left" starts at index 24, column 25.
    try Data("{\"events\": [\n  {\"phase\": \"tap\", \"x\": \"left\", \"y\": 2, \"time\": 0}\n]}\n".utf8)
      .write(to: script)
    let failure = await execute([
      "record", "flow", "--script", script.path, "--out", directory.appendingPathComponent("x.html").path,
    ])
    #expect(failure?.status == .validationFailure)
    let text = try #require(failure?.text)
    #expect(
      text.hasPrefix(
        "Error: \(script.path): invalid gesture script: line 2, column 25: events[0].x must be a number, got a string."
      ))
    #expect(text.contains("Usage: trellis record <scene>"))
    #expect(!text.contains("Double") && !text.contains("DecodingError"))
  }

  @Test("a busy port says so and suggests --port, status 64")
  func busyPort() async throws {
    // Occupy a port with a playground of our own, then ask `serve` for the same port.
    // Cancelling it at the end is not a graceful shutdown; keep its logger quiet about that.
    let holder = try PlaygroundServer(configuration: .init(host: "127.0.0.1", port: 0, logLevel: .critical))
    let box = PortHolder()
    let task = Task { try await holder.run { port in await box.set(port) } }
    defer { task.cancel() }
    var port: Int?
    for _ in 0..<1000 {  // at most 10 s: a safety bound, not a measurement
      port = await box.value
      if port != nil { break }
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    let bound = try #require(port)
    let failure = await execute(["serve", "--port", String(bound)])
    #expect(failure?.status == .validationFailure)
    let next = bound + 1
    #expect(
      failure?.text.hasPrefix(
        "Error: port \(bound) on 127.0.0.1 is already in use (is another playground running?); choose another with "
          + "--port, for example --port \(next), or --port 0 for any free port.") == true,
      "\(failure?.text ?? "")")
    task.cancel()
    _ = try? await task.value
  }

  @Test("bench names the build configuration first")
  func benchBuildLine() {
    #expect(BenchCommand.buildLine(.release) == "build: release (optimised)")
    #expect(
      BenchCommand.buildLine(.debug).hasPrefix("build: debug (unoptimised; for representative figures run "))
    #if DEBUG
    #expect(BuildConfiguration.current == .debug)
    #else
    #expect(BuildConfiguration.current == .release)
    #endif
  }
}

/// Hands the bound port from the server's `onStarted` callback to the test.
actor PortHolder {
  private var port: Int?
  func set(_ value: Int) { port = value }
  var value: Int? { port }
}
