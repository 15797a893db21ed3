/// The batch update a flow layout is animating: what it inserts, deletes and moves, and the
/// map between index paths before and after it (UIKit's rules: deletes, reloads and the
/// sources of moves name paths before the update; inserts, reloads and the destinations of
/// moves name paths after it; a reload is a delete and an insert at the same place).
@MainActor
struct FlowUpdateRecord {
  /// Items inserted (after the update), reloads and moves excluded.
  var insertedItems: Set<IndexPath> = []
  /// Items deleted (before the update), reloads and moves excluded.
  var deletedItems: Set<IndexPath> = []
  /// Sections inserted or reloaded (after the update).
  var insertedSections: Set<Int> = []
  /// Sections deleted or reloaded (before the update).
  var deletedSections: Set<Int> = []
  /// Per old section, the sorted old indexes of items that leave it (deleted, reloaded, moved out).
  private var itemsLeaving: [Int: [Int]] = [:]
  /// Per new section, the sorted new indexes of items that arrive in it (inserted, reloaded,
  /// moved in).
  private var itemsArriving: [Int: [Int]] = [:]
  /// Sorted old indexes of sections that leave (deleted, reloaded, moved out).
  private var sectionsLeaving: [Int] = []
  /// Sorted new indexes of sections that arrive (inserted, reloaded, moved in).
  private var sectionsArriving: [Int] = []
  /// Moved items, old → new and new → old.
  private var itemMoves: [IndexPath: IndexPath] = [:]
  private var itemMovesBack: [IndexPath: IndexPath] = [:]
  /// Moved sections, old → new and new → old.
  private var sectionMoves: [Int: Int] = [:]
  private var sectionMovesBack: [Int: Int] = [:]

  /// Records `updateItems`.
  init(_ updateItems: [CollectionViewUpdateItem]) {
    for change in updateItems {
      let before = change.indexPathBeforeUpdate.flatMap { $0.count == 2 ? $0 : nil }
      let after = change.indexPathAfterUpdate.flatMap { $0.count == 2 ? $0 : nil }
      let isSection = change.isSectionOperation
      switch change.updateAction {
      case .insert:
        guard let after else { continue }
        recordInsert(after, isSection: isSection)
      case .delete:
        guard let before else { continue }
        recordDelete(before, isSection: isSection)
      case .reload:
        guard let before else { continue }
        recordDelete(before, isSection: isSection)
        recordInsert(after ?? before, isSection: isSection)
      case .move:
        guard let before, let after else { continue }
        if isSection {
          sectionMoves[before[0]] = after[0]
          sectionMovesBack[after[0]] = before[0]
          sectionsLeaving.append(before[0])
          sectionsArriving.append(after[0])
        } else {
          itemMoves[before] = after
          itemMovesBack[after] = before
          itemsLeaving[before[0], default: []].append(before[1])
          itemsArriving[after[0], default: []].append(after[1])
        }
      case .none:
        break
      }
    }
    sectionsLeaving.sort()
    sectionsArriving.sort()
    for key in itemsLeaving.keys { itemsLeaving[key]?.sort() }
    for key in itemsArriving.keys { itemsArriving[key]?.sort() }
  }

  /// Records an inserted section or item at `after` (a path after the update); a reload's
  /// second half.
  private mutating func recordInsert(_ after: IndexPath, isSection: Bool) {
    if isSection {
      insertedSections.insert(after[0])
      sectionsArriving.append(after[0])
    } else {
      insertedItems.insert(after)
      itemsArriving[after[0], default: []].append(after[1])
    }
  }

  /// Records a deleted section or item at `before` (a path before the update); a reload's
  /// first half.
  private mutating func recordDelete(_ before: IndexPath, isSection: Bool) {
    if isSection {
      deletedSections.insert(before[0])
      sectionsLeaving.append(before[0])
    } else {
      deletedItems.insert(before)
      itemsLeaving[before[0], default: []].append(before[1])
    }
  }

  /// Whether the item at `path` (after the update) is new.
  func isInserted(_ path: IndexPath) -> Bool {
    insertedItems.contains(path) || (path.count == 2 && insertedSections.contains(path[0]))
  }

  /// Whether the item at `path` (before the update) is gone.
  func isDeleted(_ path: IndexPath) -> Bool {
    deletedItems.contains(path) || (path.count == 2 && deletedSections.contains(path[0]))
  }

  /// The section after the update of old section `section`, or `nil` if it leaves.
  func newSection(forOld section: Int) -> Int? {
    if let moved = sectionMoves[section] { return moved }
    guard !Self.contains(sectionsLeaving, section) else { return nil }
    return Self.slot(section - Self.countBelow(sectionsLeaving, section), among: sectionsArriving)
  }

  /// The section before the update of new section `section`, or `nil` if it arrived.
  func oldSection(forNew section: Int) -> Int? {
    if let moved = sectionMovesBack[section] { return moved }
    guard !Self.contains(sectionsArriving, section) else { return nil }
    return Self.slot(section - Self.countBelow(sectionsArriving, section), among: sectionsLeaving)
  }

  /// The index path after the update of the item at old `path`, or `nil` if it leaves.
  func newPath(forOld path: IndexPath) -> IndexPath? {
    guard path.count == 2 else { return nil }
    if let moved = itemMoves[path] { return moved }
    let (section, item) = (path[0], path[1])
    if deletedSections.contains(section) { return nil }
    guard let target = newSection(forOld: section) else { return nil }
    if sectionMoves[section] != nil { return IndexPath(item: item, section: target) }
    let leaving = itemsLeaving[section] ?? []
    guard !Self.contains(leaving, item) else { return nil }
    let rank = item - Self.countBelow(leaving, item)
    return IndexPath(item: Self.slot(rank, among: itemsArriving[target] ?? []), section: target)
  }

  /// The index path before the update of the item at new `path`, or `nil` if it arrived.
  func oldPath(forNew path: IndexPath) -> IndexPath? {
    guard path.count == 2 else { return nil }
    if let moved = itemMovesBack[path] { return moved }
    let (section, item) = (path[0], path[1])
    if insertedSections.contains(section) { return nil }
    guard let source = oldSection(forNew: section) else { return nil }
    if sectionMovesBack[section] != nil { return IndexPath(item: item, section: source) }
    let arriving = itemsArriving[section] ?? []
    guard !Self.contains(arriving, item) else { return nil }
    let rank = item - Self.countBelow(arriving, item)
    return IndexPath(item: Self.slot(rank, among: itemsLeaving[source] ?? []), section: source)
  }

  /// How many of the sorted `values` are below `value`.
  private static func countBelow(_ values: [Int], _ value: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) >> 1
      if values[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Whether the sorted `values` contain `value`.
  private static func contains(_ values: [Int], _ value: Int) -> Bool {
    let index = countBelow(values, value)
    return index < values.count && values[index] == value
  }

  /// The index of the `rank`-th slot (0-based) not taken by the sorted `taken` indexes.
  private static func slot(_ rank: Int, among taken: [Int]) -> Int {
    var index = rank
    for value in taken {
      if value <= index { index += 1 } else { break }
    }
    return index
  }
}

extension CollectionViewFlowLayout {
  /// Records the update (see `prepare(forCollectionViewUpdates:)`).
  func recordUpdates(_ updateItems: [CollectionViewUpdateItem]) {
    update = FlowUpdateRecord(updateItems)
  }

  /// Forgets the update and the geometry from before it.
  func forgetUpdates() {
    update = nil
    previousGeometry = nil
  }

  /// The geometry from before the update (the current one when there is none).
  private var geometryBeforeUpdate: FlowGeometry { previousGeometry ?? geometry }

  /// See `initialLayoutAttributesForAppearingItem(at:)`.
  func appearingItemAttributes(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard let update else { return layoutAttributesForItem(at: itemIndexPath) }
    if update.isInserted(itemIndexPath) {
      let attributes = layoutAttributesForItem(at: itemIndexPath)
      attributes?.alpha = 0
      return attributes
    }
    guard let old = update.oldPath(forNew: itemIndexPath),
      let frame = geometryBeforeUpdate.itemFrame(section: old[0], item: old[1])
    else { return layoutAttributesForItem(at: itemIndexPath) }
    return makeAttributes(.cell, section: itemIndexPath[0], item: itemIndexPath[1], frame: frame)
  }

  /// See `finalLayoutAttributesForDisappearingItem(at:)`.
  func disappearingItemAttributes(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard let update else { return layoutAttributesForItem(at: itemIndexPath) }
    if update.isDeleted(itemIndexPath) {
      guard itemIndexPath.count == 2,
        let frame = geometryBeforeUpdate.itemFrame(section: itemIndexPath[0], item: itemIndexPath[1])
      else { return nil }
      let attributes = makeAttributes(.cell, section: itemIndexPath[0], item: itemIndexPath[1], frame: frame)
      attributes.alpha = 0
      return attributes
    }
    guard let new = update.newPath(forOld: itemIndexPath) else { return nil }
    return layoutAttributesForItem(at: new)
  }

  /// See `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`.
  func appearingSupplementaryAttributes(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    guard elementIndexPath.count == 2, elementIndexPath[1] == 0 else { return nil }
    let section = elementIndexPath[0]
    guard let update else {
      return supplementaryAttributes(ofKind: elementKind, section: section, in: geometry)
    }
    if update.insertedSections.contains(section) {
      let attributes = supplementaryAttributes(ofKind: elementKind, section: section, in: geometry)
      attributes?.alpha = 0
      return attributes
    }
    guard let old = update.oldSection(forNew: section),
      let before = supplementaryAttributes(ofKind: elementKind, section: old, in: geometryBeforeUpdate)
    else { return supplementaryAttributes(ofKind: elementKind, section: section, in: geometry) }
    before.indexPath = elementIndexPath
    return before
  }

  /// See `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`.
  func disappearingSupplementaryAttributes(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    guard elementIndexPath.count == 2, elementIndexPath[1] == 0 else { return nil }
    let section = elementIndexPath[0]
    guard let update else {
      return supplementaryAttributes(ofKind: elementKind, section: section, in: geometry)
    }
    if update.deletedSections.contains(section) {
      let attributes = supplementaryAttributes(
        ofKind: elementKind, section: section, in: geometryBeforeUpdate)
      attributes?.alpha = 0
      return attributes
    }
    guard let new = update.newSection(forOld: section) else { return nil }
    return supplementaryAttributes(ofKind: elementKind, section: new, in: geometry)
  }

  /// The headers or footers of the sections the current update inserts, in section order.
  func insertedSupplementaryIndexPaths(ofKind elementKind: String) -> [IndexPath] {
    guard let update else { return [] }
    return update.insertedSections.sorted().compactMap { section in
      supplementaryAttributes(ofKind: elementKind, section: section, in: geometry) == nil
        ? nil : IndexPath(item: 0, section: section)
    }
  }

  /// The headers or footers of the sections the current update deletes, in section order.
  func deletedSupplementaryIndexPaths(ofKind elementKind: String) -> [IndexPath] {
    guard let update else { return [] }
    return update.deletedSections.sorted().compactMap { section in
      supplementaryAttributes(ofKind: elementKind, section: section, in: geometryBeforeUpdate) == nil
        ? nil : IndexPath(item: 0, section: section)
    }
  }
}
