import Foundation
import Trellis

/// Generators of the numbers users send: mostly ordinary values, often the edges the issue
/// lists (0, negative, NaN, ±∞, 1e12, the largest finite double) and the values near them.
extension FuzzRandom {
  /// The special numbers every numeric input is tried with.
  public static let edgeNumbers: [Double] = [
    0, -0.0, -1, 1, .nan, .infinity, -.infinity, 1e12, -1e12, 1e300, -1e300, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, 1.79e308, 9.2e18, -9.2e18, 1e19, .leastNonzeroMagnitude, 1e-300, 0.5,
    Double(Int.max), Double(Int32.max), 4_294_967_296,
  ]

  /// A length (size, spacing, inset, radius, …): an ordinary value in 0…`typical` three times in
  /// four, an edge number otherwise (including the negative and non-finite ones).
  public mutating func length(typical: Double = 400) -> CGFloat {
    switch below(8) {
    case 0, 1, 2, 3, 4: return CGFloat(double(in: 0...typical))
    case 5: return CGFloat(pick(Self.edgeNumbers))
    case 6: return CGFloat(scaled())
    default: return CGFloat(chance(0.5) ? 0 : -double(in: 0...typical))
    }
  }

  /// A signed coordinate or offset: ordinary in ±`typical`, or an edge number.
  public mutating func coordinate(typical: Double = 2_000) -> CGFloat {
    switch below(6) {
    case 0, 1, 2, 3: return CGFloat(double(in: -typical...typical))
    case 4: return CGFloat(pick(Self.edgeNumbers))
    default: return CGFloat(scaled())
    }
  }

  /// A number of any sign with a random decimal exponent in −30…310 (so about one in nine
  /// overflows to infinity when multiplied by anything of order 1e10).
  public mutating func scaled() -> Double {
    let magnitude = pow(10, double(in: -30...310))
    return chance(0.5) ? magnitude : -magnitude
  }

  /// A fraction-like parameter (a damping, a scale): usually in 0…`maximum`, sometimes an edge.
  public mutating func ratio(maximum: Double = 2) -> CGFloat {
    chance(0.75) ? CGFloat(double(in: 0...maximum)) : CGFloat(pick(Self.edgeNumbers))
  }

  /// A count: small most of the time; 0, 1, 1,000 and 1,000,000 regularly; negative and
  /// enormous values sometimes.
  public mutating func count(typical: Int = 60) -> Int {
    switch below(16) {
    case 0, 1, 2, 3, 4, 5, 6: return int(in: 0...typical)
    case 7: return 0
    case 8: return 1
    case 9: return 1_000
    case 10: return 1_000_000
    case 11: return int(in: 0...5_000)
    case 12: return -int(in: 1...1_000)
    case 13: return pick([Int.max, Int.min, Int(Int32.max), 100_000_000, -1])
    default: return int(in: 0...typical)
    }
  }

  /// A column or row count for a grid-like layout: 1…8 mostly, with the edges.
  public mutating func smallCount() -> Int {
    chance(0.8) ? int(in: 1...8) : pick([0, -1, -100, 100, 100_000, Int.max, Int.min])
  }

  /// A size of two `length()`s.
  public mutating func size(typical: Double = 400) -> CGSize {
    CGSize(width: length(typical: typical), height: length(typical: typical))
  }

  /// A point of two `coordinate()`s.
  public mutating func point(typical: Double = 2_000) -> CGPoint {
    CGPoint(x: coordinate(typical: typical), y: coordinate(typical: typical))
  }

  /// Insets of four `length()`s, each negated half of the time.
  public mutating func insets(typical: Double = 40) -> EdgeInsets {
    func edge() -> CGFloat {
      let value = length(typical: typical)
      return chance(0.2) ? -value : value
    }
    return EdgeInsets(top: edge(), left: edge(), bottom: edge(), right: edge())
  }

  /// A query rectangle: usually a finite one near `around`, sometimes empty, null, infinite or
  /// with NaN.
  public mutating func queryRect(around: CGRect) -> CGRect {
    switch below(10) {
    case 0: return .null
    case 1: return .infinite
    case 2: return CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100)
    case 3: return CGRect(origin: point(), size: size())
    case 4: return CGRect(x: around.minX, y: around.minY, width: 0, height: 0)
    default:
      let width = max(1, around.width.isFinite ? around.width : 400)
      let height = max(1, around.height.isFinite ? around.height : 400)
      let x = (around.minX.isFinite ? around.minX : 0) + CGFloat(double(in: -1...2)) * width
      let y = (around.minY.isFinite ? around.minY : 0) + CGFloat(double(in: -1...2)) * height
      return CGRect(
        x: x, y: y, width: CGFloat(double(in: 0...1.5)) * width, height: CGFloat(double(in: 0...1.5)) * height
      )
    }
  }

  /// A time step for `advance(by:)`: a frame most of the time, with 0, negative, NaN and huge.
  public mutating func timeStep() -> TimeInterval {
    switch below(12) {
    case 0: return 0
    case 1: return -double(in: 0...1)
    case 2: return pick([.nan, .infinity, -.infinity, 1e300, 1e9, 3_600, .greatestFiniteMagnitude])
    case 3: return double(in: 0...2)
    case 4: return 1e-9
    default: return 1.0 / 60
    }
  }
}
