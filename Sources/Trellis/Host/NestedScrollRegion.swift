/// A part of a collection view's content that scrolls on its own along one axis, inside the
/// collection view's own scrolling: a horizontally scrolling row in a vertical list (UIKit's
/// orthogonal sections).
///
/// A layout that adopts `CollectionViewNestedScrolling` describes its regions with these values;
/// the collection view routes touches that start inside a region and move along its axis to the
/// region, and moves the region's offset with the same drag, rubber-band, deceleration and
/// bounce physics as its own scrolling (see `CollectionView+ScrollingPhysics.swift`).
///
/// UIKit difference: UIKit builds orthogonal sections from nested scroll views; Trellis has no
/// view hierarchy, so the layout describes the region and keeps its offset.
public struct NestedScrollRegion: Hashable, Sendable {
  /// The layout's identifier for the region (a compositional layout uses the section index).
  public var identifier: Int
  /// The area, in content coordinates, where a touch that starts scrolls the region.
  public var frame: CGRect
  /// The axis the region scrolls along.
  public var axis: CollectionView.ScrollDirection
  /// The region's current offset along its axis.
  public var offset: CGFloat
  /// The smallest offset at rest.
  public var minimumOffset: CGFloat
  /// The largest offset at rest (never below `minimumOffset`).
  public var maximumOffset: CGFloat
  /// How quickly a fling slows down. The default is `.normal`.
  public var decelerationRate: DecelerationRate
  /// Whether a drag rubber-bands past the ends and a fling bounces at them. The default is
  /// `true`.
  public var bounces: Bool

  /// Creates a region description.
  public init(
    identifier: Int, frame: CGRect, axis: CollectionView.ScrollDirection, offset: CGFloat,
    minimumOffset: CGFloat,
    maximumOffset: CGFloat, decelerationRate: DecelerationRate = .normal, bounces: Bool = true
  ) {
    self.identifier = identifier
    self.frame = frame
    self.axis = axis
    self.offset = offset
    self.minimumOffset = minimumOffset
    self.maximumOffset = maximumOffset
    self.decelerationRate = decelerationRate
    self.bounces = bounces
  }

  /// The visible length along the axis: the dimension the rubber band is measured against.
  public var viewportLength: CGFloat { axis == .horizontal ? frame.width : frame.height }
}
