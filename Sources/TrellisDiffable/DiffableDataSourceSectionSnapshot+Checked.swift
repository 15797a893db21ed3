// The throwing view of a section snapshot: the same operations, with the same names and
// labels, that report a programmer error as a thrown `DiffableDataSourceError`.

extension DiffableDataSourceSectionSnapshot {
  /// The section snapshot's operations as throwing methods:
  /// `try outline.checked.append(["Pear"], to: "Fruit")`.
  ///
  /// Every method validates its arguments first; when one is wrong it throws the error whose
  /// message the plain method would stop with, and the snapshot is unchanged.
  ///
  /// UIKit difference: UIKit has only the raising methods.
  public var checked: Checked {
    get { Checked(base: self) }
    _modify {
      var view = Checked(base: self)
      self = DiffableDataSourceSectionSnapshot()
      defer { self = view.base }
      yield &view
    }
  }

  /// The throwing operations of a section snapshot; see `DiffableDataSourceSectionSnapshot.checked`.
  public struct Checked: Sendable {
    /// The section snapshot the operations change.
    public var base: DiffableDataSourceSectionSnapshot

    /// Wraps `base`.
    public init(base: DiffableDataSourceSectionSnapshot) {
      self.base = base
    }

    /// `append(_:to:)` for items, throwing instead of stopping.
    public mutating func append(
      _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
    ) throws(DiffableDataSourceError) {
      try base.checkAppend(items, to: parent)
    }

    /// `insert(_:before:)` for items, throwing instead of stopping.
    public mutating func insert(
      _ items: [ItemIdentifierType], before item: ItemIdentifierType
    ) throws(DiffableDataSourceError) {
      try base.checkInsert(items, relativeTo: item, after: false)
    }

    /// `insert(_:after:)` for items, throwing instead of stopping.
    public mutating func insert(
      _ items: [ItemIdentifierType], after item: ItemIdentifierType
    ) throws(DiffableDataSourceError) {
      try base.checkInsert(items, relativeTo: item, after: true)
    }

    /// `append(_:to:)` for a snapshot, throwing instead of stopping.
    public mutating func append(
      _ snapshot: DiffableDataSourceSectionSnapshot, to parent: ItemIdentifierType? = nil
    ) throws(DiffableDataSourceError) {
      try base.checkAppend(snapshot, to: parent)
    }

    /// `insert(_:before:)` for a snapshot, throwing instead of stopping.
    public mutating func insert(
      _ snapshot: DiffableDataSourceSectionSnapshot, before item: ItemIdentifierType
    ) throws(DiffableDataSourceError) {
      try base.checkInsert(snapshot, relativeTo: item, after: false)
    }

    /// `insert(_:after:)` for a snapshot, throwing instead of stopping.
    public mutating func insert(
      _ snapshot: DiffableDataSourceSectionSnapshot, after item: ItemIdentifierType
    ) throws(DiffableDataSourceError) {
      try base.checkInsert(snapshot, relativeTo: item, after: true)
    }

    /// `replace(childrenOf:using:)`, throwing instead of stopping.
    public mutating func replace(
      childrenOf parent: ItemIdentifierType, using snapshot: DiffableDataSourceSectionSnapshot
    ) throws(DiffableDataSourceError) {
      try base.checkReplace(childrenOf: parent, using: snapshot)
    }

    /// `delete(_:)`, throwing instead of stopping.
    public mutating func delete(_ items: [ItemIdentifierType]) throws(DiffableDataSourceError) {
      try base.checkDelete(items)
    }

    /// `expand(_:)`, throwing instead of stopping.
    public mutating func expand(_ items: [ItemIdentifierType]) throws(DiffableDataSourceError) {
      try base.checkSetExpanded(items, true, "expand(_:)")
    }

    /// `collapse(_:)`, throwing instead of stopping.
    public mutating func collapse(_ items: [ItemIdentifierType]) throws(DiffableDataSourceError) {
      try base.checkSetExpanded(items, false, "collapse(_:)")
    }

    /// `level(of:)`, throwing instead of stopping.
    public func level(of item: ItemIdentifierType) throws(DiffableDataSourceError) -> Int {
      try base.checkLevel(of: item)
    }

    /// `snapshot(of:includingParent:)`, throwing instead of stopping.
    public func snapshot(
      of parent: ItemIdentifierType, includingParent: Bool = false
    ) throws(DiffableDataSourceError) -> DiffableDataSourceSectionSnapshot {
      try base.checkSnapshot(of: parent, includingParent: includingParent)
    }
  }
}
