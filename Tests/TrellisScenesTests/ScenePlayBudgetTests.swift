import Testing
import TrellisScenes

/// `SceneSession.play(_:duration:fps:)` within its element budget
/// (`SceneSession.maximumPlayedElements`, 10,000,000 elements in all the frames).
@Suite("Playing a scene within the element budget")
@MainActor
struct ScenePlayBudgetTests {
  /// Campaign seed 24112026, scripts case 17454 (replay seed 0x8c46b4a6b16807af): the diffable
  /// scene played for 0.0829137778018969 s at 10,000,000 frames per second asked for
  /// round(829,137.78) + 1 = 829,139 frames, which exhausted the worker's 4 GiB. With the scene's
  /// first frame showing n ≥ 13 elements, 829,139 · n > 10,000,000: nothing is played and the
  /// current frame is returned alone.
  @Test func aPlayOverTheBudgetPlaysNothing() throws {
    let session = try SceneCatalog.makeSession(named: "diffable")
    let shown = session.frame().elements.count
    #expect(shown >= 13)
    let frames = session.play(session.defaultScript, duration: 0.0829137778018969, fps: 1e7)
    #expect(frames.count == 1)
    #expect(frames[0].elements.count == shown)
    #expect(session.time == 0)
  }

  /// Within the budget every frame is played: 0.5 s at 20 fps is round(10) + 1 = 11 frames and
  /// the session's clock moves by 0.5 s.
  @Test func aPlayWithinTheBudgetPlaysEveryFrame() throws {
    let session = try SceneCatalog.makeSession(named: "diffable")
    let frames = session.play(session.defaultScript, duration: 0.5, fps: 20)
    #expect(frames.count == 11)
    #expect(abs(session.time - 0.5) < 1e-9)
  }
}
