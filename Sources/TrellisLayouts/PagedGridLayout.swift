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
/// `pageInset` for margins. Unusable numbers never trap: `prepare()` reads every property
/// through the rules of `LayoutLimits` (NaN, infinite and negative spacings count as 0, insets'
/// NaN and infinite edges as 0, counts are clamped to 1…`maximumGridSide`) and records what it
/// changed in `lastLayoutError`.
open class PagedGridLayout: CollectionViewLayout {
  /// The largest accepted number of columns or rows: 10,000 (so a page holds at most 10⁸ slots).
  public static let maximumGridSide = 10_000

  /// The number of items per row of a page. The default is 4; values below 1 count as 1, values
  /// above `maximumGridSide` as `maximumGridSide`.
  open var columns: Int = 4 { didSet { if columns != oldValue { invalidateLayout() } } }

  /// The number of rows per page. The default is 5; values below 1 count as 1, values above
  /// `maximumGridSide` as `maximumGridSide`.
  open var rows: Int = 5 { didSet { if rows != oldValue { invalidateLayout() } } }

  /// The horizontal space between the items of a row. The default is 10.
  ///
  /// UIKit difference: NaN, infinite and negative values count as 0 (see `LayoutLimits`).
  open var itemSpacing: CGFloat = 10 { didSet { if itemSpacing != oldValue { invalidateLayout() } } }

  /// The vertical space between rows. The default is 10.
  ///
  /// UIKit difference: NaN, infinite and negative values count as 0 (see `LayoutLimits`).
  open var lineSpacing: CGFloat = 10 { didSet { if lineSpacing != oldValue { invalidateLayout() } } }

  /// The margins inside every page, around its grid. The default is zero.
  ///
  /// UIKit difference: NaN and infinite edges count as 0 (see `LayoutLimits`).
  open var pageInset: EdgeInsets = .zero { didSet { if pageInset != oldValue { invalidateLayout() } } }

  /// Per section: its first page; one more entry holds the total page count.
  private var firstPages: [Int] = [0]
  private var counts: [Int] = []
  private var pageSize = CGSize.zero
  /// The values `prepare()` read from the properties, after the input rules.
  private var usedColumns = 1
  private var usedRows = 1
  private var usedItemSpacing: CGFloat = 0
  private var usedLineSpacing: CGFloat = 0
  private var usedInset = EdgeInsets.zero

  /// The computed item size for the current bounds.
  public private(set) var itemSize = CGSize.zero

  /// The number of pages.
  public var numberOfPages: Int { firstPages.last ?? 0 }

  private var perPage: Int { usedColumns * usedRows }

  /// Reads the counts and bounds and computes the pages of every section.
  open override func prepare() {
    super.prepare()
    counts.removeAll(keepingCapacity: true)
    firstPages = [0]
    guard let collectionView else { return }
    // Where the properties enter: one rule per kind of number (`LayoutLimits`).
    let side = 1...Self.maximumGridSide
    usedColumns = sanitizedCount(self.columns, in: side, name: "columns")
    usedRows = sanitizedCount(self.rows, in: side, name: "rows")
    usedItemSpacing = sanitizedLength(itemSpacing, name: "itemSpacing")
    usedLineSpacing = sanitizedLength(lineSpacing, name: "lineSpacing")
    usedInset = sanitizedInsets(pageInset, name: "pageInset")
    pageSize = collectionView.bounds.size
    let columns = CGFloat(usedColumns)
    let rows = CGFloat(usedRows)
    // A page of no width shows nothing: its items have no width either (negative insets would
    // otherwise make them wide, on pages that all sit at x = 0).
    itemSize = CGSize(
      width: pageSize.width > 0
        ? max(
          0, (pageSize.width - usedInset.left - usedInset.right - (columns - 1) * usedItemSpacing) / columns)
        : 0,
      height: max(
        0, (pageSize.height - usedInset.top - usedInset.bottom - (rows - 1) * usedLineSpacing) / rows))
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
    let columns = usedColumns
    let row = slot / columns
    let column = slot % columns
    return CGRect(
      x: CGFloat(page) * pageSize.width + usedInset.left + CGFloat(column)
        * (itemSize.width + usedItemSpacing),
      y: usedInset.top + CGFloat(row) * (itemSize.height + usedLineSpacing), width: itemSize.width,
      height: itemSize.height)
  }

  /// The items whose frames overlap `rect` with a positive area (frames that only touch its
  /// edge are not included), page by page in index order.
  ///
  /// - Complexity: O(log s + p + k) for s sections, p pages overlapping `rect` and k results.
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    var result: [CollectionViewLayoutAttributes] = []
    guard pageSize.width > 0, numberOfPages > 0, LayoutLimits.isQueryable(rect) else { return result }
    // The pages the rect reaches, widened by the rounding slack of numbers this large, then
    // clamped to the pages (a NaN quotient gives page 0).
    let slack = LayoutLimits.querySlack(
      max(abs(rect.minX), abs(rect.maxX), CGFloat(numberOfPages) * pageSize.width))
    let pages = 0...(numberOfPages - 1)
    // Where a page's items reach, relative to the page's left edge: from the first column's left
    // edge to the last column's right edge (beyond the page itself with negative insets).
    let reachLeft = min(0, usedInset.left)
    let reachRight = max(
      pageSize.width,
      usedInset.left + CGFloat(usedColumns - 1) * (itemSize.width + usedItemSpacing) + itemSize.width)
    let firstPage = LayoutLimits.index((rect.minX - reachRight - slack) / pageSize.width, in: pages)
    let lastPage = LayoutLimits.index((rect.maxX - reachLeft + slack) / pageSize.width, in: pages)
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
        guard result.count < LayoutLimits.maximumQueryElements else {
          reportQueryLimit(rect)
          return result
        }
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
    guard pageSize.width > 0, numberOfPages > 0, proposedContentOffset.x.isFinite else {
      return proposedContentOffset
    }
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
