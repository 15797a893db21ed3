import Foundation

/// A scripted interaction: touch phases, positions and times, as JSON
/// `{"events":[{"phase":"began","x":195,"y":700,"time":0}, …]}`.
///
/// Positions are in the view's own coordinates (points from the viewport's top-left corner,
/// like a finger on the screen); times are seconds from the start of playback
/// (`SceneSession.play(_:duration:fps:)`), never decreasing. Phases:
///
/// - `began`, `moved`, `ended`, `cancelled`: a finger (`SceneSession.touch(_:at:)`);
/// - `tap`: a tap at `x`, `y` (`SceneSession.tap(at:)`);
/// - `wheel`: a wheel or trackpad scroll by `dx`, `dy` points (`SceneSession.scroll(by:)`);
///   `x` and `y` are ignored and may be 0.
nonisolated public struct GestureScript: Codable, Sendable, Equatable {
  /// One event of a script.
  public struct Event: Codable, Sendable, Equatable {
    /// "began" | "moved" | "ended" | "cancelled" | "tap" | "wheel".
    public var phase: String
    /// The horizontal position in view coordinates, points.
    public var x: Double
    /// The vertical position in view coordinates, points.
    public var y: Double
    /// Seconds from the start of playback.
    public var time: Double
    /// The horizontal wheel delta of a `wheel` event, points.
    public var dx: Double?
    /// The vertical wheel delta of a `wheel` event, points.
    public var dy: Double?

    /// Creates an event.
    public init(phase: String, x: Double, y: Double, time: Double, dx: Double? = nil, dy: Double? = nil) {
      self.phase = phase
      self.x = x
      self.y = y
      self.time = time
      self.dx = dx
      self.dy = dy
    }
  }

  /// The phases a script may use.
  public static let phases = ["began", "moved", "ended", "cancelled", "tap", "wheel"]

  /// The events, in time order.
  public var events: [Event]

  /// Creates a script from `events` as given; `validate()` checks them.
  public init(events: [Event]) {
    self.events = events
  }

  /// The time of the last event, or 0 for an empty script.
  public var duration: Double { events.last?.time ?? 0 }

  /// Checks that every number is finite, times are ≥ 0 and never decrease, and every phase is
  /// known.
  ///
  /// - Throws: `SceneError.invalidScript` naming the first bad event (0-based).
  public func validate() throws(SceneError) {
    var previous = 0.0
    for (index, event) in events.enumerated() {
      guard Self.phases.contains(event.phase) else {
        throw .invalidScript(
          "event \(index) has unknown phase '\(event.phase)'; expected one of \(Self.phases.joined(separator: ", "))"
        )
      }
      for (name, value) in [
        ("x", event.x), ("y", event.y), ("time", event.time), ("dx", event.dx ?? 0), ("dy", event.dy ?? 0),
      ]
      where !value.isFinite {
        throw .invalidScript("event \(index) has a non-finite \(name) (\(SceneError.format(value)))")
      }
      guard event.time >= 0 else {
        throw .invalidScript("event \(index) has a negative time (\(SceneError.format(event.time)))")
      }
      guard event.time >= previous else {
        throw .invalidScript(
          "event \(index) at time \(SceneError.format(event.time)) comes before the previous event's time "
            + "\(SceneError.format(previous)); times must not decrease")
      }
      previous = event.time
    }
  }

  /// Decodes and validates a script from JSON.
  ///
  /// - Throws: `SceneError.invalidScript` when the data is not a script (with the decoder's
  ///   reason) or fails `validate()`.
  public static func decode(_ data: Data) throws(SceneError) -> GestureScript {
    let script: GestureScript
    do {
      script = try JSONDecoder().decode(GestureScript.self, from: data)
    } catch let error as DecodingError {
      throw .invalidScript(describe(error))
    } catch {
      throw .invalidScript("not valid JSON: \(error)")
    }
    try script.validate()
    return script
  }

  /// The script as JSON (keys sorted, so the bytes are the same on every run).
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)) ?? Data()
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let parts = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return parts.isEmpty
        ? "the top level" : parts.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    }
    switch error {
    case .keyNotFound(let key, let context):
      let at = path(context)
      return "missing key '\(key.stringValue)'" + (at == "the top level" ? "" : " in \(at)")
    case .typeMismatch(let type, let context):
      return
        "wrong type at \(path(context)) (expected \(type == String.self ? "a string" : type == Double.self ? "a number" : "\(type)"))"
    case .valueNotFound(_, let context):
      return "missing value at \(path(context))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "not valid JSON" : "bad value at \(path(context))"
    @unknown default:
      return "cannot decode: \(error)"
    }
  }
}

extension GestureScript {
  /// A one-finger drag from `start` to `end` (view coordinates) starting at `time`, with
  /// `steps` evenly spaced moves over `duration` seconds, then a release: a fling when the
  /// drag is fast.
  static func drag(
    from start: CGPoint, to end: CGPoint, at time: Double = 0, duration: Double, steps: Int = 10
  ) -> [Event] {
    var events = [Event(phase: "began", x: Double(start.x), y: Double(start.y), time: time)]
    for step in 1...max(1, steps) {
      let t = Double(step) / Double(max(1, steps))
      events.append(
        Event(
          phase: "moved", x: Double(start.x + (end.x - start.x) * t),
          y: Double(start.y + (end.y - start.y) * t),
          time: time + duration * t))
    }
    events.append(Event(phase: "ended", x: Double(end.x), y: Double(end.y), time: time + duration))
    return events
  }
}
