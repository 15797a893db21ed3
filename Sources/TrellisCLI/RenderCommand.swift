import ArgumentParser
import TrellisScenes

/// `trellis render`: one still SVG of a scene.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render one frame of a scene to SVG.",
    discussion: """
      Starts the scene, jumps to --offset along its scrolling axis (at rest), advances it by --time \
      seconds with no input, and writes the frame as SVG.
      """
  )

  @Argument(help: "The scene's name (see `trellis scenes`).")
  var scene: String

  @OptionGroup var options: SceneOptions

  @Option(help: "Content offset along the scene's scrolling axis, points.")
  var offset: Double = 0

  @Option(help: "Seconds to advance before the frame is taken.")
  var time: Double = 0

  @Option(help: "The SVG file to write.")
  var out: String

  func validate() throws {
    guard offset.isFinite else { throw ValidationError("--offset must be a finite number, got \(offset).") }
    guard time.isFinite, time >= 0, time <= 3600 else {
      throw ValidationError("--time must be a number of seconds from 0 to 3600, got \(time).")
    }
    try validateOutput(out, extensions: ["svg"])
  }

  @MainActor func run() async throws {
    let session = try options.makeSession(scene: scene)
    session.setScrollOffset(offset)
    if time > 0 { session.advance(by: time) }
    let svg = SVGRenderer().render(session.frame())
    try CLIFiles.write(svg, to: out)
    print("wrote \(out): scene \(scene), \(session.statistics.visibleElements) elements")
  }
}
