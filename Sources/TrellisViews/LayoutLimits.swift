/// The limits within which Trellis keeps every number it takes from its user, and the rules that
/// bring numbers outside them back in.
///
/// Each kind of input has one rule, applied where the input enters (a property a layout reads in
/// `prepare()`, a delegate's answer, a collection view's geometry setter, a data source's count):
///
/// | Input | Rule |
/// |---|---|
/// | a length: a size, a spacing, an inset, a radius, a margin | NaN, ±∞ and negative values count as 0; finite values above `maximumLength` count as `maximumLength` |
/// | a position: an offset, a touch, a target position | NaN and ±∞ are ignored (the old value stays); finite values beyond ±`maximumCoordinate` are clamped |
/// | a count: items, sections | negative counts are 0; counts beyond `maximumItemCount` / `maximumSectionCount` are cut there |
/// | an index computed from a position (a page, a line, a column) | clamped to the valid indexes; NaN gives the first |
/// | a query rectangle | rectangles with a NaN or infinite number, `CGRect.null` and `CGRect.infinite` contain no element; a query returns at most `maximumQueryElements` |
///
/// Why these values: a length of `maximumLength` (10¹²) times `maximumItemCount` (10⁷) items,
/// spacing included, stays below 10²⁰ = `maximumCoordinate`, so every content position a layout
/// computes is finite, every product of two positions (a squared distance) stays below 10⁴⁰, far
/// from overflow, and every position converts to a 32-bit float (the playground's frames) without
/// becoming infinite.
///
/// UIKit difference: UIKit has no such limits; it raises an exception for NaN geometry
/// ("CALayer position contains NaN") and lets other values through. Trellis never traps on them:
/// the layout or collection view records what it changed in its `lastLayoutError`.
///
/// The checks are `@inlinable`: they run per item in layouts' `prepare()` and per frame in the
/// host, which live in other modules.
public enum LayoutLimits {
  /// The largest length a layout uses: 10¹² points.
  public static let maximumLength: CGFloat = 1e12

  /// The largest magnitude of a position or offset: 10²⁰ points.
  public static let maximumCoordinate: CGFloat = 1e20

  /// The most items a collection view takes from its data source, all sections together:
  /// 10,000,000.
  public static let maximumItemCount = 10_000_000

  /// The most sections a collection view takes from its data source: 1,000,000.
  public static let maximumSectionCount = 1_000_000

  /// The most elements a collection view shows at once (cells, supplementary and decoration
  /// views): 10,000 (a 10,000 × 10,000-point view of 100-point cells). A layout pass that finds
  /// more keeps the first ones the layout returned.
  public static let maximumVisibleElements = 10_000

  /// The most elements one rect query of a Trellis layout returns: 100,000 (the first ones in
  /// the layout's order), so that the work of a frame stays bounded however many items a rect
  /// covers (a million items of zero size all lie at one point).
  public static let maximumQueryElements = 100_000

  /// `value` as a length: 0 for NaN, ±∞ and negative values, at most `maximumLength`.
  @inlinable @inline(__always)
  public static func length(_ value: CGFloat) -> CGFloat {
    guard value.isFinite, value > 0 else { return 0 }
    return value < maximumLength ? value : maximumLength
  }

  /// `value` as a position: `nil` for NaN and ±∞, otherwise clamped to ±`maximumCoordinate`.
  @inlinable @inline(__always)
  public static func coordinate(_ value: CGFloat) -> CGFloat? {
    guard value.isFinite else { return nil }
    return min(max(value, -maximumCoordinate), maximumCoordinate)
  }

  /// `point` as a position: `nil` when a coordinate is NaN or ±∞, otherwise clamped.
  @inlinable
  public static func point(_ point: CGPoint) -> CGPoint? {
    guard let x = coordinate(point.x), let y = coordinate(point.y) else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// `value` as an offset-like length that may be negative (an inset): 0 for NaN and ±∞,
  /// clamped to ±`maximumLength`.
  @inlinable @inline(__always)
  public static func signedLength(_ value: CGFloat) -> CGFloat {
    guard value.isFinite else { return 0 }
    return min(max(value, -maximumLength), maximumLength)
  }

  /// Insets whose edges are `signedLength(_:)`.
  @inlinable
  public static func insets(_ value: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: signedLength(value.top), left: signedLength(value.left), bottom: signedLength(value.bottom),
      right: signedLength(value.right))
  }

  /// A size whose sides are `length(_:)`.
  @inlinable @inline(__always)
  public static func size(_ value: CGSize) -> CGSize {
    CGSize(width: length(value.width), height: length(value.height))
  }

  /// `value` clamped to `range`.
  @inlinable @inline(__always)
  public static func count(_ value: Int, in range: ClosedRange<Int>) -> Int {
    min(max(value, range.lowerBound), range.upperBound)
  }

  /// `value` rounded down and clamped to `range`; NaN gives `range.lowerBound`. The safe way to
  /// turn a position divided by a pitch into a line, page or column index.
  @inlinable @inline(__always)
  public static func index(_ value: CGFloat, in range: ClosedRange<Int>) -> Int {
    guard value > CGFloat(range.lowerBound) else { return range.lowerBound }
    guard value < CGFloat(range.upperBound) else { return range.upperBound }
    return Int(value.rounded(.down))
  }

  /// Whether `rect` can hold elements: its numbers are finite and it is neither null nor
  /// `CGRect.infinite` (whose numbers are finite but cover everything: a query for it would
  /// build an attributes object for every item).
  @inlinable @inline(__always)
  public static func isQueryable(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
      && !rect.isInfinite && !rect.isNull
  }

  /// The slack with which a query over positions of magnitude up to `magnitude` widens its
  /// candidate range: half a point, or a few units in the last place of the largest position
  /// involved when that is more. Frames computed along two paths (per item and per query) can
  /// differ by that rounding; widening by it, then testing each candidate's exact frame, keeps
  /// the two paths in agreement at any magnitude.
  @inlinable @inline(__always)
  public static func querySlack(_ magnitude: CGFloat) -> CGFloat {
    max(0.5, abs(magnitude) * 0x1p-48)
  }
}
