import TrellisScenes

/// What one run of the command line works with, set by `TrellisCommand.main(catalog:…)` for the
/// duration of the run: the scenes and the tool's name. Task-local, so tests running commands
/// in parallel each see their own.
enum CLIContext {
  /// The scenes `scenes`, `render`, `record`, `bench` and `serve` offer.
  @TaskLocal static var catalog: SceneCatalog = .builtIn
  /// The executable's name, shown in usage and help.
  @TaskLocal static var commandName: String = "trellis"
}
