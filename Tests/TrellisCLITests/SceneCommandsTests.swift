import ArgumentParser
import Foundation
import Testing
import TrellisScenes

@testable import TrellisCLI

/// Runs `arguments` in-process: parses them as `trellis …` and runs the subcommand.
/// Returns the error's message and whether the exit code is non-zero, or `nil` on success.
func run(_ arguments: [String]) async -> (message: String, failed: Bool)? {
  do {
    var command = try TrellisCommand.parseAsRoot(arguments)
    if var asynchronous = command as? AsyncParsableCommand {
      try await asynchronous.run()
    } else {
      try command.run()
    }
    return nil
  } catch {
    return (TrellisCommand.message(for: error), TrellisCommand.exitCode(for: error) != .success)
  }
}

/// A fresh temporary directory for one test's files; the test removes it (`defer`).
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

@Suite("trellis scenes, render, record, bench")
struct SceneCommandsTests {
  @Test("scenes: one line per scene, name first, in catalogue order")
  func scenesListing() async {
    let lines = ScenesCommand.listing(verbose: false).split(separator: "\n").map(String.init)
    #expect(lines.count == 21)
    #expect(
      lines.map { String($0.prefix { $0 != " " }) } == [
        "flow", "waterfall", "paged-grid", "cover-flow", "circular-cards", "springy", "newtonian",
        "reorder-feed", "compositional-grid", "compositional-nested", "compositional-sections", "app-store",
        "carousel", "inset-grouped-list", "settings", "mail", "files", "board", "photos", "diffable",
        "layout-transition",
      ])
    #expect(lines[5].contains("Springy list — "))
    let verbose = ScenesCommand.listing(verbose: true)
    #expect(verbose.contains("    damping  0…1, default 0.8  (Spring damping)"))
    #expect(verbose.contains("    resistance  100…5000, default 1500  (Scroll resistance)"))
    #expect(await run(["scenes"]) == nil)
  }

  @Test("render: an SVG of the scene at the offset")
  func renderWritesSVG() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("flow.svg").path
    #expect(await run(["render", "flow", "--items", "500", "--offset", "500", "--out", out]) == nil)
    let svg = try String(contentsOfFile: out, encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 500 390 844\""))
    // Flow scene: 80-point items, 4 per line, lines 90 apart from y = 10; line 6 (items 24…27)
    // starts at y = 550, inside the view.
    #expect(svg.contains(">24</text>"))
    #expect(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
  }

  @Test("render: --width/--height and --param reach the scene; --time advances it")
  func renderParameters() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("cards.svg").path
    #expect(
      await run([
        "render", "circular-cards", "--width", "600", "--height", "400", "--param", "radius=800", "--time",
        "0.5",
        "--out", out,
      ]) == nil)
    let svg = try String(contentsOfFile: out, encoding: .utf8)
    #expect(svg.contains("viewBox=\"0 0 600 400\""))
  }

  @Test(
    "bad input: clear messages and a non-zero exit",
    arguments: [
      (
        ["render", "springyy", "--out", "/tmp/x.svg"],
        "unknown scene 'springyy'; did you mean 'springy'? available: flow, waterfall, paged-grid, cover-flow, circular-cards, springy, newtonian, reorder-feed, compositional-grid, compositional-nested, compositional-sections, app-store, carousel, inset-grouped-list, settings, mail, files, board, photos, diffable, layout-transition."
      ),
      (
        // The issue's typo: one letter left out.
        ["render", "sprngy", "--out", "/tmp/x.svg"],
        "unknown scene 'sprngy'; did you mean 'springy'? available: flow, waterfall, paged-grid, cover-flow, circular-cards, springy, newtonian, reorder-feed, compositional-grid, compositional-nested, compositional-sections, app-store, carousel, inset-grouped-list, settings, mail, files, board, photos, diffable, layout-transition."
      ),
      (
        ["render", "springy", "--param", "damping=2", "--out", "/tmp/x.svg"],
        "parameter 'damping' must be between 0 and 1, got 2."
      ),
      (
        ["render", "springy", "--param", "damping", "--out", "/tmp/x.svg"],
        "--param expects key=value, got 'damping'."
      ),
      (
        ["render", "springy", "--param", "damping=soft", "--out", "/tmp/x.svg"],
        "--param damping expects a finite number, got 'soft'."
      ),
      (
        ["render", "flow", "--width=-5", "--out", "/tmp/x.svg"],
        "--width must be a number from 100 to 10000, got -5."
      ),
      (["render", "flow", "--out", "/tmp/x.gif"], "--out must end with .svg, got '/tmp/x.gif'."),
      (["render", "flow", "--png", "--out", "/tmp/x.svg"], "--out must end with .png, got '/tmp/x.svg'."),
      (["render", "flow", "--png", "--scale", "9"], "--scale must be a number from 0.25 to 8, got 9."),
      (
        ["render", "flow", "--scale", "2", "--out", "/tmp/x.svg"],
        "--scale sets a PNG image's pixels per point; add --png or an --out ending in .png."
      ),
      (
        // Without --out, the scene's name is still checked first and gets its suggestion.
        ["render", "sprngy"],
        "unknown scene 'sprngy'; did you mean 'springy'? available: flow, waterfall, paged-grid, cover-flow, circular-cards, springy, newtonian, reorder-feed, compositional-grid, compositional-nested, compositional-sections, app-store, carousel, inset-grouped-list, settings, mail, files, board, photos, diffable, layout-transition."
      ),
      (
        ["render", "flow", "--time", "nan", "--out", "/tmp/x.svg"],
        "--time must be a number from 0 to 3600, got nan."
      ),
      (
        ["render", "flow", "--out", "/nonexistent/dir/x.svg"],
        "cannot write /nonexistent/dir/x.svg: no such directory /nonexistent/dir"
      ),
      (
        ["record", "flow", "--fps", "0", "--out", "/tmp/x.html"],
        "--fps must be a number from 1 to 240, got 0."
      ),
      (
        ["record", "flow", "--script", "/nonexistent/script.json", "--out", "/tmp/x.html"],
        "cannot read /nonexistent/script.json: no such file"
      ),
      (["bench", "flow", "--frames", "0"], "--frames must be a whole number from 1 to 1000000, got 0."),
      (
        ["bench", "nope", "--frames", "1"],
        "unknown scene 'nope'; available: flow, waterfall, paged-grid, cover-flow, circular-cards, springy, newtonian, reorder-feed, compositional-grid, compositional-nested, compositional-sections, app-store, carousel, inset-grouped-list, settings, mail, files, board, photos, diffable, layout-transition."
      ),
    ])
  func rejectsBadInput(arguments: [String], message: String) async {
    let result = await run(arguments)
    #expect(result?.message == message)
    #expect(result?.failed == true)
  }

  @Test("record: the default interaction as a self-contained HTML animation with round(d·fps)+1 frames")
  func recordDefault() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("springy.html").path
    #expect(
      await run(["record", "springy", "--items", "500", "--duration", "1", "--fps", "10", "--out", out])
        == nil)
    let html = try String(contentsOfFile: out, encoding: .utf8)
    #expect(html.contains("<html"))
    #expect(html.contains("\"frameCount\":11"))
    #expect(html.contains("Springy list"))
    #expect(!html.contains("src=\"http"))
  }

  @Test("record: a recording over the element budget is refused and nothing is written")
  func recordOverTheBudget() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("huge.html").path
    // 600 s at 240 fps is round(144,000) + 1 = 144,001 frames; a 10,000 × 10,000 view of 100,000
    // items shows far more than 10,000,000 / 144,001 ≈ 69 elements per frame.
    let result = await run([
      "record", "flow", "--items", "100000", "--width", "10000", "--height", "10000", "--duration", "600",
      "--fps", "240", "--out", out,
    ])
    #expect(result?.failed == true)
    #expect(
      result?.message.hasPrefix(
        "the recording would hold more than 10000000 elements (144001 frames of about ")
        == true)
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test("record: a script file is played; a bad one is rejected naming the file")
  func recordScript() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("wheel.json")
    try Data(#"{"events":[{"phase":"wheel","x":0,"y":0,"time":0.05,"dy":200}]}"#.utf8).write(to: script)
    let out = directory.appendingPathComponent("wheel.html").path
    #expect(
      await run(["record", "flow", "--script", script.path, "--duration", "0.1", "--fps", "20", "--out", out])
        == nil)
    let html = try String(contentsOfFile: out, encoding: .utf8)
    // Frames at t = 0 (offset 0), 0.05 (after the wheel: 200) and 0.1.
    #expect(html.contains("\"frameCount\":3"))
    #expect(html.contains("\"bounds\":[0,200,390,844]"))

    let bad = directory.appendingPathComponent("bad.json")
    try Data(#"{"events":[{"phase":"pinch","x":0,"y":0,"time":0}]}"#.utf8).write(to: bad)
    let result = await run(["record", "flow", "--script", bad.path, "--out", out])
    #expect(
      result?.message
        == "\(bad.path): invalid gesture script: line 1, column 21: event 0 has unknown phase 'pinch'; expected one "
        + "of began, moved, ended, cancelled, tap, wheel.")
  }

  @Test("bench: per-frame statistics over the requested frames")
  func bench() async throws {
    let session = try SceneCatalog.makeSession(named: "flow", parameters: ["items": 200])
    let result = BenchCommand.measure(session, frames: 12, progress: nil)
    #expect(result.frames == 12)
    #expect(result.p50 <= result.p95)
    #expect(result.mean > .zero)
    // 12 frames of 1/60 s.
    #expect(abs(session.time - 0.2) < 1e-9)
    let line = result.line(scene: "flow")
    #expect(line.hasPrefix("flow                  12 "))
    #expect(line.hasSuffix(" ms"))
    #expect(await run(["bench", "waterfall", "--frames", "3"]) == nil)
  }
}
