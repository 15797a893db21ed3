import ArgumentParser
import TrellisScenes

/// `trellis record`: a scripted interaction exported as a self-contained HTML animation.
struct RecordCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a scene playing a gesture script to a self-contained HTML animation.",
    discussion: """
      Plays --script (JSON: {"events":[{"phase":"began","x":195,"y":700,"time":0}, …]}) or the \
      scene's default interaction, capturing --fps frames per second for --duration seconds. An \
      error in the script names its line and column.
      """
  )

  @Argument(help: "The scene's name (see `scenes`).")
  var scene: String

  @OptionGroup var options: SceneOptions

  @Option(help: "A gesture script (JSON); default: the scene's own interaction.")
  var script: String?

  @Option(parsing: .unconditional, help: "Seconds to record, more than 0 and at most 600.")
  var duration: CLINumber = 3

  @Option(parsing: .unconditional, help: "Frames per second, 1 to 240.")
  var fps: CLINumber = 60

  @Option(help: "The HTML file to write.")
  var out: String

  func validate() throws {
    guard duration.value.isFinite, duration.value > 0, duration.value <= 600 else {
      throw ValidationError(
        "--duration must be a number of seconds greater than 0 and at most 600, got \(duration).")
    }
    try fps.check("--fps", in: 1...240)
    try validateOutput(out, extensions: ["html", "htm"])
    try options.check(scene: scene)
  }

  @MainActor func run() async throws {
    let session = try options.makeSession(scene: scene)
    let gestures: GestureScript
    if let script {
      let data = try CLIFiles.read(script)
      do {
        gestures = try GestureScript.decode(data)
      } catch {
        throw ValidationError("\(script): \(error.description).")
      }
    } else {
      gestures = session.defaultScript
    }
    let frames = session.play(gestures, duration: duration.value, fps: fps.value)
    let expected = Int((duration.value * fps.value).rounded()) + 1
    guard frames.count == expected else {
      throw ValidationError(
        "the recording would hold more than \(SceneSession.maximumPlayedElements) elements "
          + "(\(expected) frames of about \(frames[0].elements.count) elements); "
          + "lower --fps or --duration, or a smaller --width and --height.")
    }
    let title = "Trellis — \(session.descriptor.title)"
    let html = try HTMLAnimationExporter(title: title).export(frames: frames, framesPerSecond: fps.value)
    try CLIFiles.write(html, to: out)
    print("wrote \(out): scene \(scene), \(frames.count) frames at \(fps) fps")
  }
}
