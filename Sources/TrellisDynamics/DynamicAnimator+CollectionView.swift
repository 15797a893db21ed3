extension DynamicAnimator {
  /// The attributes of the cell at `indexPath` among the animator's items, with the centre
  /// and rotation of its body after the last step; `nil` if no item is that cell.
  /// - Complexity: O(1) (a lookup rebuilt when behaviors change).
  public func layoutAttributesForCell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    syncIfNeeded()
    return cellIndex[indexPath].map { records[$0].item as? CollectionViewLayoutAttributes } ?? nil
  }

  /// The attributes of the supplementary view of `kind` at `indexPath` among the animator's
  /// items, or `nil`.
  public func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    syncIfNeeded()
    let key = ElementKey(kind: kind, indexPath: indexPath)
    return supplementaryIndex[key].map { records[$0].item as? CollectionViewLayoutAttributes } ?? nil
  }

  /// The attributes of the decoration view of `kind` at `indexPath` among the animator's
  /// items, or `nil`.
  public func layoutAttributesForDecorationView(
    ofKind kind: String, at indexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    syncIfNeeded()
    let key = ElementKey(kind: kind, indexPath: indexPath)
    return decorationIndex[key].map { records[$0].item as? CollectionViewLayoutAttributes } ?? nil
  }

  /// Registers with the layout's collection view (once it has one) so that its
  /// `advance(by:)` advances this animator; moves to a new collection view if the layout did.
  func hookCollectionViewIfNeeded() {
    guard let layout = collectionViewLayout else { return }
    let cv = layout.collectionView
    if cv === hookedCollectionView { return }
    if let token = frameObserver { hookedCollectionView?.removeFrameObserver(token) }
    frameObserver = nil
    hookedCollectionView = cv
    if let cv {
      frameObserver = cv.addFrameObserver { [weak self] view, seconds in
        guard let self else { return }
        // Stop if the layout left this collection view.
        if self.collectionViewLayout?.collectionView !== view {
          self.hookCollectionViewIfNeeded()
          return
        }
        self.advance(by: seconds)
      }
    }
  }

  /// Remembers a moved layout-attributes item for the next invalidation.
  func noteMoved(_ item: DynamicItem) {
    guard collectionViewLayout != nil, let a = item as? CollectionViewLayoutAttributes else { return }
    switch a.representedElementCategory {
    case .cell: movedCells.append(a.indexPath)
    case .supplementaryView: movedSupplementary.append((a.representedElementKind ?? "", a.indexPath))
    case .decorationView: movedDecorations.append((a.representedElementKind ?? "", a.indexPath))
    }
  }

  /// Invalidates the layout for the items that moved (a context of the layout's class naming
  /// them).
  func invalidateLayoutForMovedItems() {
    guard let layout = collectionViewLayout else { return }
    let context = layout.makeInvalidationContext()
    if !movedCells.isEmpty { context.invalidateItems(at: dedupe(movedCells)) }
    var kinds: [String] = []
    for (k, _) in movedSupplementary where !kinds.contains(k) { kinds.append(k) }
    for k in kinds {
      context.invalidateSupplementaryElements(
        ofKind: k, at: dedupe(movedSupplementary.filter { $0.0 == k }.map { $0.1 }))
    }
    kinds.removeAll()
    for (k, _) in movedDecorations where !kinds.contains(k) { kinds.append(k) }
    for k in kinds {
      context.invalidateDecorationElements(
        ofKind: k, at: dedupe(movedDecorations.filter { $0.0 == k }.map { $0.1 }))
    }
    movedCells.removeAll(keepingCapacity: true)
    movedSupplementary.removeAll(keepingCapacity: true)
    movedDecorations.removeAll(keepingCapacity: true)
    layout.invalidateLayout(with: context)
  }

  private func dedupe(_ paths: [IndexPath]) -> [IndexPath] {
    var seen = Set<IndexPath>()
    var out: [IndexPath] = []
    for p in paths where seen.insert(p).inserted { out.append(p) }
    return out
  }
}
