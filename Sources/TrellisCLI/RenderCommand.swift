import ArgumentParser
import TrellisScenes

/// `trellis render`: one still SVG of a scene.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render one frame of a scene to SVG.",
    discussion: """
      Starts the scene, jumps to --offset along its scrolling axis (at rest), advances it by --time \
      seconds with no input, and writes the frame as SVG. The offset is clamped to the scrollable \
      range (0 to content length − viewport length), as in `flow`; the output says when it was.
      """
  )

  @Argument(help: "The scene's name (see `scenes`).")
  var scene: String

  @OptionGroup var options: SceneOptions

  @Option(
    parsing: .unconditional,
    help: "Content offset along the scene's scrolling axis, points; clamped to the scrollable range.")
  var offset: CLINumber = 0

  @Option(parsing: .unconditional, help: "Seconds to advance before the frame is taken, 0 to 3600.")
  var time: CLINumber = 0

  @Option(help: "The SVG file to write.")
  var out: String

  func validate() throws {
    guard offset.value.isFinite else {
      throw ValidationError(
        "--offset must be a finite number (it is clamped to the scrollable range), got \(offset).")
    }
    try time.check("--time", in: 0...3600)
    try validateOutput(out, extensions: ["svg"])
    try options.check(scene: scene)
  }

  @MainActor func run() async throws {
    let session = try options.makeSession(scene: scene)
    let (svg, note) = Self.render(session, offset: offset.value, time: time.value)
    try CLIFiles.write(svg, to: out)
    let summary = "wrote \(out): scene \(scene), \(session.statistics.visibleElements) elements"
    print(summary + (note.map { "; " + $0 } ?? ""))
  }

  /// Jumps `session` to `offset` (clamped to the scrollable range), advances it by `time` and
  /// renders the frame; the note says how the offset was clamped, `nil` when it was not.
  @MainActor static func render(
    _ session: SceneSession, offset: Double, time: Double
  ) -> (svg: String, clampNote: String?) {
    session.setScrollOffset(offset)
    let view = session.collectionView
    let vertical = !session.descriptor.scrollsHorizontally
    let reached = Double(vertical ? view.contentOffset.y : view.contentOffset.x)
    var note: String?
    if reached != offset {
      note = FlowScenario.clampNote(
        option: "--offset", requested: offset, clamped: reached, view: view, vertical: vertical)
    }
    if time > 0 { session.advance(by: time) }
    return (SVGRenderer().render(session.frame()), note)
  }
}
