/// What a reorder changed in one section: its section snapshots before and after and the
/// difference between their items.
public struct DiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// The section's snapshot before the reorder.
  public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The section's snapshot after the reorder.
  public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The change from `initialSnapshot.items` to `finalSnapshot.items`.
  public let difference: CollectionDifference<ItemIdentifierType>

  /// Creates a section transaction.
  public init(
    sectionIdentifier: SectionIdentifierType,
    initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    difference: CollectionDifference<ItemIdentifierType>
  ) {
    self.sectionIdentifier = sectionIdentifier
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    self.difference = difference
  }
}
