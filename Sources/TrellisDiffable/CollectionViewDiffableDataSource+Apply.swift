import Foundation

// Applying snapshots: the difference, one batch update through the host, the reconfigures, and
// the completion when the animation ends.

extension CollectionViewDiffableDataSource {
  /// Makes the collection view show `snapshot`: computes the difference from the current
  /// snapshot and performs it as one batch update (deletes, inserts, moves, reloads of items and
  /// sections); the cells of reconfigured items are then configured again in place.
  ///
  /// Animated, the changes animate as any batch update (0.3 s, the layout's initial and final
  /// attributes for appearing and disappearing items) and `completion` runs from the
  /// `CollectionView.advance(by:)` that ends the animation (also when a later update interrupts
  /// it). Not animated, the same batch takes effect at once (`CollectionView.performWithoutAnimation(_:)`)
  /// and `completion` runs before this method returns. When nothing changes, `completion` runs
  /// at once.
  ///
  /// An interactive movement in progress is cancelled first. If the collection view no longer
  /// exists or has another data source, the snapshot is stored and nothing else happens.
  ///
  /// UIKit difference: like UIKit since iOS 15, `animatingDifferences: false` still diffs (it
  /// does not reload the data); `applySnapshotUsingReloadData(_:completion:)` reloads. Should
  /// the host ever reject the computed batch (it is built to be valid), the data source falls
  /// back to `reloadData()` and writes the host's message to standard error.
  ///
  /// - Complexity: O(n + s) for the difference (see `SnapshotDifference`), plus the batch
  ///   update, which is proportional to the changes and the visible cells.
  @inlinable
  public func apply(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    // The difference is computed here, in the caller's module, so that it is specialized for
    // the identifier types (hashing and comparing them directly, not through generic
    // witnesses).
    apply(
      SnapshotDifference(from: self.snapshot(), to: snapshot), of: snapshot, animated: animatingDifferences,
      keeping: nil, completion: completion)
  }

  /// `apply(_:animatingDifferences:completion:)`, returning when the completion would run (for
  /// an animated apply: after the `CollectionView.advance(by:)` that ends the animation).
  @MainActor
  public func apply(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
    }
  }

  /// Makes the collection view show `snapshot` without a difference: the data is reloaded
  /// (`CollectionView.reloadData()`), without animation, and `completion` runs before this
  /// method returns.
  public func applySnapshotUsingReloadData(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    let installed = snapshot.withoutMarks
    forgetStaleSectionSnapshots(for: installed, keeping: nil)
    current = installed
    if let collectionView, collectionView.dataSource === self {
      collectionView.reloadData()
      collectionView.layoutIfNeeded()
    }
    completion?()
  }

  /// `applySnapshotUsingReloadData(_:completion:)`, returning once the data is reloaded.
  @MainActor
  public func applySnapshotUsingReloadData(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    applySnapshotUsingReloadData(snapshot, completion: nil)
  }

  // MARK: - Implementation

  /// Applies `snapshot`, whose difference from `current` is `difference`; `kept` is a section
  /// snapshot that describes its section in `snapshot` (it survives even though the section's
  /// items change).
  @usableFromInline
  func apply(
    _ difference: SnapshotDifference, of snapshot: Snapshot, animated: Bool,
    keeping kept: (SectionIdentifierType, SectionSnapshot)?, completion: (() -> Void)?
  ) {
    let installed = snapshot.withoutMarks
    forgetStaleSectionSnapshots(for: installed, keeping: kept)
    guard let collectionView, collectionView.dataSource === self else {
      current = installed
      completion?()
      return
    }
    if collectionView.isInteractivelyMoving { collectionView.cancelInteractiveMovement() }
    do {
      try perform(
        difference, installing: installed, on: collectionView, animated: animated, completion: completion)
    } catch {
      FileHandle.standardError.write(
        Data(
          ("CollectionViewDiffableDataSource: the collection view rejected the computed batch update; "
            + "reloading instead. \(error)\n").utf8))
      current = installed
      collectionView.reloadData()
      collectionView.layoutIfNeeded()
      completion?()
    }
  }

  /// Performs `difference` on `collectionView` as one batch update that installs `snapshot`,
  /// reconfigures the marked cells, and arranges for `completion`.
  ///
  /// - Throws: the host's `CollectionViewError` when it rejects the batch (then `current` is
  ///   already `snapshot` but the view is unchanged).
  func perform(
    _ difference: SnapshotDifference, installing snapshot: Snapshot, on collectionView: CollectionView,
    animated: Bool, completion: (() -> Void)?
  ) throws {
    guard difference.hasBatchUpdates else {
      current = snapshot
      collectionView.reconfigureItems(at: difference.itemReconfigures)
      completion?()
      return
    }
    let animationCompletion: ((Bool) -> Void)? = animated ? completion.map { done in { _ in done() } } : nil
    if animated {
      try collectionView.performDiffableBatch(
        difference, updateModel: { self.current = snapshot }, completion: animationCompletion)
    } else {
      try collectionView.performWithoutAnimation {
        try collectionView.performDiffableBatch(
          difference, updateModel: { self.current = snapshot }, completion: nil)
      }
    }
    collectionView.reconfigureItems(at: difference.itemReconfigures)
    if !animated {
      collectionView.layoutIfNeeded()
      completion?()
    }
  }

  /// Drops the stored section snapshots whose sections `snapshot` no longer shows as they
  /// describe (deleted, or with other items); `kept` stays.
  func forgetStaleSectionSnapshots(
    for snapshot: Snapshot, keeping kept: (SectionIdentifierType, SectionSnapshot)?
  ) {
    guard !sectionSnapshots.isEmpty || kept != nil else { return }
    var survivors: [SectionIdentifierType: SectionSnapshot] = [:]
    for (section, sectionSnapshot) in sectionSnapshots where section != kept?.0 {
      guard let position = snapshot.sectionPositions[section] else { continue }
      if snapshot.sectionItems[position] == sectionSnapshot.visibleItems {
        survivors[section] = sectionSnapshot
      }
    }
    if let kept { survivors[kept.0] = kept.1 }
    sectionSnapshots = survivors
  }
}
