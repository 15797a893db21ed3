import Foundation
import Testing

@testable import TrellisScenes

@Suite("Gesture scripts")
struct GestureScriptTests {
  @Test("a valid script decodes, with optional wheel deltas")
  func decodesValidScript() throws {
    let json = """
      {"events":[{"phase":"began","x":195,"y":700,"time":0},{"phase":"moved","x":195,"y":300,"time":0.1},
      {"phase":"ended","x":195,"y":300,"time":0.1},{"phase":"wheel","x":0,"y":0,"time":0.5,"dy":120}]}
      """
    let script = try GestureScript.decode(Data(json.utf8))
    #expect(script.events.count == 4)
    #expect(script.events[3].dy == 120)
    #expect(script.events[3].dx == nil)
    #expect(script.duration == 0.5)
    // Round trip.
    #expect(try GestureScript.decode(script.encoded()) == script)
  }

  @Test(
    "bad scripts are rejected with a message naming the event",
    arguments: [
      (
        #"{"events":[{"phase":"began","x":1,"y":2,"time":0.5},{"phase":"moved","x":1,"y":2,"time":0.2}]}"#,
        "invalid gesture script: event 1 at time 0.2 comes before the previous event's time 0.5; times must not decrease"
      ),
      (
        #"{"events":[{"phase":"pinch","x":1,"y":2,"time":0}]}"#,
        "invalid gesture script: event 0 has unknown phase 'pinch'; expected one of began, moved, ended, cancelled, tap, wheel"
      ),
      (
        #"{"events":[{"phase":"tap","x":1,"y":2,"time":-1}]}"#,
        "invalid gesture script: event 0 has a negative time (-1)"
      ),
      (
        #"{"events":[{"phase":"tap","x":1,"time":0}]}"#,
        "invalid gesture script: missing key 'y' in events[0]"
      ),
      (
        #"{"events":[{"phase":"tap","x":"left","y":2,"time":0}]}"#,
        "invalid gesture script: wrong type at events[0].x (expected a number)"
      ),
      ("not json", "invalid gesture script: not valid JSON"),
    ])
  func rejectsBadScripts(json: String, message: String) {
    do {
      _ = try GestureScript.decode(Data(json.utf8))
      Issue.record("expected the script to be rejected")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("non-finite numbers are rejected by validate()")
  func rejectsNonFinite() {
    let script = GestureScript(events: [GestureScript.Event(phase: "wheel", x: 0, y: 0, time: 0, dy: .nan)])
    #expect(throws: SceneError.invalidScript("event 0 has a non-finite dy (nan)")) { try script.validate() }
  }
}
