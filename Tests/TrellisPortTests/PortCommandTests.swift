import ArgumentParser
import Foundation
import Testing
import TrellisPort

@testable import TrellisPortCommand

@Suite("trellis-port")
struct PortCommandTests {
  @Test("ports a directory into --output; a missing path fails with the reason")
  func portsAndFails() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-cli-port-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/Layouts", withIntermediateDirectories: true)
    try "import UIKit\nimport CoreGraphics\n".write(
      toFile: root + "/Layouts/Wall.swift", atomically: true, encoding: .utf8)

    let command = try PortCommand.parse([root + "/Layouts", "--output", root + "/Ported"])
    try command.run()
    #expect(
      try String(contentsOfFile: root + "/Ported/Wall.swift", encoding: .utf8) == "import TrellisUIKit\n")

    let failing = try PortCommand.parse([root + "/Nope", "--output", root + "/Ported"])
    #expect(
      "\(try #require(throws: (any Error).self) { try failing.run() })"
        == "cannot read \(root)/Nope: no such file or directory")
  }
}
