// Prefetching: the items about one screen ahead in the direction of scrolling are announced to
// the prefetch data source before their cells are requested; announcements that are no longer
// ahead (the user reversed, or jumped) are cancelled. The ahead set is recomputed when the
// direction changes or the view has scrolled a quarter of its size since the last computation,
// so it costs one extra rect query every few frames, not every frame.
//
// Cells that leave the screen linger (see `lingeringMargin`) and are shown again with
// `willDisplay` only when the user comes back.

/// The prefetching bookkeeping.
struct PrefetchState {
  /// `CollectionView.isPrefetchingEnabled`.
  var isEnabled = true
  /// Announced items that are neither visible yet nor cancelled, sorted.
  var outstanding: [ItemPath] = []
  var lastOffset: CGPoint?
  /// The scrolling direction: (0, ±1) or (±1, 0).
  var direction = CGPoint(x: 0, y: 1)
  var computedAt: CGPoint?
  var computedDirection = CGPoint.zero
}

extension CollectionView {
  func resetPrefetching() {
    prefetch.outstanding.removeAll()
    prefetch.computedAt = nil
  }

  /// Keeps the outstanding announcements across a batch update (dropping deleted items).
  func remapPrefetching(_ map: UpdateMap) {
    prefetch.outstanding = prefetch.outstanding.compactMap { map.newPath(forOld: $0) }.sorted()
    prefetch.computedAt = nil
  }

  func updatePrefetching() {
    guard isPrefetchingEnabled, let prefetchDataSource, dataSource != nil else { return }
    let offset = contentOffset
    if let last = prefetch.lastOffset {
      let dx = offset.x - last.x
      let dy = offset.y - last.y
      if abs(dy) >= abs(dx), dy != 0 {
        prefetch.direction = CGPoint(x: 0, y: dy > 0 ? 1 : -1)
      } else if dx != 0 {
        prefetch.direction = CGPoint(x: dx > 0 ? 1 : -1, y: 0)
      }
    } else if !canScrollVertically && canScrollHorizontally {
      // Forward is towards the content's trailing edge: to the left when the layout is mirrored.
      prefetch.direction = CGPoint(x: mirrors(layout) ? -1 : 1, y: 0)
    }
    prefetch.lastOffset = offset
    // Items that became visible were served, not cancelled.
    if !prefetch.outstanding.isEmpty {
      prefetch.outstanding.removeAll { visibleIndex(of: .cell($0)) != nil }
    }
    let threshold = max(frame.width, frame.height) / 4
    let moved =
      prefetch.computedAt.map { max(abs(offset.x - $0.x), abs(offset.y - $0.y)) >= threshold } ?? true
    guard moved || prefetch.direction != prefetch.computedDirection else { return }
    prefetch.computedAt = offset
    prefetch.computedDirection = prefetch.direction

    let b = bounds
    let direction = prefetch.direction
    let ahead = CGRect(
      x: direction.x > 0 ? b.maxX : (direction.x < 0 ? b.minX - b.width : b.minX),
      y: direction.y > 0 ? b.maxY : (direction.y < 0 ? b.minY - b.height : b.minY),
      width: b.width, height: b.height)
    let counts = itemCounts
    var upcoming: [ItemPath] = []
    for attributes in mirroredLayout.layoutAttributesForElements(in: ahead) ?? []
    where attributes.representedElementCategory == .cell {
      guard let path = ItemPath(attributes.indexPath), path.section >= 0, path.section < counts.count,
        path.item >= 0, path.item < counts[path.section], visibleIndex(of: .cell(path)) == nil
      else { continue }
      upcoming.append(path)
    }
    upcoming.sort()
    var unique: [ItemPath] = []
    unique.reserveCapacity(upcoming.count)
    for path in upcoming where unique.last != path { unique.append(path) }

    // New announcements and cancellations: a merge of two sorted lists.
    var announce: [ItemPath] = []
    var cancel: [ItemPath] = []
    var i = 0
    var j = 0
    let old = prefetch.outstanding
    while i < old.count || j < unique.count {
      if j == unique.count || (i < old.count && old[i] < unique[j]) {
        cancel.append(old[i])
        i += 1
      } else if i == old.count || unique[j] < old[i] {
        announce.append(unique[j])
        j += 1
      } else {
        i += 1
        j += 1
      }
    }
    prefetch.outstanding = unique
    // The prefetch data source, like the data source, hears data-source index paths (they
    // differ from the shown ones only while an item moves interactively).
    if !cancel.isEmpty {
      prefetchDataSource.collectionView(
        self, cancelPrefetchingForItemsAt: cancel.map { dataSourceIndexPath(forShown: $0.indexPath) })
    }
    if !announce.isEmpty {
      prefetchDataSource.collectionView(
        self, prefetchItemsAt: announce.map { dataSourceIndexPath(forShown: $0.indexPath) })
    }
  }
}
