import TrellisCompositional

/// The layout of the "board" scene: a compositional layout of stacked sections (one per column
/// of the board), each a 44-point header over a column of 60-point cards, and the rule for where
/// a dragged card goes.
///
/// Geometry (vertical scrolling, a view `W` points wide): each section has a header of
/// `headerHeight` across the width inside the 16-point leading and trailing insets, then 4 points
/// of inset, cards `W − 32` wide and `cardHeight` tall, `cardSpacing` apart, then 16 points of
/// inset; sections follow one another with no spacing. So with `n` cards a section is
/// `44 + 4 + 60n + 8(n − 1) + 16` points tall (`64` when empty), and card `i` of a section that
/// starts at `y` is at `y + 48 + 68i`.
///
/// Where a dragged card goes (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`): into
/// the section whose band holds the finger — a band runs from its header's top to the next
/// header's top, the last one to the end of the content — before the first card of that section
/// (the dragged one left out) whose centre is below the finger; after its last card when there is
/// none. So a card can be dropped at the end of a column, or into an empty one, and not only onto
/// another card as the default rule (the card under the finger) allows. Outside every band the
/// place does not change.
final class BoardLayout: CollectionViewCompositionalLayout {
  /// The element kind of the column headers.
  static let headerKind = CollectionView.elementKindSectionHeader
  /// The header's height, points.
  static let headerHeight: CGFloat = 44
  /// A card's height, points.
  static let cardHeight: CGFloat = 60
  /// The space between two cards of a column, points.
  static let cardSpacing: CGFloat = 8
  /// The section's content insets: 4 points under the header, 16 at the sides and the bottom.
  static let insets = DirectionalEdgeInsets(top: 4, leading: 16, bottom: 16, trailing: 16)

  init() {
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 0
    super.init(
      sectionProvider: { _, _ in Self.makeSection() }, configuration: configuration)
  }

  required init?(coder: NSCoder) { nil }

  private static func makeSection() -> CollectionLayoutSection {
    let size = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(cardHeight))
    let item = CollectionLayoutItem(layoutSize: size)
    let group = CollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = cardSpacing
    section.contentInsets = insets
    let header = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
      elementKind: headerKind, alignment: .top)
    section.boundarySupplementaryItems = [header]
    return section
  }

  /// The section whose band (its header's top to the next header's top; the last to the end of
  /// the content) holds `y` (content coordinates), or `nil` above the first header or below the
  /// content.
  func section(containingY y: CGFloat) -> Int? {
    guard y.isFinite, let sections = collectionView?.numberOfSections, sections > 0 else { return nil }
    prepareIfNeeded()
    var tops: [CGFloat] = []
    for section in 0..<sections {
      let path = IndexPath(item: 0, section: section)
      guard let header = layoutAttributesForSupplementaryView(ofKind: Self.headerKind, at: path) else {
        return nil
      }
      tops.append(header.frame.minY)
    }
    let end = collectionViewContentSize.height
    for section in 0..<sections {
      let bottom = section + 1 < sections ? tops[section + 1] : end
      if y >= tops[section], y < bottom { return section }
    }
    return nil
  }

  /// Where the card at `previousIndexPath` goes when the finger is at `position`: see the type's
  /// comment.
  override func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    guard position.x.isFinite, let section = section(containingY: position.y) else {
      return previousIndexPath
    }
    var above = 0
    for attributes in layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))
      ?? []
    where attributes.representedElementCategory == .cell && attributes.indexPath.count == 2
      && attributes.indexPath[0] == section && attributes.indexPath != previousIndexPath
      && attributes.frame.midY < position.y
    {
      above += 1
    }
    return IndexPath(item: above, section: section)
  }
}
