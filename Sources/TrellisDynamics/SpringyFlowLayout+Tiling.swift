// Tiling for SpringyFlowLayout: which cells have springs, kept as an array sorted by index path.
//
// The tiled cells are exactly those whose flow frames intersect the tiled rect (the visible
// bounds grown by `tilingMargin`). When the bounds move, the new grown rect minus the old one is
// at most four strips (usually one thin strip along the scrolling axis); only those strips are
// queried from the flow layout, and a cell found there that already met the old rect is already
// tiled. Cells that no longer meet the new rect lose their springs. The kept and entering tiles
// are merged in index-path order into a scratch array that is swapped in, so a steady scroll
// allocates only the attributes and springs of the cells that enter.

/// One sprung cell: its place in the flow layout (the spring's anchor) and its spring.
struct SpringTile {
  var section: Int
  var item: Int
  /// The cell's centre in the flow layout: the spring's anchor (content coordinates).
  var anchor: CGPoint
  /// The cell's frame in the flow layout (what tiling tests against the tiled rect).
  var flowFrame: CGRect
  /// The attributes the animator moves (the cell's dynamic item).
  let attributes: CollectionViewLayoutAttributes
  let spring: AttachmentBehavior
  /// Whether `attributes` are exactly `CollectionViewLayoutAttributes` (no subclass): their
  /// properties run no code but their own loads and stores. (`false`, the general path, unless
  /// the maker checked.)
  var isPlain = false
  /// Where the animator's record of `attributes` was last found (`DynamicAnimator.record(for:hint:)`);
  /// −1 until the first look-up.
  var recordHint = -1

  /// The (section, item) of an index path (0 for a missing component).
  static func key(_ indexPath: IndexPath) -> (section: Int, item: Int) {
    (indexPath.count > 0 ? indexPath[0] : 0, indexPath.count > 1 ? indexPath[1] : 0)
  }

  /// Whether this tile sorts before `key`.
  func precedes(_ key: (section: Int, item: Int)) -> Bool {
    section != key.section ? section < key.section : item < key.item
  }
}

/// Every item from `firstItem` through `lastItem` of one section: the tiled cells when they
/// form one run (`SpringyFlowLayout.tiledRun()`).
struct TiledRun: Equatable {
  var section: Int
  var firstItem: Int
  var lastItem: Int

  /// Whether the cell at (section, item) `key` is in the run.
  func contains(_ key: (section: Int, item: Int)) -> Bool {
    key.section == section && key.item >= firstItem && key.item <= lastItem
  }
}

extension SpringyFlowLayout {
  /// The index in `tiles` of the cell at `indexPath`, by binary search; `nil` if it has no spring.
  func tileIndex(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2 else { return nil }
    return tileIndex(ofKey: SpringTile.key(indexPath))
  }

  /// The index in `tiles` of the cell at (section, item) `key`, by binary search; `nil` if it
  /// has no spring.
  func tileIndex(ofKey key: (section: Int, item: Int)) -> Int? {
    var low = 0
    var high = tiles.count
    while low < high {
      let mid = (low + high) >> 1
      if tiles[mid].precedes(key) { low = mid + 1 } else { high = mid }
    }
    guard low < tiles.count, tiles[low].section == key.section, tiles[low].item == key.item else {
      return nil
    }
    return low
  }

  /// The tiles as one run of items when they are exactly every item from the first tile's to the
  /// last tile's, all in one section (a flow layout's tiled cells in one section usually are);
  /// `nil` otherwise.
  ///
  /// The tiles are strictly increasing by (section, item), so when the first and the last share
  /// a section and their items are `tiles.count − 1` apart, no item between them is missing.
  /// - Complexity: O(1).
  func tiledRun() -> TiledRun? {
    guard let first = tiles.first, let last = tiles.last, first.section == last.section else { return nil }
    let (span, overflow) = last.item.subtractingReportingOverflow(first.item)
    guard !overflow, span == tiles.count - 1 else { return nil }
    return TiledRun(section: first.section, firstItem: first.item, lastItem: last.item)
  }

  /// `tileIndex(of:)`, trying the tile at `guess` first.
  /// - Complexity: O(1) when the guess is right, O(log tiled cells) otherwise.
  func tileIndex(of indexPath: IndexPath, guess: Int) -> Int? {
    guard indexPath.count == 2 else { return nil }
    if guess >= 0, guess < tiles.count, tiles[guess].section == indexPath[0],
      tiles[guess].item == indexPath[1]
    {
      return guess
    }
    return tileIndex(of: indexPath)
  }

  /// `tileIndex(ofKey:)`, trying the tile at `guess` first.
  /// - Complexity: O(1) when the guess is right, O(log tiled cells) otherwise.
  func tileIndex(ofKey key: (section: Int, item: Int), guess: Int) -> Int? {
    if guess >= 0, guess < tiles.count, tiles[guess].section == key.section, tiles[guess].item == key.item {
      return guess
    }
    return tileIndex(ofKey: key)
  }

  /// Removes every spring this layout added and forgets the tiling.
  func removeAllSprings() {
    if !tiles.isEmpty { dynamicAnimator.removeTopLevelBehaviors(tiles.map(\.spring)) }
    tiles.removeAll(keepingCapacity: true)
    tiledRect = .null
  }

  /// Brings the tiled cells in line with `bounds` grown by `tilingMargin`.
  ///
  /// Cells that enter get a spring anchored at their flow centre; with `displace`, they start
  /// pulled along by their share of `delta` (resistance from `touch`), like the cells that were
  /// already sprung.
  /// - Complexity: O(tiled cells + entering cells · log entering cells), plus the flow layout's
  ///   queries of the newly covered strips.
  func retile(for bounds: CGRect, delta: CGVector, touch: CGPoint, displace: Bool) {
    lastBounds = bounds
    let grown = bounds.insetBy(dx: -tilingMargin, dy: -tilingMargin)
    let old = tiledRect
    stripScratch.removeAll(keepingCapacity: true)
    if old.isNull || tiles.isEmpty {
      stripScratch.append(grown)
    } else {
      SpringyFlowLayout.appendDifference(grown, minus: old, to: &stripScratch)
    }

    // Cells that left the grown rect lose their springs (in index-path order). A scroll drops
    // one run of tiles at an end: remove a run in one move of the rest (no copy of each kept
    // tile); otherwise compact the kept tiles in one pass.
    leavingSprings.removeAll(keepingCapacity: true)
    var firstLeaving = -1
    var lastLeaving = -1
    var isRun = true
    for t in tiles.indices where !tiles[t].flowFrame.overlapsQuickly(grown) {
      if firstLeaving < 0 { firstLeaving = t } else if t != lastLeaving + 1 { isRun = false }
      lastLeaving = t
      leavingSprings.append(tiles[t].spring)
    }
    if firstLeaving >= 0 && isRun {
      tiles.removeSubrange(firstLeaving...lastLeaving)
    } else if firstLeaving >= 0 {
      var write = firstLeaving
      for read in firstLeaving..<tiles.count where tiles[read].flowFrame.overlapsQuickly(grown) {
        tiles[write] = tiles[read]
        write += 1
      }
      tiles.removeLast(tiles.count - write)
    }
    if !leavingSprings.isEmpty {
      dynamicAnimator.removeTopLevelBehaviors(leavingSprings)
      leavingSprings.removeAll(keepingCapacity: true)
    }

    // Cells in the newly covered strips that did not meet the old rect enter.
    enteringTiles.removeAll(keepingCapacity: true)
    enteringCells.removeAll(keepingCapacity: true)
    for strip in stripScratch {
      // A hair wider, so rounding at the strip edges cannot lose a cell; the exact test is below.
      let query = strip.insetBy(dx: -0.001, dy: -0.001)
      for a in super.layoutAttributesForElements(in: query) ?? [] where a.representedElementCategory == .cell
      {
        let frame = a.frame
        // `overlapsQuickly` answers as `overlaps` for every pair, without its calls.
        guard frame.overlapsQuickly(grown), old.isNull || !frame.overlapsQuickly(old) else { continue }
        let key = SpringTile.key(a.indexPath)
        // A cell spanning two strips is found twice (rare: only when both axes scrolled).
        if stripScratch.count > 1,
          enteringCells.contains(where: { $0.key.section == key.section && $0.key.item == key.item })
        {
          continue
        }
        enteringCells.append((a, key))
      }
    }
    // Emptied on the way out (kept capacity, no reference to the cells kept).
    defer { enteringCells.removeAll(keepingCapacity: true) }
    // Every spring is simulated each frame: beyond `maximumSpringCount` cells the layout gives up
    // its springs and shows the plain flow layout until fewer cells are in the tiled rect.
    guard tiles.count + enteringCells.count <= Self.maximumSpringCount else {
      lastLayoutError = CollectionViewError(
        .limitExceeded,
        "SpringyFlowLayout: \(tiles.count + enteringCells.count) cells lie within the visible bounds grown by "
          + "tilingMargin, more than the \(Self.maximumSpringCount) springs it simulates; the cells are shown "
          + "without springs")
      removeAllSprings()
      return
    }
    for (a, key) in enteringCells {
      enteringTiles.append(makeTile(a, key: key, delta: delta, touch: touch, displace: displace))
    }
    tiledRect = grown
    guard !enteringTiles.isEmpty else { return }
    // The cells of one strip come in index-path order: sort only when they do not (a stable
    // sort leaves sorted tiles as they are).
    if !Self.isSortedByIndexPath(enteringTiles) { enteringTiles.sort { $0.precedes(($1.section, $1.item)) } }

    // A scroll brings the entering cells in at one end: insert them there as one block (the
    // kept tiles move, without a copy of each); otherwise merge the kept and the entering tiles
    // in index-path order. Both give the same order (no entering cell was tiled before).
    let firstEntering = (enteringTiles[0].section, enteringTiles[0].item)
    let last = enteringTiles.count - 1
    let lastEntering = (enteringTiles[last].section, enteringTiles[last].item)
    if tiles.isEmpty || tiles[tiles.count - 1].precedes(firstEntering) {
      tiles.append(contentsOf: enteringTiles)
      enteringTiles.removeAll(keepingCapacity: true)
      return
    }
    if !tiles[0].precedes(lastEntering) {
      tiles.insert(contentsOf: enteringTiles, at: 0)
      enteringTiles.removeAll(keepingCapacity: true)
      return
    }
    scratchTiles.removeAll(keepingCapacity: true)
    scratchTiles.reserveCapacity(tiles.count + enteringTiles.count)
    var i = 0
    var j = 0
    while i < tiles.count || j < enteringTiles.count {
      if j == enteringTiles.count
        || (i < tiles.count && tiles[i].precedes((enteringTiles[j].section, enteringTiles[j].item)))
      {
        scratchTiles.append(tiles[i])
        i += 1
      } else {
        scratchTiles.append(enteringTiles[j])
        j += 1
      }
    }
    swap(&tiles, &scratchTiles)
    scratchTiles.removeAll(keepingCapacity: true)
    enteringTiles.removeAll(keepingCapacity: true)
  }

  /// A spring for a cell entering the tiled rect, added to the animator.
  private func makeTile(
    _ attributes: CollectionViewLayoutAttributes, key: (section: Int, item: Int), delta: CGVector,
    touch: CGPoint, displace: Bool
  ) -> SpringTile {
    let anchor = attributes.center
    let flowFrame = attributes.frame
    let spring = AttachmentBehavior(item: attributes, attachedToAnchor: anchor)
    spring.length = springLength
    spring.damping = springDamping
    spring.frequency = springFrequency
    if displace {
      let offset = displacement(of: anchor, delta: delta, touch: touch)
      attributes.center = CGPoint(x: anchor.x + offset.dx, y: anchor.y + offset.dy)
    }
    dynamicAnimator.addBehavior(spring)
    return SpringTile(
      section: key.section, item: key.item, anchor: anchor, flowFrame: flowFrame, attributes: attributes,
      spring: spring, isPlain: type(of: attributes) == CollectionViewLayoutAttributes.self)
  }

  /// Whether `tiles` are in strictly increasing index-path order (as `retile` keeps them).
  /// - Complexity: O(tiles), reading only their keys.
  static func isSortedByIndexPath(_ tiles: [SpringTile]) -> Bool {
    var k = 1
    while k < tiles.count {
      guard tiles[k - 1].precedes((tiles[k].section, tiles[k].item)) else { return false }
      k += 1
    }
    return true
  }

  /// Appends `a` minus `b` as at most four rectangles (above, below, left, right of the overlap).
  static func appendDifference(_ a: CGRect, minus b: CGRect, to out: inout [CGRect]) {
    let overlap = a.intersection(b)
    guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else {
      out.append(a)
      return
    }
    if a.minY < overlap.minY {
      out.append(CGRect(x: a.minX, y: a.minY, width: a.width, height: overlap.minY - a.minY))
    }
    if overlap.maxY < a.maxY {
      out.append(CGRect(x: a.minX, y: overlap.maxY, width: a.width, height: a.maxY - overlap.maxY))
    }
    if a.minX < overlap.minX {
      out.append(CGRect(x: a.minX, y: overlap.minY, width: overlap.minX - a.minX, height: overlap.height))
    }
    if overlap.maxX < a.maxX {
      out.append(
        CGRect(x: overlap.maxX, y: overlap.minY, width: a.maxX - overlap.maxX, height: overlap.height))
    }
  }
}
