// UIKit's names for the diffable data source, its snapshots and its transactions.

@_exported import TrellisDiffable

/// UIKit's name for `DiffableDataSourceSnapshot`, the sections and items a diffable data source
/// shows.
///
/// UIKit difference: besides UIKit's raising methods it has the throwing `checked` view.
public typealias NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

/// UIKit's name for `DiffableDataSourceSectionSnapshot`, the items of one section as a tree.
///
/// UIKit difference: besides UIKit's raising methods it has the throwing `checked` view.
public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> =
  DiffableDataSourceSectionSnapshot<ItemIdentifierType>

/// UIKit's name for `CollectionViewDiffableDataSource`, the data source driven by snapshots.
///
/// UIKit difference: outline expansion is triggered with `toggleOutlineDisclosure(for:…)`
/// instead of a cell accessory.
public typealias UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

/// UIKit's name for `DiffableDataSourceTransaction`, what a reorder changed.
public typealias NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

/// UIKit's name for `DiffableDataSourceSectionTransaction`, what a reorder changed in one section.
public typealias NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>
