import Foundation
import Trellis
import TrellisScenes

/// Gesture-script texts: valid scripts of drags, taps and wheels, and broken ones (unknown
/// phases, NaN and huge numbers, negative and decreasing times, missing keys, wrong types,
/// truncated JSON, random bytes).
@MainActor
public enum GestureScripts {
  /// The path of this process's directory, whether or not it has been made.
  static var path: String {
    NSTemporaryDirectory() + "trellis-fuzz-\(ProcessInfo.processInfo.processIdentifier)-files"
  }

  /// Files the cases write, under the temporary directory of this process (made on first use).
  public static let directory: String = {
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  /// Removes this process's directory and the files the cases wrote in it, if there are any
  /// (the fuzzer calls it before it exits).
  public static func removeDirectory() {
    try? FileManager.default.removeItem(atPath: path)
  }

  static func number(_ c: FuzzContext, typical: ClosedRange<Double>) -> String {
    switch c.random.below(80) {
    case 0: return c.random.pick(["NaN", "Infinity", "1e400", "-1e400", "-1"])
    case 1: return c.random.pick(["\"12\"", "null", "true", "[]"])
    case 2, 3: return c.random.pick(["1e19", "1.7976931348623157e308", "-1e15", "4e9"])
    default: return String(c.random.double(in: typical))
    }
  }

  /// One script's text.
  public static func text(_ c: FuzzContext) -> String {
    switch c.random.below(12) {
    case 0:
      return String(
        decoding: (0..<c.random.int(in: 0...200)).map { _ in UInt8(c.random.below(256)) }, as: UTF8.self)
    case 1:
      let whole = valid(c)
      return String(whole.prefix(c.random.below(max(1, whole.count))))
    case 2:
      return c.random.pick(["", "{}", "[]", "{\"events\":null}", "{\"events\":[{}]}", "{\"events\":{}}"])
    default:
      return valid(c)
    }
  }

  /// A well-formed script, with edge values now and then.
  static func valid(_ c: FuzzContext) -> String {
    var time = 0.0
    var events: [String] = []
    for _ in 0..<c.random.int(in: 0...24) {
      time += c.random.chance(0.98) ? c.random.double(in: 0...0.1) : -c.random.double(in: 0...1)
      let phase =
        c.random.chance(0.99)
        ? c.random.pick(["began", "moved", "moved", "moved", "ended", "cancelled", "tap", "wheel"])
        : c.random.pick(["lifted", "", "BEGAN"])
      var event =
        "{\"phase\":\"\(phase)\",\"x\":\(number(c, typical: 0...900)),\"y\":\(number(c, typical: 0...900)),"
        + "\"time\":\(c.random.chance(0.99) ? String(time) : number(c, typical: 0...3))"
      if phase == "wheel" || c.random.chance(0.1) {
        event += ",\"dx\":\(number(c, typical: -300...300)),\"dy\":\(number(c, typical: -300...300))"
      }
      events.append(event + "}")
    }
    return "{\"events\":[" + events.joined(separator: ",") + "]}"
  }

  /// Writes a script (or nothing, for a missing file) and returns its path.
  public static func file(_ c: FuzzContext) -> String {
    let path = directory + "/script-\(c.random.below(1_000)).json"
    if c.random.chance(0.05) { return directory + "/missing.json" }
    try? Data(text(c).utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}

/// Gesture scripts, decoded and played on every scene in this process.
///
/// Checks: decoding never traps and rejects what `validate()` rejects; a script that decodes
/// plays (at most 3 s at up to 60 fps) and every frame's elements have finite numbers.
@MainActor
public final class GestureScriptSurface: SynchronousFuzzSurface {
  /// `scripts`.
  public let name = "scripts"
  /// What the surface generates.
  public let summary = "gesture-script files decoded and played on every scene"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let text = GestureScripts.text(c)
    c.note("script: \(text.prefix(400))")
    let script: GestureScript
    do {
      script = try GestureScript.decode(Data(text.utf8))
    } catch {
      c.note("rejected: \(error)")
      return
    }
    let scene = c.random.pick(SceneCatalog.names)
    let session = try SceneCatalog.makeSession(named: scene)
    let duration = c.random.chance(0.9) ? c.random.double(in: 0...3) : c.random.pick([0, -1, .nan, 1e9])
    let fps = c.random.chance(0.9) ? Double(c.random.int(in: 1...60)) : c.random.pick([0, .infinity, 1e7])
    c.note("play on \(scene) for \(duration) s at \(fps) fps")
    let frames = session.play(script, duration: duration, fps: fps)
    try FuzzCheck.expect(!frames.isEmpty, "play returned no frame")
    for (index, frame) in frames.enumerated() {
      try FuzzCheck.finite(frame.visibleBounds, "frame \(index) bounds")
      for element in frame.elements { try FuzzCheck.finite(element.attributes, "frame \(index) element") }
    }
  }
}
