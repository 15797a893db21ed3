import ArgumentParser
import Foundation
import TrellisScenes

/// The options every scene subcommand shares: the scene's viewport, item count and parameters,
/// turned into a `SceneSession` of the running tool's catalogue (`CLIContext.catalog`).
///
/// Numbers may be negative and are taken as typed (`--width -5` is read as -5 and rejected with
/// the accepted range, not as an unknown option `-5`).
struct SceneOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Number of items (shorthand for --param items=N).")
  var items: CLINumber?

  @Option(
    parsing: .unconditional,
    help: "Viewport width in points, 100 to 10000 (default: the scene's).")
  var width: CLINumber?

  @Option(
    parsing: .unconditional,
    help: "Viewport height in points, 100 to 10000 (default: the scene's).")
  var height: CLINumber?

  @Option(
    name: .customLong("param"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A scene parameter, key=value (repeatable); `scenes --verbose` lists them with their ranges.",
      valueName: "key=value"))
  var parameters: [String] = []

  func validate() throws {
    try items?.check("--items", in: 0...1_000_000_000, whole: true)
    try width?.check("--width", in: SceneCatalog.viewportRange)
    try height?.check("--height", in: SceneCatalog.viewportRange)
    _ = try parsedParameters()
  }

  /// The `--param` values (and `--items`) as a dictionary.
  ///
  /// - Throws: `ValidationError` for an entry that is not `key=value` with a finite number.
  func parsedParameters() throws -> [String: Double] {
    var values: [String: Double] = [:]
    for entry in parameters {
      let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty else {
        throw ValidationError("--param expects key=value, got '\(entry)'.")
      }
      guard let value = Double(parts[1].trimmingCharacters(in: .whitespaces)), value.isFinite else {
        throw ValidationError("--param \(parts[0]) expects a finite number, got '\(parts[1])'.")
      }
      values[String(parts[0])] = value
    }
    if let items { values["items"] = items.value }
    return values
  }

  /// The viewport the options ask for, or `nil` for the scene's default.
  private func viewport(scene: String) -> CGSize? {
    guard width != nil || height != nil else { return nil }
    let fallback =
      CLIContext.catalog.descriptor(named: scene)?.defaultViewport ?? CGSize(width: 390, height: 844)
    return CGSize(
      width: width?.value ?? Double(fallback.width), height: height?.value ?? Double(fallback.height))
  }

  /// Checks `scene` and these options against the catalogue without starting the scene, so
  /// that a subcommand's `validate()` reports an unknown scene or parameter, or a value out of
  /// range, with the subcommand's usage.
  ///
  /// - Throws: `ValidationError` with the scene error's message.
  func check(scene: String) throws {
    do {
      _ = try CLIContext.catalog.check(
        named: scene, viewport: viewport(scene: scene), parameters: parsedParameters())
    } catch let error as SceneError {
      throw ValidationError(Self.message(for: error))
    }
  }

  /// The message of `error`, with the nearest scene name suggested for an unknown scene
  /// ("unknown scene 'sprngy'; did you mean 'springy'? available: …"), as for subcommands.
  static func message(for error: SceneError) -> String {
    guard case .unknownScene(let name, let available) = error,
      let suggestion = TrellisCommand.suggestion(for: name, among: available)
    else { return error.description + "." }
    return
      "unknown scene '\(name)'; did you mean '\(suggestion)'? available: \(available.joined(separator: ", "))."
  }

  /// Starts a session of `scene` with these options.
  ///
  /// - Throws: `ValidationError` with the scene error's message (unknown scene with the list of
  ///   available ones, unknown parameter, out of range, bad viewport, scene unavailable).
  @MainActor func makeSession(scene: String) throws -> SceneSession {
    let parameters = try parsedParameters()
    do {
      return try CLIContext.catalog.makeSession(
        named: scene, viewport: viewport(scene: scene), parameters: parameters)
    } catch {
      throw ValidationError(Self.message(for: error))
    }
  }
}

/// An error of the CLI's own (files that cannot be read or written), printed as is.
struct CLIError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// Writing and reading files with errors that name the path.
enum CLIFiles {
  /// Writes `text` to `path` (UTF-8, atomically).
  ///
  /// - Throws: `CLIError` "cannot write PATH: REASON".
  static func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  /// Writes `data` to `path` (atomically).
  ///
  /// - Throws: `CLIError` "cannot write PATH: REASON".
  static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw CLIError("cannot write \(path): \(reason(error, path: path, writing: true))")
    }
  }

  /// Reads the file at `path`.
  ///
  /// - Throws: `CLIError` "cannot read PATH: REASON".
  static func read(_ path: String) throws -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CLIError("cannot read \(path): \(reason(error, path: path, writing: false))")
    }
  }

  /// A short reason: the missing directory or file, permission, or the system's message.
  private static func reason(_ error: Error, path: String, writing: Bool) -> String {
    let manager = FileManager.default
    let directory = (path as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    if writing {
      if !directory.isEmpty, !manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
        return "no such directory \(directory)"
      }
      if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        return "it is a directory"
      }
      if !directory.isEmpty, !manager.isWritableFile(atPath: directory) { return "permission denied" }
    } else {
      if !manager.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
      if isDirectory.boolValue { return "it is a directory" }
    }
    return (error as NSError).localizedDescription
  }
}

/// Checks that an `--out` path ends with one of `extensions`.
func validateOutput(_ path: String, extensions: [String]) throws {
  guard !path.isEmpty else { throw ValidationError("--out must name a file.") }
  let lower = path.lowercased()
  guard extensions.contains(where: { lower.hasSuffix("." + $0) }) else {
    throw ValidationError(
      "--out must end with \(extensions.map { "." + $0 }.joined(separator: " or ")), got '\(path)'.")
  }
}
