/// Why an SVG could not be turned into a PNG image. Nothing is written when one is thrown.
public enum RasterizerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The rasteriser program was not found on `PATH` (or at the path given).
  case notFound(String)
  /// The scale is not a finite number in `SVGRasterizer.scales`.
  case invalidScale(Double)
  /// The image would be larger than `PNGImage.maximumPixelCount` pixels, or empty.
  case invalidSize(width: Double, height: Double, scale: Double)
  /// The SVG carries no usable `width` and `height`.
  case missingSize
  /// The bundled fonts could not be found, so text would not be drawn in the measured font.
  case fontsMissing
  /// The program ran and failed, with its exit status and what it wrote to standard error.
  case failed(status: Int32, message: String)
  /// Temporary files could not be written or read.
  case io(String)
  /// The program wrote something that is not a PNG image.
  case badOutput(PNGError)

  /// What went wrong, in words, with what to do about a missing program.
  public var description: String {
    switch self {
    case .notFound(let program):
      "'\(program)' was not found; install it (Debian: apt-get install librsvg2-bin) to make PNG images"
    case .invalidScale(let scale):
      "the scale must be a number from \(SVGRasterizer.scales.lowerBound) to \(SVGRasterizer.scales.upperBound), got \(scale)"
    case .invalidSize(let width, let height, let scale):
      "an image of \(width) × \(height) points at scale \(scale) is empty or larger than \(PNGImage.maximumPixelCount) pixels"
    case .missingSize: "the SVG has no width and height attributes to size the image by"
    case .fontsMissing: "the bundled Inter fonts were not found (TrellisText's resources)"
    case .failed(let status, let message):
      "the rasteriser exited with status \(status)" + (message.isEmpty ? "" : ": \(message)")
    case .io(let reason): "temporary files: \(reason)"
    case .badOutput(let error): "the rasteriser's output is not a PNG image: \(error)"
    }
  }
}
