/// How quickly a scrolling collection view slows down after the finger lifts: the fraction of
/// velocity kept per millisecond, v(t) = v₀·rate^(t / 1 ms).
///
/// The projected distance of a release at velocity v (points per second) is
/// `v / 1000 · rate / (1 − rate)` (docs/uikit-reference.md, "UIScrollView physics"); at
/// `.normal` that is about half the velocity in points.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
  /// The fraction of velocity kept per millisecond, in (0, 1).
  public var rawValue: CGFloat

  /// Creates a rate from its per-millisecond fraction.
  public init(rawValue: CGFloat) {
    self.rawValue = rawValue
  }

  /// UIScrollView's default rate: 0.998 per millisecond.
  public static let normal = DecelerationRate(rawValue: 0.998)

  /// The quicker rate paging views use: 0.99 per millisecond.
  public static let fast = DecelerationRate(rawValue: 0.99)

  /// The distance travelled after a release at `velocity` (points per second) until rest:
  /// `velocity / 1000 · rate / (1 − rate)`.
  public func projectedDistance(forVelocity velocity: CGFloat) -> CGFloat {
    let rate = min(max(rawValue, 0), 0.999_999)
    return velocity / 1000 * rate / (1 - rate)
  }
}
