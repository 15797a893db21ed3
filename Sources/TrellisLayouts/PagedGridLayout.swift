/// Horizontal pages of `columns × rows` items, filled row by row (left to right, then down),
/// each section starting on a new page: a home-screen grid.
///
/// Each page is as large as the collection view's bounds. Inside a page, `pageInset` leaves a
/// margin, and the items share what remains:
///
///     itemWidth  = (boundsWidth  − pageInset.left − pageInset.right  − (columns − 1)·itemSpacing) / columns
///     itemHeight = (boundsHeight − pageInset.top  − pageInset.bottom − (rows − 1)·lineSpacing) / rows
///
/// Item i of a section whose first page is P goes on page `p = P + i / (columns·rows)`, slot
/// `s = i mod (columns·rows)`, row `s / columns`, column `s mod columns`, at
/// `x = p·boundsWidth + pageInset.left + column·(itemWidth + itemSpacing)`,
/// `y = pageInset.top + row·(itemHeight + lineSpacing)`. A section of n items takes
/// `ceil(n / (columns·rows))` pages (an empty section none). The content is
/// `pages × boundsWidth` wide and `boundsHeight` tall.
///
/// Paging-friendly: `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` ends
/// every scroll on a page boundary (rounding up for a positive velocity, down for a negative
/// one, to the nearest page at rest), with or without the collection view's `isPagingEnabled`.
///
/// - Complexity: `prepare()` O(sections); `layoutAttributesForElements(in:)` O(log s + k) for s
///   sections and k results; `layoutAttributesForItem(at:)` O(1).
///
/// UIKit difference: pages use the bounds' size, not the adjusted content inset's; use
/// `pageInset` for margins.
open class PagedGridLayout: CollectionViewLayout {
  /// The number of items per row of a page. The default is 4; values below 1 count as 1.
  open var columns: Int = 4 { didSet { if columns != oldValue { invalidateLayout() } } }

  /// The number of rows per page. The default is 5; values below 1 count as 1.
  open var rows: Int = 5 { didSet { if rows != oldValue { invalidateLayout() } } }

  /// The horizontal space between the items of a row. The default is 10.
  open var itemSpacing: CGFloat = 10 { didSet { if itemSpacing != oldValue { invalidateLayout() } } }

  /// The vertical space between rows. The default is 10.
  open var lineSpacing: CGFloat = 10 { didSet { if lineSpacing != oldValue { invalidateLayout() } } }

  /// The margins inside every page, around its grid. The default is zero.
  open var pageInset: EdgeInsets = .zero { didSet { if pageInset != oldValue { invalidateLayout() } } }

  /// Per section: its first page; one more entry holds the total page count.
  private var firstPages: [Int] = [0]
  private var counts: [Int] = []
  private var pageSize = CGSize.zero

  /// The computed item size for the current bounds.
  public private(set) var itemSize = CGSize.zero

  /// The number of pages.
  public var numberOfPages: Int { firstPages.last ?? 0 }

  private var perPage: Int { max(1, columns) * max(1, rows) }

  /// Reads the counts and bounds and computes the pages of every section.
  open override func prepare() {
    super.prepare()
    counts.removeAll(keepingCapacity: true)
    firstPages = [0]
    guard let collectionView else { return }
    pageSize = collectionView.bounds.size
    let columns = CGFloat(max(1, self.columns))
    let rows = CGFloat(max(1, self.rows))
    itemSize = CGSize(
      width: max(
        0, (pageSize.width - pageInset.left - pageInset.right - (columns - 1) * itemSpacing) / columns),
      height: max(0, (pageSize.height - pageInset.top - pageInset.bottom - (rows - 1) * lineSpacing) / rows))
    var pages = 0
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      counts.append(count)
      pages += (count + perPage - 1) / perPage
      firstPages.append(pages)
    }
  }

  /// `pages × boundsWidth` by `boundsHeight`.
  open override var collectionViewContentSize: CGSize {
    CGSize(width: CGFloat(numberOfPages) * pageSize.width, height: pageSize.height)
  }

  /// `true` when the bounds' size changes.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != pageSize
  }

  /// The frame of item `item` of `section`.
  func frame(item: Int, section: Int) -> CGRect {
    let page = firstPages[section] + item / perPage
    let slot = item % perPage
    let columns = max(1, self.columns)
    let row = slot / columns
    let column = slot % columns
    return CGRect(
      x: CGFloat(page) * pageSize.width + pageInset.left + CGFloat(column) * (itemSize.width + itemSpacing),
      y: pageInset.top + CGFloat(row) * (itemSize.height + lineSpacing), width: itemSize.width,
      height: itemSize.height)
  }

  /// The items whose frames overlap `rect` with a positive area (frames that only touch its
  /// edge are not included), page by page in index order.
  ///
  /// - Complexity: O(log s + p + k) for s sections, p pages overlapping `rect` and k results.
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    var result: [CollectionViewLayoutAttributes] = []
    guard pageSize.width > 0, numberOfPages > 0, !rect.isNull else { return result }
    let firstPage = max(0, Int((rect.minX / pageSize.width).rounded(.down)))
    let lastPage = min(numberOfPages - 1, Int((rect.maxX / pageSize.width).rounded(.up)) - 1)
    guard firstPage <= lastPage else { return result }
    // The section holding firstPage: the last whose first page is ≤ firstPage (binary search).
    var low = 0
    var high = counts.count
    while low < high {
      let mid = (low + high) >> 1
      if firstPages[mid] <= firstPage { low = mid + 1 } else { high = mid }
    }
    var section = max(0, low - 1)
    for page in firstPage...lastPage {
      while section < counts.count, firstPages[section + 1] <= page { section += 1 }
      guard section < counts.count else { break }
      let start = (page - firstPages[section]) * perPage
      let end = min(counts[section], start + perPage)
      for item in start..<max(start, end) {
        let frame = frame(item: item, section: section)
        guard frame.overlaps(rect) else { continue }
        let attributes = makeLayoutAttributes(forCellWith: IndexPath.gallery(item: item, section: section))
        attributes.frame = frame
        result.append(attributes)
      }
    }
    return result
  }

  /// The attributes of the item at `indexPath`, or `nil`.
  ///
  /// - Complexity: O(1).
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < counts.count, indexPath.item >= 0,
      indexPath.item < counts[indexPath.section]
    else { return nil }
    let attributes = makeLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame(item: indexPath.item, section: indexPath.section)
    return attributes
  }

  /// A page boundary: `page·boundsWidth` with page = the proposed offset in pages rounded up for
  /// a positive velocity, down for a negative one, to the nearest at rest; clamped to the pages.
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard pageSize.width > 0, numberOfPages > 0 else { return proposedContentOffset }
    let pages = proposedContentOffset.x / pageSize.width
    // A small tolerance so that an offset already on a boundary stays there.
    let page: CGFloat
    if velocity.x > 0 {
      page = (pages - 1e-6).rounded(.up)
    } else if velocity.x < 0 {
      page = (pages + 1e-6).rounded(.down)
    } else {
      page = pages.rounded()
    }
    let clamped = min(max(page, 0), CGFloat(numberOfPages - 1))
    return CGPoint(x: clamped * pageSize.width, y: proposedContentOffset.y)
  }

  /// The nearest page boundary after updates and transitions.
  open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: .zero)
  }
}
