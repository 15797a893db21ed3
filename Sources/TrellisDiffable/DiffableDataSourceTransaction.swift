/// What a reorder changed: the snapshots before and after, the difference between their items,
/// and one transaction per section that changed. The data source's `reorderingHandlers` receive
/// it (`willReorder`, `didReorder`) so you can update your model.
public struct DiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The data source's snapshot before the reorder.
  public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The data source's snapshot after the reorder.
  public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change from `initialSnapshot.itemIdentifiers` to `finalSnapshot.itemIdentifiers`: the
  /// moved item's removal and insertion, associated with each other.
  ///
  /// Apply it to an array that mirrors `initialSnapshot.itemIdentifiers` with
  /// `array.applying(difference)`.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// One transaction per section whose items changed, in section order.
  public let sectionTransactions:
    [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  /// Creates a transaction.
  public init(
    initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    difference: CollectionDifference<ItemIdentifierType>,
    sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
  ) {
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    self.difference = difference
    self.sectionTransactions = sectionTransactions
  }
}
