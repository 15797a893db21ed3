import Foundation

/// `trellis port PATH... --output DIR` on the file system: finds the Swift files, ports them
/// together, and writes the results under the output directory with the same relative paths.
///
/// A given file is written as `DIR/<its name>`; the files under a given directory (searched
/// recursively in sorted order, skipping hidden entries and the output directory itself) as
/// `DIR/<path inside that directory>`. Everything is read and ported before anything is
/// written, so a path that cannot be read, or two files that would land on one output file,
/// stop the run with nothing written.
public struct PortJob: Sendable {
  /// The files and directories to port.
  public var paths: [String]
  /// The directory to write the ported files to.
  public var output: String

  /// Creates a job.
  public init(paths: [String], output: String) {
    self.paths = paths
    self.output = output
  }

  /// One input file.
  struct Input {
    /// Where to read it.
    var readPath: String
    /// The path reported in messages.
    var displayPath: String
    /// Its path under the output directory.
    var relativePath: String
  }

  /// Reads and ports every file; writes nothing.
  ///
  /// - Throws: `PortError` for a path that does not exist or cannot be read, a file that is
  ///   not Swift, an output that is not a directory, or two files with one output path.
  public func plan() throws -> PortPlan {
    guard !paths.isEmpty else { throw PortError.noInput }
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw PortError.outputNotDirectory(output)
    }
    let inputs = try collectInputs()
    var owners: [String: String] = [:]
    var sources: [PortSource] = []
    for input in inputs {
      if let first = owners[input.relativePath] {
        throw PortError.outputCollision(
          first: first, second: input.displayPath, output: Self.join(output, input.relativePath))
      }
      owners[input.relativePath] = input.displayPath
      guard let data = manager.contents(atPath: input.readPath) else {
        throw PortError.cannotRead(
          path: input.displayPath,
          reason: manager.isReadableFile(atPath: input.readPath)
            ? "the file could not be read" : "permission denied")
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw PortError.cannotRead(path: input.displayPath, reason: "not UTF-8 text")
      }
      sources.append(PortSource(path: input.displayPath, text: text))
    }
    let result = Porter().port(sources)
    return PortPlan(
      result: result, outputPaths: inputs.map { Self.join(output, $0.relativePath) }, output: output)
  }

  /// The Swift files the paths name, in order, each once.
  func collectInputs() throws -> [Input] {
    let manager = FileManager.default
    let outputKey = Self.key(output)
    var seen: Set<String> = []
    var inputs: [Input] = []
    func add(_ input: Input) {
      if seen.insert(Self.key(input.readPath)).inserted { inputs.append(input) }
    }
    func walk(_ directory: String, display: String, relative: String) throws {
      let names: [String]
      do {
        names = try manager.contentsOfDirectory(atPath: directory).sorted()
      } catch {
        throw PortError.cannotRead(path: display, reason: "the directory could not be listed")
      }
      for name in names where !name.hasPrefix(".") {
        let path = Self.join(directory, name)
        let shown = Self.join(display, name)
        let inside = relative.isEmpty ? name : Self.join(relative, name)
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
          let isLink = (try? manager.destinationOfSymbolicLink(atPath: path)) != nil
          if isLink || Self.key(path) == outputKey { continue }
          try walk(path, display: shown, relative: inside)
        } else if name.hasSuffix(".swift") {
          add(Input(readPath: path, displayPath: shown, relativePath: inside))
        }
      }
    }
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw PortError.noSuchPath(path)
      }
      if isDirectory.boolValue {
        try walk(path, display: path.hasSuffix("/") ? String(path.dropLast()) : path, relative: "")
      } else {
        guard path.hasSuffix(".swift") else { throw PortError.notSwiftFile(path) }
        add(Input(readPath: path, displayPath: path, relativePath: (path as NSString).lastPathComponent))
      }
    }
    return inputs
  }

  /// `directory/name`.
  static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The absolute, standardized form of `path`, to compare paths.
  static func key(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : join(FileManager.default.currentDirectoryPath, path)
    return (absolute as NSString).standardizingPath
  }
}

/// The outcome of `PortJob.plan()`: the ported files and where they go.
public struct PortPlan: Sendable {
  /// The ported files and the report.
  public let result: PortResult
  /// Where each file of `result.files` is written.
  public let outputPaths: [String]
  /// The output directory.
  public let output: String

  /// Writes every ported file (changed or not, so that the output directory holds the whole
  /// ported tree), creating directories as needed.
  ///
  /// - Throws: `PortError.cannotWrite` naming the first path that could not be written.
  public func write() throws {
    let manager = FileManager.default
    for (file, path) in zip(result.files, outputPaths) {
      let directory = (path as NSString).deletingLastPathComponent
      do {
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw PortError.cannotWrite(path: directory, reason: "the directory could not be created")
      }
      do {
        try Data(file.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        throw PortError.cannotWrite(
          path: path,
          reason: manager.isWritableFile(atPath: directory)
            ? "the file could not be written" : "permission denied")
      }
    }
  }

  /// One line: how many files were written, changed, rewritten and left.
  public var summary: String {
    let changed = result.files.filter(\.changed).count
    let files = result.files.count == 1 ? "1 file" : "\(result.files.count) files"
    return "ported \(files) into \(output): \(changed) changed, \(result.rewriteCount) rewrites, "
      + "\(result.notPortedCount) constructs not ported"
  }
}
