import ArgumentParser
import Foundation
import TrellisImages
import TrellisScenes

/// `trellis render`: one still SVG of a scene, or a PNG image of it.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render one frame of a scene to SVG or PNG.",
    discussion: """
      Starts the scene, jumps to --offset along its scrolling axis (at rest), advances it by --time \
      seconds with no input, and writes the frame as SVG. The offset is clamped to the scrollable \
      range (0 to content length − viewport length), as in `flow`; the output says when it was. \
      With --png (or an --out ending in .png) the SVG is rasterised by librsvg's rsvg-convert \
      (Debian: librsvg2-bin), text in the Inter the layout measured, at --scale pixels per point.
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

  @Option(help: "The file to write: .svg, or .png for an image (default: SCENE.svg, SCENE.png with --png).")
  var out: String?

  @Flag(help: "Write a PNG image (rasterised by rsvg-convert, text in Inter) instead of SVG.")
  var png = false

  @Option(parsing: .unconditional, help: "Pixels per point of a PNG image, 0.25 to 8.")
  var scale: CLINumber = 1

  /// Whether a PNG image is written: `--png`, or an `--out` path ending in `.png`.
  var writesPNG: Bool { png || (out?.lowercased().hasSuffix(".png") ?? false) }

  /// The file written: `--out`, or the scene's name with the format's extension.
  var outputPath: String { out ?? "\(scene).\(writesPNG ? "png" : "svg")" }

  func validate() throws {
    guard offset.value.isFinite else {
      throw ValidationError(
        "--offset must be a finite number (it is clamped to the scrollable range), got \(offset).")
    }
    try time.check("--time", in: 0...3600)
    try options.check(scene: scene)
    try validateOutput(outputPath, extensions: writesPNG ? ["png"] : ["svg"])
    if writesPNG {
      try scale.check("--scale", in: SVGRasterizer.scales)
      guard SVGRasterizer().programURL() != nil else {
        throw ValidationError(RasterizerError.notFound(SVGRasterizer().program).description + ".")
      }
    } else if scale.value != 1 {
      throw ValidationError(
        "--scale sets a PNG image's pixels per point; add --png or an --out ending in .png.")
    }
  }

  @MainActor func run() async throws {
    let session = try options.makeSession(scene: scene)
    let (svg, note) = Self.render(session, offset: offset.value, time: time.value)
    var summary = "wrote \(outputPath): scene \(scene), \(session.statistics.visibleElements) elements"
    if writesPNG {
      let image: Data
      do {
        image = try SVGRasterizer(scale: scale.value).png(fromSVG: svg)
      } catch {
        throw CLIError("cannot make the PNG image: \(error)")
      }
      try CLIFiles.write(image, to: outputPath)
      if let decoded = try? PNGImage(data: image) {
        summary += ", \(decoded.width) × \(decoded.height) pixels"
      }
    } else {
      try CLIFiles.write(svg, to: outputPath)
    }
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
