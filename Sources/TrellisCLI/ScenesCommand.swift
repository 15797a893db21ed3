import ArgumentParser
import TrellisScenes

/// `trellis scenes`: lists the named scenes, one line each.
struct ScenesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenes",
    abstract: "List the named scenes and their parameters.",
    discussion:
      "One line per scene: name, title and summary. With --verbose, each parameter's range and default."
  )

  @Flag(help: "Also list each scene's parameters with their ranges and defaults.")
  var verbose = false

  func run() throws {
    print(Self.listing(verbose: verbose))
  }

  /// The listing: `name  title — summary` per scene, names padded to one column.
  static func listing(verbose: Bool) -> String {
    let width = CLIContext.catalog.descriptors.map(\.name.count).max() ?? 0
    var lines: [String] = []
    for scene in CLIContext.catalog.descriptors {
      let padding = String(repeating: " ", count: width - scene.name.count)
      lines.append("\(scene.name)\(padding)  \(scene.title) — \(scene.summary)")
      guard verbose else { continue }
      for parameter in scene.parameters {
        lines.append(
          "    \(parameter.key)  \(format(parameter.minimum))…\(format(parameter.maximum)), default "
            + "\(format(parameter.defaultValue))  (\(parameter.label))")
      }
    }
    return lines.joined(separator: "\n")
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}

extension TrellisCommand {
  /// The scene subcommands: `scenes`, `render`, `record`, `bench`.
  static var sceneSubcommands: [any ParsableCommand.Type] {
    [ScenesCommand.self, RenderCommand.self, RecordCommand.self, BenchCommand.self]
  }
}
