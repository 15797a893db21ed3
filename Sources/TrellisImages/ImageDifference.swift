/// How two images differ, for snapshot tests: pixels compare by their premultiplied colour (so
/// that two fully transparent pixels are equal whatever their colour channels hold), and a pixel
/// differs when any premultiplied channel differs by more than a tolerance.
public struct ImageDifference: Equatable, Sendable, CustomStringConvertible {
  /// The reference image's size, pixels.
  public let referenceSize: (width: Int, height: Int)
  /// The compared image's size, pixels.
  public let actualSize: (width: Int, height: Int)
  /// Pixels whose colours differ by more than the tolerance (0 when the sizes differ: nothing
  /// was compared).
  public let differingPixels: Int
  /// The largest difference of any premultiplied channel, 0 to 255.
  public let largestChannelDifference: Int
  /// The first differing pixel in reading order, or `nil`.
  public let firstDifference: (x: Int, y: Int)?

  /// Compares `actual` with `reference`.
  ///
  /// - Parameters:
  ///   - reference: the image expected.
  ///   - actual: the image made now.
  ///   - channelTolerance: how far a premultiplied channel may be off, 0 to 255, before the pixel
  ///     counts as differing.
  /// - Complexity: O(w × h).
  public init(reference: PNGImage, actual: PNGImage, channelTolerance: UInt8 = 0) {
    referenceSize = (reference.width, reference.height)
    actualSize = (actual.width, actual.height)
    guard reference.width == actual.width, reference.height == actual.height else {
      differingPixels = 0
      largestChannelDifference = 0
      firstDifference = nil
      return
    }
    var differing = 0
    var largest = 0
    var first: (x: Int, y: Int)?
    let tolerance = Int(channelTolerance)
    let a = reference.rgba
    let b = actual.rgba
    for pixel in 0..<(reference.width * reference.height) {
      let i = pixel * 4
      var worst = 0
      for channel in 0..<3 {
        let left = Self.premultiplied(a[i + channel], alpha: a[i + 3])
        let right = Self.premultiplied(b[i + channel], alpha: b[i + 3])
        worst = max(worst, abs(left - right))
      }
      worst = max(worst, abs(Int(a[i + 3]) - Int(b[i + 3])))
      largest = max(largest, worst)
      if worst > tolerance {
        differing += 1
        if first == nil { first = (pixel % reference.width, pixel / reference.width) }
      }
    }
    differingPixels = differing
    largestChannelDifference = largest
    firstDifference = first
  }

  /// Whether the sizes agree.
  public var sizesMatch: Bool { referenceSize == actualSize }

  /// The fraction of pixels within the tolerance, 0 to 1 (0 when the sizes differ).
  public var matchingFraction: Double {
    guard sizesMatch else { return 0 }
    let total = referenceSize.width * referenceSize.height
    return Double(total - differingPixels) / Double(total)
  }

  /// Whether the images match: the same size and at least `precision` (0 to 1) of the pixels
  /// within the tolerance; a precision of 1 (the default of snapshot strategies) allows none off.
  public func matches(precision: Double = 1) -> Bool {
    sizesMatch && matchingFraction >= precision
  }

  /// What differs, in words: the sizes, or the count, largest difference and first pixel.
  public var description: String {
    guard sizesMatch else {
      return
        "the image is \(actualSize.width) × \(actualSize.height) pixels, the reference \(referenceSize.width) × \(referenceSize.height)"
    }
    guard let firstDifference else { return "the images match" }
    let total = referenceSize.width * referenceSize.height
    return
      "\(differingPixels) of \(total) pixels differ (largest channel difference \(largestChannelDifference) of 255), the first at x \(firstDifference.x), y \(firstDifference.y)"
  }

  /// Whether two comparisons found the same sizes, counts and first differing pixel.
  public static func == (lhs: ImageDifference, rhs: ImageDifference) -> Bool {
    lhs.referenceSize == rhs.referenceSize && lhs.actualSize == rhs.actualSize
      && lhs.differingPixels == rhs.differingPixels
      && lhs.largestChannelDifference == rhs.largestChannelDifference
      && lhs.firstDifference?.x == rhs.firstDifference?.x && lhs.firstDifference?.y == rhs.firstDifference?.y
  }

  /// `channel × alpha / 255`, rounded to nearest.
  private static func premultiplied(_ channel: UInt8, alpha: UInt8) -> Int {
    (Int(channel) * Int(alpha) + 127) / 255
  }
}
