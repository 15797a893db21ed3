import ArgumentParser
import Foundation
import Testing

@testable import TrellisCLI

@Suite("trellis dev: what it watches and what it refuses")
struct DevCommandTests {
  /// A package directory with a manifest, two sources, a hidden file and a build directory.
  func makePackage() throws -> URL {
    let root = try temporaryDirectory()
    let manager = FileManager.default
    try manager.createDirectory(
      at: root.appendingPathComponent("Sources/Scenes"), withIntermediateDirectories: true)
    try manager.createDirectory(
      at: root.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.2\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    try Data("let a = 1\n".utf8).write(to: root.appendingPathComponent("Sources/Scenes/A.swift"))
    try Data("let b = 2\n".utf8).write(to: root.appendingPathComponent("Sources/Scenes/B.swift"))
    try Data("swap".utf8).write(to: root.appendingPathComponent("Sources/Scenes/.A.swift.swp"))
    return root
  }

  /// Sets a file's modification date to a fixed instant (no wall clock in the test).
  func stamp(_ url: URL, _ seconds: Double) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: url.path)
  }

  @Test(
    "the manifest and the visible files under Sources/ are watched, sorted; hidden files and .build are not")
  func watchedFiles() throws {
    let root = try makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let fingerprint = try PackageFingerprint(of: root)
    #expect(
      fingerprint.entries.map(\.path) == [
        "Package.swift", "Sources/Scenes/A.swift", "Sources/Scenes/B.swift",
      ])
    #expect(fingerprint.entries[1].size == 10)  // "let a = 1\n"
    try Data("x".utf8).write(to: root.appendingPathComponent(".build/debug/product"))
    try Data("swap again".utf8).write(to: root.appendingPathComponent("Sources/Scenes/.A.swift.swp"))
    #expect(try PackageFingerprint(of: root) == fingerprint)
  }

  @Test("a save, a new file and a deleted file each change the fingerprint, and the change names the file")
  func changes() throws {
    let root = try makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let a = root.appendingPathComponent("Sources/Scenes/A.swift")
    try stamp(a, 1_000_000)
    let before = try PackageFingerprint(of: root)
    // The same size, saved at another time: still a change.
    try Data("let a = 3\n".utf8).write(to: a)
    try stamp(a, 1_000_060)
    let saved = try PackageFingerprint(of: root)
    #expect(saved != before)
    #expect(saved.changes(since: before) == ["Sources/Scenes/A.swift"])
    try Data("let c = 4\n".utf8).write(to: root.appendingPathComponent("Sources/Scenes/C.swift"))
    try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Scenes/B.swift"))
    #expect(
      try PackageFingerprint(of: root).changes(since: saved) == [
        "Sources/Scenes/B.swift", "Sources/Scenes/C.swift",
      ])
  }

  @Test("a directory without Package.swift is refused with the path")
  func notAPackage() async throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: CLIError.self) { try PackageFingerprint(of: root) }
    let failure = await execute(["dev", "--package-path", root.path])
    #expect(failure?.status == .validationFailure)
    #expect(failure?.text.contains("--package-path must be a Swift package's directory") == true)
  }

  @Test("port 0 is refused: the page reconnects to a fixed port")
  func fixedPort() async {
    let failure = await execute(["dev", "--port", "0"])
    #expect(failure?.text.hasPrefix("Error: --port must be a whole number from 1 to 65535, got 0.") == true)
  }

  @Test("the product defaults to the running tool's name")
  func defaultProduct() throws {
    #expect(try DevCommand.parse([]).productName == CLIContext.commandName)
    #expect(try DevCommand.parse(["--product", "timeline-scenes"]).productName == "timeline-scenes")
  }
}
