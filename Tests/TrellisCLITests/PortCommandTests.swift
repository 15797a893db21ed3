import ArgumentParser
import Foundation
import Testing

@testable import TrellisCLI

@Suite("trellis port")
@MainActor
struct PortCommandTests {
  @Test("ports a directory into --output; a missing path fails with a non-zero exit status")
  func portsAndFails() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-cli-port-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: root + "/Layouts", withIntermediateDirectories: true)
    try "import UIKit\nimport CoreGraphics\n".write(
      toFile: root + "/Layouts/Wall.swift", atomically: true, encoding: .utf8)

    var command = try TrellisCommand.parseAsRoot(["port", root + "/Layouts", "--output", root + "/Ported"])
    try command.run()
    #expect(
      try String(contentsOfFile: root + "/Ported/Wall.swift", encoding: .utf8) == "import TrellisUIKit\n")

    do {
      var failing = try TrellisCommand.parseAsRoot(["port", root + "/Nope", "--output", root + "/Ported"])
      try failing.run()
      Issue.record("a missing path should fail")
    } catch {
      #expect(TrellisCommand.message(for: error) == "cannot read \(root)/Nope: no such file or directory")
      #expect(TrellisCommand.exitCode(for: error) != .success)
    }
  }
}
