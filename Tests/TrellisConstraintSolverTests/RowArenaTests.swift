import Testing

@testable import TrellisConstraintSolver

/// The tableau's rows share one arena of blocks (`RowArena`): a freed block is handed out again,
/// a row that outgrows its block moves to a larger one, a sparse arena is compacted — and the
/// rows' terms and the solver's values are unchanged by all of it. The expected numbers are
/// worked out by hand in each test.
@Suite("Row arena")
struct RowArenaTests {
  /// A row `constant + Σ terms`.
  func row(_ constant: Double, _ terms: [(Int, Double)]) -> Row {
    var r = Row(constant: constant)
    for (id, c) in terms { r.insert(id, c) }
    return r
  }

  /// The terms of `symbol`'s row as (id, coefficient) pairs, nil if it is not basic.
  func terms(_ t: Tableau, _ symbol: Int) -> [Pair]? {
    t[symbol].map { $0.entries.map { Pair(id: $0.id, coefficient: $0.coefficient) } }
  }

  struct Pair: Equatable, CustomStringConvertible {
    var id: Int
    var coefficient: Double
    var description: String { "\(id):\(coefficient)" }
  }

  @Test func arenaHandsAFreedBlockOutAgainBeforeGrowing() {
    var arena = RowArena()
    let a = arena.allocate(0)
    let b = arena.allocate(0)
    let big = arena.allocate(1)
    // Blocks of 8, 8 and 16 entries laid end to end.
    #expect(a == 0 && b == 8 && big == 16)
    #expect(arena.size == 32 && arena.liveEntries == 32)
    arena.free(Tableau.Span(start: a, count: 0, sizeClass: 0, constant: 0, mask: 0))
    #expect(arena.freeBlockCount(0) == 1 && arena.liveEntries == 24)
    // A block of another class does not take it; one of class 0 does, and the arena stays 32.
    let other = arena.allocate(1)
    #expect(other == 32)
    let reused = arena.allocate(0)
    #expect(reused == a && arena.freeBlockCount(0) == 0 && arena.size == 48)
  }

  @Test func arenaWritesAtMostAPageOfRoomAheadOfTheBlocksItHandsOut() {
    var arena = RowArena()
    // 138 blocks of 8 entries: 1,104 entries handed out. Room is written 256 entries at a time
    // (one 4 KiB page of 16-byte entries), so the written entries are the next multiple of 256,
    // 1,280 — 176 entries ahead. (Writing room as large as the arena, as before, would have
    // written 2,048: 944 ahead.)
    for k in 0..<138 { #expect(arena.allocate(0) == 8 * k) }
    #expect(arena.size == 1104)
    #expect(arena.entries.count == 1280)
    #expect(arena.entries.count - arena.size < RowArena.room)
  }

  @Test func sizeClassesDoubleFromEightEntries() {
    #expect(RowArena.sizeClass(for: 0) == 0)
    #expect(RowArena.sizeClass(for: 8) == 0)
    #expect(RowArena.sizeClass(for: 9) == 1)
    #expect(RowArena.sizeClass(for: 16) == 1)
    #expect(RowArena.sizeClass(for: 17) == 2)
    #expect(RowArena.blockSize(2) == 32)
  }

  @Test func rowOutgrowingItsBlockByMergeMovesAndItsOldBlockIsReused() throws {
    var t = Tableau()
    // Row of 100: 1 + s0 + 2·s1.  Row of 101: 2 + s1.
    t[100] = row(1, [(0, 1), (1, 2)])
    t[101] = row(2, [(1, 1)])
    #expect(t.arena.size == 16)
    // s1 = 3 + s2 + s3 + … + s11 (ten terms) into the row of 100:
    // 1 + 2·3 + s0 + 2·s2 + … + 2·s11 — constant 7 and 11 terms, more than a block of 8 holds.
    let s1 = row(3, (2...11).map { ($0, 1) })
    let slot = try #require(t.slot(of: 100))
    let constant = t.substitute(slot: slot, 1, with: s1)
    #expect(constant == 7)
    #expect(terms(t, 100) == [Pair(id: 0, coefficient: 1)] + (2...11).map { Pair(id: $0, coefficient: 2) })
    // It moved to a block of 16 at the end; its block of 8 is free.
    #expect(t.arena.size == 32 && t.arena.freeBlockCount(0) == 1)
    // A new row of two terms takes that block: the arena does not grow.
    t[102] = row(4, [(5, 1), (6, -1)])
    #expect(t.arena.size == 32 && t.arena.freeBlockCount(0) == 0)
    // Removing 101 frees its block; the other rows are untouched.
    t.removeValue(forKey: 101)
    #expect(t.arena.freeBlockCount(0) == 1 && t.count == 2)
    #expect(terms(t, 101) == nil)
    #expect(terms(t, 102) == [Pair(id: 5, coefficient: 1), Pair(id: 6, coefficient: -1)])
    #expect(t[102]?.constant == 4)
    #expect(terms(t, 100)?.count == 11 && t[100]?.constant == 7)
  }

  @Test func rowOutgrowingItsBlockTermByTermMovesWithItsTermsInOrder() throws {
    var t = Tableau()
    // Row of 50: 3·s0 + s1 + … + s7 — a full block of 8.
    t[50] = row(0, [(0, 3)] + (1...7).map { ($0, 1) })
    // s0 = 1 + s8 + s9 (two terms: inserted one by one): 3 + s1 + … + s7 + 3·s8 + 3·s9, 9 terms.
    let slot = try #require(t.slot(of: 50))
    #expect(t.substitute(slot: slot, 0, with: row(1, [(8, 1), (9, 1)])) == 3)
    #expect(
      terms(t, 50)
        == (1...7).map { Pair(id: $0, coefficient: 1) } + [
          Pair(id: 8, coefficient: 3), Pair(id: 9, coefficient: 3),
        ])
    #expect(t.arena.freeBlockCount(0) == 1 && t.arena.size == 24)
  }

  @Test func termsThatCancelAreDroppedInTheArenaAsInARow() throws {
    var t = Tableau()
    // Row of 7: 5 + 2·s0 − 4·s1.  s0 = 1 + 2·s1 ⇒ 5 + 2 + (−4 + 4)·s1 = 7, no terms.
    t[7] = row(5, [(0, 2), (1, -4)])
    let slot = try #require(t.slot(of: 7))
    #expect(t.substitute(slot: slot, 0, with: row(1, [(1, 2)])) == 7)
    #expect(terms(t, 7) == [])
    // The same through `Row` gives the same (the arena keeps Row's arithmetic).
    var plain = row(5, [(0, 2), (1, -4)])
    plain.substitute(0, with: row(1, [(1, 2)]))
    #expect(plain.entries.isEmpty && plain.constant == 7)
  }

  @Test func rollbackRestoresRowsWhoseBlocksMovedOrWereFreed() throws {
    var t = Tableau()
    t[100] = row(1, [(0, 1), (1, 2)])
    t[101] = row(2, [(1, 1)])
    let before100 = terms(t, 100)
    let before101 = terms(t, 101)
    t.beginJournal()
    let slot = try #require(t.slot(of: 100))
    _ = t.substitute(slot: slot, 1, with: row(3, (2...11).map { ($0, 1) }))
    t.removeValue(forKey: 101)
    t[102] = row(4, [(5, 1)])
    t.rollbackJournal()
    #expect(terms(t, 100) == before100 && t[100]?.constant == 1)
    #expect(terms(t, 101) == before101 && t[101]?.constant == 2)
    #expect(terms(t, 102) == nil && t.count == 2)
  }

  @Test func sparseArenaIsCompactedAtTheNextRequestWithRowsIntact() {
    var t = Tableau()
    // 200 rows of one term (200 blocks of 8 = 1,600 entries), then 190 removed: 80 live entries,
    // and 1,600 > 2·80 + 1,024, so the next request lays the 10 rows out again in 80 entries.
    for i in 0..<200 { t[i] = row(Double(i), [(1000 + i, 1)]) }
    for i in 10..<200 { t.removeValue(forKey: i) }
    #expect(t.arena.size == 1600 && t.arena.liveEntries == 80)
    t.beginJournal()
    t.commitJournal()
    #expect(t.arena.size == 80 && t.arena.freeBlockCount(0) == 0)
    for i in 0..<10 {
      #expect(terms(t, i) == [Pair(id: 1000 + i, coefficient: 1)] && t[i]?.constant == Double(i))
    }
  }

  @Test func solverReusesTheBlockOfARemovedConstraintsRowAndSolvesAsByHand() throws {
    let x = Variable(0)
    let y = Variable(1)
    let z = Variable(2)
    // x = 10, y = x + 5, z = 2y ⇒ (10, 15, 30): three rows (x, y, z basic), three blocks.
    var s = try solver([
      Constraint(id: cid(1), x, .equal, 10),
      Constraint(id: cid(2), y, .equal, x + 5),
      Constraint(id: cid(3), LinearExpression(z), .equal, 2 * LinearExpression(y)),
    ])
    expectValues(s, [(x, 10), (y, 15), (z, 30)])
    #expect(s.rows.count == 3 && s.rows.arena.size == 24)
    // Removing z = 2y pivots its marker in for z and drops that row: z's block is freed.
    try s.removeConstraint(cid(3))
    #expect(s.rows.count == 2 && s.rows.arena.freeBlockCount(0) == 1)
    expectValues(s, [(x, 10), (y, 15)])
    // z = x + 1 ⇒ 11: z's new row takes the freed block; the arena does not grow.
    try s.addConstraint(Constraint(id: cid(4), z, .equal, x + 1))
    #expect(s.rows.arena.freeBlockCount(0) == 0 && s.rows.arena.size == 24)
    expectValues(s, [(x, 10), (y, 15), (z, 11)])
  }
}
