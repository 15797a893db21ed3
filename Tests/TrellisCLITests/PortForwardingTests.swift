import ArgumentParser
import Foundation
import Testing

@testable import TrellisCLI

@Suite("trellis port runs trellis-port")
struct PortForwardingTests {
  /// Off the main actor: the command waits for the child process, which must not hold up the
  /// main-actor suites (the playground's frame loop among them) while it runs.
  @Test("with trellis-port built beside the tool it ports; without it, the error says how to build it")
  nonisolated func forwardsOrExplains() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-cli-forward-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/Layouts", withIntermediateDirectories: true)
    try "import UIKit\n".write(toFile: root + "/Layouts/Wall.swift", atomically: true, encoding: .utf8)
    let command = try PortCommand.parse([root + "/Layouts", "--output", root + "/Ported"])
    if PortCommand.portExecutable() != nil {
      // `swift build` builds trellis-port into the same directory as the test runner.
      try command.run()
      #expect(
        try String(contentsOfFile: root + "/Ported/Wall.swift", encoding: .utf8) == "import TrellisUIKit\n")
    } else {
      let error = try #require(throws: (any Error).self) { try command.run() }
      #expect("\(error)".contains("swift build --product trellis-port"))
      #expect(!FileManager.default.fileExists(atPath: root + "/Ported"))
    }
  }
}
