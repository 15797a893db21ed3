// Interactive reordering through the data source: `canReorderItem` decides which items move,
// and the finished movement updates the snapshot and reports a transaction.

extension CollectionViewDiffableDataSource {
  /// The closures that allow and observe interactive reordering
  /// (`CollectionView.beginInteractiveMovementForItem(at:)` … `endInteractiveMovement()`).
  ///
  /// Reordering is off until `canReorderItem` is set. When a movement ends at a new place, the
  /// data source builds the reordered snapshot, calls `willReorder`, makes it current (the
  /// collection view already shows it), and calls `didReorder`; update your model there.
  public struct ReorderingHandlers {
    /// Whether the item may be picked up; `nil` (the default) means no item may.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called with the reorder's transaction before the data source's snapshot changes.
    public var willReorder:
      ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called with the reorder's transaction after the data source's snapshot changed.
    public var didReorder:
      ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Handlers that allow no reordering.
    public init() {}
  }

  /// Whether the item at `indexPath` may be picked up; see
  /// `collectionView(_:canMoveItemAt:)`.
  func canReorderItem(at indexPath: IndexPath) -> Bool {
    guard let canReorder = reorderingHandlers.canReorderItem, let item = current.item(at: indexPath) else {
      return false
    }
    if let section = current.sectionIdentifier(containingItem: item), let outline = sectionSnapshots[section],
      outline.isExpanded(item), outline.nodes[item].map({ !$0.children.isEmpty }) ?? false
    {
      return false
    }
    return canReorder(item)
  }

  /// Moves an item in the snapshot at the end of an interactive movement; see
  /// `collectionView(_:moveItemAt:to:)`.
  func reorderItem(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    guard let item = current.item(at: sourceIndexPath), destinationIndexPath.count == 2 else { return }
    let initial = current
    var final = current
    final.moveItem(item, toSection: destinationIndexPath[0], index: destinationIndexPath[1])
    guard let finalLocation = final.location(ofItem: item),
      let initialLocation = initial.location(ofItem: item)
    else { return }

    let sourceSection = initial.sectionIDs[initialLocation.section]
    let destinationSection = final.sectionIDs[finalLocation.section]
    var sectionTransactions:
      [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
    var updatedOutlines: [(SectionIdentifierType, SectionSnapshot)] = []
    let initialSource = snapshot(for: sourceSection)
    let initialDestination =
      sourceSection == destinationSection ? initialSource : snapshot(for: destinationSection)
    var finalSource = initialSource
    let moved = finalSource.snapshot(of: item, includingParent: true)
    finalSource.delete([item])
    var finalDestination = sourceSection == destinationSection ? finalSource : initialDestination
    let destinationItems = final.sectionItems[finalLocation.section]
    if finalLocation.index + 1 < destinationItems.count {
      finalDestination.insert(moved, before: destinationItems[finalLocation.index + 1])
    } else {
      finalDestination.append(moved)
    }
    let movedItems = moved.items
    if sourceSection == destinationSection {
      sectionTransactions.append(
        Self.sectionTransaction(destinationSection, initialDestination, finalDestination, movedItems))
      updatedOutlines.append((destinationSection, finalDestination))
    } else {
      let pairs = [
        (sourceSection, initialSource, finalSource, initialLocation.section),
        (destinationSection, initialDestination, finalDestination, finalLocation.section),
      ].sorted { $0.3 < $1.3 }
      for (section, before, after, _) in pairs {
        sectionTransactions.append(Self.sectionTransaction(section, before, after, movedItems))
        updatedOutlines.append((section, after))
      }
    }

    let from = initial.flatIndex(of: item)!
    let to = final.flatIndex(of: item)!
    let difference = CollectionDifference<ItemIdentifierType>([
      .remove(offset: from, element: item, associatedWith: to),
      .insert(offset: to, element: item, associatedWith: from),
    ])!
    let transaction = DiffableDataSourceTransaction(
      initialSnapshot: initial, finalSnapshot: final, difference: difference,
      sectionTransactions: sectionTransactions)
    reorderingHandlers.willReorder?(transaction)
    current = final
    for (section, outline) in updatedOutlines where sectionSnapshots[section] != nil {
      sectionSnapshots[section] = outline
    }
    reorderingHandlers.didReorder?(transaction)
  }

  /// The transaction of one section whose items changed by `moved` (an item and its collapsed
  /// subtree) leaving, arriving or moving.
  static func sectionTransaction(
    _ section: SectionIdentifierType, _ before: SectionSnapshot, _ after: SectionSnapshot,
    _ moved: [ItemIdentifierType]
  ) -> DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType> {
    var changes: [CollectionDifference<ItemIdentifierType>.Change] = []
    for item in moved {
      let from = before.index(of: item)
      let to = after.index(of: item)
      if let from { changes.append(.remove(offset: from, element: item, associatedWith: to)) }
      if let to { changes.append(.insert(offset: to, element: item, associatedWith: from)) }
    }
    return DiffableDataSourceSectionTransaction(
      sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
      difference: CollectionDifference(changes)!)
  }
}
