/// The scrolling (main) axis of a compositional layout and the axis across it (cross), with
/// conversions between physical and main/cross coordinates.
struct CompositionalAxes: Equatable, Sendable {
  /// Whether the layout scrolls vertically (main axis y).
  var isVertical: Bool

  @inline(__always) func main(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }
  @inline(__always) func cross(_ point: CGPoint) -> CGFloat { isVertical ? point.x : point.y }
  @inline(__always) func main(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
  @inline(__always) func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

  @inline(__always) func point(main: CGFloat, cross: CGFloat) -> CGPoint {
    isVertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
  }

  @inline(__always) func size(main: CGFloat, cross: CGFloat) -> CGSize {
    isVertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }

  @inline(__always) func rect(
    main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat
  ) -> CGRect {
    isVertical
      ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
      : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
  }

  /// The rectangle's extent along the main axis.
  @inline(__always) func mainRange(_ rect: CGRect) -> (lower: CGFloat, upper: CGFloat) {
    isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// The rectangle's extent along the cross axis.
  @inline(__always) func crossRange(_ rect: CGRect) -> (lower: CGFloat, upper: CGFloat) {
    isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
  }

  /// The insets before the content along the main axis (top for vertical).
  func mainLeading(_ insets: DirectionalEdgeInsets) -> CGFloat { isVertical ? insets.top : insets.leading }
  /// The insets after the content along the main axis.
  func mainTrailing(_ insets: DirectionalEdgeInsets) -> CGFloat {
    isVertical ? insets.bottom : insets.trailing
  }
  /// The insets before the content across the main axis (leading for vertical).
  func crossLeading(_ insets: DirectionalEdgeInsets) -> CGFloat { isVertical ? insets.leading : insets.top }
  /// The insets after the content across the main axis.
  func crossTrailing(_ insets: DirectionalEdgeInsets) -> CGFloat {
    isVertical ? insets.trailing : insets.bottom
  }
}

/// Rectangle tests with Apple's semantics.
enum CompositionalRect {
  /// Whether `a` and `b` overlap in a region of positive area, as `CGRect.intersects(_:)`
  /// answers on Apple platforms: rectangles that only share an edge do not intersect, and a
  /// zero-width or zero-height rectangle intersects nothing.
  @inline(__always)
  static func intersects(_ a: CGRect, _ b: CGRect) -> Bool {
    max(a.minX, b.minX) < min(a.maxX, b.maxX) && max(a.minY, b.minY) < min(a.maxY, b.maxY)
  }

  /// The frame attributes report after `frame` was assigned to them: assigning stores the
  /// centre and size, and reading rebuilds the rectangle around the centre, which can differ
  /// from `frame` in the last bit. Queries test this one, so that an element the rect only
  /// touches is left out exactly when its reported frame only touches it.
  @inline(__always)
  static func reported(_ frame: CGRect) -> CGRect {
    let width = frame.size.width
    let height = frame.size.height
    return CGRect(x: -width / 2, y: -height / 2, width: width, height: height).offsetBy(
      dx: frame.midX, dy: frame.midY)
  }

  /// Whether the frame attributes report for `frame` (see `reported(_:)`) overlaps `query` (a
  /// standardized rectangle) by a positive area, computed inline: the same arithmetic as
  /// `intersects(reported(frame), query)` (Foundation's `midX` is `(minX + maxX)·0.5`,
  /// `offsetBy` adds to the origin) without a call into Foundation per element.
  @inline(__always)
  static func reportedIntersects(_ frame: CGRect, _ query: CGRect) -> Bool {
    let width = frame.size.width
    let height = frame.size.height
    let x = frame.origin.x
    let y = frame.origin.y
    let left = -width / 2 + (x + (x + width)) * 0.5
    let top = -height / 2 + (y + (y + height)) * 0.5
    let queryLeft = query.origin.x
    let queryTop = query.origin.y
    return max(left, queryLeft) < min(left + width, queryLeft + query.size.width)
      && max(top, queryTop) < min(top + height, queryTop + query.size.height)
  }

  /// `frame` moved by `offset`, without a call into Foundation.
  @inline(__always)
  static func translated(_ frame: CGRect, by offset: CGPoint) -> CGRect {
    CGRect(
      origin: CGPoint(x: frame.origin.x + offset.x, y: frame.origin.y + offset.y), size: frame.size)
  }

  /// Whether `rect` can be used as a query: `LayoutLimits.isQueryable(_:)` (finite, neither
  /// null nor `CGRect.infinite`), with a non-zero width and height.
  @inline(__always)
  static func isQueryable(_ rect: CGRect) -> Bool {
    LayoutLimits.isQueryable(rect) && rect.size.width != 0 && rect.size.height != 0
  }
}
