import ArgumentParser
import Foundation
import Testing

@testable import TrellisCLI

@Suite("trellis port runs trellis-port")
struct PortForwardingTests {
  @Test("with trellis-port built beside the tool it ports; without it, the error says how to build it")
  func forwardsOrExplains() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-cli-forward-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/Layouts", withIntermediateDirectories: true)
    try "import UIKit\n".write(toFile: root + "/Layouts/Wall.swift", atomically: true, encoding: .utf8)
    let failure = await TrellisCommand.execute(["port", root + "/Layouts", "--output", root + "/Ported"])
    if PortCommand.portExecutable() != nil {
      // `swift build` builds trellis-port into the same directory as the test runner.
      #expect(failure == nil)
      #expect(
        try String(contentsOfFile: root + "/Ported/Wall.swift", encoding: .utf8) == "import TrellisUIKit\n")
    } else {
      #expect(failure?.text.contains("swift build --product trellis-port") == true)
      #expect(!FileManager.default.fileExists(atPath: root + "/Ported"))
    }
  }
}
