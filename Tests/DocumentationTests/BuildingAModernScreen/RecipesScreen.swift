// The code of the article "Building a modern collection-view screen": the collection view, its
// cell registrations, its diffable data source and the snapshot it shows.

import TrellisDiffable
import TrellisLists

/// The screen: a favourites grid above the full list of recipes. In an app this code is a view
/// controller's `viewDidLoad()`; here the collection view stands alone, as in "Getting started".
@MainActor
final class RecipesScreen {
  let collectionView: CollectionView
  let dataSource: CollectionViewDiffableDataSource<RecipeSection, RecipeItem>

  init(frame: CGRect) {
    // snippet: modern-screen-collection-view
    collectionView = CollectionView(frame: frame, collectionViewLayout: makeRecipesLayout())
    // end snippet

    // snippet: modern-screen-tile-registration
    let tileRegistration = CollectionView.CellRegistration<RecipeTileCell, Recipe> { cell, _, recipe in
      cell.nameLabel.text = recipe.name
    }
    // end snippet

    // snippet: modern-screen-row-registration
    let rowRegistration = CollectionView.CellRegistration<CollectionViewListCell, Recipe> { cell, _, recipe in
      var content = ListContentConfiguration.valueCell()
      content.text = recipe.name
      content.secondaryText = "\(recipe.minutes) min"
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    // end snippet

    // snippet: modern-screen-data-source
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      switch item {
      case .favourite(let recipe):
        return collectionView.dequeueConfiguredReusableCell(
          using: tileRegistration, for: indexPath, item: recipe)
      case .row(let recipe):
        return collectionView.dequeueConfiguredReusableCell(
          using: rowRegistration, for: indexPath, item: recipe)
      }
    }
    // end snippet
  }

  // snippet: modern-screen-snapshot
  /// Shows every recipe of `recipes` as a row of the full list, and those named in `favourites`
  /// also as tiles, in the order of `recipes`.
  func show(_ recipes: [Recipe], favourites: Set<String>, animatingDifferences: Bool) {
    var snapshot = DiffableDataSourceSnapshot<RecipeSection, RecipeItem>()
    snapshot.appendSections([.favourites, .all])
    let favouriteRecipes = recipes.filter { favourites.contains($0.name) }
    snapshot.appendItems(favouriteRecipes.map(RecipeItem.favourite), toSection: .favourites)
    snapshot.appendItems(recipes.map(RecipeItem.row), toSection: .all)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }
  // end snippet
}
