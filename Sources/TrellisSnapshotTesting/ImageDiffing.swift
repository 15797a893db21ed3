import Foundation
import SnapshotTesting
import TrellisImages

extension Diffing where Value == Data {
  /// Compares PNG images pixel by pixel (`ImageDifference`): they match when they have the same
  /// size and at least `precision` of their pixels lie within `channelTolerance` of each other.
  ///
  /// Data that is not a PNG image never matches — on either side — and the message says why
  /// (an image that could not be made carries the rasteriser's error: see
  /// `SnapshotImageFailure`).
  ///
  /// - Parameters:
  ///   - precision: the fraction of pixels that must match, 0 to 1; 1 allows none to differ.
  ///   - channelTolerance: how far a premultiplied channel may be off (0 to 255) for a pixel to
  ///     still match; a little absorbs a different librsvg or cairo version's antialiasing.
  public static func pngImage(precision: Double = 1, channelTolerance: UInt8 = 0) -> Diffing {
    .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
      let old: PNGImage
      let new: PNGImage
      do {
        new = try SnapshotImageFailure.image(from: actual, role: "the new image")
        old = try SnapshotImageFailure.image(from: reference, role: "the reference image")
      } catch {
        return ("\(error)", [])
      }
      let difference = ImageDifference(reference: old, actual: new, channelTolerance: channelTolerance)
      guard !difference.matches(precision: precision) else { return nil }
      var message = "Snapshot does not match the reference image: \(difference)"
      if difference.sizesMatch {
        let percent = String(format: "%.4f", difference.matchingFraction * 100)
        message += "; \(percent)% of the pixels match, \(String(format: "%.4f", precision * 100))% required"
      }
      return (message, [.data(actual, name: "actual.png")])
    }
  }
}

/// What an image snapshot holds when no image could be made: the error's text instead of PNG
/// bytes, so that the comparison fails with the reason (a recorded reference of this kind fails
/// too, and reads as the error when opened).
public struct SnapshotImageFailure: Error, CustomStringConvertible {
  /// Why no image was made, or why the data is not an image.
  public let description: String

  /// The first bytes of a failure's data.
  static let prefix = "trellis image snapshot failed: "

  /// The data standing for `error`.
  static func data(for error: any Error) -> Data {
    Data((prefix + "\(error)\n").utf8)
  }

  /// The PNG image of the SVG `makeSVG` returns at `scale`, or the data of the error that kept
  /// it from being made (by `makeSVG` or the rasteriser).
  static func pngData(scale: Double, _ makeSVG: () throws -> String) -> Data {
    do {
      return try SVGRasterizer(scale: scale).png(fromSVG: try makeSVG())
    } catch {
      return data(for: error)
    }
  }

  /// The image in `data`, or the failure it stands for.
  static func image(from data: Data, role: String) throws(SnapshotImageFailure) -> PNGImage {
    if data.starts(with: Data(prefix.utf8)) {
      let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw SnapshotImageFailure(description: "\(role) could not be made: " + text.dropFirst(prefix.count))
    }
    do {
      return try PNGImage(data: data)
    } catch {
      throw SnapshotImageFailure(description: "\(role) is not a PNG image: \(error)")
    }
  }
}
