import ArgumentParser
import Foundation
import FuzzKit
import TrellisCLI
import TrellisScenes

/// The `trellis` command line, run in this process: subcommands (real, mistyped, missing) with
/// numeric options at 0, negative, NaN, ±∞, 1e19 and `Int.max`, odd parameters, output paths and
/// gesture-script files (written by `GestureScripts`, valid and broken).
///
/// Pass: the command finishes, or fails cleanly — `TrellisCommand.exitCode(for:)` is 64 (a usage
/// error) or 1 (a runtime error such as an unwritable path) with a non-empty message. `serve` is
/// parsed but never run. A trap is counted by the runner like any other.
@MainActor
public final class CLISurface: FuzzSurface {
  /// `cli`.
  public let name = "cli"
  /// What the surface generates.
  public let summary = "trellis CLI arguments and gesture-script files, in process; clean errors pass"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  /// Files the cases write, under the temporary directory of this process.
  static var directory: String { GestureScripts.directory }

  static func number(_ c: FuzzContext, typical: ClosedRange<Double>) -> String {
    switch c.random.below(10) {
    case 0: return c.random.pick(["nan", "inf", "-inf", "1e19", "-1e19", "9.2e18", "1e400", "1.8e308"])
    case 1:
      return c.random.pick([
        "0", "-1", "-0", "9223372036854775807", "-9223372036854775808", "99999999999999999999",
      ])
    case 2: return c.random.pick(["", "abc", "1,5", "0x10", "1e", "--"])
    default: return String(format: "%.3f", c.random.double(in: typical))
    }
  }

  static func integer(_ c: FuzzContext, typical: ClosedRange<Int>) -> String {
    switch c.random.below(10) {
    case 0:
      return c.random.pick(["-1", "0", "9223372036854775807", "-9223372036854775808", "99999999999999999999"])
    case 1: return c.random.pick(["1.5", "nan", "", "1e3"])
    default: return String(c.random.int(in: typical))
    }
  }

  /// An output path: usually a fresh file with the right extension in this process's directory,
  /// sometimes a wrong extension, a missing directory or a directory.
  static func output(_ c: FuzzContext, ext: String) -> String {
    switch c.random.below(8) {
    case 0: return directory + "/out.txt"
    case 1: return "/nonexistent-trellis-fuzz/out.\(ext)"
    case 2: return directory
    case 3: return ""
    default: return directory + "/out-\(c.random.below(1_000)).\(ext)"
    }
  }

  /// The scene options a render, record or bench accepts.
  static func sceneOptions(_ c: FuzzContext) -> [String] {
    var arguments: [String] = []
    if c.random.chance(0.4) { arguments += ["--items", integer(c, typical: 0...2_000)] }
    if c.random.chance(0.3) { arguments += ["--width", number(c, typical: 100...1_200)] }
    if c.random.chance(0.3) { arguments += ["--height", number(c, typical: 100...1_200)] }
    for _ in 0..<c.random.int(in: 0...2) {
      let key = c.random.pick([
        "items", "size", "spacing", "damping", "columns", "rows", "radius", "seed", "nope", "",
      ])
      arguments += ["--param", "\(key)=\(number(c, typical: 0...50))"]
    }
    return arguments
  }

  static func scene(_ c: FuzzContext) -> String {
    c.random.chance(0.85) ? c.random.pick(SceneCatalog.names) : c.random.pick(["", "flo", "nope", "FLOW"])
  }

  /// One command line.
  static func arguments(_ c: FuzzContext) -> [String] {
    switch c.random.below(12) {
    case 0:
      return ["scenes"] + (c.random.chance(0.5) ? ["--verbose"] : [])
    case 1, 2:
      return ["render", scene(c)] + sceneOptions(c) + [
        "--offset", number(c, typical: 0...5_000), "--time", number(c, typical: 0...2), "--out",
        output(c, ext: "svg"),
      ]
    case 3, 4:
      var arguments = ["record", scene(c)] + sceneOptions(c)
      arguments += [
        "--duration",
        c.random.chance(0.8)
          ? String(format: "%.2f", c.random.double(in: 0.05...0.5)) : number(c, typical: 0...2),
        "--fps", c.random.chance(0.8) ? String(c.random.int(in: 1...30)) : number(c, typical: 1...60),
        "--out", output(c, ext: "html"),
      ]
      if c.random.chance(0.6) { arguments += ["--script", GestureScripts.file(c)] }
      return arguments
    case 5:
      return ["bench", scene(c)] + sceneOptions(c) + [
        "--frames", c.random.chance(0.8) ? String(c.random.int(in: 1...10)) : integer(c, typical: 0...20),
      ]
    case 6, 7, 8:
      var arguments = ["flow"]
      for (flag, range) in [
        ("--items", 0...5_000), ("--sections", 1...5), ("--limit", 0...20),
      ] where c.random.chance(0.5) {
        arguments += [flag, integer(c, typical: range)]
      }
      for flag in ["--width", "--height", "--item-width", "--item-height", "--spacing", "--offset"]
      where c.random.chance(0.5) {
        arguments += [flag, number(c, typical: 1...1_000)]
      }
      if c.random.chance(0.3) { arguments.append("--horizontal") }
      return arguments
    case 9:
      return [
        "serve", "--port", integer(c, typical: 0...70_000), "--frame-rate", integer(c, typical: 0...1_200),
      ]
    case 10:
      return [c.random.pick(["rendr", "scene", "flows", "help", "--help", "-h", "--version", "record"])]
    default:
      return (0..<c.random.int(in: 0...4)).map { _ in
        c.random.pick(["--items", "5", "flow", "--", "-x", "=", "render"])
      }
    }
  }

  /// Runs one case (see the type's documentation).
  public func run(_ c: FuzzContext) async throws {
    let arguments = Self.arguments(c)
    c.note(
      "trellis \(arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " "))")
    do {
      var command = try TrellisCommand.parseAsRoot(arguments)
      if String(describing: type(of: command)) == "ServeCommand" { return }
      if var asynchronous = command as? AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
    } catch {
      let code = TrellisCommand.exitCode(for: error)
      let message = TrellisCommand.message(for: error)
      c.note("exit \(code.rawValue): \(message.prefix(300))")
      // Help and version requests end with status 0: a clean exit too.
      if code == .success { return }
      try FuzzCheck.expect(
        code.rawValue == 64 || code.rawValue == 1, "exit status \(code.rawValue) for \(arguments): \(message)"
      )
      try FuzzCheck.expect(
        !message.isEmpty, "exit status \(code.rawValue) without a message for \(arguments)")
    }
  }
}
