import Foundation
import TrellisText

/// Turns SVG text into a PNG image with librsvg's `rsvg-convert` (Debian's `librsvg2-bin`), with
/// text drawn in the Inter files TrellisText measures with: the program runs with a fontconfig
/// configuration that holds only those files, so every family an SVG names is drawn in Inter and
/// no other font on the machine is used (docs/images.md).
///
/// The picture is what the SVG says, rasterised by a real library: what `trellis render --png`
/// writes and what the PNG snapshot strategies (TrellisSnapshotTesting) compare.
public struct SVGRasterizer: Sendable {
  /// The scales an image may be made at: pixels per point.
  public static let scales: ClosedRange<Double> = 0.25...8

  /// Pixels per point: 1 for an image the size of the SVG, 2 or 3 for a Retina screen's.
  public var scale: Double
  /// The program to run: a name looked up on `PATH`, or a path.
  public var program: String

  /// A rasteriser at `scale` pixels per point (1 by default) that runs `program`.
  public init(scale: Double = 1, program: String = "rsvg-convert") {
    self.scale = scale
    self.program = program
  }

  /// The program's location, or `nil` when it is not installed.
  public func programURL() -> URL? {
    if program.contains("/") {
      return FileManager.default.isExecutableFile(atPath: program) ? URL(fileURLWithPath: program) : nil
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(program)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// The PNG image of `svg`, `scale` pixels per point of its `width` and `height`.
  ///
  /// - Throws: `RasterizerError` saying why no image was made (program missing, bad scale or
  ///   size, the program's own error, output that is not a PNG).
  /// - Complexity: one process; O(pixels) for the program and for checking its output.
  public func png(fromSVG svg: String) throws(RasterizerError) -> Data {
    guard scale.isFinite, Self.scales.contains(scale) else { throw .invalidScale(scale) }
    guard let size = Self.size(of: svg) else { throw .missingSize }
    let pixels = (size.width * scale).rounded(.up) * (size.height * scale).rounded(.up)
    guard pixels >= 1, pixels <= Double(PNGImage.maximumPixelCount) else {
      throw .invalidSize(width: size.width, height: size.height, scale: scale)
    }
    guard let executable = programURL() else { throw .notFound(program) }
    guard let fonts = BundledFontDirectory.url else { throw .fontsMissing }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-raster-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let input = work.appendingPathComponent("in.svg")
    let output = work.appendingPathComponent("out.png")
    let errors = work.appendingPathComponent("stderr.txt")
    let configuration = work.appendingPathComponent("fonts.conf")
    do {
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      try Data(svg.utf8).write(to: input)
      try Data(Self.fontconfig(fonts: fonts).utf8).write(to: configuration)
      _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    } catch {
      throw .io("\(error)")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "--zoom", RasterNumber.string(scale), "--format", "png", "--output", output.path, input.path,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["FONTCONFIG_FILE"] = configuration.path
    environment.removeValue(forKey: "FONTCONFIG_PATH")
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    do {
      process.standardError = try FileHandle(forWritingTo: errors)
      try process.run()
    } catch {
      throw .io("could not start \(executable.path): \(error)")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      throw .failed(
        status: process.terminationStatus, message: message.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let data: Data
    do {
      data = try Data(contentsOf: output)
    } catch {
      throw .io("could not read the image: \(error)")
    }
    do {
      _ = try PNGImage(data: data)
    } catch {
      throw .badOutput(error)
    }
    return data
  }

  /// A fontconfig configuration whose only fonts are the files in `fonts`, with its cache in a
  /// directory of its own under the temporary directory.
  static func fontconfig(fonts: URL) -> String {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fontconfig-cache")
    return """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig>
        <dir>\(xml(fonts.path))</dir>
        <cachedir>\(xml(cache.path))</cachedir>
      </fontconfig>

      """
  }

  private static func xml(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  /// The `width` and `height` attributes of the root `<svg>` element, in points (a `px` unit or
  /// none), or `nil` when either is missing or not a positive finite number.
  static func size(of svg: String) -> (width: Double, height: Double)? {
    guard let start = svg.range(of: "<svg"), let end = svg[start.upperBound...].firstIndex(of: ">") else {
      return nil
    }
    let tag = svg[start.upperBound..<end]
    func attribute(_ name: String) -> Double? {
      guard let range = tag.range(of: " \(name)=\"") else { return nil }
      let rest = tag[range.upperBound...]
      guard let close = rest.firstIndex(of: "\"") else { return nil }
      var text = rest[..<close]
      if text.hasSuffix("px") { text = text.dropLast(2) }
      guard let value = Double(text), value.isFinite, value > 0 else { return nil }
      return value
    }
    guard let width = attribute("width"), let height = attribute("height") else { return nil }
    return (width, height)
  }
}

/// Numbers as the rasteriser's arguments: plain decimals, no exponent.
enum RasterNumber {
  static func string(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.4f", value)
  }
}
