/// A header, footer or side view of a section (`CollectionLayoutSection.boundarySupplementaryItems`)
/// or of the whole layout (`CollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems`).
///
/// Placement (vertical scrolling; horizontal swaps the axes):
///
/// - `.top`, `.topLeading`, `.topTrailing`: above the section's content; with `extendsBoundary`
///   (the default) the section grows by its height and the content starts below it. Several
///   of them stack in array order. `.bottom…` likewise below the content.
/// - `.leading`, `.trailing`: beside the content, at the top of the section's content area,
///   inside it; they do not extend the section.
/// - Its width (`fractionalWidth`) is a fraction of the section's width inside the section's
///   leading and trailing `contentInsets` when the section's `supplementariesFollowContentInsets`
///   is `true` (the default), else of the whole container width; it is placed at that inset.
///   The content insets along the scrolling axis separate it from the content.
/// - `absoluteOffset` then moves it, without changing the section's extent.
/// - `pinToVisibleBounds`: a top item sticks to the top of the visible bounds (below the
///   adjusted content inset) while its section is on screen, and is pushed up by the section's
///   end; a bottom item sticks to the bottom likewise.
///
/// Index path: (item 0, the section) for a section's items; (item 0, section 0) for the
/// layout's. Give each a distinct `elementKind`, as UIKit requires.
///
/// UIKit difference: `.leading` and `.trailing` items never extend the section; an `.estimated` height keeps its estimate (only cells self-size).
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
  /// Where the item sits around the content.
  public let alignment: RectAlignment
  /// The offset applied after placement, in points.
  public let offset: CGPoint
  /// Whether the item extends the section (takes space along the scrolling axis). The default
  /// is `true`.
  public var extendsBoundary: Bool = true
  /// Whether the item sticks to the visible bounds while its section is visible. The default is
  /// `false`.
  public var pinToVisibleBounds: Bool = false

  /// Creates a boundary item of `layoutSize` and `elementKind` at `alignment`.
  public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// Creates a boundary item at `alignment`, moved by `absoluteOffset` points.
  public init(
    layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind, anchor: CollectionLayoutAnchor(edges: .top),
      itemAnchor: nil)
  }

  /// A copy of the boundary item.
  public override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: offset)
    copy.contentInsets = contentInsets
    copy.zIndex = zIndex
    copy.extendsBoundary = extendsBoundary
    copy.pinToVisibleBounds = pinToVisibleBounds
    return copy
  }

  /// A textual representation naming the kind, alignment and size.
  public override var description: String {
    "<CollectionLayoutBoundarySupplementaryItem \(elementKind) \(alignment) \(layoutSize)>"
  }
}
