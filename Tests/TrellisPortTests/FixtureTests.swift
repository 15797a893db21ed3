import Foundation
import Testing
import TrellisPort

/// One fixture: `Fixtures/<name>/input.swift` (UIKit code as UIKit developers write it),
/// `expected.swift` (its port, written by hand and compiled against TrellisUIKit as the test
/// module `TrellisPortFixture<name>`) and `report.txt` (the messages the port must print).
nonisolated struct Fixture: Sendable, CustomTestStringConvertible {
  /// One expected message: its line, its kind and a fragment of its text.
  struct ReportLine: Sendable, Equatable {
    var line: Int
    var kind: PortDiagnostic.Kind
    var fragment: String
  }

  let name: String
  let input: String
  let expected: String
  let report: [ReportLine]

  var testDescription: String { name }

  /// The fixtures directory in the source tree (it is excluded from this target's sources: each
  /// case is a test target of its own).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Every case, by name.
  static let all: [Fixture] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().compactMap { name -> Fixture? in
      let directory = root.appendingPathComponent(name)
      guard
        let input = try? String(contentsOf: directory.appendingPathComponent("input.swift"), encoding: .utf8),
        let expected = try? String(
          contentsOf: directory.appendingPathComponent("expected.swift"), encoding: .utf8),
        let report = try? String(contentsOf: directory.appendingPathComponent("report.txt"), encoding: .utf8)
      else { return nil }
      return Fixture(name: name, input: input, expected: expected, report: parse(report))
    }
  }()

  /// `LINE KIND FRAGMENT` lines; `#` starts a comment line.
  static func parse(_ text: String) -> [ReportLine] {
    text.split(separator: "\n").compactMap { line -> ReportLine? in
      guard !line.hasPrefix("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
      let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
      let kinds: [String: PortDiagnostic.Kind] = [
        "rewrite": .rewrite, "note": .note, "not-ported": .notPorted,
      ]
      guard parts.count == 3, let number = Int(parts[0]), let kind = kinds[parts[1]] else {
        return ReportLine(line: -1, kind: .note, fragment: "unreadable report line: \(line)")
      }
      return ReportLine(line: number, kind: kind, fragment: parts[2])
    }
  }

  func port(_ text: String) -> PortResult {
    Porter().port([PortSource(path: "\(name)/input.swift", text: text)])
  }
}

@Suite("trellis port: fixtures")
struct FixtureTests {
  /// The strings of the array literal `let <name> = [ … ]` in Package.swift.
  static func manifestList(_ name: String) throws -> [String] {
    let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let list = try #require(text.range(of: "let \(name) = [").map { text[$0.upperBound...] })
    let body = list[..<list.firstIndex(of: "]")!]
    return body.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }.map { String($0.dropFirst().dropLast()) }
  }

  @Test("there are fixtures, and the package compiles every one of them, with its tests, as modules")
  func everyFixtureIsCompiled() throws {
    #expect(Fixture.all.count >= 8)
    // Package.swift lists the cases in `portFixtureCases`; each becomes a target whose source is
    // the case's expected.swift, compiled against TrellisUIKit, and the cases with a Tests
    // directory (`portFixturesWithTests`) a test target of those tests.
    #expect(try Self.manifestList("portFixtureCases").sorted() == Fixture.all.map(\.name))
    let withTests = Fixture.all.map(\.name).filter { name in
      var isDirectory: ObjCBool = false
      let path = Fixture.root.appendingPathComponent(name).appendingPathComponent("Tests").path
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
    #expect(try Self.manifestList("portFixturesWithTests").sorted() == withTests)
  }

  @Test("porting input.swift gives expected.swift byte for byte", arguments: Fixture.all)
  func portsToExpected(_ fixture: Fixture) {
    let result = fixture.port(fixture.input)
    #expect(result.files.count == 1)
    #expect(result.files.first?.text == fixture.expected)
    #expect(result.files.first?.changed == (fixture.input != fixture.expected))
  }

  @Test("the report gives every rewrite at its line in input.swift", arguments: Fixture.all)
  func reportsEveryRewrite(_ fixture: Fixture) {
    let messages = fixture.port(fixture.input).diagnostics
    #expect(messages.count == fixture.report.count, "\(messages.map(\.description).joined(separator: "\n"))")
    for (message, expected) in zip(messages, fixture.report) {
      #expect(message.path == "\(fixture.name)/input.swift")
      #expect(message.line == expected.line, "\(message)")
      #expect(message.kind == expected.kind, "\(message)")
      #expect(message.text.contains(expected.fragment), "\(message) should contain: \(expected.fragment)")
    }
  }

  @Test("porting ported code changes nothing and reports nothing", arguments: Fixture.all)
  func idempotent(_ fixture: Fixture) {
    let result = fixture.port(fixture.expected)
    #expect(result.files.first?.text == fixture.expected)
    #expect(result.files.first?.changed == false)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
  }

  @Test("code that is already portable is left byte for byte, with nothing to report")
  func alreadyPortable() throws {
    let fixture = try #require(Fixture.all.first { $0.name == "AlreadyPortable" })
    #expect(fixture.input == fixture.expected)
    let result = fixture.port(fixture.input)
    #expect(result.files.first?.text == fixture.input)
    #expect(result.diagnostics.isEmpty)
  }
}
