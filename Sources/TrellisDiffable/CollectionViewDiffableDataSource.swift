/// A collection view data source driven by snapshots: you describe the data as a
/// `DiffableDataSourceSnapshot` and apply it; the data source computes the difference from what
/// the collection view shows and performs it as one batch update.
///
/// ```swift
/// let registration = CollectionView.CellRegistration<ListCell, Item.ID> { cell, indexPath, id in
///   cell.configure(with: store[id])
/// }
/// let dataSource = CollectionViewDiffableDataSource<Section, Item.ID>(collectionView: collectionView) {
///   collectionView, indexPath, id in
///   collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
/// }
/// var snapshot = DiffableDataSourceSnapshot<Section, Item.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(store.ids)
/// dataSource.apply(snapshot)
/// ```
///
/// Creating the data source makes it the collection view's `dataSource`. The collection view
/// holds its data source weakly (as in UIKit): keep a strong reference to it. The data source
/// holds the collection view weakly too.
///
/// `apply(_:animatingDifferences:completion:)` diffs in linear time (see `SnapshotDifference`)
/// and performs deletes, inserts, moves and reloads in one batch through the host's validated
/// batch updates; cells of reconfigured items are configured again in place. Section snapshots
/// (`apply(_:to:animatingDifferences:completion:)`) make outlines with expandable items, and
/// `reorderingHandlers` let interactive movement reorder the snapshot.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: CollectionViewDataSource {
  /// Returns the configured cell for an item: dequeue it from the collection view (for example
  /// with `dequeueConfiguredReusableCell(using:for:item:)`) and configure it for
  /// `itemIdentifier`.
  public typealias CellProvider = (
    _ collectionView: CollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> CollectionViewCell?

  /// Returns the configured supplementary view of `elementKind` at `indexPath`.
  public typealias SupplementaryViewProvider = (
    _ collectionView: CollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> CollectionReusableView?

  @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  @usableFromInline typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

  weak var collectionView: CollectionView?
  let cellProvider: CellProvider

  /// The closure that provides supplementary views (headers, footers, …). When it is `nil`, or
  /// returns `nil`, the collection view gets a plain `CollectionReusableView`.
  ///
  /// UIKit difference: UIKit raises when no view is provided; Trellis shows an empty view.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// The closures that allow and observe interactive reordering.
  public var reorderingHandlers = ReorderingHandlers()

  /// The closures that allow and observe expanding and collapsing items of section snapshots.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// The snapshot the collection view shows (its reload marks already consumed).
  var current = Snapshot()
  /// The section snapshots applied with `apply(_:to:animatingDifferences:completion:)` that
  /// still describe their sections.
  var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

  /// Creates a data source for `collectionView` whose cells come from `cellProvider`, and makes
  /// it the collection view's `dataSource`. It starts with an empty snapshot.
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  // MARK: - Identifiers and index paths

  /// The data source's current snapshot: what the collection view shows.
  ///
  /// - Complexity: O(1) (copy on write).
  public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// The identifier of the item at `indexPath`, or `nil` when there is none.
  ///
  /// - Complexity: O(1).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// The index path of the item `itemIdentifier`, or `nil` when the snapshot does not contain it.
  ///
  /// - Complexity: O(1) expected.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.location(ofItem: itemIdentifier).map { IndexPath(item: $0.index, section: $0.section) }
  }

  /// The identifier of the section at `index`, or `nil` when there is none.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    index >= 0 && index < current.sectionIDs.count ? current.sectionIDs[index] : nil
  }

  /// The index of the section `identifier`, or `nil` when the snapshot does not contain it.
  ///
  /// - Complexity: O(1) expected.
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.sectionPositions[sectionIdentifier]
  }

  // MARK: - CollectionViewDataSource

  /// The number of sections of the current snapshot.
  open func numberOfSections(in collectionView: CollectionView) -> Int {
    current.numberOfSections
  }

  /// The number of items in section `section` of the current snapshot.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    section >= 0 && section < current.sectionItems.count ? current.sectionItems[section].count : 0
  }

  /// The cell the cell provider returns for the item at `indexPath`.
  ///
  /// - Precondition: the cell provider returns a cell; a `nil` cell stops with a message naming
  ///   the item and index path (UIKit raises an exception).
  ///
  /// UIKit difference: an index path without an item (asked for while an interactive movement
  /// shows items at temporary places) gets an empty `CollectionViewCell` instead of an
  /// exception.
  open func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    guard let item = current.item(at: indexPath) else { return CollectionViewCell(frame: .zero) }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      preconditionFailure(
        "CollectionViewDiffableDataSource: the cell provider returned nil for item "
          + "\(DiffableDataSourceError.name(item)) at index path \(indexPath); it must return a cell")
    }
    // A list cell in a section with a section snapshot is indented by its item's level, after
    // the provider configured it (OutlineIndenting.swift).
    if let indenting = cell as? any OutlineIndenting,
      let section = current.sectionIdentifier(containingItem: item),
      let outline = sectionSnapshots[section], outline.contains(item)
    {
      indenting.applyOutlineLevel(outline.level(of: item))
    }
    return cell
  }

  /// The view the supplementary view provider returns, or a plain `CollectionReusableView`.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
  }

  /// Whether the item at `indexPath` may be moved: `reorderingHandlers.canReorderItem` says so,
  /// and the item is not an expanded parent with children in a section snapshot (its children
  /// would be left behind).
  ///
  /// UIKit difference: UIKit lets an expanded parent be dragged; Trellis refuses, so an
  /// outline's children never get separated from their parent.
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    canReorderItem(at: indexPath)
  }

  /// Moves the item from `sourceIndexPath` to `destinationIndexPath` in the snapshot, once, at
  /// the end of an interactive movement, reporting the transaction to `reorderingHandlers`.
  ///
  /// In an outline section the item (with its collapsed subtree) becomes a sibling of the item
  /// now shown after it, or the last root item when nothing follows it.
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    reorderItem(from: sourceIndexPath, to: destinationIndexPath)
  }
}
