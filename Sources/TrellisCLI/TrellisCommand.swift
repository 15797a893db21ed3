import ArgumentParser
import Foundation
import Trellis
import TrellisScenes

/// The `trellis` command-line tool: its root command and subcommands.
///
/// The executable target only calls `main()`; everything lives here so that tests can run the
/// commands in-process, and so that a package of your own can offer its scenes through the same
/// tool with `main(scenes:commandName:)` or `main(catalog:commandName:arguments:)`.
public struct TrellisCommand: AsyncParsableCommand {
  /// The command's name, abstract and subcommands. The name is the running tool's
  /// (`trellis`, or the one given to `main(catalog:commandName:arguments:)`).
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: CLIContext.commandName,
      abstract: "Trellis: collection-view layouts and UIKit Dynamics, headless and deterministic.",
      discussion: """
        With no subcommand, runs `serve` (the live playground). Every scene subcommand takes the \
        scene's name; `scenes` lists them.
        """,
      subcommands: subcommands,
      defaultSubcommand: ServeCommand.self
    )
  }

  /// Every subcommand, in the order `--help` lists them.
  static var subcommands: [any ParsableCommand.Type] {
    [ServeCommand.self, DevCommand.self] + sceneSubcommands + [FlowCommand.self, PortCommand.self]
  }

  /// Creates the command; argument parsing fills in its options.
  public init() {}
}

extension TrellisCommand {
  /// Runs the tool with the built-in scenes on the process's arguments and exits.
  public static func main() async {
    await main(catalog: .builtIn)
  }

  /// Runs the tool with your own scenes on the process's arguments and exits: the entry point
  /// of a package's executable that shows its own layouts.
  ///
  /// ```swift
  /// // Sources/my-scenes/main.swift
  /// import TrellisCLI
  ///
  /// await TrellisCommand.main(scenes: [TimelineScene.definition], commandName: "my-scenes")
  /// ```
  ///
  /// Then `swift run my-scenes render timeline --out timeline.svg`, `record`, `bench`, and
  /// `swift run my-scenes` (the playground) work with those scenes as with the built-in ones.
  ///
  /// - Parameters:
  ///   - scenes: the scenes to offer, in the order to list them.
  ///   - includingBuiltIns: also offer the built-in scenes (before yours).
  ///   - commandName: the name shown in usage and help.
  ///
  /// A definition the catalogue rejects (`SceneCatalog.validate(_:)`, duplicate names) is
  /// reported on standard error and the process exits with status 70 (a programming error).
  public static func main(
    scenes: [SceneDefinition], includingBuiltIns: Bool = false, commandName: String = "trellis"
  ) async {
    let catalog: SceneCatalog
    do throws(SceneError) {
      catalog = try (includingBuiltIns ? SceneCatalog.builtIn : SceneCatalog()).adding(scenes)
    } catch {
      FileHandle.standardError.write(Data("Error: \(error.description)\n".utf8))
      exit(withError: ExitCode(70))
    }
    await main(catalog: catalog, commandName: commandName)
  }

  /// Runs the tool over `catalog` and exits with the command's status (0 on success, 64 for
  /// bad arguments, 1 for other failures).
  ///
  /// - Parameters:
  ///   - catalog: the scenes the scene subcommands and the playground offer.
  ///   - commandName: the name shown in usage and help.
  ///   - arguments: the arguments without the executable; `nil` takes the process's.
  public static func main(
    catalog: SceneCatalog, commandName: String = "trellis", arguments: [String]? = nil
  ) async -> Never {
    let failure = await CLIContext.$catalog.withValue(catalog) {
      await CLIContext.$commandName.withValue(commandName) {
        await execute(arguments ?? Array(CommandLine.arguments.dropFirst()))
      }
    }
    guard let failure else { Foundation.exit(0) }
    let handle = failure.status == .success ? FileHandle.standardOutput : FileHandle.standardError
    handle.write(Data((failure.text.hasSuffix("\n") ? failure.text : failure.text + "\n").utf8))
    Foundation.exit(failure.status.rawValue)
  }
}
