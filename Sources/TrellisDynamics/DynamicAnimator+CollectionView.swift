extension DynamicAnimator {
  /// The attributes of the cell at `indexPath` among the animator's items, with the centre
  /// and rotation of its body after the last step; `nil` if no item is that cell.
  /// - Complexity: O(1) (a lookup rebuilt when behaviors change).
  public func layoutAttributesForCell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    syncIfNeeded()
    return attributes(ofRecord: cellIndex[CellKey(indexPath)])
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
    return attributes(ofRecord: supplementaryIndex[key])
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
    return attributes(ofRecord: decorationIndex[key])
  }

  /// The layout attributes of the record with `key`, if any.
  private func attributes(ofRecord key: ObjectIdentifier?) -> CollectionViewLayoutAttributes? {
    guard let key, let r = recordIndex[key] else { return nil }
    return records[r].attributes
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

  /// Remembers the index path of record `r`'s item (if it is layout attributes) for the next
  /// invalidation, once per invalidation.
  ///
  /// Two records' paths can only be the same if one of them is not filed under its item's
  /// current key in the element lookups (which map each key to one record); then the list is
  /// marked for de-duplication, which otherwise is not needed.
  /// Only called for a layout's animator.
  ///
  /// `item` is the caller's reference to record `r`'s item (read through it instead of loading
  /// and retaining the record's attributes again).
  @inline(__always)
  func noteMoved<Item: DynamicItem>(_ r: Int, item: Item) {
    guard records[r].notedMovedIn != moveGeneration, records[r].attributes != nil else { return }
    let a = Self.attributes(item)
    records[r].notedMovedIn = moveGeneration
    if a.representedElementCategory == .cell {
      // `isRecord(r, filedAsCellOf: a)`, keeping the two parts it reads for `movedCellKeys`.
      if let key = a.sectionAndItem {
        var isFiled = false
        if let filed = records[r].filedCell {
          isFiled = filed.section == key.section && filed.item == key.item
        }
        if !isFiled { movedNeedsDedupe = true }
        movedCellKeys.append(key)
      } else {
        if !isRecord(r, filedAsCellAt: a.indexPath) { movedNeedsDedupe = true }
        movedCellKeysAreComplete = false
      }
      movedCells.append(a.indexPath)
      return
    }
    let element = IndexedElement(a)
    if records[r].indexedElement != element { movedNeedsDedupe = true }
    switch element.category {
    case .cell:
      movedCellKeysAreComplete = false
      movedCells.append(element.indexPath)
    case .supplementaryView: movedSupplementary.append((element.kind, element.indexPath))
    case .decorationView: movedDecorations.append((element.kind, element.indexPath))
    }
  }

  /// Invalidates the layout for the items that moved (a context of the layout's class naming
  /// them).
  func invalidateLayoutForMovedItems() {
    guard let layout = collectionViewLayout else { return }
    invalidate(layout)
    // Cleared after the context is gone: it shares the buffer of `invalidatedCells` (a context
    // stores the first list it is given as is), so while it lived, clearing the buffer would have
    // copied it (a new buffer every frame, and the old one freed with the context). A layout that
    // keeps the context keeps the buffer shared, and the clearing then makes a new one, as before.
    invalidatedCellKeysAreValid = false
    invalidatedCells.removeAll(keepingCapacity: true)
    invalidatedCellKeys.removeAll(keepingCapacity: true)
  }

  /// `invalidateLayoutForMovedItems()` up to the layout's invalidation, with the context made
  /// and released here (see the caller).
  @inline(never)
  private func invalidate(_ layout: CollectionViewLayout) {
    let context = layout.makeInvalidationContext()
    // Every record's mark is cleared at once (see `ItemRecord.notedMovedIn`); before the
    // generation would overflow, by hand.
    if moveGeneration == .max {
      for r in records.indices { records[r].notedMovedIn = -1 }
      moveGeneration = 0
    } else {
      moveGeneration += 1
    }
    if !movedCells.isEmpty { context.invalidateItems(at: movedNeedsDedupe ? dedupe(movedCells) : movedCells) }
    // The cells and their keys stay readable during the layout's invalidation below
    // (`invalidatedCellKeys(for:)`); the buffers are swapped, not copied.
    swap(&movedCells, &invalidatedCells)
    swap(&movedCellKeys, &invalidatedCellKeys)
    invalidatedCellKeysAreValid = !movedNeedsDedupe && movedCellKeysAreComplete
    movedCellKeysAreComplete = true
    movedCells.removeAll(keepingCapacity: true)
    movedCellKeys.removeAll(keepingCapacity: true)
    movedNeedsDedupe = false
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
    movedSupplementary.removeAll(keepingCapacity: true)
    movedDecorations.removeAll(keepingCapacity: true)
    layout.invalidateLayout(with: context)
  }

  /// The section and item of each of `paths`, in order, when `paths` are exactly the cells this
  /// animator is invalidating its layout for (during `invalidateLayoutForMovedItems()`'s call of
  /// the layout's `invalidateLayout(with:)`), all two-part paths, none twice; `nil` otherwise.
  /// Lets the layout check the cells by two integers each instead of through `IndexPath`.
  /// - Complexity: O(paths) comparisons of index paths.
  func invalidatedCellKeys(for paths: [IndexPath]) -> [(section: Int, item: Int)]? {
    guard invalidatedCellKeysAreValid, paths == invalidatedCells else { return nil }
    return invalidatedCellKeys
  }

  private func dedupe(_ paths: [IndexPath]) -> [IndexPath] {
    var seen = Set<IndexPath>()
    var out: [IndexPath] = []
    for p in paths where seen.insert(p).inserted { out.append(p) }
    return out
  }
}
