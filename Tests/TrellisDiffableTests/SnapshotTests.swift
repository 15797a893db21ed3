import Testing

@testable import TrellisDiffable

typealias Snapshot = DiffableDataSourceSnapshot<String, String>

/// The snapshot's sections and items as `["s: a b", …]`, for compact expectations.
func layout(_ snapshot: Snapshot) -> [String] {
  snapshot.sectionIdentifiers.map { section in
    "\(section):" + snapshot.itemIdentifiers(inSection: section).map { " \($0)" }.joined()
  }
}

/// Checks the snapshot's internal index against a recomputation from its arrays: every item's
/// global index, section and the section positions.
func expectConsistentIndex(_ snapshot: Snapshot, sourceLocation: SourceLocation = #_sourceLocation) {
  var global = 0
  for (position, section) in snapshot.sectionIdentifiers.enumerated() {
    #expect(snapshot.indexOfSection(section) == position, sourceLocation: sourceLocation)
    for item in snapshot.itemIdentifiers(inSection: section) {
      #expect(snapshot.indexOfItem(item) == global, "index of \(item)", sourceLocation: sourceLocation)
      #expect(snapshot.sectionIdentifier(containingItem: item) == section, sourceLocation: sourceLocation)
      global += 1
    }
  }
  #expect(snapshot.numberOfItems == global, sourceLocation: sourceLocation)
  #expect(snapshot.itemSlots.count == global, sourceLocation: sourceLocation)
}

/// Every snapshot operation, with the resulting order written out by hand from UIKit's
/// documented meaning of the operation.
@Suite @MainActor struct SnapshotTests {
  /// Sections a [a1 a2 a3] and b [b1 b2].
  func twoSections() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(["a1", "a2", "a3"], toSection: "a")
    snapshot.appendItems(["b1", "b2"], toSection: "b")
    return snapshot
  }

  @Test func anEmptySnapshotHasNothing() {
    let snapshot = Snapshot()
    #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty && snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.indexOfItem("x") == nil && snapshot.indexOfSection("x") == nil)
    #expect(snapshot.sectionIdentifier(containingItem: "x") == nil)
  }

  @Test func countsAndLookUps() {
    let snapshot = twoSections()
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems(inSection: "a") == 3 && snapshot.numberOfItems(inSection: "b") == 2)
    #expect(snapshot.itemIdentifiers == ["a1", "a2", "a3", "b1", "b2"])
    // indexOfItem counts the items of earlier sections: b2 is 3 (section a) + 1.
    #expect(snapshot.indexOfItem("b2") == 4)
    #expect(snapshot.indexOfItem("a1") == 0)
    #expect(snapshot.indexOfSection("b") == 1)
    #expect(snapshot.sectionIdentifier(containingItem: "b1") == "b")
    expectConsistentIndex(snapshot)
  }

  @Test func appendItemsWithoutSectionGoesToTheLastSection() {
    var snapshot = twoSections()
    snapshot.appendItems(["b3"])
    #expect(layout(snapshot) == ["a: a1 a2 a3", "b: b1 b2 b3"])
    snapshot.appendItems(["a4"], toSection: "a")
    #expect(layout(snapshot) == ["a: a1 a2 a3 a4", "b: b1 b2 b3"])
    #expect(snapshot.indexOfItem("b1") == 4)
    expectConsistentIndex(snapshot)
  }

  @Test func insertItemsBeforeAndAfter() {
    var snapshot = twoSections()
    snapshot.insertItems(["x", "y"], beforeItem: "a2")
    #expect(layout(snapshot) == ["a: a1 x y a2 a3", "b: b1 b2"])
    snapshot.insertItems(["z"], afterItem: "b2")
    #expect(layout(snapshot) == ["a: a1 x y a2 a3", "b: b1 b2 z"])
    snapshot.insertItems(["w"], afterItem: "a1")
    #expect(layout(snapshot) == ["a: a1 w x y a2 a3", "b: b1 b2 z"])
    expectConsistentIndex(snapshot)
  }

  @Test func deleteItemsAcrossSections() {
    var snapshot = twoSections()
    snapshot.deleteItems(["a2", "b1", "a1", "a2"])
    #expect(layout(snapshot) == ["a: a3", "b: b2"])
    #expect(snapshot.indexOfItem("b2") == 1)
    #expect(snapshot.indexOfItem("a1") == nil)
    expectConsistentIndex(snapshot)
  }

  @Test func deleteAllItemsRemovesSectionsToo() {
    var snapshot = twoSections()
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    snapshot.appendSections(["a"])
    #expect(layout(snapshot) == ["a:"])
  }

  @Test func moveItemWithinASection() {
    var snapshot = twoSections()
    snapshot.moveItem("a1", afterItem: "a3")
    #expect(layout(snapshot) == ["a: a2 a3 a1", "b: b1 b2"])
    snapshot.moveItem("a1", beforeItem: "a2")
    #expect(layout(snapshot) == ["a: a1 a2 a3", "b: b1 b2"])
    snapshot.moveItem("a3", beforeItem: "a2")
    #expect(layout(snapshot) == ["a: a1 a3 a2", "b: b1 b2"])
    expectConsistentIndex(snapshot)
  }

  @Test func moveItemAcrossSections() {
    var snapshot = twoSections()
    snapshot.moveItem("a2", beforeItem: "b2")
    #expect(layout(snapshot) == ["a: a1 a3", "b: b1 a2 b2"])
    snapshot.moveItem("b1", afterItem: "a3")
    #expect(layout(snapshot) == ["a: a1 a3 b1", "b: a2 b2"])
    #expect(snapshot.sectionIdentifier(containingItem: "b1") == "a")
    #expect(snapshot.indexOfItem("a2") == 3)
    expectConsistentIndex(snapshot)
  }

  @Test func sectionOperations() {
    var snapshot = twoSections()
    snapshot.insertSections(["c"], beforeSection: "b")
    #expect(layout(snapshot) == ["a: a1 a2 a3", "c:", "b: b1 b2"])
    snapshot.insertSections(["d", "e"], afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["a", "c", "b", "d", "e"])
    snapshot.appendItems(["d1"], toSection: "d")
    snapshot.moveSection("b", beforeSection: "a")
    #expect(layout(snapshot) == ["b: b1 b2", "a: a1 a2 a3", "c:", "d: d1", "e:"])
    snapshot.moveSection("b", afterSection: "e")
    #expect(snapshot.sectionIdentifiers == ["a", "c", "d", "e", "b"])
    // d1 is now after a's three items.
    #expect(snapshot.indexOfItem("d1") == 3)
    #expect(snapshot.indexOfItem("b1") == 4)
    snapshot.deleteSections(["c", "a", "c"])
    #expect(layout(snapshot) == ["d: d1", "e:", "b: b1 b2"])
    #expect(snapshot.indexOfItem("a1") == nil)
    #expect(snapshot.indexOfItem("b2") == 2)
    expectConsistentIndex(snapshot)
  }

  @Test func reloadAndReconfigureMarksKeepTheirOrderAndForgetDeletedItems() {
    var snapshot = twoSections()
    snapshot.reloadItems(["b1", "a1"])
    snapshot.reconfigureItems(["a3", "a2", "a3"])
    snapshot.reloadSections(["b"])
    #expect(snapshot.reloadedItemIdentifiers == ["b1", "a1"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["a3", "a2"])
    #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    snapshot.deleteItems(["a1"])
    snapshot.deleteSections(["b"])
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    #expect(snapshot.reconfiguredItemIdentifiers == ["a3", "a2"])
  }

  @Test func copiesAreIndependent() {
    let original = twoSections()
    var copy = original
    copy.moveItem("a1", beforeItem: "b1")
    #expect(layout(original) == ["a: a1 a2 a3", "b: b1 b2"])
    #expect(layout(copy) == ["a: a2 a3", "b: a1 b1 b2"])
    #expect(original.indexOfItem("a1") == 0 && copy.indexOfItem("a1") == 2)
  }

  // MARK: - Programmer errors, through the throwing `checked` view

  /// Runs `operation` on a copy of `snapshot` through `checked`, expects exactly `message`,
  /// and checks the snapshot did not change.
  func expectError(
    _ message: String, _ kind: DiffableDataSourceError.Kind, in snapshot: Snapshot = Snapshot(),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: (inout Snapshot.Checked) throws -> Void
  ) {
    var copy = snapshot
    do {
      try operation(&copy.checked)
      Issue.record("expected: \(message)", sourceLocation: sourceLocation)
    } catch let error as DiffableDataSourceError {
      #expect(error.description == message, sourceLocation: sourceLocation)
      #expect(error.kind == kind, sourceLocation: sourceLocation)
    } catch {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
    #expect(layout(copy) == layout(snapshot), sourceLocation: sourceLocation)
    #expect(copy.itemSlots.count == snapshot.itemSlots.count, sourceLocation: sourceLocation)
    expectConsistentIndex(copy, sourceLocation: sourceLocation)
  }

  @Test func duplicateItemsAreRejectedNamingTheItemAndTheOperation() {
    let snapshot = twoSections()
    expectError(
      #"appendItems(_:toSection:): item identifier "b1" is already in the snapshot (section "b")"#,
      .duplicateItemIdentifier, in: snapshot
    ) { try $0.appendItems(["new", "b1"], toSection: "a") }
    expectError(
      #"appendItems(_:toSection:): item identifier "n" appears twice in the items to add"#,
      .duplicateItemIdentifier, in: snapshot
    ) { try $0.appendItems(["m", "n", "o", "n"]) }
    expectError(
      #"insertItems(_:beforeItem:): item identifier "x" appears twice in the items to add"#,
      .duplicateItemIdentifier, in: snapshot
    ) { try $0.insertItems(["x", "x"], beforeItem: "a2") }
    expectError(
      #"insertItems(_:afterItem:): item identifier "a1" is already in the snapshot (section "a")"#,
      .duplicateItemIdentifier, in: snapshot
    ) { try $0.insertItems(["a1"], afterItem: "b2") }
  }

  @Test func unknownIdentifiersAreRejectedNamingThem() {
    let snapshot = twoSections()
    expectError(
      #"appendItems(_:toSection:): section identifier "zz" is not in the snapshot"#,
      .unknownSectionIdentifier,
      in: snapshot
    ) { try $0.appendItems(["q"], toSection: "zz") }
    expectError(
      #"insertItems(_:beforeItem:): item identifier "nope" is not in the snapshot"#, .unknownItemIdentifier,
      in: snapshot
    ) { try $0.insertItems(["q"], beforeItem: "nope") }
    expectError(
      #"deleteItems(_:): item identifier "gone" is not in the snapshot"#, .unknownItemIdentifier, in: snapshot
    ) { try $0.deleteItems(["a1", "gone"]) }
    expectError(
      #"moveItem(_:afterItem:): item identifier "ghost" is not in the snapshot"#, .unknownItemIdentifier,
      in: snapshot
    ) { try $0.moveItem("a1", afterItem: "ghost") }
    expectError(
      #"reloadItems(_:): item identifier "x" is not in the snapshot"#, .unknownItemIdentifier, in: snapshot
    ) { try $0.reloadItems(["x"]) }
    expectError(
      #"reconfigureItems(_:): item identifier "x" is not in the snapshot"#, .unknownItemIdentifier,
      in: snapshot
    ) { try $0.reconfigureItems(["x"]) }
    expectError(
      #"deleteSections(_:): section identifier "q" is not in the snapshot"#, .unknownSectionIdentifier,
      in: snapshot
    ) { try $0.deleteSections(["a", "q"]) }
    expectError(
      #"reloadSections(_:): section identifier "q" is not in the snapshot"#, .unknownSectionIdentifier,
      in: snapshot
    ) { try $0.reloadSections(["q"]) }
    expectError(
      #"insertSections(_:afterSection:): section identifier "q" is not in the snapshot"#,
      .unknownSectionIdentifier, in: snapshot
    ) { try $0.insertSections(["n"], afterSection: "q") }
    #expect(throws: DiffableDataSourceError.self) { _ = try snapshot.checked.numberOfItems(inSection: "q") }
    #expect(throws: DiffableDataSourceError.self) { _ = try snapshot.checked.itemIdentifiers(inSection: "q") }
  }

  @Test func duplicateSectionsAreRejected() {
    let snapshot = twoSections()
    expectError(
      #"appendSections(_:): section identifier "b" is already in the snapshot (section 1)"#,
      .duplicateSectionIdentifier, in: snapshot
    ) { try $0.appendSections(["c", "b"]) }
    expectError(
      #"insertSections(_:beforeSection:): section identifier "c" appears twice in the sections to add"#,
      .duplicateSectionIdentifier, in: snapshot
    ) { try $0.insertSections(["c", "c"], beforeSection: "a") }
  }

  @Test func movingRelativeToItselfIsRejected() {
    let snapshot = twoSections()
    expectError(
      #"moveItem(_:beforeItem:): cannot move item "a2" relative to itself"#, .itemMovedRelativeToItself,
      in: snapshot
    ) { try $0.moveItem("a2", beforeItem: "a2") }
    expectError(
      #"moveSection(_:afterSection:): cannot move section "a" relative to itself"#,
      .sectionMovedRelativeToItself, in: snapshot
    ) { try $0.moveSection("a", afterSection: "a") }
  }

  @Test func appendingItemsWithoutSectionsIsRejected() {
    expectError(
      "appendItems(_:toSection:): the snapshot has no sections; append a section before its items",
      .noSections
    ) { try $0.appendItems(["a"]) }
  }

  @Test func identifiersOfOtherTypesAreNamedWithTheirReflection() {
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([7])
    snapshot.appendItems([1, 2])
    do {
      try snapshot.checked.appendItems([2])
      Issue.record("expected a duplicate")
    } catch {
      #expect(
        error.description
          == "appendItems(_:toSection:): item identifier 2 is already in the snapshot (section 7)")
    }
  }
}
