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

  // Positions: lines and columns count from 1; the column is the index of the offending value's
  // first character in its line, plus one (counted by hand from the literal).
  @Test(
    "bad scripts are rejected with the line and column of the problem and the event",
    arguments: [
      (
        // "0.2" starts at index 88 of the line.
        #"{"events":[{"phase":"began","x":1,"y":2,"time":0.5},{"phase":"moved","x":1,"y":2,"time":0.2}]}"#,
        "invalid gesture script: line 1, column 89: event 1 at time 0.2 comes before the previous event's time 0.5; "
          + "times must not decrease"
      ),
      (
        // The phase string starts at index 20.
        #"{"events":[{"phase":"pinch","x":1,"y":2,"time":0}]}"#,
        "invalid gesture script: line 1, column 21: event 0 has unknown phase 'pinch'; expected one of began, moved, "
          + "ended, cancelled, tap, wheel"
      ),
      (
        // "-1" starts at index 45.
        #"{"events":[{"phase":"tap","x":1,"y":2,"time":-1}]}"#,
        "invalid gesture script: line 1, column 46: event 0 has a negative time (-1)"
      ),
      (
        // The event object without "y" starts at index 11.
        #"{"events":[{"phase":"tap","x":1,"time":0}]}"#,
        "invalid gesture script: line 1, column 12: events[0] is missing the key 'y'"
      ),
      (
        // The string "left" starts at index 30.
        #"{"events":[{"phase":"tap","x":"left","y":2,"time":0}]}"#,
        "invalid gesture script: line 1, column 31: events[0].x must be a number, got a string"
      ),
      (
        "not json",
        "invalid gesture script: line 1, column 1: expected a value, found an unknown word (not valid JSON)"
      ),
      (
        // Line 3 lacks the comma after "x": 1; the next key's quote is at index 26 of that line.
        "{\"events\": [\n  {\"phase\": \"tap\", \"x\": 1, \"y\": 2, \"time\": 0},\n"
          + "  {\"phase\": \"tap\", \"x\": 1 \"y\": 2, \"time\": 1}\n]}",
        "invalid gesture script: line 3, column 27: expected ',' or '}' in an object, found character '\"' "
          + "(not valid JSON)"
      ),
      (
        // 1e999 overflows to infinity; the tab is one column, so "1e999" starts at column 43.
        "{\"events\": [\n\t{\"phase\": \"tap\", \"x\": 1, \"y\": 2, \"time\": 1e999}]}",
        "invalid gesture script: line 2, column 43: event 0 has a non-finite time (inf)"
      ),
      (
        "[1, 2]",
        "invalid gesture script: line 1, column 1: expected an object {\"events\": [...]}, got an array"
      ),
      (
        "{\"events\": {}}",
        "invalid gesture script: line 1, column 12: events must be an array, got an object"
      ),
      (
        // 16 characters, then the end of the text at column 17.
        "{\"events\": [1, 2",
        "invalid gesture script: line 1, column 17: expected ',' or ']' in an array, found end of text "
          + "(not valid JSON)"
      ),
    ])
  func rejectsBadScripts(json: String, message: String) {
    do {
      _ = try GestureScript.decode(Data(json.utf8))
      Issue.record("expected the script to be rejected")
    } catch {
      #expect(error.description == message)
      // Never a Swift type name or a decoder's internals.
      for word in ["Double", "String", "Swift.", "DecodingError", "Optional", "CodingKeys"] {
        #expect(!error.description.contains(word))
      }
    }
  }

  @Test("a script nested deeper than the limit is rejected, not a stack overflow")
  func rejectsDeepNesting() {
    let json = String(repeating: "[", count: 100_000)
    #expect(throws: SceneError.self) { try GestureScript.decode(Data(json.utf8)) }
  }

  @Test("strings with escapes, null deltas and unknown keys decode")
  func escapesAndExtras() throws {
    let json =
      #"{"comment":"a \"tap\" \u00e9\uD83D\uDE00","events":[{"phase":"wheel","x":0,"y":0,"time":0,"dx":null,"dy":5}]}"#
    let script = try GestureScript.decode(Data(json.utf8))
    #expect(script.events == [GestureScript.Event(phase: "wheel", x: 0, y: 0, time: 0, dx: nil, dy: 5)])
  }

  @Test("non-finite numbers are rejected by validate()")
  func rejectsNonFinite() {
    let script = GestureScript(events: [GestureScript.Event(phase: "wheel", x: 0, y: 0, time: 0, dy: .nan)])
    #expect(throws: SceneError.invalidScript("event 0 has a non-finite dy (nan)")) { try script.validate() }
  }
}
