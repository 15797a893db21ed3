import TrellisCLI

/// Runs the command line. Inside an `async` function `main()` resolves to
/// AsyncParsableCommand's asynchronous entry point (the root command is async because `serve`
/// is); called directly from top-level code it resolved to ParsableCommand's synchronous one.
func runTrellis() async {
  await TrellisCommand.main()
}

await runTrellis()
