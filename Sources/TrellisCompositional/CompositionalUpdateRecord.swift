/// The batch update a compositional layout is animating: what it inserts, deletes and moves,
/// and the map between index paths before and after it.
///
/// UIKit's rules: deletes, reloads and the sources of moves name index paths before the update;
/// inserts, reloads and the destinations of moves name index paths after it; a reload is a
/// delete and an insert at the same place. An item that stays keeps its rank among the items
/// of its section that stay.
@MainActor
struct CompositionalUpdateRecord {
  var insertedItems: Set<IndexPath> = []
  var deletedItems: Set<IndexPath> = []
  var insertedSections: Set<Int> = []
  var deletedSections: Set<Int> = []
  /// Per old section, the sorted old indexes of items that leave it.
  private var leaving: [Int: [Int]] = [:]
  /// Per new section, the sorted new indexes of items that arrive in it.
  private var arriving: [Int: [Int]] = [:]
  private var sectionsLeaving: [Int] = []
  private var sectionsArriving: [Int] = []
  private var moves: [IndexPath: IndexPath] = [:]
  private var movesBack: [IndexPath: IndexPath] = [:]
  private var sectionMoves: [Int: Int] = [:]
  private var sectionMovesBack: [Int: Int] = [:]

  init(_ updateItems: [CollectionViewUpdateItem]) {
    for change in updateItems {
      let before = change.indexPathBeforeUpdate.flatMap { $0.count == 2 ? $0 : nil }
      let after = change.indexPathAfterUpdate.flatMap { $0.count == 2 ? $0 : nil }
      let isSection = change.isSectionOperation
      switch change.updateAction {
      case .insert:
        if let after { insert(after, isSection: isSection) }
      case .delete:
        if let before { delete(before, isSection: isSection) }
      case .reload:
        if let before {
          delete(before, isSection: isSection)
          insert(after ?? before, isSection: isSection)
        }
      case .move:
        guard let before, let after else { continue }
        if isSection {
          sectionMoves[before[0]] = after[0]
          sectionMovesBack[after[0]] = before[0]
          sectionsLeaving.append(before[0])
          sectionsArriving.append(after[0])
        } else {
          moves[before] = after
          movesBack[after] = before
          leaving[before[0], default: []].append(before[1])
          arriving[after[0], default: []].append(after[1])
        }
      case .none:
        break
      }
    }
    sectionsLeaving.sort()
    sectionsArriving.sort()
    for key in leaving.keys { leaving[key]?.sort() }
    for key in arriving.keys { arriving[key]?.sort() }
  }

  private mutating func insert(_ after: IndexPath, isSection: Bool) {
    if isSection {
      insertedSections.insert(after[0])
      sectionsArriving.append(after[0])
    } else {
      insertedItems.insert(after)
      arriving[after[0], default: []].append(after[1])
    }
  }

  private mutating func delete(_ before: IndexPath, isSection: Bool) {
    if isSection {
      deletedSections.insert(before[0])
      sectionsLeaving.append(before[0])
    } else {
      deletedItems.insert(before)
      leaving[before[0], default: []].append(before[1])
    }
  }

  /// Whether the item at `path` (after the update) is new.
  func isInserted(_ path: IndexPath) -> Bool {
    insertedItems.contains(path) || insertedSections.contains(path[0])
  }

  /// Whether the item at `path` (before the update) is gone.
  func isDeleted(_ path: IndexPath) -> Bool {
    deletedItems.contains(path) || deletedSections.contains(path[0])
  }

  /// The section after the update of old `section`, or `nil` if it leaves.
  func newSection(forOld section: Int) -> Int? {
    if let moved = sectionMoves[section] { return moved }
    guard !Self.contains(sectionsLeaving, section) else { return nil }
    return Self.free(rank: section - Self.below(sectionsLeaving, section), among: sectionsArriving)
  }

  /// The section before the update of new `section`, or `nil` if it arrived.
  func oldSection(forNew section: Int) -> Int? {
    if let moved = sectionMovesBack[section] { return moved }
    guard !Self.contains(sectionsArriving, section) else { return nil }
    return Self.free(rank: section - Self.below(sectionsArriving, section), among: sectionsLeaving)
  }

  /// The index path after the update of the item at old `path`, or `nil` if it leaves.
  func newPath(forOld path: IndexPath) -> IndexPath? {
    guard path.count == 2 else { return nil }
    if let moved = moves[path] { return moved }
    let (section, item) = (path[0], path[1])
    guard !deletedSections.contains(section), let target = newSection(forOld: section) else { return nil }
    if sectionMoves[section] != nil { return IndexPath(item: item, section: target) }
    let gone = leaving[section] ?? []
    guard !Self.contains(gone, item) else { return nil }
    return IndexPath(
      item: Self.free(rank: item - Self.below(gone, item), among: arriving[target] ?? []), section: target)
  }

  /// The index path before the update of the item at new `path`, or `nil` if it arrived.
  func oldPath(forNew path: IndexPath) -> IndexPath? {
    guard path.count == 2 else { return nil }
    if let moved = movesBack[path] { return moved }
    let (section, item) = (path[0], path[1])
    guard !insertedSections.contains(section), let source = oldSection(forNew: section) else { return nil }
    if sectionMovesBack[section] != nil { return IndexPath(item: item, section: source) }
    let came = arriving[section] ?? []
    guard !Self.contains(came, item) else { return nil }
    return IndexPath(
      item: Self.free(rank: item - Self.below(came, item), among: leaving[source] ?? []), section: source)
  }

  /// How many of the sorted `values` are below `value`.
  private static func below(_ values: [Int], _ value: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) >> 1
      if values[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private static func contains(_ values: [Int], _ value: Int) -> Bool {
    let index = below(values, value)
    return index < values.count && values[index] == value
  }

  /// The `rank`-th index (0-based) not in the sorted `taken`.
  private static func free(rank: Int, among taken: [Int]) -> Int {
    var index = rank
    for value in taken {
      if value <= index { index += 1 } else { break }
    }
    return index
  }
}
