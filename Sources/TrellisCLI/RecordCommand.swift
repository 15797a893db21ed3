import ArgumentParser
import TrellisScenes

/// `trellis record`: a scripted interaction exported as a self-contained HTML animation.
struct RecordCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a scene playing a gesture script to a self-contained HTML animation.",
    discussion: """
      Plays --script (JSON: {"events":[{"phase":"began","x":195,"y":700,"time":0}, …]}) or the \
      scene's default interaction, capturing --fps frames per second for --duration seconds.
      """
  )

  @Argument(help: "The scene's name (see `trellis scenes`).")
  var scene: String

  @OptionGroup var options: SceneOptions

  @Option(help: "A gesture script (JSON); default: the scene's own interaction.")
  var script: String?

  @Option(help: "Seconds to record.")
  var duration: Double = 3

  @Option(help: "Frames per second.")
  var fps: Double = 60

  @Option(help: "The HTML file to write.")
  var out: String

  func validate() throws {
    guard duration.isFinite, duration > 0, duration <= 600 else {
      throw ValidationError(
        "--duration must be a number of seconds greater than 0 and at most 600, got \(duration).")
    }
    guard fps.isFinite, fps >= 1, fps <= 240 else {
      throw ValidationError("--fps must be a number from 1 to 240, got \(fps).")
    }
    try validateOutput(out, extensions: ["html", "htm"])
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
    let frames = session.play(gestures, duration: duration, fps: fps)
    let title = "Trellis — \(session.descriptor.title)"
    let html = try HTMLAnimationExporter(title: title).export(frames: frames, framesPerSecond: fps)
    try CLIFiles.write(html, to: out)
    print("wrote \(out): scene \(scene), \(frames.count) frames at \(ScenesCommand.format(fps)) fps")
  }
}
