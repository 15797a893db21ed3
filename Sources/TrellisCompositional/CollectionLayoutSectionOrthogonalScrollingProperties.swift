/// How an orthogonally scrolling section decelerates and bounces (iOS 17).
///
/// `decelerationRate` `.automatic` uses `.fast` (0.99 per ms) for the paging behaviours and
/// `.normal` (0.998) for the continuous ones; `bounce` `.automatic` and `.always` let a drag
/// rubber-band past the ends and a fling bounce, `.never` stops at the ends.
///
/// UIKit difference: UIKit calls it `UICollectionLayoutSectionOrthogonalScrollingProperties`;
/// `.always` does not make a section shorter than its container bounce.
@preconcurrency @MainActor
public final class CollectionLayoutSectionOrthogonalScrollingProperties: NSObject {
  /// A deceleration rate for an orthogonal section, or `.automatic`.
  public struct DecelerationRate: Hashable, Sendable {
    /// The per-millisecond velocity fraction, or 0 for `.automatic`.
    public let rawValue: CGFloat

    /// Creates a rate from its per-millisecond fraction (0 means automatic).
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The behaviour's own rate: fast for paging behaviours, normal otherwise.
    public static let automatic = DecelerationRate(rawValue: 0)
    /// UIScrollView's normal rate, 0.998 per ms.
    public static let normal = DecelerationRate(rawValue: Trellis.DecelerationRate.normal.rawValue)
    /// UIScrollView's fast rate, 0.99 per ms.
    public static let fast = DecelerationRate(rawValue: Trellis.DecelerationRate.fast.rawValue)
  }

  /// Whether the section bounces at its ends.
  public enum BounceMode: Int, Hashable, Sendable {
    /// The system's choice: bounce.
    case automatic
    /// Always bounce.
    case always
    /// Never bounce.
    case never
  }

  /// The deceleration rate after a fling. The default is `.automatic`.
  public var decelerationRate: DecelerationRate = .automatic
  /// Whether the section bounces. The default is `.automatic`.
  public var bounce: BounceMode = .automatic

  /// Creates properties with automatic rate and bounce.
  public override init() {
    super.init()
  }
}
