// The item counts the collection view works with: asked of the data source once per change,
// cached, and replaced by the in-flight counts during interactive movement.

extension CollectionView {
  /// The number of sections, as the data source last reported it.
  public var numberOfSections: Int { itemCounts.count }

  /// The number of items in `section`, as the data source last reported it (during interactive
  /// movement across sections: the in-flight count); 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    let counts = itemCounts
    return section >= 0 && section < counts.count ? counts[section] : 0
  }

  var itemCounts: [Int] {
    if let movement, let counts = movement.inFlightCounts { return counts }
    if let counts = pass.cachedItemCounts { return counts }
    let counts = fetchItemCounts()
    pass.cachedItemCounts = counts
    return counts
  }

  /// The data source's counts: negative answers count as 0, and at most
  /// `LayoutLimits.maximumSectionCount` sections and `LayoutLimits.maximumItemCount` items are
  /// taken (the rest are left out, recorded in `lastLayoutError`).
  func fetchItemCounts() -> [Int] {
    guard let dataSource else { return [] }
    let answered = dataSource.numberOfSections(in: self)
    let sections = LayoutLimits.count(answered, in: 0...LayoutLimits.maximumSectionCount)
    var room = LayoutLimits.maximumItemCount
    var counts = [Int](repeating: 0, count: sections)
    var cut = answered > sections
    for section in 0..<sections {
      let count = max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
      counts[section] = min(count, room)
      if count > room { cut = true }
      room -= counts[section]
    }
    addPlaceholderCounts(to: &counts)
    if cut {
      lastLayoutError = CollectionViewError(
        .limitExceeded,
        "the data source reports \(answered) sections with more than \(LayoutLimits.maximumItemCount) items or "
          + "more than \(LayoutLimits.maximumSectionCount) sections; only the first "
          + "\(LayoutLimits.maximumSectionCount) sections and \(LayoutLimits.maximumItemCount) items are shown"
      )
    }
    return counts
  }

  func markDataSourceCountsStale() {
    pass.cachedItemCounts = nil
    setVisibleSetNeedsUpdate()
  }
}
