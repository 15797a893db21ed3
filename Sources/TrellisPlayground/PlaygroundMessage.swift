import Foundation

/// A message from the browser, decoded and validated.
///
/// The wire form is a JSON text object with a `type`:
///
/// ```
/// {"type":"select","scene":"springy","width":390,"height":844,"parameters":{"damping":0.5}}
/// {"type":"touch","phase":"began|moved|ended|cancelled","x":120,"y":600}
/// {"type":"wheel","dx":0,"dy":40,"x":120,"y":300}
/// {"type":"wheelEnd","vx":0,"vy":900}
/// {"type":"scrollTo","x":0,"y":1200}
/// {"type":"tap","x":120,"y":300}
/// {"type":"reorder","phase":"begin|move|end|cancel","x":120,"y":300}
/// {"type":"param","key":"damping","value":0.5}
/// {"type":"resize","width":800,"height":600}
/// {"type":"visibility","visible":false}
/// ```
///
/// `x`/`y` of `wheel` (the pointer, so that the section under it can take a sideways scroll) are
/// optional but come together. `wheelEnd` says the wheel gesture ended (the page saw no wheel
/// event for a while), with the content velocity it measured (points per second); `scrollTo`
/// sets the content offset (clamped to the scrollable range). `width`/`height` of `select` and
/// `parameters` are optional (the scene's default viewport and parameter values). Coordinates are view coordinates in points (the canvas's CSS pixels),
/// numbers must be finite and within `coordinateLimit`; sizes within 1…`sizeLimit`.
public enum PlaygroundMessage: Sendable, Equatable {
  /// Start (or restart) a scene.
  case select(scene: String, viewport: CGSize?, parameters: [String: Double])
  /// A finger on the view.
  case touch(TouchPhase, CGPoint)
  /// Wheel or trackpad scrolling by a delta in points, with the pointer's position when the page
  /// sent it (a region under the pointer that scrolls on its own, such as an orthogonal section,
  /// takes the delta first).
  case wheel(CGVector, at: CGPoint? = nil)
  /// The wheel or trackpad gesture ended, with the content's velocity in points per second as
  /// the page measured it: the scroll ends as a finger lift at that velocity does
  /// (`SceneSession.endScrollGesture(velocity:)`).
  case wheelEnd(velocity: CGVector)
  /// Set the content offset at once, clamped to the scrollable range
  /// (`SceneSession.setContentOffset(_:)`): a page that reconnects returns to where it was.
  case scrollTo(CGPoint)
  /// A tap (insert/delete where the scene supports it).
  case tap(CGPoint)
  /// Long-press reordering.
  case reorder(ReorderPhase, CGPoint)
  /// A scene parameter changed.
  case parameter(key: String, value: Double)
  /// The view changed size.
  case resize(CGSize)
  /// The page was hidden (`false`: another tab, a minimised window) or shown again (`true`): a
  /// hidden page gets no frames and its scene does not advance until it is shown.
  case visibility(Bool)

  /// The phases of a `reorder` message.
  public enum ReorderPhase: String, Sendable, Equatable, CaseIterable {
    /// The long press began: pick up the item under the finger.
    case begin
    /// The finger moved.
    case move
    /// The finger lifted: drop the item.
    case end
    /// The gesture was cancelled: put the item back.
    case cancel
  }

  /// The message types the server knows, in the order of the documentation.
  public static let knownTypes = [
    "select", "touch", "wheel", "wheelEnd", "scrollTo", "tap", "reorder", "param", "resize", "visibility",
  ]
  /// The largest absolute coordinate or delta accepted, in points.
  public static let coordinateLimit = 10_000_000.0
  /// The largest viewport side accepted, in points.
  public static let sizeLimit = 16_384.0

  /// Decodes one JSON text message.
  ///
  /// - Throws: `PlaygroundProtocolError` naming what is wrong: malformed JSON, a missing or
  ///   unknown type, a missing field, a non-finite or out-of-range number, an unknown phase.
  public static func decode(_ data: Data) throws(PlaygroundProtocolError) -> PlaygroundMessage {
    let object: [String: JSONValue]
    do {
      object = try JSONDecoder().decode([String: JSONValue].self, from: data)
    } catch {
      throw .malformedJSON("not a JSON object (\(data.count) bytes)")
    }
    guard case .string(let type)? = object["type"] else { throw .missingType }
    let fields = Fields(type: type, object: object)
    switch type {
    case "select":
      let scene = try fields.string("scene")
      var viewport: CGSize?
      if object["width"] != nil || object["height"] != nil {
        viewport = try fields.size()
      }
      var parameters: [String: Double] = [:]
      if let raw = object["parameters"] {
        guard case .object(let dictionary) = raw else {
          throw .missingField(type: type, field: "parameters", expected: "an object of numbers")
        }
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
          parameters[key] = try fields.number(value, field: "parameters." + key, limit: coordinateLimit)
        }
      }
      return .select(scene: scene, viewport: viewport, parameters: parameters)
    case "touch":
      let phaseName = try fields.string("phase")
      let phases: [String: TouchPhase] = [
        "began": .began, "moved": .moved, "ended": .ended, "cancelled": .cancelled,
      ]
      guard let phase = phases[phaseName] else {
        throw .unknownPhase(type: type, phase: phaseName, known: ["began", "moved", "ended", "cancelled"])
      }
      return .touch(phase, try fields.point())
    case "wheel":
      let delta = CGVector(
        dx: try fields.number("dx", limit: coordinateLimit),
        dy: try fields.number("dy", limit: coordinateLimit))
      guard fields.object["x"] != nil || fields.object["y"] != nil else { return .wheel(delta) }
      return .wheel(delta, at: try fields.point())
    case "wheelEnd":
      return .wheelEnd(
        velocity: CGVector(
          dx: try fields.number("vx", limit: coordinateLimit),
          dy: try fields.number("vy", limit: coordinateLimit)))
    case "scrollTo":
      return .scrollTo(try fields.point())
    case "tap":
      return .tap(try fields.point())
    case "reorder":
      let phaseName = try fields.string("phase")
      guard let phase = ReorderPhase(rawValue: phaseName) else {
        throw .unknownPhase(type: type, phase: phaseName, known: ReorderPhase.allCases.map(\.rawValue))
      }
      return .reorder(phase, try fields.point())
    case "param":
      return .parameter(
        key: try fields.string("key"), value: try fields.number("value", limit: coordinateLimit))
    case "resize":
      return .resize(try fields.size())
    case "visibility":
      guard case .bool(let visible)? = object["visible"] else {
        throw .missingField(type: type, field: "visible", expected: "a boolean")
      }
      return .visibility(visible)
    default:
      throw .unknownType(type, known: knownTypes)
    }
  }

  /// Field access with the errors of `decode`.
  private struct Fields {
    let type: String
    let object: [String: JSONValue]

    func string(_ field: String) throws(PlaygroundProtocolError) -> String {
      guard case .string(let value)? = object[field] else {
        throw .missingField(type: type, field: field, expected: "a string")
      }
      return value
    }

    func number(_ field: String, limit: Double) throws(PlaygroundProtocolError) -> Double {
      guard let raw = object[field] else {
        throw .missingField(type: type, field: field, expected: "a number")
      }
      return try number(raw, field: field, limit: limit)
    }

    func number(_ raw: JSONValue, field: String, limit: Double) throws(PlaygroundProtocolError) -> Double {
      guard case .number(let value) = raw else {
        throw .missingField(type: type, field: field, expected: "a number")
      }
      guard value.isFinite, abs(value) <= limit else {
        throw .badNumber(field: field, value: value, minimum: -limit, maximum: limit)
      }
      return value
    }

    func point() throws(PlaygroundProtocolError) -> CGPoint {
      CGPoint(
        x: try number("x", limit: PlaygroundMessage.coordinateLimit),
        y: try number("y", limit: PlaygroundMessage.coordinateLimit))
    }

    func size() throws(PlaygroundProtocolError) -> CGSize {
      let width = try number("width", limit: PlaygroundMessage.sizeLimit)
      let height = try number("height", limit: PlaygroundMessage.sizeLimit)
      guard width >= 1 else {
        throw .badNumber(field: "width", value: width, minimum: 1, maximum: PlaygroundMessage.sizeLimit)
      }
      guard height >= 1 else {
        throw .badNumber(field: "height", value: height, minimum: 1, maximum: PlaygroundMessage.sizeLimit)
      }
      return CGSize(width: width, height: height)
    }
  }
}

/// A JSON value as `JSONDecoder` reads it, so that the message decoder can tell a number from a
/// boolean or a string and name the field that is wrong.
enum JSONValue: Decodable, Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}
