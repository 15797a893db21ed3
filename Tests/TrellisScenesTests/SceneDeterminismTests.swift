import Foundation
import Testing

@testable import TrellisScenes

@Suite("Scene determinism")
struct SceneDeterminismTests {
  /// Small item counts keep the debug-build run short; the scripts are the scenes' own.
  static let smallParameters: [String: [String: Double]] = [
    "flow": ["items": 200], "waterfall": ["items": 200], "springy": ["items": 2000],
  ]

  func playDefault(_ name: String) throws -> [String] {
    let session = try SceneCatalog.makeSession(named: name, parameters: Self.smallParameters[name] ?? [:])
    let renderer = SVGRenderer()
    return session.play(session.defaultScript, duration: 1.5, fps: 20).map(renderer.render)
  }

  @Test("two runs of a scene's default script give identical SVG frames", arguments: SceneCatalogTests.names)
  func identicalRuns(name: String) throws {
    let first = try playDefault(name)
    let second = try playDefault(name)
    // round(1.5 · 20) + 1 frames.
    #expect(first.count == 31)
    #expect(first == second)
    // Not vacuous: the script moves something.
    #expect(first.first != first.last)
  }

  @Test("play() feeds events at their times and captures round(duration·fps) + 1 frames")
  func playTiming() throws {
    let session = try SceneCatalog.makeSession(named: "flow", parameters: ["items": 200])
    let script = GestureScript(events: [GestureScript.Event(phase: "wheel", x: 0, y: 0, time: 0.25, dy: 100)])
    let frames = session.play(script, duration: 0.5, fps: 10)
    #expect(frames.count == 6)
    #expect(abs(session.time - 0.5) < 1e-9)
    // Frames at t = 0, 0.1, 0.2 are before the wheel event, 0.3 on after it.
    #expect(frames.map { Double($0.visibleBounds.minY) } == [0, 0, 0, 100, 100, 100])
  }
}
