// Section snapshots on the data source: applying an outline to one section, reading it back,
// and expanding or collapsing items through `sectionSnapshotHandlers`.

extension CollectionViewDiffableDataSource {
  /// The closures that allow and observe expanding and collapsing items of section snapshots,
  /// and that can supply a parent's children when it expands (lazy loading).
  ///
  /// They run when an item is expanded or collapsed through the data source
  /// (`toggleOutlineDisclosure(for:animatingDifferences:completion:)`).
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    /// Whether the item may expand; `nil` means yes.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Called before the item expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the item may collapse; `nil` means yes.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Called before the item collapses.
    public var willCollapseItem: ((Item) -> Void)?
    /// Returns the children (as a section snapshot) the parent gets when it expands, given the
    /// parent and a section snapshot of its current children; `nil` keeps the current children.
    public var snapshotForExpandingParent:
      ((Item, DiffableDataSourceSectionSnapshot<Item>) -> DiffableDataSourceSectionSnapshot<Item>)?

    /// Handlers that allow every expansion and collapse.
    public init() {}
  }

  /// Shows `snapshot` in the section `sectionIdentifier`: the section's items become the
  /// section snapshot's `visibleItems` (the section is appended when the snapshot does not have
  /// it), and the change is applied as `apply(_:animatingDifferences:completion:)` does, so
  /// expanding a parent animates its children in.
  ///
  /// The data source keeps the section snapshot (`snapshot(for:)` returns it) until a later
  /// snapshot changes the section's items otherwise.
  ///
  /// - Precondition: no visible item of `snapshot` is in another section; otherwise this stops
  ///   with a message naming it.
  public func apply(
    _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to sectionIdentifier: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var full = current
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try full.checkReplaceItems(
        inSection: sectionIdentifier, with: snapshot.visibleItems,
        "apply(_:to:animatingDifferences:completion:)")
    }
    apply(
      SnapshotDifference(from: current, to: full), of: full, animated: animatingDifferences,
      keeping: (sectionIdentifier, snapshot), completion: completion)
    // Expansion and levels are part of the cells' configuration state (an outline chevron turns
    // when its item expands): the cells on screen update theirs.
    guard let collectionView else { return }
    for cell in collectionView.visibleCells {
      cell.setNeedsUpdateConfiguration()
      if let indenting = cell as? any OutlineIndenting, let path = collectionView.indexPath(for: cell),
        let item = itemIdentifier(for: path), snapshot.contains(item)
      {
        indenting.applyOutlineLevel(snapshot.level(of: item))
      }
    }
  }

  /// `apply(_:to:animatingDifferences:completion:)`, returning when the completion would run.
  @MainActor
  public func apply(
    _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to sectionIdentifier: SectionIdentifierType,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      apply(snapshot, to: sectionIdentifier, animatingDifferences: animatingDifferences) {
        continuation.resume()
      }
    }
  }

  /// The section snapshot of `section`: the one applied to it, or (for a section built from a
  /// plain snapshot) its items as root items; empty for a section the data source does not have.
  public func snapshot(
    for section: SectionIdentifierType
  ) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    if let stored = sectionSnapshots[section] { return stored }
    var flat = SectionSnapshot()
    if let position = current.sectionPositions[section] { flat.append(current.sectionItems[position]) }
    return flat
  }

  /// Expands `item` if it is collapsed, or collapses it if it is expanded, as a tap on its
  /// outline disclosure does: `shouldExpandItem`/`shouldCollapseItem` may refuse,
  /// `willExpandItem`/`willCollapseItem` are told, `snapshotForExpandingParent` may supply the
  /// children, and the section snapshot is applied.
  ///
  /// - Returns: Whether the item changed state; `false` for an item the data source does not
  ///   show, a leaf without `snapshotForExpandingParent`, or a refusal.
  ///
  /// A tap on a list cell's outline disclosure accessory (`CellAccessory.outlineDisclosure`,
  /// TrellisLists) calls it, as in UIKit; it is public so that other cells can too.
  @discardableResult
  public func toggleOutlineDisclosure(
    for item: ItemIdentifierType, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) -> Bool {
    guard let section = current.sectionIdentifier(containingItem: item) else { return false }
    var outline = snapshot(for: section)
    guard let node = outline.nodes[item] else { return false }
    if node.isExpanded {
      guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return false }
      sectionSnapshotHandlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      guard !node.children.isEmpty || sectionSnapshotHandlers.snapshotForExpandingParent != nil,
        sectionSnapshotHandlers.shouldExpandItem?(item) ?? true
      else { return false }
      sectionSnapshotHandlers.willExpandItem?(item)
      if let provide = sectionSnapshotHandlers.snapshotForExpandingParent {
        outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
      }
      outline.expand([item])
    }
    apply(outline, to: section, animatingDifferences: animatingDifferences, completion: completion)
    return true
  }
}
