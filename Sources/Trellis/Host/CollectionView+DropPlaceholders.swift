// Drop placeholders (docs/drag-and-drop.md §4): cells the data source does not know of, inserted
// by `CollectionViewDropCoordinator.drop(_:to:)` until the app commits the real item or deletes
// the placeholder. While they are shown the collection view's counts include them, and the data
// source is asked for the cells of the other items at their index paths without the placeholders.

extension CollectionView {
  /// Whether `indexPath` names an item of the collection view now; records a refusal naming
  /// `name` when it does not.
  func checkItemExists(_ indexPath: IndexPath, named name: String) -> Bool {
    if let path = ItemPath(indexPath), path.section >= 0, path.section < numberOfSections, path.item >= 0,
      path.item < numberOfItems(inSection: path.section)
    {
      return true
    }
    dragDrop.lastError = DragAndDropError(
      .indexPathOutOfRange,
      "\(name): \(indexPath) names no item (the collection view has \(itemCounts) items per section); "
        + "nothing changed")
    return false
  }

  /// Inserts `placeholder` (an animated batch update); returns its entry, or `nil` (with the
  /// reason in `lastDragAndDropError`) when its index path is not a place to insert.
  func insertPlaceholder(_ placeholder: CollectionViewPlaceholder) -> PlaceholderEntry? {
    let indexPath = placeholder.insertionIndexPath
    guard let path = ItemPath(indexPath), path.section >= 0, path.section < numberOfSections, path.item >= 0,
      path.item <= numberOfItems(inSection: path.section)
    else {
      dragDrop.lastError = DragAndDropError(
        .indexPathOutOfRange,
        "drop(_:to:): the placeholder's insertion index path \(indexPath) is not a place to insert "
          + "(the collection view has \(itemCounts) items per section); nothing changed")
      return nil
    }
    let entry = PlaceholderEntry(placeholder: placeholder, path: path)
    var inserted = false
    performBatchUpdates(
      {
        self.addPlaceholderEntry(entry)
        self.insertItems(at: [indexPath])
        inserted = true
      }, completion: nil)
    guard inserted, dragDrop.placeholders.contains(where: { $0 === entry }) else {
      dragDrop.placeholders.removeAll { $0 === entry }
      dragDrop.lastError = DragAndDropError(
        .dataChanged,
        "drop(_:to:): the placeholder could not be inserted: \(lastUpdateError.map { "\($0)" } ?? "")")
      return nil
    }
    return entry
  }

  /// Replaces (`commit`: `dataSourceUpdates` inserts the item into the data) or deletes the
  /// placeholder of `entry` in one batch update; returns whether the batch was valid (an invalid
  /// one changes nothing, as batches do).
  func resolvePlaceholder(
    _ entry: PlaceholderEntry, commit: Bool, dataSourceUpdates: (IndexPath) -> Void
  ) -> Bool {
    let indexPath = entry.path.indexPath
    let before = dragDrop.placeholders
    do {
      try performCheckedBatchUpdates {
        self.dragDrop.placeholders.removeAll { $0 === entry }
        if commit {
          dataSourceUpdates(indexPath)
          self.reloadItems(at: [indexPath])
        } else {
          self.deleteItems(at: [indexPath])
        }
      }
      return true
    } catch {
      dragDrop.placeholders = before
      markDataSourceCountsStale()
      dragDrop.lastError = DragAndDropError(
        .dataChanged,
        "\(commit ? "commitInsertion(dataSourceUpdates:)" : "deletePlaceholder()"): the update was "
          + "refused (\(error)); the placeholder stays")
      return false
    }
  }

  /// Adds `entry` inside the batch that inserts it (the other placeholders move with the batch's
  /// map when it commits).
  private func addPlaceholderEntry(_ entry: PlaceholderEntry) {
    dragDrop.placeholders.append(entry)
    dragDrop.placeholders.sort { $0.path < $1.path }
  }

  /// Adds the placeholders to the data source's counts.
  func addPlaceholderCounts(to counts: inout [Int]) {
    for entry in dragDrop.placeholders where entry.path.section < counts.count {
      counts[entry.path.section] += 1
    }
  }

  /// The placeholder shown at `indexPath`, or the data source's index path of the item shown there
  /// (without the placeholders before it in its section).
  func placeholderOrDataSourcePath(forShown indexPath: IndexPath) -> (PlaceholderEntry?, IndexPath) {
    guard !dragDrop.placeholders.isEmpty, let path = ItemPath(indexPath) else { return (nil, indexPath) }
    var before = 0
    for entry in dragDrop.placeholders where entry.path.section == path.section {
      if entry.path.item == path.item { return (entry, indexPath) }
      if entry.path.item < path.item { before += 1 }
    }
    return (nil, IndexPath(item: path.item - before, section: path.section))
  }

  /// The cell of a placeholder: dequeued with its reuse identifier and configured by its
  /// `cellUpdateHandler`.
  func placeholderCell(_ entry: PlaceholderEntry, at indexPath: IndexPath) -> CollectionViewCell {
    let cell = dequeueReusableCell(withReuseIdentifier: entry.placeholder.reuseIdentifier, for: indexPath)
    entry.placeholder.cellUpdateHandler?(cell)
    return cell
  }

  /// Moves the placeholders through the batch `map`; one whose item was deleted is gone.
  func remapPlaceholders(_ map: UpdateMap) {
    guard !dragDrop.placeholders.isEmpty else { return }
    var kept: [PlaceholderEntry] = []
    for entry in dragDrop.placeholders {
      if entry.isNew {
        entry.isNew = false
        kept.append(entry)
      } else if let new = map.newPath(forOld: entry.path) {
        entry.path = new
        kept.append(entry)
      }
    }
    dragDrop.placeholders = kept.sorted { $0.path < $1.path }
  }
}
