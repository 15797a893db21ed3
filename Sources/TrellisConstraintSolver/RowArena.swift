/// Pooled storage for the terms of the tableau's rows: one array of (id, coefficient) entries cut
/// into blocks of 8, 16, 32, … entries (size classes 0, 1, 2, …), one block per row. A row's terms
/// are sorted by id at the front of its block; a row that outgrows its block moves to a block of
/// the next class that fits. A freed block goes onto its class's free list and is the next block
/// handed out of that class, so the tableau allocates only when the arena itself grows — building
/// a table cell (some 22 rows) costs one allocation instead of one or more per row, and
/// destroying the solver frees one buffer instead of one per row (docs/auto-layout.md, "Data
/// structures and what they cost").
///
/// The free lists are threaded through the blocks themselves: the first entry of a free block
/// holds the start of the next free block of its class in `id` (−1 at the end). Which block a
/// row gets follows the history of allocations and frees, which is deterministic; no result
/// depends on it.
///
/// Every block lies inside `entries` (blocks are cut whole from it, and `entries` never shrinks:
/// compaction builds a new arena), and a caller only touches the indices
/// `start ..< start + blockSize(sizeClass)` of a block it was given and has not freed. The
/// unsafe buffers below rely on exactly that and say where.
struct RowArena: Sendable {
  /// The entries of every block handed out (live terms, free-list links and unused room in a
  /// block), end to end, then at most `RowArena.room` entries written ahead of use: a new block
  /// is usually a bump of `size`. Room is written one page at a time, never more: capacity the
  /// array reserves beyond it is not written, so its pages are never touched (writing room as
  /// large as the arena ahead of use made a 1,000-constraint screen fault in about 150 fresh
  /// pages per new solver; docs/auto-layout.md, "The row arena").
  private(set) var entries: [Row.Entry] = []
  /// The number of entries handed out as blocks (`entries[0 ..< size]`).
  private(set) var size = 0
  /// How many entries are written ahead of use at a time: 256 entries of 16 bytes, one 4 KiB page.
  static let room = 256
  /// The first free block of size classes 0–7 (blocks of up to 1,024 entries: every row of a
  /// real layout), −1 for none — kept inline, so a solver needs no buffer for them.
  private var smallFreeHeads: (Int, Int, Int, Int, Int, Int, Int, Int) = (-1, -1, -1, -1, -1, -1, -1, -1)
  /// The first free block of each size class from 8 on (index `sizeClass − 8`), −1 for none;
  /// allocated only when such a block is freed.
  private var largeFreeHeads: [Int] = []
  /// How many size classes `smallFreeHeads` holds.
  private static let smallClasses = 8

  /// The first free block of `sizeClass`, −1 for none.
  @inline(__always)
  private func freeHead(_ sizeClass: Int) -> Int {
    switch sizeClass {
    case 0: return smallFreeHeads.0
    case 1: return smallFreeHeads.1
    case 2: return smallFreeHeads.2
    case 3: return smallFreeHeads.3
    case 4: return smallFreeHeads.4
    case 5: return smallFreeHeads.5
    case 6: return smallFreeHeads.6
    case 7: return smallFreeHeads.7
    default: break
    }
    let k = sizeClass - RowArena.smallClasses
    return k < largeFreeHeads.count ? largeFreeHeads[k] : -1
  }

  /// Sets the first free block of `sizeClass`.
  @inline(__always)
  private mutating func setFreeHead(_ sizeClass: Int, _ start: Int) {
    switch sizeClass {
    case 0: smallFreeHeads.0 = start
    case 1: smallFreeHeads.1 = start
    case 2: smallFreeHeads.2 = start
    case 3: smallFreeHeads.3 = start
    case 4: smallFreeHeads.4 = start
    case 5: smallFreeHeads.5 = start
    case 6: smallFreeHeads.6 = start
    case 7: smallFreeHeads.7 = start
    default:
      let k = sizeClass - RowArena.smallClasses
      if k >= largeFreeHeads.count {
        largeFreeHeads.append(contentsOf: repeatElement(-1, count: k - largeFreeHeads.count + 1))
      }
      largeFreeHeads[k] = start
    }
  }

  /// The number of entries in blocks held by rows (allocated and not freed).
  private(set) var liveEntries = 0

  /// The number of entries in a block of `sizeClass`: 8 · 2^sizeClass.
  @inline(__always) static func blockSize(_ sizeClass: Int) -> Int { 8 &<< sizeClass }

  /// The smallest size class whose blocks hold `count` entries.
  @inline(__always)
  static func sizeClass(for count: Int) -> Int {
    if count <= 8 { return 0 }
    var sizeClass = 1
    while blockSize(sizeClass) < count { sizeClass += 1 }
    return sizeClass
  }

  /// Whether most of the arena is free blocks: more than twice the live entries plus 1,024.
  /// Then the tableau lays it out again (`Tableau.compactArena()`), so the arena stays within a
  /// constant factor of what the rows hold.
  var isSparse: Bool { size > 2 * liveEntries + 1024 }

  /// The number of free blocks of `sizeClass` (for tests).
  func freeBlockCount(_ sizeClass: Int) -> Int {
    var count = 0
    var start = freeHead(sizeClass)
    while start >= 0 {
      count += 1
      start = entries[start].id
    }
    return count
  }

  /// Gives the arena room for `count` entries before it must grow (capacity only: nothing is
  /// written until a block is handed out).
  mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

  /// A block of `sizeClass`: the most recently freed one of that class, else a new one at the end.
  /// Returns its start.
  mutating func allocate(_ sizeClass: Int) -> Int {
    liveEntries += RowArena.blockSize(sizeClass)
    let head = freeHead(sizeClass)
    if head >= 0 {
      setFreeHead(sizeClass, entries[head].id)
      return head
    }
    let start = size
    size += RowArena.blockSize(sizeClass)
    if size > entries.count {
      // The array's capacity grows geometrically (amortised O(1) per entry); what is written is
      // the block and at most a page of room after it.
      let count = max(size - entries.count, RowArena.room)
      entries.append(contentsOf: repeatElement(Row.Entry(id: -1, coefficient: 0), count: count))
    }
    return start
  }

  /// Puts the block of `span` onto its class's free list.
  mutating func free(_ span: Tableau.Span) { free(start: span.start, Int(span.sizeClass)) }

  /// Puts the block at `start` of `sizeClass` onto that class's free list.
  private mutating func free(start: Int, _ sizeClass: Int) {
    liveEntries -= RowArena.blockSize(sizeClass)
    entries[start] = Row.Entry(id: freeHead(sizeClass), coefficient: 0)
    setFreeHead(sizeClass, start)
  }

  /// Makes the block of `span` hold at least `count` entries, moving its terms to a block of a
  /// larger class (and freeing the old one) if needed.
  mutating func reserve(_ count: Int, in span: inout Tableau.Span) {
    guard count > RowArena.blockSize(Int(span.sizeClass)) else { return }
    let sizeClass = RowArena.sizeClass(for: count)
    // Allocated before the old block is freed, so the two never overlap.
    let start = allocate(sizeClass)
    let old = span.start
    for k in 0..<span.count { entries[start + k] = entries[old + k] }
    free(start: old, Int(span.sizeClass))
    span.start = start
    span.sizeClass = Int32(sizeClass)
  }

  /// Copies `source` into the entries from `start` on, inside a block that holds them (the
  /// caller reserved a block of at least `source.count` entries at `start`).
  mutating func copy(_ source: UnsafeBufferPointer<Row.Entry>, to start: Int) {
    let n = source.count
    guard n > 0 else { return }
    // start ..< start + n lies inside the caller's block (see above), which lies inside
    // `entries`; k < n = source.count.
    entries.withUnsafeMutableBufferPointer { to in
      if n <= 8 {
        for k in 0..<n { to[start + k] = source[k] }
      } else if let from = source.baseAddress, let base = to.baseAddress {
        // A long row: one copy (memcpy) rather than a loop.
        (base + start).update(from: from, count: n)
      }
    }
  }

  /// Calls `body` with the terms of `span` (valid only inside `body`). Through a pointer rather
  /// than a slice: a slice would hold a reference to `entries`, and a change to the arena while
  /// it lived would copy the whole arena.
  @inline(__always)
  func withTerms<Result>(
    of span: Tableau.Span, _ body: (UnsafeBufferPointer<Row.Entry>) -> Result
  ) -> Result {
    entries.withUnsafeBufferPointer { buffer in
      // A live span's terms lie inside its block, inside `entries`.
      body(UnsafeBufferPointer(rebasing: buffer[span.start..<(span.start + span.count)]))
    }
  }

  /// Sets the coefficient of the entry at `index`.
  @inline(__always) mutating func setCoefficient(_ value: Double, at index: Int) {
    entries[index].coefficient = value
  }

  /// Removes the entry at `index` of `span`'s terms, moving the later terms down by one.
  mutating func removeEntry(at index: Int, from span: inout Tableau.Span) {
    let end = span.start + span.count
    // index ..< end lies inside span's block (index is one of its terms), so every access is in
    // bounds; one uniqueness check for the whole shift.
    entries.withUnsafeMutableBufferPointer { buffer in
      var j = index
      while j + 1 < end {
        buffer[j] = buffer[j + 1]
        j += 1
      }
    }
    span.count -= 1
  }

  /// Puts `entry` at `index` of `span`'s terms (where a search said it belongs), moving the later
  /// terms up by one; moves the row to a larger block first if its block is full.
  mutating func insertEntry(_ entry: Row.Entry, at index: Int, into span: inout Tableau.Span) {
    let offset = index - span.start
    reserve(span.count + 1, in: &span)
    let position = span.start + offset
    let end = span.start + span.count
    // The block holds count + 1 entries (reserved above): position ... end lies inside it.
    entries.withUnsafeMutableBufferPointer { buffer in
      var j = end
      while j > position {
        buffer[j] = buffer[j - 1]
        j -= 1
      }
      buffer[position] = entry
    }
    span.count += 1
  }

  /// Adds `factor × other` (terms only; the caller adds the constant) to `span`'s terms by one
  /// merge from the back — the merged terms never overwrite one not yet read — with the sums and
  /// drops of `Row.insert(_:times:)`. When `tracking`, appends to `added` every id that was absent
  /// and is now present. Recomputes the mask.
  mutating func merge(
    _ other: [Row.Entry], times factor: Double, into span: inout Tableau.Span, tracking: Bool,
    added: inout [Int]
  ) {
    let n = span.count
    let m = other.count
    reserve(n + m, in: &span)
    let base = span.start
    var newMask: UInt64 = 0
    var k = n + m - 1
    // The block holds n + m entries (reserved above), so base + 0 ..< base + n + m is inside it;
    // i < n and j < m index our terms and `other`.
    other.withUnsafeBufferPointer { theirs in
      entries.withUnsafeMutableBufferPointer { ours in
        var i = n - 1
        var j = m - 1
        while i >= 0 || j >= 0 {
          if j < 0 || (i >= 0 && ours[base + i].id > theirs[j].id) {
            let entry = ours[base + i]
            ours[base + k] = entry
            newMask |= Row.bit(entry.id)
            k -= 1
            i -= 1
          } else if i < 0 || theirs[j].id > ours[base + i].id {
            let value = factor * theirs[j].coefficient
            if abs(value) >= Row.epsilon {
              ours[base + k] = Row.Entry(id: theirs[j].id, coefficient: value)
              newMask |= Row.bit(theirs[j].id)
              if tracking { added.append(theirs[j].id) }
              k -= 1
            }
            j -= 1
          } else {
            let value = ours[base + i].coefficient + factor * theirs[j].coefficient
            if abs(value) >= Row.epsilon {
              ours[base + k] = Row.Entry(id: ours[base + i].id, coefficient: value)
              newMask |= Row.bit(ours[base + i].id)
              k -= 1
            }
            i -= 1
            j -= 1
          }
        }
        // The merged terms are at base + k + 1 ..< base + n + m: move them to the front.
        let shift = k + 1
        if shift > 0 {
          var t = 0
          while t < n + m - shift {
            ours[base + t] = ours[base + t + shift]
            t += 1
          }
        }
      }
    }
    span.count = n + m - (k + 1)
    span.mask = newMask
  }
}
