/// Why a message from the browser was rejected. The server answers it with
/// `{"type":"error","message":…}` (the `description`) and the session goes on unchanged.
public enum PlaygroundProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The message is larger than the limit (in bytes).
  case messageTooLarge(size: Int, limit: Int)
  /// A binary message arrived; the browser sends JSON text only.
  case binaryMessage
  /// The message is not valid UTF-8 JSON with an object at the top.
  case malformedJSON(String)
  /// The object has no string `type`.
  case missingType
  /// The `type` is not one the server knows.
  case unknownType(String, known: [String])
  /// A field is missing or has the wrong JSON type.
  case missingField(type: String, field: String, expected: String)
  /// A number is not finite or outside the range the field allows.
  case badNumber(field: String, value: Double, minimum: Double, maximum: Double)
  /// A `phase` string is not one of the phases the message type allows.
  case unknownPhase(type: String, phase: String, known: [String])
  /// A message that needs a running scene arrived before any `select`.
  case noSceneSelected(type: String)
  /// The scene rejected the message (unknown scene or parameter, value out of range, …).
  case scene(SceneError)
  /// More messages arrived between two frames than the server queues.
  case tooManyMessages(limit: Int)
  /// The setting would show more elements per frame than the session's budget allows
  /// (`PlaygroundBudget.maximumVisibleElements`); `elements` is a lower bound of the count.
  case overBudget(elements: Int, limit: Int)
  /// A frame was larger than the largest frame the server sends; it was not sent.
  case frameTooLarge(size: Int, limit: Int)

  /// A clear, specific message for the browser.
  public var description: String {
    switch self {
    case .messageTooLarge(let size, let limit):
      "message of \(size) bytes is larger than the limit of \(limit) bytes; it was ignored"
    case .binaryMessage:
      "binary messages are not accepted; send JSON text"
    case .malformedJSON(let detail):
      "malformed JSON: \(detail)"
    case .missingType:
      "message has no string field 'type'"
    case .unknownType(let type, let known):
      "unknown message type '\(type)'; known: \(known.joined(separator: ", "))"
    case .missingField(let type, let field, let expected):
      "message '\(type)' needs \(expected) '\(field)'"
    case .badNumber(let field, let value, let minimum, let maximum):
      "field '\(field)' is \(value); it must be a finite number in \(minimum)...\(maximum)"
    case .unknownPhase(let type, let phase, let known):
      "message '\(type)' has unknown phase '\(phase)'; known: \(known.joined(separator: ", "))"
    case .noSceneSelected(let type):
      "message '\(type)' needs a scene; send {\"type\":\"select\",\"scene\":…} first"
    case .scene(let error):
      error.description
    case .tooManyMessages(let limit):
      "more than \(limit) messages between two frames; the rest were ignored"
    case .overBudget(let elements, let limit):
      "this setting would show more than \(limit) elements per frame (at least \(elements)); the playground's "
        + "limit per session is \(limit); use fewer or larger items or a smaller viewport. Nothing was changed"
    case .frameTooLarge(let size, let limit):
      "a frame of \(size) bytes is larger than the limit of \(limit) bytes; it was not sent"
    }
  }
}
