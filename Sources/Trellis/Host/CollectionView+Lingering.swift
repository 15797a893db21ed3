// Lingering cells: cells that left the screen are kept near it for a while (see
// `lingeringMargin`), so that a cell scrolled back on screen is shown again without asking the
// data source; the layout pass takes them back for arriving cells and sends the ones that went
// too far to the reuse pool. Split from CollectionView+VisibleSet.swift, which runs the pass.

extension CollectionView {
  /// How far beyond the visible rect (on every side) a cell that left the screen is kept before
  /// it goes back to the reuse pool: a quarter of the view's size along each axis.
  ///
  /// A cell that comes back on screen within that distance is shown again with `willDisplay`
  /// only; the data source is not asked for it again.
  public var lingeringMargin: CGSize {
    CGSize(width: frame.width / 4, height: frame.height / 4)
  }

  /// Fills `visibleSet.scratchReclaimed` with the lingering cells of the arriving cells
  /// (`scratchArrivals`), by position in `scratchArrivals` (`nil` for an arrival without one),
  /// taken out of `lingering` in one pass. The two buffers are the visible set's, kept between
  /// passes (no allocation a frame); the caller empties `scratchReclaimed` when it is done.
  ///
  /// - Complexity: O(a + l) for a arrivals and l lingering cells when a·l exceeds
  ///   `directReclaimLimit` (one search per arrival would be O(a·l): 10⁸ steps a frame when 10,000
  ///   cells arrive while 10,000 linger); otherwise one search per arrival, at most
  ///   `directReclaimLimit` steps.
  func reclaimLingeringCells() {
    visibleSet.scratchReclaimed.removeAll(keepingCapacity: true)
    // A pass without arrivals has nothing to index.
    guard !visibleSet.scratchArrivals.isEmpty else { return }
    visibleSet.scratchReclaimed.append(
      contentsOf: repeatElement(nil, count: visibleSet.scratchArrivals.count))
    guard !reuse.lingering.isEmpty else { return }
    visibleSet.scratchTaken.removeAll(keepingCapacity: true)
    visibleSet.scratchTaken.append(contentsOf: repeatElement(false, count: reuse.lingering.count))
    var anyTaken = false
    // Arrivals have distinct keys, so each path is looked up once and its first lingering entry
    // is never already taken: the first entry of the path is the answer. Few arrivals times few
    // lingering cells (a row arriving during a scroll) are searched directly; many use a
    // dictionary of first entries (for look-ups only, never iterated).
    if visibleSet.scratchArrivals.count * reuse.lingering.count <= Self.directReclaimLimit {
      for (position, index) in visibleSet.scratchArrivals.enumerated()
      where visibleSet.scratchVisible[index].key.category == 0 {
        let key = visibleSet.scratchVisible[index].key
        // A plain loop: a closure passed to `firstIndex(where:)` here is main-actor isolated and
        // checks the executor on every call (about 200 instructions per lingering cell).
        var found = -1
        for candidate in reuse.lingering.indices {
          let path = reuse.lingering[candidate].path
          if path.section == key.section && path.item == key.item {
            found = candidate
            break
          }
        }
        guard found >= 0, !visibleSet.scratchTaken[found] else { continue }
        let entry = found
        visibleSet.scratchReclaimed[position] = reuse.lingering[entry].cell
        visibleSet.scratchTaken[entry] = true
        anyTaken = true
      }
    } else {
      var firstEntry: [ItemPath: Int] = [:]
      for index in reuse.lingering.indices where firstEntry[reuse.lingering[index].path] == nil {
        firstEntry[reuse.lingering[index].path] = index
      }
      for (position, index) in visibleSet.scratchArrivals.enumerated()
      where visibleSet.scratchVisible[index].key.category == 0 {
        guard let entry = firstEntry[visibleSet.scratchVisible[index].key.path],
          !visibleSet.scratchTaken[entry]
        else {
          continue
        }
        visibleSet.scratchReclaimed[position] = reuse.lingering[entry].cell
        visibleSet.scratchTaken[entry] = true
        anyTaken = true
      }
    }
    if anyTaken {
      var write = 0
      for read in reuse.lingering.indices where !visibleSet.scratchTaken[read] {
        reuse.lingering[write] = reuse.lingering[read]
        write += 1
      }
      reuse.lingering.removeLast(reuse.lingering.count - write)
    }
  }

  /// The most arrivals × lingering cells `reclaimLingeringCells()` searches directly (beyond it,
  /// building a dictionary of the lingering cells is cheaper).
  static let directReclaimLimit = 512

  /// Sends lingering cells that are farther than `lingeringMargin` from `rect` to the pool.
  func pruneLingering(around rect: CGRect) {
    guard !reuse.lingering.isEmpty else { return }
    let margin = lingeringMargin
    // Plain comparisons rather than Foundation's `insetBy`/`intersects`, which standardise and
    // can trap on extreme values; a NaN frame keeps nothing.
    let minX = rect.minX - margin.width
    let maxX = rect.maxX + margin.width
    let minY = rect.minY - margin.height
    let maxY = rect.maxY + margin.height
    var write = 0
    for read in reuse.lingering.indices {
      // Apple's rule, as for the visible set: a frame that only touches the kept area is not kept.
      let frame = reuse.lingering[read].frame
      if frame.minX < maxX, frame.maxX > minX, frame.minY < maxY, frame.maxY > minY {
        // Kept cells before the first pruned one stay where they are (no copy onto itself).
        if write != read { reuse.lingering[write] = reuse.lingering[read] }
        write += 1
      } else {
        enqueue(reuse.lingering[read].cell, category: 0, kind: "")
      }
    }
    reuse.lingering.removeLast(reuse.lingering.count - write)
  }

  /// Sends every lingering cell to the pool (their index paths are stale after a data change).
  func flushLingering() {
    for entry in reuse.lingering { enqueue(entry.cell, category: 0, kind: "") }
    reuse.lingering.removeAll(keepingCapacity: true)
  }
}
