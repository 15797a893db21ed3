import TrellisCompositional

extension CollectionLayoutItem {
  /// A new item as large as its group (width and height fractions 1): the item the scenes'
  /// grids, carousels and lists repeat, sized by their groups.
  static func fillingGroup() -> CollectionLayoutItem {
    CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }
}
