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
    try validate(locate: { _, _ in nil })
  }

  /// `validate()`, with each message prefixed by the position `locate(event, field)` gives.
  func validate(locate: (Int, String) -> String?) throws(SceneError) {
    func fail(_ index: Int, _ field: String, _ message: String) -> SceneError {
      .invalidScript(locate(index, field).map { "\($0): " + message } ?? message)
    }
    var previous = 0.0
    for (index, event) in events.enumerated() {
      guard Self.phases.contains(event.phase) else {
        throw fail(
          index, "phase",
          "event \(index) has unknown phase '\(event.phase)'; expected one of \(Self.phases.joined(separator: ", "))"
        )
      }
      for (name, value) in [
        ("x", event.x), ("y", event.y), ("time", event.time), ("dx", event.dx ?? 0), ("dy", event.dy ?? 0),
      ]
      where !value.isFinite {
        throw fail(index, name, "event \(index) has a non-finite \(name) (\(SceneError.format(value)))")
      }
      guard event.time >= 0 else {
        throw fail(index, "time", "event \(index) has a negative time (\(SceneError.format(event.time)))")
      }
      guard event.time >= previous else {
        throw fail(
          index, "time",
          "event \(index) at time \(SceneError.format(event.time)) comes before the previous event's time "
            + "\(SceneError.format(previous)); times must not decrease")
      }
      previous = event.time
    }
  }

  /// Decodes and validates a script from JSON text.
  ///
  /// Every message names the line and column of the problem (lines and columns count from 1):
  /// a syntax error, a missing key (the position of the object that lacks it), a value of the
  /// wrong kind, or an event `validate()` rejects (the position of the offending value).
  /// Keys other than `events`, `phase`, `x`, `y`, `time`, `dx` and `dy` are ignored.
  ///
  /// - Throws: `SceneError.invalidScript`, for example
  ///   "invalid gesture script: line 3, column 12: events[0].x must be a number, got a string".
  public static func decode(_ data: Data) throws(SceneError) -> GestureScript {
    guard let text = String(data: data, encoding: .utf8) else {
      throw .invalidScript("the file is not UTF-8 text")
    }
    let root: LocatedJSON
    do {
      root = try LocatedJSON.parse(text)
    } catch {
      throw .invalidScript(error.description + " (not valid JSON)")
    }
    guard case .object = root.value else {
      throw .invalidScript("\(root.position): expected an object {\"events\": [...]}, got \(root.kindName)")
    }
    guard let list = root["events"] else {
      throw .invalidScript("\(root.position): missing key 'events' (an array of events)")
    }
    guard case .array(let items) = list.value else {
      throw .invalidScript("\(list.position): events must be an array, got \(list.kindName)")
    }
    var events: [Event] = []
    events.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      events.append(try decodeEvent(item, index: index))
    }
    let script = GestureScript(events: events)
    try script.validate(locate: { index, field in (items[index][field] ?? items[index]).position })
    return script
  }

  private static func decodeEvent(_ item: LocatedJSON, index: Int) throws(SceneError) -> Event {
    let path = "events[\(index)]"
    guard case .object = item.value else {
      throw .invalidScript("\(item.position): \(path) must be an object, got \(item.kindName)")
    }
    func required(_ key: String) throws(SceneError) -> LocatedJSON {
      guard let value = item[key] else {
        throw .invalidScript("\(item.position): \(path) is missing the key '\(key)'")
      }
      return value
    }
    func number(_ value: LocatedJSON, _ key: String) throws(SceneError) -> Double {
      guard case .number(let number) = value.value else {
        throw .invalidScript("\(value.position): \(path).\(key) must be a number, got \(value.kindName)")
      }
      return number
    }
    func optionalNumber(_ key: String) throws(SceneError) -> Double? {
      guard let value = item[key] else { return nil }
      if case .null = value.value { return nil }
      return try number(value, key)
    }
    let phaseValue = try required("phase")
    guard case .string(let phase) = phaseValue.value else {
      throw .invalidScript(
        "\(phaseValue.position): \(path).phase must be a string, got \(phaseValue.kindName)")
    }
    return Event(
      phase: phase, x: try number(try required("x"), "x"), y: try number(try required("y"), "y"),
      time: try number(try required("time"), "time"), dx: try optionalNumber("dx"),
      dy: try optionalNumber("dy"))
  }

  /// The script as JSON (keys sorted, so the bytes are the same on every run).
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)) ?? Data()
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
