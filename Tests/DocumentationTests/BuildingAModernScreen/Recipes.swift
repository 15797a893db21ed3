// The code of the article "Building a modern collection-view screen"
// (TrellisCompositional.docc/BuildingAModernScreen.md): the screen's identifiers.

// snippet: modern-screen-identifiers
/// The screen's sections, in the order the snapshot holds them.
enum RecipeSection: Int, CaseIterable, Hashable, Sendable {
  case favourites
  case all
}

/// A recipe.
struct Recipe: Hashable, Sendable {
  var name: String
  var minutes: Int
}

/// An item of the screen: a recipe as a favourite tile or as a row of the full list. A snapshot
/// needs each item once, so a recipe that is in both sections is two items.
enum RecipeItem: Hashable, Sendable {
  case favourite(Recipe)
  case row(Recipe)
}
// end snippet
