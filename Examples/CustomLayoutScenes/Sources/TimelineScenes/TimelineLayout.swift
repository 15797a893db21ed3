import TrellisScenes

/// A vertical timeline: cards alternate left and right of a central spine, each as tall as its
/// content, staggered so that a card never starts less than `minimumStagger` below the card
/// before it on the other side.
///
/// Geometry, for a collection view `width` points wide:
///
/// - card width `w = (width − 2·inset − spineGap) / 2`; even items sit at `x = inset`, odd items
///   at `x = width/2 + spineGap/2`;
/// - item i's top is `max(bottom of the previous card on its side + spacing,
///   top of item i−1 + minimumStagger)`, and `inset` for the first card;
/// - the content is `width` wide and `inset` taller than the lowest card.
///
/// Tops never decrease, so a rect query finds its first candidate by binary search.
///
/// - Complexity: `prepare()` O(n) for n items; `layoutAttributesForElements(in:)` O(log n + k).
public final class TimelineLayout: CollectionViewLayout {
  /// The height of the card for an item, points; 80 for every item until you set it.
  public var cardHeight: (IndexPath) -> CGFloat = { _ in 80 }

  /// The margin around the content, points.
  public var inset: CGFloat = 20 { didSet { invalidateLayout() } }
  /// The gap between the two columns, around the spine, points.
  public var spineGap: CGFloat = 20 { didSet { invalidateLayout() } }
  /// The vertical gap between two cards on the same side, points.
  public var spacing: CGFloat = 16 { didSet { invalidateLayout() } }
  /// The least distance between the tops of two consecutive cards, points.
  public var minimumStagger: CGFloat = 40 { didSet { invalidateLayout() } }

  private var frames: [CGRect] = []
  private var contentHeight: CGFloat = 0
  private var tallestCard: CGFloat = 0

  /// Creates a timeline layout.
  public override init() {
    super.init()
  }

  /// Creates a layout from an archive (the properties keep their defaults).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The frame of every card, in item order (valid after `prepare()`).
  public var cardFrames: [CGRect] { frames }

  /// Computes every card's frame from the heights, in item order.
  public override func prepare() {
    super.prepare()
    frames.removeAll(keepingCapacity: true)
    tallestCard = 0
    guard let collectionView, collectionView.numberOfSections > 0 else {
      contentHeight = 0
      return
    }
    let width = collectionView.bounds.width
    let cardWidth = max(0, (width - 2 * inset - spineGap) / 2)
    var sideBottoms: [CGFloat?] = [nil, nil]
    var previousTop: CGFloat?
    var lowest = inset
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let side = item % 2
      let height = max(0, cardHeight(IndexPath(item: item, section: 0)))
      var top = inset
      if let bottom = sideBottoms[side] { top = max(top, bottom + spacing) }
      if let previousTop { top = max(top, previousTop + minimumStagger) }
      let x = side == 0 ? inset : width / 2 + spineGap / 2
      frames.append(CGRect(x: x, y: top, width: cardWidth, height: height))
      sideBottoms[side] = top + height
      previousTop = top
      lowest = max(lowest, top + height)
      tallestCard = max(tallestCard, height)
    }
    contentHeight = frames.isEmpty ? 0 : lowest + inset
  }

  /// The view's width by the lowest card's bottom plus `inset` (0 high without cards).
  public override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  /// The cards that overlap `rect` (not those that only touch its edge), in item order; none
  /// for a rect with a non-finite side.
  public override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite, !frames.isEmpty
    else {
      return []
    }
    // The first card whose top could put its bottom inside rect: top > rect.minY − tallest.
    var low = 0
    var high = frames.count
    let earliestTop = rect.minY - tallestCard
    while low < high {
      let mid = (low + high) / 2
      if frames[mid].minY <= earliestTop { low = mid + 1 } else { high = mid }
    }
    var result: [CollectionViewLayoutAttributes] = []
    var item = low
    while item < frames.count, frames[item].minY < rect.maxY {
      let frame = frames[item]
      // Apple's rule: a card that only touches the rect's edge is not in it.
      if frame.maxY > rect.minY, frame.minX < rect.maxX, frame.maxX > rect.minX {
        result.append(attributes(item: item))
      }
      item += 1
    }
    return result
  }

  /// The card of item `indexPath.item` of section 0, or `nil`.
  public override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < frames.count
    else {
      return nil
    }
    return attributes(item: indexPath.item)
  }

  /// A new width moves every card; a scroll moves none.
  public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }

  private func attributes(item: Int) -> CollectionViewLayoutAttributes {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
    attributes.frame = frames[item]
    return attributes
  }
}
