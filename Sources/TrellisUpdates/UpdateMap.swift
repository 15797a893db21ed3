import Foundation
import TrellisGeometry

/// The meaning of a batch update: which elements before it survive, where they go, and which
/// elements after it are new.
///
/// This is the one place where Trellis does UIKit's update index arithmetic. The collection view
/// validates each batch into a map (``init(oldCounts:newCounts:batch:)``) and hands it to its
/// layout with the update; layouts that are given only update items build one with
/// ``init(recorded:)``; the diffable data source's batches and interactive reordering go through
/// the same type.
///
/// Semantics (UIKit's): deletes and reloads name index paths before the update, inserts name index
/// paths after it, moves name both. Items that are neither deleted, moved nor inserted keep their
/// relative order and fill the places that remain, and so do sections. A reloaded item or section
/// keeps its place (it survives, and ``isReloaded(old:)`` says its cell is replaced). Item deletes
/// and reloads inside a deleted or reloaded section, and item inserts inside an inserted or
/// reloaded section, are absorbed by the section change.
///
/// - Complexity: every lookup is O(log m) for a batch of m updates; nothing is ever O(n) in the
///   number of items.
public struct UpdateMap: Sendable {
  /// The number of items in each section before the update; empty for a map built from recorded
  /// updates alone (``init(recorded:)``).
  public let oldCounts: [Int]
  /// The number of items in each section after the update; empty for a map built from recorded
  /// updates alone.
  public let newCounts: [Int]

  /// Sorted old indexes of deleted sections.
  package var deletedSections: [Int] = []
  /// Sorted new indexes of inserted sections.
  package var insertedSections: [Int] = []
  /// Sorted old indexes of reloaded sections.
  package var reloadedSections: [Int] = []
  /// Sorted old indexes of sections that leave their place: deleted and moved.
  package var sectionsLeaving: [Int] = []
  /// Sorted new indexes of places taken by something other than a survivor: inserts and move
  /// destinations.
  package var sectionsArriving: [Int] = []
  /// Section moves sorted by source, and the same sorted by destination.
  package var sectionMovesBySource: [BatchUpdate.Move<Int>] = []
  package var sectionMovesByDestination: [BatchUpdate.Move<Int>] = []

  /// Sorted old paths of deleted items (not counting deleted sections).
  package var deletedItems: [ItemPath] = []
  /// Sorted new paths of inserted items (not counting inserted sections).
  package var insertedItems: [ItemPath] = []
  /// Sorted old paths that leave their place: deletes and move sources.
  package var removedOld: [ItemPath] = []
  /// Sorted new paths taken by something other than a survivor: inserts and move destinations.
  package var addedNew: [ItemPath] = []
  /// Item moves sorted by source, and the same sorted by destination.
  package var movesBySource: [BatchUpdate.Move<ItemPath>] = []
  package var movesByDestination: [BatchUpdate.Move<ItemPath>] = []
  /// Sorted old paths of reloaded items (not counting reloaded sections).
  package var reloadedOld: [ItemPath] = []

  package init(oldCounts: [Int], newCounts: [Int]) {
    self.oldCounts = oldCounts
    self.newCounts = newCounts
  }

  /// The largest section or item index a lookup answers; larger ones (which no data source can
  /// have: see `LayoutLimits`) find nothing, so the arithmetic never overflows.
  package static let largestIndex = 1 << 48

  /// Whether `path` is within ``largestIndex`` and not negative.
  package static func isPlausible(_ path: ItemPath) -> Bool {
    path.section >= 0 && path.item >= 0 && path.section <= largestIndex && path.item <= largestIndex
  }

  /// Whether the batch changes nothing.
  public var isIdentity: Bool {
    removedOld.isEmpty && addedNew.isEmpty && reloadedOld.isEmpty && sectionsLeaving.isEmpty
      && sectionsArriving.isEmpty && reloadedSections.isEmpty
  }

  // MARK: - Sections

  /// The index after the update of old section `section`, or `nil` when it is deleted.
  ///
  /// A reloaded section keeps its place and has one.
  /// - Complexity: O(log m).
  public func newSection(forOld section: Int) -> Int? {
    guard section >= 0, section <= Self.largestIndex, oldCounts.isEmpty || section < oldCounts.count
    else { return nil }
    if let move = SortedSearch.find(sectionMovesBySource, section, by: \.from) { return move.to }
    let (below, leaves) = SortedSearch.countBelow(sectionsLeaving, section)
    if leaves { return nil }
    return SortedSearch.slot(rank: section - below, among: sectionsArriving)
  }

  /// The index before the update of new section `section`, or `nil` when it is inserted.
  /// - Complexity: O(log m).
  public func oldSection(forNew section: Int) -> Int? {
    guard section >= 0, section <= Self.largestIndex, newCounts.isEmpty || section < newCounts.count
    else { return nil }
    if let move = SortedSearch.find(sectionMovesByDestination, section, by: \.to) { return move.from }
    let (below, arrives) = SortedSearch.countBelow(sectionsArriving, section)
    if arrives { return nil }
    return SortedSearch.slot(rank: section - below, among: sectionsLeaving)
  }

  /// Whether old section `section` is deleted.
  public func isSectionDeleted(_ section: Int) -> Bool { SortedSearch.contains(deletedSections, section) }

  /// Whether new section `section` is inserted.
  public func isSectionInserted(_ section: Int) -> Bool { SortedSearch.contains(insertedSections, section) }

  /// Whether old section `section` is reloaded (all its items replaced).
  public func isSectionReloaded(old section: Int) -> Bool { SortedSearch.contains(reloadedSections, section) }

  /// Whether new section `section` is the place of a reloaded section.
  public func isSectionReloaded(new section: Int) -> Bool {
    guard !reloadedSections.isEmpty, let old = oldSection(forNew: section) else { return false }
    return isSectionReloaded(old: old)
  }

  /// The deleted sections (old indexes), ascending.
  public var sectionsDeleted: [Int] { deletedSections }
  /// The inserted sections (new indexes), ascending.
  public var sectionsInserted: [Int] { insertedSections }
  /// The reloaded sections (old indexes), ascending.
  public var sectionsReloaded: [Int] { reloadedSections }
  /// The moved sections, ascending by source.
  public var sectionsMoved: [BatchUpdate.Move<Int>] { sectionMovesBySource }

  // MARK: - Items

  /// Where the old item `path` is after the update, or `nil` when it is deleted (or its section
  /// is deleted or reloaded).
  /// - Complexity: O(log m).
  package func newPath(forOld path: ItemPath) -> ItemPath? {
    guard Self.isPlausible(path), !isSectionReloaded(old: path.section),
      let newSection = newSection(forOld: path.section)
    else { return nil }
    if !oldCounts.isEmpty, path.item >= oldCounts[path.section] { return nil }
    let (below, removed) = SortedSearch.countBelowInSection(removedOld, path)
    if removed { return SortedSearch.find(movesBySource, path, by: \.from)?.to }
    let rank = path.item - below
    return ItemPath(
      section: newSection, item: SortedSearch.slot(rank: rank, section: newSection, among: addedNew))
  }

  /// Where the new item `path` was before the update, or `nil` when it is inserted (or its
  /// section is inserted or reloaded).
  /// - Complexity: O(log m).
  package func oldPath(forNew path: ItemPath) -> ItemPath? {
    guard Self.isPlausible(path), let oldSection = oldSection(forNew: path.section),
      !isSectionReloaded(old: oldSection)
    else { return nil }
    if !newCounts.isEmpty, path.item >= newCounts[path.section] { return nil }
    let (below, added) = SortedSearch.countBelowInSection(addedNew, path)
    if added { return SortedSearch.find(movesByDestination, path, by: \.to)?.from }
    let rank = path.item - below
    return ItemPath(
      section: oldSection, item: SortedSearch.slot(rank: rank, section: oldSection, among: removedOld))
  }

  /// Whether the old item `path` is reloaded (or in a reloaded section): its cell is replaced.
  package func isReloaded(old path: ItemPath) -> Bool {
    isSectionReloaded(old: path.section) || SortedSearch.contains(reloadedOld, path)
  }

  /// Whether the old item `path` is moved by an explicit move.
  package func isMoved(old path: ItemPath) -> Bool {
    SortedSearch.find(movesBySource, path, by: \.from) != nil
  }

  /// The index path after the update of the item at `indexPath` before it, or `nil` when the item
  /// is deleted or its section is deleted or reloaded. A reloaded item keeps its place and has one.
  /// - Complexity: O(log m).
  public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    ItemPath(indexPath).flatMap { newPath(forOld: $0) }?.indexPath
  }

  /// The index path before the update of the item at `indexPath` after it, or `nil` when the
  /// item is inserted or its section is inserted or reloaded.
  /// - Complexity: O(log m).
  public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
    ItemPath(indexPath).flatMap { oldPath(forNew: $0) }?.indexPath
  }

  /// Whether the item at `indexPath` before the update is deleted, by itself or with its section.
  public func isDeleted(_ indexPath: IndexPath) -> Bool {
    guard let path = ItemPath(indexPath) else { return false }
    return isSectionDeleted(path.section) || SortedSearch.contains(deletedItems, path)
  }

  /// Whether the item at `indexPath` after the update is inserted, by itself or with its section.
  public func isInserted(_ indexPath: IndexPath) -> Bool {
    guard let path = ItemPath(indexPath) else { return false }
    return isSectionInserted(path.section) || SortedSearch.contains(insertedItems, path)
  }

  /// Whether the item at `indexPath` before the update is reloaded, by itself or with its section.
  public func isReloaded(old indexPath: IndexPath) -> Bool {
    ItemPath(indexPath).map { isReloaded(old: $0) } ?? false
  }

  /// Whether the item at `indexPath` after the update is the new content of a reloaded item or
  /// section.
  public func isReloaded(new indexPath: IndexPath) -> Bool {
    guard let path = ItemPath(indexPath) else { return false }
    if isSectionReloaded(new: path.section) { return true }
    guard !reloadedOld.isEmpty, let old = oldPath(forNew: path) else { return false }
    return SortedSearch.contains(reloadedOld, old)
  }

  /// Whether the item at `indexPath` before the update is moved by an explicit move.
  public func isMoved(old indexPath: IndexPath) -> Bool {
    ItemPath(indexPath).map { isMoved(old: $0) } ?? false
  }

  /// Whether the element at `indexPath` before the update leaves as UIKit's animations see it:
  /// deleted or reloaded (a reload is a delete and an insert at the same place).
  public func isLeaving(old indexPath: IndexPath) -> Bool {
    isDeleted(indexPath) || isReloaded(old: indexPath)
  }

  /// Whether the element at `indexPath` after the update arrives as UIKit's animations see it:
  /// inserted or the new content of a reload.
  public func isArriving(new indexPath: IndexPath) -> Bool {
    isInserted(indexPath) || isReloaded(new: indexPath)
  }

  /// The deleted items (old index paths, not counting deleted sections), ascending.
  public var itemsDeleted: [IndexPath] { deletedItems.map(\.indexPath) }
  /// The inserted items (new index paths, not counting inserted sections), ascending.
  public var itemsInserted: [IndexPath] { insertedItems.map(\.indexPath) }
  /// The reloaded items (old index paths, not counting reloaded sections), ascending.
  public var itemsReloaded: [IndexPath] { reloadedOld.map(\.indexPath) }
  /// The moved items, ascending by source.
  public var itemsMoved: [BatchUpdate.Move<IndexPath>] {
    movesBySource.map { BatchUpdate.Move(from: $0.from.indexPath, to: $0.to.indexPath) }
  }
}
