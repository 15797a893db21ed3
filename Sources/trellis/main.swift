import TrellisCLI

// The `trellis` tool over the built-in scenes. A package of your own calls
// `TrellisCommand.main(scenes:commandName:)` the same way (see Examples/CustomLayoutScenes).
await TrellisCommand.main(catalog: .builtIn)
