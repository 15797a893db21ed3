// The longest increasing run of a section's kept items, computed over blocks of consecutive old
// indexes instead of single items: a list with a few changes has a few blocks however long it
// is, so the run costs O(b log b) for b blocks after one linear scan.

/// A run of a section's candidates (items kept in the same section) whose old indexes are
/// consecutive integers `start, start + 1, …, start + count − 1` in new order. Other items
/// (inserts, items from other sections) may sit between its members.
struct CandidateBlock {
  /// The new flat index of the first and last member.
  var firstFlat: Int
  var lastFlat: Int
  /// The old flat index of the first member.
  var start: Int
  var count: Int
}

/// Marks the blocks that form one heaviest increasing subsequence (by `start`, weighted by
/// `count`): the items to keep in place. `result[b]` is `true` when block b belongs to it.
///
/// Why blocks suffice: the old indexes are distinct integers and a block holds every integer of
/// `start..<start + count`, so no other candidate's old index falls inside that range, and no
/// candidate sits between two members of a block. An increasing subsequence that holds one
/// member of a block can therefore take the whole block without losing any other element, so
/// some longest increasing subsequence of the items is made of whole blocks, and the heaviest
/// increasing subsequence of the blocks has the same length.
///
/// Dynamic programme: best(b) = count(b) + max best(b′) over earlier blocks with a smaller start,
/// the maximum read from a Fenwick tree of prefix maxima indexed by the rank of `start`. Ties go
/// to the later block (as patience sorting's choice does: in [B, A] from [A, B], A stays and B
/// moves up), so the result is deterministic. Blocks already in increasing order
/// (inserts and deletes only) are all kept without building the tree.
///
/// - Complexity: O(b log b) time, O(b) memory; O(b) when the blocks are in order.
func heaviestIncreasingBlocks(_ blocks: [CandidateBlock]) -> [Bool] {
  let count = blocks.count
  var inOrder = true
  for index in blocks.indices.dropFirst() where blocks[index - 1].start > blocks[index].start {
    inOrder = false
    break
  }
  if inOrder { return [Bool](repeating: true, count: count) }
  // Rank of each block by start (starts are distinct).
  let byStart = blocks.indices.sorted { blocks[$0].start < blocks[$1].start }
  var rank = [Int](repeating: 0, count: count)
  for (position, block) in byStart.enumerated() { rank[block] = position }
  // Fenwick tree over ranks holding (best weight, block) prefix maxima; block -1 is "none".
  var tree = [(weight: Int, block: Int)](repeating: (0, -1), count: count + 1)
  var previous = [Int](repeating: -1, count: count)
  var best = [Int](repeating: 0, count: count)
  func better(_ a: (weight: Int, block: Int), than b: (weight: Int, block: Int)) -> Bool {
    a.weight > b.weight || (a.weight == b.weight && a.block > b.block)
  }
  for block in 0..<count {
    var query = rank[block]  // ranks 0..<rank[block], 1-based positions 1...rank[block]
    var found: (weight: Int, block: Int) = (0, -1)
    while query > 0 {
      if better(tree[query], than: found) { found = tree[query] }
      query &= query - 1
    }
    best[block] = found.weight + blocks[block].count
    previous[block] = found.block
    var position = rank[block] + 1
    let entry = (weight: best[block], block: block)
    while position <= count {
      if better(entry, than: tree[position]) { tree[position] = entry }
      position += position & -position
    }
  }
  var last = 0
  for block in 1..<count where best[block] >= best[last] { last = block }
  var members = [Bool](repeating: false, count: count)
  var chain = last
  while chain >= 0 {
    members[chain] = true
    chain = previous[chain]
  }
  return members
}
