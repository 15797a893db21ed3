// The throwing view of a snapshot: the same operations, with the same names and labels, that
// report a programmer error as a thrown `DiffableDataSourceError` instead of stopping.

extension DiffableDataSourceSnapshot {
  /// The snapshot's operations as throwing methods: `try snapshot.checked.appendItems(["a"])`.
  ///
  /// Every method validates all its arguments first; when one is wrong it throws the
  /// `DiffableDataSourceError` whose message the plain method would stop with, and the snapshot
  /// is unchanged. Use it where identifiers come from outside your code, in tests of error
  /// handling, and in fuzzers.
  ///
  /// UIKit difference: UIKit has only the raising methods.
  public var checked: Checked {
    get { Checked(base: self) }
    _modify {
      var view = Checked(base: self)
      self = DiffableDataSourceSnapshot()
      defer { self = view.base }
      yield &view
    }
  }

  /// The throwing operations of a snapshot; see `DiffableDataSourceSnapshot.checked`.
  public struct Checked: Sendable {
    /// The snapshot the operations change.
    public var base: DiffableDataSourceSnapshot

    /// Wraps `base`.
    public init(base: DiffableDataSourceSnapshot) {
      self.base = base
    }

    /// `appendSections(_:)`, throwing instead of stopping.
    public mutating func appendSections(
      _ identifiers: [SectionIdentifierType]
    ) throws(DiffableDataSourceError) {
      try base.checkAppendSections(identifiers)
    }

    /// `insertSections(_:beforeSection:)`, throwing instead of stopping.
    public mutating func insertSections(
      _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) throws(DiffableDataSourceError) {
      try base.checkInsertSections(identifiers, relativeTo: toIdentifier, after: false)
    }

    /// `insertSections(_:afterSection:)`, throwing instead of stopping.
    public mutating func insertSections(
      _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) throws(DiffableDataSourceError) {
      try base.checkInsertSections(identifiers, relativeTo: toIdentifier, after: true)
    }

    /// `deleteSections(_:)`, throwing instead of stopping.
    public mutating func deleteSections(
      _ identifiers: [SectionIdentifierType]
    ) throws(DiffableDataSourceError) {
      try base.checkDeleteSections(identifiers)
    }

    /// `moveSection(_:beforeSection:)`, throwing instead of stopping.
    public mutating func moveSection(
      _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) throws(DiffableDataSourceError) {
      try base.checkMoveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// `moveSection(_:afterSection:)`, throwing instead of stopping.
    public mutating func moveSection(
      _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) throws(DiffableDataSourceError) {
      try base.checkMoveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// `reloadSections(_:)`, throwing instead of stopping.
    public mutating func reloadSections(
      _ identifiers: [SectionIdentifierType]
    ) throws(DiffableDataSourceError) {
      try base.checkReloadSections(identifiers)
    }

    /// `appendItems(_:toSection:)`, throwing instead of stopping.
    public mutating func appendItems(
      _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) throws(DiffableDataSourceError) {
      try base.checkAppendItems(identifiers, toSection: sectionIdentifier)
    }

    /// `insertItems(_:beforeItem:)`, throwing instead of stopping.
    public mutating func insertItems(
      _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) throws(DiffableDataSourceError) {
      try base.checkInsertItems(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    /// `insertItems(_:afterItem:)`, throwing instead of stopping.
    public mutating func insertItems(
      _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) throws(DiffableDataSourceError) {
      try base.checkInsertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }

    /// `deleteItems(_:)`, throwing instead of stopping.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) throws(DiffableDataSourceError) {
      try base.checkDeleteItems(identifiers)
    }

    /// `moveItem(_:beforeItem:)`, throwing instead of stopping.
    public mutating func moveItem(
      _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) throws(DiffableDataSourceError) {
      try base.checkMoveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// `moveItem(_:afterItem:)`, throwing instead of stopping.
    public mutating func moveItem(
      _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) throws(DiffableDataSourceError) {
      try base.checkMoveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// `reloadItems(_:)`, throwing instead of stopping.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(DiffableDataSourceError) {
      try base.checkMarkItems(identifiers, reconfigure: false)
    }

    /// `reconfigureItems(_:)`, throwing instead of stopping.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) throws(DiffableDataSourceError)
    {
      try base.checkMarkItems(identifiers, reconfigure: true)
    }

    /// `numberOfItems(inSection:)`, throwing instead of stopping.
    public func numberOfItems(
      inSection identifier: SectionIdentifierType
    ) throws(DiffableDataSourceError) -> Int {
      base.sectionItems[try base.position(ofSection: identifier, "numberOfItems(inSection:)")].count
    }

    /// `itemIdentifiers(inSection:)`, throwing instead of stopping.
    public func itemIdentifiers(
      inSection identifier: SectionIdentifierType
    ) throws(DiffableDataSourceError) -> [ItemIdentifierType] {
      base.sectionItems[try base.position(ofSection: identifier, "itemIdentifiers(inSection:)")]
    }
  }
}
