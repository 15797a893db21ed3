import Testing

@testable import TrellisDiffable

/// Worked examples of the difference: each expected operation is written out by hand from
/// UIKit's batch-update rules (deletes and reloads at old index paths, inserts at new ones, moves
/// from old to new) and the move rule (items whose old indexes form the longest increasing run
/// in their new order stay put; the others move).
@Suite @MainActor struct SnapshotDifferenceTests {
  func one(_ items: [String]) -> Snapshot { makeSnapshot([("s", items)]) }

  /// Applies `old` then `new` through a real collection view (the throwing path) and checks it
  /// shows `new`.
  func expectHostAccepts(_ old: Snapshot, _ new: Snapshot, sourceLocation: SourceLocation = #_sourceLocation)
  {
    let harness = Harness(height: 2000)
    harness.dataSource.applySnapshotUsingReloadData(old)
    do {
      try harness.dataSource.perform(
        SnapshotDifference(from: old, to: new), installing: new.withoutMarks, on: harness.collectionView,
        animated: true, completion: nil)
    } catch {
      Issue.record("the host rejected the batch: \(error)", sourceLocation: sourceLocation)
    }
    harness.settle()
    #expect(harness.shown == itemsByPath(new), sourceLocation: sourceLocation)
  }

  @Test("old [A, B, C, D] → new [D, A, C, E]: delete B, insert E, move only D")
  func briefExample() {
    let old = one(["A", "B", "C", "D"])
    let new = one(["D", "A", "C", "E"])
    let difference = SnapshotDifference(from: old, to: new)
    // B was at 0-1 (old); E lands at 0-3 (new). The survivors' old indexes in new order are
    // D 3, A 0, C 2: the longest increasing run is A, C, so D alone moves, 0-3 → 0-0. A and C
    // reach their new places through the delete and the move, not by moves of their own.
    #expect(difference.itemDeletes == [p(0, 1)])
    #expect(difference.itemInserts == [p(0, 3)])
    #expect(difference.itemMoves == [.init(from: p(0, 3), to: p(0, 0))])
    #expect(difference.itemReloads.isEmpty && difference.sectionMoves.isEmpty)
    #expect(difference.description == "delete items [0-1]\ninsert items [0-3]\nmove items [0-3 → 0-0]")
    expectHostAccepts(old, new)
  }

  @Test("shifts caused by inserts and deletes are not moves")
  func shiftsAreNotMoves() {
    // Inserting X in front shifts A, B, C down by one: a single insert at 0-0.
    let inserted = SnapshotDifference(from: one(["A", "B", "C"]), to: one(["X", "A", "B", "C"]))
    #expect(inserted.itemInserts == [p(0, 0)] && inserted.itemMoves.isEmpty && inserted.itemDeletes.isEmpty)
    // Deleting A shifts the rest up: a single delete at 0-0.
    let deleted = SnapshotDifference(from: one(["A", "B", "C", "D"]), to: one(["B", "C", "D"]))
    #expect(deleted.itemDeletes == [p(0, 0)] && deleted.itemMoves.isEmpty && deleted.itemInserts.isEmpty)
    // Unchanged: nothing at all.
    #expect(SnapshotDifference(from: one(["A", "B"]), to: one(["A", "B"])).isEmpty)
  }

  @Test("a swap is one move; a reversal of n items is n − 1 moves")
  func swapsAndReversals() {
    // [A, B] → [B, A]: old indexes in new order [1, 0]; the run kept is [0] (A), so B moves
    // 0-1 → 0-0.
    let swap = SnapshotDifference(from: one(["A", "B"]), to: one(["B", "A"]))
    #expect(swap.itemMoves == [.init(from: p(0, 1), to: p(0, 0))])
    // [A, B, C, D] → [D, C, B, A]: [3, 2, 1, 0] keeps one item (A); D, C and B move to 0, 1, 2.
    let reversal = SnapshotDifference(from: one(["A", "B", "C", "D"]), to: one(["D", "C", "B", "A"]))
    #expect(
      reversal.itemMoves == [
        .init(from: p(0, 1), to: p(0, 2)), .init(from: p(0, 2), to: p(0, 1)),
        .init(from: p(0, 3), to: p(0, 0)),
      ])
    expectHostAccepts(one(["A", "B", "C", "D"]), one(["D", "C", "B", "A"]))
  }

  @Test("an item moving to another section is one move")
  func moveAcrossSections() {
    let old = makeSnapshot([("s1", ["A", "B"]), ("s2", ["C"])])
    let new = makeSnapshot([("s1", ["B"]), ("s2", ["C", "A"])])
    // A leaves s1 (old 0-0) for s2 after C (new 1-1); B and C stay.
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.itemMoves == [.init(from: p(0, 0), to: p(1, 1))])
    #expect(difference.itemDeletes.isEmpty && difference.itemInserts.isEmpty)
    expectHostAccepts(old, new)
  }

  @Test("items cannot move out of a deleted section or into an inserted one")
  func absorbingSections() {
    // s1 is deleted (old section 0); A survives in s2, which becomes section 0. UIKit forbids a
    // move from a deleted section, so A is inserted at its new path 0-1 (its old cell leaves
    // with s1).
    let out = SnapshotDifference(
      from: makeSnapshot([("s1", ["A", "B"]), ("s2", ["C"])]), to: makeSnapshot([("s2", ["C", "A"])]))
    #expect(out.sectionDeletes == [0])
    #expect(out.itemInserts == [p(0, 1)])
    #expect(out.itemMoves.isEmpty && out.itemDeletes.isEmpty)
    expectHostAccepts(
      makeSnapshot([("s1", ["A", "B"]), ("s2", ["C"])]), makeSnapshot([("s2", ["C", "A"])]))
    // s2 is new (section 1) and takes A: UIKit forbids a move into an inserted section, so A is
    // deleted at 0-0 and arrives with the section.
    let into = SnapshotDifference(
      from: makeSnapshot([("s1", ["A", "B"])]), to: makeSnapshot([("s1", ["B"]), ("s2", ["A"])]))
    #expect(into.sectionInserts == [1])
    #expect(into.itemDeletes == [p(0, 0)])
    #expect(into.itemMoves.isEmpty && into.itemInserts.isEmpty)
    expectHostAccepts(makeSnapshot([("s1", ["A", "B"])]), makeSnapshot([("s1", ["B"]), ("s2", ["A"])]))
  }

  @Test("sections move by the same rule as items")
  func sectionMoves() {
    let old = makeSnapshot([("s1", ["a"]), ("s2", ["b"]), ("s3", ["c"])])
    let new = makeSnapshot([("s3", ["c"]), ("s1", ["a"]), ("s2", ["b"])])
    // Old indexes in new order [2, 0, 1]: s1 and s2 keep their order, s3 moves 2 → 0. Its item
    // goes with it: no item operation.
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.sectionMoves == [.init(from: 2, to: 0)])
    #expect(difference.itemMoves.isEmpty && difference.itemInserts.isEmpty && difference.itemDeletes.isEmpty)
    expectHostAccepts(old, new)
  }

  @Test("reloads stay in place at old paths; a reloaded item that must move is deleted and inserted")
  func reloadsAndReconfigures() {
    var new = one(["A", "B", "C"])
    new.reloadItems(["B"])
    new.reconfigureItems(["C"])
    let inPlace = SnapshotDifference(from: one(["A", "B", "C"]), to: new)
    #expect(inPlace.itemReloads == [p(0, 1)])
    #expect(inPlace.itemReconfigures == [p(0, 2)])
    #expect(inPlace.itemMoves.isEmpty)
    expectHostAccepts(one(["A", "B", "C"]), new)

    // [A, B, C] → [C, A, B] with C reloaded and A reconfigured: the kept run is A, B ([2, 0, 1]),
    // so C would move 0-2 → 0-0; UIKit rejects "reload and move the same index path", so C is
    // deleted at 0-2 and inserted at 0-0. A stays and is reconfigured at its new path 0-1.
    var rotated = one(["C", "A", "B"])
    rotated.reloadItems(["C"])
    rotated.reconfigureItems(["A"])
    let moved = SnapshotDifference(from: one(["A", "B", "C"]), to: rotated)
    #expect(moved.itemDeletes == [p(0, 2)])
    #expect(moved.itemInserts == [p(0, 0)])
    #expect(moved.itemMoves.isEmpty && moved.itemReloads.isEmpty)
    #expect(moved.itemReconfigures == [p(0, 1)])
    expectHostAccepts(one(["A", "B", "C"]), rotated)

    // Across sections too: A reloaded and moved from s1 to s2 → delete 0-0, insert 1-0.
    var across = makeSnapshot([("s1", ["B"]), ("s2", ["A", "C"])])
    across.reloadItems(["A"])
    let acrossDifference = SnapshotDifference(
      from: makeSnapshot([("s1", ["A", "B"]), ("s2", ["C"])]), to: across)
    #expect(acrossDifference.itemDeletes == [p(0, 0)] && acrossDifference.itemInserts == [p(1, 0)])
    #expect(acrossDifference.itemMoves.isEmpty)
  }

  @Test("a reloaded section absorbs its items; a reloaded section that moves is deleted and inserted")
  func sectionReloads() {
    // s2 reloaded in place (old 1) and given a new item: the reload replaces its cells, so no
    // item operation is listed for it.
    var new = makeSnapshot([("s1", ["A"]), ("s2", ["B", "X"])])
    new.reloadSections(["s2"])
    let inPlace = SnapshotDifference(from: makeSnapshot([("s1", ["A"]), ("s2", ["B"])]), to: new)
    #expect(inPlace.sectionReloads == [1])
    #expect(inPlace.itemInserts.isEmpty && inPlace.itemMoves.isEmpty)
    expectHostAccepts(makeSnapshot([("s1", ["A"]), ("s2", ["B"])]), new)

    // [s1, s2] → [s2, s1]: old indexes [1, 0], the kept run is s1; s2 moves 1 → 0. With s2
    // reloaded, the move becomes delete 1 + insert 0 ("reload and move the same section" is
    // rejected by UIKit).
    var swapped = makeSnapshot([("s2", ["B"]), ("s1", ["A"])])
    swapped.reloadSections(["s2"])
    let moved = SnapshotDifference(from: makeSnapshot([("s1", ["A"]), ("s2", ["B"])]), to: swapped)
    #expect(moved.sectionDeletes == [1] && moved.sectionInserts == [0])
    #expect(moved.sectionMoves.isEmpty && moved.sectionReloads.isEmpty)
    expectHostAccepts(makeSnapshot([("s1", ["A"]), ("s2", ["B"])]), swapped)
  }

  @Test("everything at once: sections and items inserted, deleted, moved across, reloaded")
  func mixed() {
    let old = makeSnapshot([("s1", ["a", "b", "c"]), ("s2", ["d", "e"]), ("s3", ["f"]), ("s4", [])])
    var new = makeSnapshot([("s3", ["f", "b"]), ("s1", ["c", "a", "x"]), ("s5", ["y"]), ("s4", ["e"])])
    new.reloadItems(["a"])
    let difference = SnapshotDifference(from: old, to: new)
    // Sections: s2 (old 1) deleted, s5 inserted at 2. Survivors in new order s3, s1, s4 have old
    // indexes [2, 0, 3]; the kept run is s1, s4, so s3 moves 2 → 0.
    #expect(difference.sectionDeletes == [1])
    #expect(difference.sectionInserts == [2])
    #expect(difference.sectionMoves == [.init(from: 2, to: 0)])
    // Items: b moves s1 → s3 (0-1 → 0-1). In s1, c and a have old indexes [2, 0]: the kept run is
    // a, so c would move 0-2 → 1-0; a stays but is reloaded at its old path 0-0. x is new at 1-2.
    // e leaves the deleted s2 for s4: inserted at 3-0. d goes with s2.
    #expect(difference.itemMoves == [.init(from: p(0, 1), to: p(0, 1)), .init(from: p(0, 2), to: p(1, 0))])
    #expect(difference.itemReloads == [p(0, 0)])
    #expect(difference.itemInserts == [p(1, 2), p(3, 0)])
    #expect(difference.itemDeletes.isEmpty)
    expectHostAccepts(old, new)
  }

  @Test func longestIncreasingSubsequenceMembers() {
    #expect(increasingSubsequenceMembers([]) == [])
    #expect(increasingSubsequenceMembers([3, 0, 2]) == [false, true, true])
    #expect(increasingSubsequenceMembers([0, 1, 2]) == [true, true, true])
    // [5, 1, 6, 2, 7, 3, 8]: longest runs have 4 members, e.g. 1, 2, 3, 8.
    let members = increasingSubsequenceMembers([5, 1, 6, 2, 7, 3, 8])
    #expect(members.filter { $0 }.count == 4)
    let chosen = zip([5, 1, 6, 2, 7, 3, 8], members).filter(\.1).map(\.0)
    #expect(chosen == chosen.sorted())
  }
}
