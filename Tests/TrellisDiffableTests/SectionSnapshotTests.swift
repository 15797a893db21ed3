import Testing

@testable import TrellisDiffable

typealias Outline = DiffableDataSourceSectionSnapshot<String>

/// Section snapshots: the tree, expansion, visible items and sub-snapshots, with the expected
/// orders worked out by hand from the definitions (depth-first order; visible = every ancestor
/// expanded).
@Suite @MainActor struct SectionSnapshotTests {
  /// Fruit [Apple [Gala, Fuji], Pear], Veg [Kale], Nuts — all collapsed.
  func tree() -> Outline {
    var outline = Outline()
    outline.append(["Fruit", "Veg", "Nuts"])
    outline.append(["Apple", "Pear"], to: "Fruit")
    outline.append(["Gala", "Fuji"], to: "Apple")
    outline.append(["Kale"], to: "Veg")
    return outline
  }

  @Test func itemsAreDepthFirstAndVisibleItemsFollowExpansion() {
    var outline = tree()
    #expect(outline.items == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg", "Kale", "Nuts"])
    #expect(outline.rootItems == ["Fruit", "Veg", "Nuts"])
    #expect(outline.visibleItems == ["Fruit", "Veg", "Nuts"])
    outline.expand(["Fruit"])
    #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Veg", "Nuts"])
    // Apple expanded under an expanded Fruit shows its children.
    outline.expand(["Apple"])
    #expect(outline.visibleItems == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg", "Nuts"])
    // Collapsing Fruit hides Apple's children too, but Apple stays expanded.
    outline.collapse(["Fruit"])
    #expect(outline.visibleItems == ["Fruit", "Veg", "Nuts"])
    #expect(outline.isExpanded("Apple") && !outline.isVisible("Gala") && !outline.isVisible("Apple"))
    outline.expand(["Fruit"])
    #expect(outline.isVisible("Gala"))
  }

  @Test func parentsLevelsAndIndexes() {
    let outline = tree()
    #expect(outline.parent(of: "Gala") == "Apple")
    #expect(outline.parent(of: "Apple") == "Fruit")
    #expect(outline.parent(of: "Fruit") == nil)
    #expect(
      outline.level(of: "Fruit") == 0 && outline.level(of: "Pear") == 1 && outline.level(of: "Fuji") == 2)
    #expect(outline.index(of: "Pear") == 4)
    #expect(outline.index(of: "Nuts") == 7)
    #expect(outline.index(of: "Plum") == nil)
    #expect(outline.contains("Kale") && !outline.contains("Plum"))
    #expect(!outline.isExpanded("Plum") && !outline.isVisible("Plum"))
  }

  @Test func insertBeforeAndAfterMakeSiblings() {
    var outline = tree()
    outline.insert(["Cherry"], before: "Pear")
    outline.insert(["Date"], after: "Pear")
    outline.insert(["Grain"], after: "Veg")
    #expect(
      outline.items == [
        "Fruit", "Apple", "Gala", "Fuji", "Cherry", "Pear", "Date", "Veg", "Kale", "Grain", "Nuts",
      ])
    #expect(outline.parent(of: "Cherry") == "Fruit" && outline.parent(of: "Grain") == nil)
    #expect(outline.index(of: "Date") == 6)
  }

  @Test func deleteRemovesSubtrees() {
    var outline = tree()
    outline.delete(["Apple", "Gala", "Nuts"])
    #expect(outline.items == ["Fruit", "Pear", "Veg", "Kale"])
    #expect(!outline.contains("Fuji"))
    outline.deleteAll()
    #expect(outline.items.isEmpty)
  }

  @Test func snapshotOfAParentCopiesItsSubtree() {
    var outline = tree()
    outline.expand(["Apple"])
    let children = outline.snapshot(of: "Fruit")
    #expect(children.rootItems == ["Apple", "Pear"])
    #expect(children.items == ["Apple", "Gala", "Fuji", "Pear"])
    #expect(children.isExpanded("Apple") && children.parent(of: "Apple") == nil)
    let withParent = outline.snapshot(of: "Apple", includingParent: true)
    #expect(withParent.rootItems == ["Apple"])
    #expect(withParent.visibleItems == ["Apple", "Gala", "Fuji"])
  }

  @Test func appendingAndInsertingSnapshots() {
    var outline = tree()
    var grains = Outline()
    grains.append(["Grains"])
    grains.append(["Rice", "Oat"], to: "Grains")
    grains.expand(["Grains"])
    outline.insert(grains, before: "Nuts")
    #expect(outline.visibleItems == ["Fruit", "Veg", "Grains", "Rice", "Oat", "Nuts"])
    var more = Outline()
    more.append(["Rye"])
    outline.append(more, to: "Grains")
    #expect(outline.visibleItems == ["Fruit", "Veg", "Grains", "Rice", "Oat", "Rye", "Nuts"])
    #expect(outline.level(of: "Rye") == 1)
  }

  @Test func replaceChildrenKeepsTheParentAndMayReuseOldChildren() {
    var outline = tree()
    outline.expand(["Fruit"])
    var replacement = Outline()
    replacement.append(["Pear", "Plum"])
    outline.replace(childrenOf: "Fruit", using: replacement)
    #expect(outline.items == ["Fruit", "Pear", "Plum", "Veg", "Kale", "Nuts"])
    #expect(!outline.contains("Apple") && !outline.contains("Gala"))
    #expect(outline.isExpanded("Fruit"))
  }

  @Test func visualDescriptionDrawsTheTree() {
    var outline = tree()
    outline.expand(["Fruit"])
    #expect(
      outline.visualDescription() == """
        - "Fruit"
          + "Apple"
            * "Gala"
            * "Fuji"
          * "Pear"
        + "Veg"
          * "Kale"
        * "Nuts"
        """)
  }

  @Test func errorsNameTheItemAndTheOperation() throws {
    var outline = tree()
    let before = outline.items
    #expect(
      throws: DiffableDataSourceError(
        .duplicateItemIdentifier, #"append(_:to:): item identifier "Pear" is already in the section snapshot"#
      )
    ) {
      try outline.checked.append(["Plum", "Pear"], to: "Veg")
    }
    #expect(
      throws: DiffableDataSourceError(
        .duplicateItemIdentifier, #"insert(_:before:): item identifier "Q" appears twice in the items to add"#
      )
    ) {
      try outline.checked.insert(["Q", "Q"], before: "Veg")
    }
    #expect(
      throws: DiffableDataSourceError(
        .unknownItemIdentifier, #"append(_:to:): item identifier "Mango" is not in the section snapshot"#)
    ) {
      try outline.checked.append(["Plum"], to: "Mango")
    }
    #expect(
      throws: DiffableDataSourceError(
        .unknownItemIdentifier, #"expand(_:): item identifier "Mango" is not in the section snapshot"#)
    ) {
      try outline.checked.expand(["Fruit", "Mango"])
    }
    #expect(
      throws: DiffableDataSourceError(
        .unknownItemIdentifier, #"level(of:): item identifier "Mango" is not in the section snapshot"#)
    ) {
      _ = try outline.checked.level(of: "Mango")
    }
    var tail = Outline()
    tail.append(["Kale"])
    #expect(
      throws: DiffableDataSourceError(
        .duplicateItemIdentifier,
        #"replace(childrenOf:using:): item identifier "Kale" is already in the section snapshot"#)
    ) {
      try outline.checked.replace(childrenOf: "Fruit", using: tail)
    }
    #expect(outline.items == before)
    #expect(!outline.isExpanded("Fruit"))
  }
}
