/// The flow layout's two axes: the main axis along which lines are stacked (the scrolling
/// axis) and the cross axis along which the items of a line are placed.
///
/// The line engine and the geometry store work in (main, cross) coordinates, so that one code
/// path serves both scroll directions: vertical means main = y and cross = x (rows), horizontal
/// means main = x and cross = y (columns filled top to bottom, advancing left to right).
struct FlowAxes: Equatable, Sendable {
  /// Whether lines are rows stacked along y.
  var isVertical: Bool

  /// The rectangle with the given main/cross origin and lengths, in x/y coordinates.
  @inline(__always)
  func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
    isVertical
      ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
      : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
  }

  /// The length of `size` along the main axis.
  @inline(__always)
  func main(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }

  /// The length of `size` along the cross axis.
  @inline(__always)
  func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

  /// `size` as (cross, main) lengths stored in a `CGSize` (width = cross, height = main).
  @inline(__always)
  func neutral(_ size: CGSize) -> CGSize {
    isVertical ? size : CGSize(width: size.height, height: size.width)
  }

  /// The x/y size of a (cross, main) pair.
  @inline(__always)
  func size(cross: CGFloat, main: CGFloat) -> CGSize {
    isVertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }

  /// The main-axis coordinate of `point`.
  @inline(__always)
  func main(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }

  /// The [min, max] range of `rect` along the main axis.
  @inline(__always)
  func mainRange(_ rect: CGRect) -> (lower: CGFloat, upper: CGFloat) {
    isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// The [min, max] range of `rect` along the cross axis.
  @inline(__always)
  func crossRange(_ rect: CGRect) -> (lower: CGFloat, upper: CGFloat) {
    isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
  }

  /// The inset before the first line (top for vertical, left for horizontal).
  func mainLeading(_ insets: EdgeInsets) -> CGFloat { isVertical ? insets.top : insets.left }
  /// The inset after the last line (bottom for vertical, right for horizontal).
  func mainTrailing(_ insets: EdgeInsets) -> CGFloat { isVertical ? insets.bottom : insets.right }
  /// The inset before the first item of a line (left for vertical, top for horizontal).
  func crossLeading(_ insets: EdgeInsets) -> CGFloat { isVertical ? insets.left : insets.top }
  /// The inset after the last item of a line (right for vertical, bottom for horizontal).
  func crossTrailing(_ insets: EdgeInsets) -> CGFloat { isVertical ? insets.right : insets.bottom }
}

/// Geometry input checks shared by the flow layout's builders.
enum FlowSanitize {
  /// A length that may be used as a size: `LayoutLimits.length(_:)` (NaN, ±∞ and negative values
  /// are 0, at most `LayoutLimits.maximumLength`).
  @inline(__always)
  static func length(_ value: CGFloat) -> CGFloat { LayoutLimits.length(value) }

  /// A size whose sides are `length(_:)`.
  @inline(__always)
  static func size(_ value: CGSize) -> CGSize { LayoutLimits.size(value) }

  /// An offset: `LayoutLimits.signedLength(_:)` (NaN and ±∞ are 0; negative values are kept,
  /// within ±`LayoutLimits.maximumLength`).
  @inline(__always)
  static func offset(_ value: CGFloat) -> CGFloat { LayoutLimits.signedLength(value) }

  /// Insets whose edges are `offset(_:)`.
  static func insets(_ value: EdgeInsets) -> EdgeInsets { LayoutLimits.insets(value) }
}
