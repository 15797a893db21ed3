import Foundation
import Testing
import TrellisPlayground

/// Decoding of browser messages: the documented forms decode, everything else is rejected with
/// the specific error named in `PlaygroundProtocolError`.
@Suite struct PlaygroundMessageTests {
  private func decode(_ text: String) throws(PlaygroundProtocolError) -> PlaygroundMessage {
    try PlaygroundMessage.decode(Data(text.utf8))
  }

  @Test func documentedMessagesDecode() throws {
    #expect(
      try decode(
        #"{"type":"select","scene":"springy","width":390,"height":844,"parameters":{"damping":0.5}}"#)
        == .select(scene: "springy", viewport: CGSize(width: 390, height: 844), parameters: ["damping": 0.5]))
    #expect(
      try decode(#"{"type":"select","scene":"flow"}"#)
        == .select(scene: "flow", viewport: nil, parameters: [:]))
    #expect(
      try decode(#"{"type":"touch","phase":"moved","x":1.5,"y":-2}"#)
        == .touch(.moved, CGPoint(x: 1.5, y: -2)))
    #expect(try decode(#"{"type":"wheel","dx":0,"dy":40}"#) == .wheel(CGVector(dx: 0, dy: 40)))
    #expect(
      try decode(#"{"type":"wheel","dx":30,"dy":2,"x":120,"y":150}"#)
        == .wheel(CGVector(dx: 30, dy: 2), at: CGPoint(x: 120, y: 150)))
    #expect(try decode(#"{"type":"tap","x":10,"y":20}"#) == .tap(CGPoint(x: 10, y: 20)))
    #expect(
      try decode(#"{"type":"reorder","phase":"begin","x":3,"y":4}"#) == .reorder(.begin, CGPoint(x: 3, y: 4)))
    #expect(
      try decode(#"{"type":"param","key":"damping","value":0.25}"#) == .parameter(key: "damping", value: 0.25)
    )
    #expect(
      try decode(#"{"type":"resize","width":800,"height":600}"#) == .resize(CGSize(width: 800, height: 600)))
  }

  @Test func malformedJSONIsRejected() {
    // `{"type":` is 8 bytes: { " t y p e " :
    #expect(throws: PlaygroundProtocolError.malformedJSON("not a JSON object (8 bytes)")) {
      try decode("{\"type\":")
    }
    // `[1,2,3]` is 7 bytes and an array, not an object.
    #expect(throws: PlaygroundProtocolError.malformedJSON("not a JSON object (7 bytes)")) {
      try decode("[1,2,3]")
    }
  }

  @Test func missingOrUnknownTypeIsRejected() {
    #expect(throws: PlaygroundProtocolError.missingType) { try decode(#"{"scene":"flow"}"#) }
    #expect(throws: PlaygroundProtocolError.missingType) { try decode(#"{"type":3}"#) }
    #expect(throws: PlaygroundProtocolError.unknownType("jump", known: PlaygroundMessage.knownTypes)) {
      try decode(#"{"type":"jump"}"#)
    }
  }

  @Test func wrongFieldTypesAreRejectedNamingTheField() {
    #expect(throws: PlaygroundProtocolError.missingField(type: "touch", field: "x", expected: "a number")) {
      try decode(#"{"type":"touch","phase":"began","x":"12","y":3}"#)
    }
    #expect(throws: PlaygroundProtocolError.missingField(type: "wheel", field: "dy", expected: "a number")) {
      try decode(#"{"type":"wheel","dx":0,"dy":true}"#)
    }
    // The pointer's x and y come together.
    #expect(throws: PlaygroundProtocolError.missingField(type: "wheel", field: "y", expected: "a number")) {
      try decode(#"{"type":"wheel","dx":0,"dy":1,"x":4}"#)
    }
    #expect(
      throws: PlaygroundProtocolError.missingField(type: "select", field: "scene", expected: "a string")
    ) {
      try decode(#"{"type":"select"}"#)
    }
  }

  @Test func outOfRangeNumbersAreRejected() {
    // coordinateLimit is 1e7; 1e9 is beyond it.
    #expect(
      throws: PlaygroundProtocolError.badNumber(field: "y", value: 1e9, minimum: -1e7, maximum: 1e7)
    ) {
      try decode(#"{"type":"tap","x":0,"y":1e9}"#)
    }
    // Sizes must be at least 1 point.
    #expect(throws: PlaygroundProtocolError.badNumber(field: "width", value: 0, minimum: 1, maximum: 16_384))
    {
      try decode(#"{"type":"resize","width":0,"height":600}"#)
    }
  }

  @Test func unknownPhasesAreRejectedListingTheKnownOnes() {
    #expect(
      throws: PlaygroundProtocolError.unknownPhase(
        type: "touch", phase: "hover", known: ["began", "moved", "ended", "cancelled"])
    ) {
      try decode(#"{"type":"touch","phase":"hover","x":0,"y":0}"#)
    }
    #expect(
      throws: PlaygroundProtocolError.unknownPhase(
        type: "reorder", phase: "drop", known: ["begin", "move", "end", "cancel"])
    ) {
      try decode(#"{"type":"reorder","phase":"drop","x":0,"y":0}"#)
    }
  }
}
