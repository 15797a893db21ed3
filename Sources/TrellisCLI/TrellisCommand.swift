import ArgumentParser
import Trellis

/// The `trellis` command-line tool: its root command and subcommands.
///
/// The executable target only calls `main()`; everything lives here so that tests can run the
/// commands in-process.
public struct TrellisCommand: AsyncParsableCommand {
  /// The command's name, abstract and subcommands.
  public static let configuration = CommandConfiguration(
    commandName: "trellis",
    abstract: "Trellis: collection-view layouts and UIKit Dynamics, headless and deterministic.",
    subcommands: [ServeCommand.self] + sceneSubcommands + [FlowCommand.self, PortCommand.self],
    defaultSubcommand: ServeCommand.self
  )

  /// Creates the command; argument parsing fills in its options.
  public init() {}
}
