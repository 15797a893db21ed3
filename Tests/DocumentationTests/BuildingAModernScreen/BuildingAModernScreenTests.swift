// The code of the article "Building a modern collection-view screen": the screen hosted at
// 390 × 844, checked against frames, snapshots and texts worked out by hand from the layout's
// numbers (RecipesLayout.swift), the list metrics (CollectionLayoutListConfiguration's table:
// inset-grouped rows 20 points in, 35 points below the previous section, at least 44 tall) and
// the list content metrics of docs/lists.md §2.

import Testing
import TrellisDiffable
import TrellisLists

@Suite("Building a modern collection-view screen: the recipes screen, step by step")
@MainActor
struct BuildingAModernScreenTests {
  static let recipes = [
    Recipe(name: "Pancakes", minutes: 20), Recipe(name: "Risotto", minutes: 45),
    Recipe(name: "Salad", minutes: 10), Recipe(name: "Soup", minutes: 30), Recipe(name: "Tacos", minutes: 25),
  ]

  /// The screen of the article, showing its five recipes with three favourites.
  func makeScreen() -> RecipesScreen {
    let recipes = Self.recipes
    // snippet: modern-screen-show
    let screen = RecipesScreen(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    screen.show(recipes, favourites: ["Pancakes", "Salad", "Tacos"], animatingDifferences: false)
    screen.collectionView.layoutIfNeeded()
    // end snippet
    return screen
  }

  func frame(_ screen: RecipesScreen, _ section: Int, _ item: Int) -> CGRect? {
    screen.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  @Test("five recipes, three favourites: the snapshot holds 3 tiles then 5 rows, in the recipes' order")
  func snapshotContents() {
    let screen = makeScreen()
    let snapshot = screen.dataSource.snapshot()
    #expect(snapshot.sectionIdentifiers == [.favourites, .all])
    #expect(
      snapshot.itemIdentifiers(inSection: .favourites) == [
        .favourite(Recipe(name: "Pancakes", minutes: 20)), .favourite(Recipe(name: "Salad", minutes: 10)),
        .favourite(Recipe(name: "Tacos", minutes: 25)),
      ])
    #expect(snapshot.itemIdentifiers(inSection: .all) == Self.recipes.map(RecipeItem.row))
    #expect(snapshot.numberOfItems == 8)
    #expect(screen.collectionView.numberOfSections == 2)
    #expect(screen.collectionView.numberOfItems(inSection: 1) == 5)
  }

  @Test("390 wide, insets 16, two tiles 10 apart: tiles 174 × 100 at x 16 and 200, rows 110 apart")
  func gridFrames() {
    let screen = makeScreen()
    // The group is 390 − 16 − 16 = 358 wide; two copies of the item share it after one 10-point
    // space: (358 − 10) / 2 = 174 each, at x = 16 and 16 + 174 + 10 = 200. Groups are 100 tall,
    // 10 apart, from y = 16: the third tile starts the second row at 16 + 100 + 10 = 126.
    #expect(frame(screen, 0, 0) == CGRect(x: 16, y: 16, width: 174, height: 100))
    #expect(frame(screen, 0, 1) == CGRect(x: 200, y: 16, width: 174, height: 100))
    #expect(frame(screen, 0, 2) == CGRect(x: 16, y: 126, width: 174, height: 100))
  }

  @Test("the list starts 35 below the grid (which ends at 242): rows 350 × 44 at x 20 from y 277")
  func listFrames() {
    let screen = makeScreen()
    // The grid section ends at 126 + 100 + 16 (its bottom inset) = 242. An inset-grouped list
    // section without a header starts 35 lower and is 20 in from each side: 350 wide at x = 20.
    // A value cell is 11 + 62/3 + 11 = 42⅔ tall (docs/lists.md §2), which a list row's minimum
    // takes to 44: rows at 277, 321, 365, 409, 453, and the content ends at 277 + 5 · 44 = 497.
    for item in 0..<5 {
      #expect(frame(screen, 1, item) == CGRect(x: 20, y: 277 + 44 * CGFloat(item), width: 350, height: 44))
    }
    #expect(screen.collectionView.contentSize == CGSize(width: 390, height: 497))
  }

  @Test("a tile shows its recipe's name in a label 8 points inside the 174 × 100 cell")
  func tileText() throws {
    let screen = makeScreen()
    let tile = try #require(
      screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? RecipeTileCell)
    #expect(tile.nameLabel.text == "Salad")
    #expect(tile.nameLabel.frame == CGRect(x: 8, y: 8, width: 174 - 16, height: 100 - 16))
  }

  @Test("a row shows the name and the minutes as a value cell, with a disclosure indicator")
  func rowTexts() throws {
    let screen = makeScreen()
    let row = try #require(
      screen.collectionView.cellForItem(at: IndexPath(item: 3, section: 1)) as? CollectionViewListCell)
    let content = try #require(row.contentView as? ListContentView)
    #expect(content.textLabel.text == "Soup")
    #expect(content.secondaryTextLabel.text == "30 min")
    // The value cell's leading margin is 16 (docs/lists.md §2, "Styles").
    #expect(abs(content.textLabel.frame.minX - 16) < 1e-9)
    // A value cell puts the secondary text beside the text, on the same line (both in body), after
    // it; a subtitle cell would put it below.
    #expect(content.secondaryTextLabel.frame.minY == content.textLabel.frame.minY)
    #expect(content.secondaryTextLabel.frame.minX > content.textLabel.frame.maxX)
    #expect(row.accessories.count == 1)
  }

  @Test("a favourite removed with an animated apply: Tacos moves up beside Pancakes, the list 110 up")
  func update() throws {
    let screen = makeScreen()
    let recipes = Self.recipes
    // snippet: modern-screen-update
    screen.show(recipes, favourites: ["Pancakes", "Tacos"], animatingDifferences: true)
    screen.collectionView.advance(by: 0.3)
    // end snippet
    #expect(
      screen.dataSource.snapshot().itemIdentifiers(inSection: .favourites) == [
        .favourite(Recipe(name: "Pancakes", minutes: 20)), .favourite(Recipe(name: "Tacos", minutes: 25)),
      ])
    // Two tiles make one row: Tacos is item 1 at x = 200. The grid ends at 16 + 100 + 16 = 132,
    // 110 (a row and its spacing) higher than before, so the list starts at 132 + 35 = 167.
    #expect(frame(screen, 0, 1) == CGRect(x: 200, y: 16, width: 174, height: 100))
    #expect(frame(screen, 0, 2) == nil)
    #expect(frame(screen, 1, 0) == CGRect(x: 20, y: 167, width: 350, height: 44))
    #expect(screen.collectionView.contentSize == CGSize(width: 390, height: 167 + 5 * 44))
    // The animation (0.3 s) has ended: the cell at item 1 is Tacos's, where the layout puts it.
    let tile = try #require(
      screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? RecipeTileCell)
    #expect(tile.nameLabel.text == "Tacos")
    #expect(tile.frame == CGRect(x: 200, y: 16, width: 174, height: 100))
  }
}
