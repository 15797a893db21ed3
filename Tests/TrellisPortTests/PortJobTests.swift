import Foundation
import Testing
import TrellisPort

/// A fresh temporary directory; the test removes it (`defer`).
private func temporaryDirectory() throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "trellis-port-\(UUID().uuidString)"
  ).path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

private func write(_ text: String, _ path: String) throws {
  try FileManager.default.createDirectory(
    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
  try text.write(toFile: path, atomically: true, encoding: .utf8)
}

private func read(_ path: String) -> String? {
  try? String(contentsOfFile: path, encoding: .utf8)
}

/// Every file under `directory`, relative, sorted.
private func listing(_ directory: String) -> [String] {
  (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []).filter {
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: directory + "/" + $0, isDirectory: &isDirectory)
    return !isDirectory.boolValue
  }
  .sorted()
}

@Suite("trellis port: files and directories")
struct PortJobTests {
  @Test("a directory is searched in sorted order; outputs keep the paths inside it; a file keeps its name")
  func layout() throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write("import UIKit\n", root + "/App/Layouts/Wall.swift")
    try write("import CoreGraphics\n", root + "/App/Geometry.swift")
    try write("import UIKit\n", root + "/App/.hidden/Skip.swift")
    try write("not swift", root + "/App/README.md")
    try write("import QuartzCore\n", root + "/Single.swift")
    let output = root + "/Ported"
    let plan = try PortJob(paths: [root + "/App", root + "/Single.swift"], output: output).plan()
    // Nothing is written before `write()`.
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(
      plan.result.files.map(\.path) == [
        root + "/App/Geometry.swift", root + "/App/Layouts/Wall.swift", root + "/Single.swift",
      ])
    try plan.write()
    #expect(listing(output) == ["Geometry.swift", "Layouts/Wall.swift", "Single.swift"])
    #expect(read(output + "/Layouts/Wall.swift") == "import TrellisUIKit\n")
    #expect(read(output + "/Geometry.swift") == "import TrellisUIKit\n")
    #expect(
      plan.result.diagnostics.map { "\($0.path):\($0.line)" } == [
        root + "/App/Geometry.swift:1", root + "/App/Layouts/Wall.swift:1", root + "/Single.swift:1",
      ])
    #expect(plan.summary == "ported 3 files into \(output): 3 changed, 3 rewrites, 0 constructs not ported")
  }

  @Test("an output directory inside the input is not read back; porting in place works")
  func outputInsideInput() throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write("import UIKit\n", root + "/Wall.swift")
    let first = try PortJob(paths: [root], output: root + "/Ported").plan()
    try first.write()
    let second = try PortJob(paths: [root], output: root + "/Ported").plan()
    #expect(second.result.files.map(\.path) == [root + "/Wall.swift"])
    let inPlace = try PortJob(paths: [root + "/Ported"], output: root + "/Ported").plan()
    try inPlace.write()
    #expect(read(root + "/Ported/Wall.swift") == "import TrellisUIKit\n")
    #expect(inPlace.result.files.map(\.changed) == [false])
  }

  @Test(
    "bad input stops the run with a message naming the path, and writes nothing",
    arguments: ["missing", "notSwift", "collision", "outputIsFile", "notUTF8", "noInput"])
  func badInput(_ kind: String) throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write("import UIKit\n", root + "/a/Wall.swift")
    try write("import UIKit\n", root + "/b/Wall.swift")
    try write("plain text", root + "/notes.txt")
    try write("", root + "/file")
    try FileManager.default.createDirectory(atPath: root + "/c", withIntermediateDirectories: true)
    try Data([0x69, 0x6D, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: root + "/c/Bad.swift"))
    let output = root + "/out"
    let (paths, target, expected): ([String], String, PortError) =
      switch kind {
      case "missing": ([root + "/nope"], output, .noSuchPath(root + "/nope"))
      case "notSwift": ([root + "/notes.txt"], output, .notSwiftFile(root + "/notes.txt"))
      case "collision":
        (
          [root + "/a", root + "/b"], output,
          .outputCollision(
            first: root + "/a/Wall.swift", second: root + "/b/Wall.swift", output: output + "/Wall.swift")
        )
      case "outputIsFile": ([root + "/a"], root + "/file", .outputNotDirectory(root + "/file"))
      case "notUTF8":
        ([root + "/c"], output, .cannotRead(path: root + "/c/Bad.swift", reason: "not UTF-8 text"))
      default: ([], output, .noInput)
      }
    #expect(throws: expected) { try PortJob(paths: paths, output: target).plan() }
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(expected.description.contains(kind == "noInput" ? "no file" : root))
  }

  @Test("Trellis's own sources, already portable, are left byte for byte with nothing to report")
  func trellisSourcesUnchanged() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    let output = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: output) }
    let plan = try PortJob(paths: [root + "/Sources"], output: output).plan()
    #expect(plan.result.files.count > 100)
    #expect(plan.result.files.filter(\.changed).map(\.path) == [])
    #expect(plan.result.diagnostics.map(\.description) == [])
  }

  @Test("a file that cannot be written is reported by path")
  func cannotWrite() throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write("import UIKit\n", root + "/in/Wall.swift")
    try write("import UIKit\n", root + "/in/Wall/Inner.swift")
    // `Wall.swift` is written first; then `Wall.swift/…` cannot be a directory.
    try write("", root + "/out/Wall")
    let plan = try PortJob(paths: [root + "/in"], output: root + "/out").plan()
    #expect(
      throws: PortError.cannotWrite(path: root + "/out/Wall", reason: "the directory could not be created")
    ) {
      try plan.write()
    }
  }
}
