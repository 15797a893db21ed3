// The code of the article "Building a modern collection-view screen": the layout.

import TrellisCompositional

// snippet: modern-screen-grid-section
/// The favourites: two tiles a row, 100 points tall, 10 points apart, 16 points inside the
/// screen's edges.
@MainActor
func makeFavouritesSection() -> CollectionLayoutSection {
  let item = CollectionLayoutItem(
    layoutSize: CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  let group = CollectionLayoutGroup.horizontal(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
    repeatingSubitem: item, count: 2)
  group.interItemSpacing = .fixed(10)

  let section = CollectionLayoutSection(group: group)
  section.interGroupSpacing = 10
  section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
  return section
}
// end snippet

// snippet: modern-screen-layout
/// The screen's layout: the favourites grid, then the full list as an inset-grouped list.
@MainActor
func makeRecipesLayout() -> CollectionViewCompositionalLayout {
  CollectionViewCompositionalLayout { sectionIndex, environment in
    switch RecipeSection(rawValue: sectionIndex) {
    case .favourites:
      return makeFavouritesSection()
    case .all:
      let configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
      return CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    case nil:
      return nil
    }
  }
}
// end snippet
