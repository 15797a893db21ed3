import Foundation
import TrellisGeometry

/// One batch of updates exactly as it was stated: the inserts, deletes, reloads and moves of
/// items and sections, in UIKit's terms, before anything is checked.
///
/// A collection view records the calls made inside `performBatchUpdates(_:completion:)` into a
/// batch; the diffable data source produces one directly from the difference of two snapshots;
/// tests and layouts can build one by hand. ``UpdateMap`` validates a batch against the counts
/// before and after it and answers where each element goes.
///
/// The conventions are UIKit's: deletes, reloads and the sources of moves name index paths
/// *before* the update; inserts and the destinations of moves name index paths *after* it. The
/// order of the calls does not matter.
///
/// Malformed index paths (not two indexes, or a negative index) are not stored: the first one is
/// kept in ``recordingError`` and the batch is rejected with it when it is validated.
public struct BatchUpdate: Sendable, Equatable {
  /// Sections inserted, as indexes after the update, in the order they were recorded.
  public private(set) var sectionInserts: [Int] = []
  /// Sections deleted, as indexes before the update.
  public private(set) var sectionDeletes: [Int] = []
  /// Sections reloaded, as indexes before the update.
  public private(set) var sectionReloads: [Int] = []
  /// Sections moved, from an index before the update to an index after it.
  public private(set) var sectionMoves: [Move<Int>] = []
  package private(set) var itemInsertPaths: [ItemPath] = []
  package private(set) var itemDeletePaths: [ItemPath] = []
  package private(set) var itemReloadPaths: [ItemPath] = []
  package private(set) var itemMovePaths: [Move<ItemPath>] = []
  /// The first malformed argument met while recording; the batch is rejected with it.
  public private(set) var recordingError: CollectionViewError?

  /// A move of one element from a place before the update to a place after it.
  public struct Move<Index: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The place before the update.
    public var from: Index
    /// The place after the update.
    public var to: Index

    /// Creates a move from `from` (before the update) to `to` (after it).
    public init(from: Index, to: Index) {
      self.from = from
      self.to = to
    }

    /// `from → to`.
    public var description: String { "\(from) → \(to)" }
  }

  /// Creates an empty batch.
  public init() {}

  /// Items inserted, as index paths after the update.
  public var itemInserts: [IndexPath] { itemInsertPaths.map(\.indexPath) }
  /// Items deleted, as index paths before the update.
  public var itemDeletes: [IndexPath] { itemDeletePaths.map(\.indexPath) }
  /// Items reloaded, as index paths before the update.
  public var itemReloads: [IndexPath] { itemReloadPaths.map(\.indexPath) }
  /// Items moved, from an index path before the update to one after it.
  public var itemMoves: [Move<IndexPath>] {
    itemMovePaths.map { Move(from: $0.from.indexPath, to: $0.to.indexPath) }
  }

  /// Whether nothing was recorded (no update and no error).
  public var isEmpty: Bool {
    sectionInserts.isEmpty && sectionDeletes.isEmpty && sectionReloads.isEmpty && sectionMoves.isEmpty
      && itemInsertPaths.isEmpty && itemDeletePaths.isEmpty && itemReloadPaths.isEmpty
      && itemMovePaths.isEmpty && recordingError == nil
  }

  // MARK: - Recording, with UIKit's names

  /// Records inserted items at `indexPaths` (after the update).
  /// - Complexity: O(k) for k index paths.
  public mutating func insertItems(at indexPaths: [IndexPath]) {
    itemInsertPaths += paths(indexPaths, verb: "insert")
  }

  /// Records deleted items at `indexPaths` (before the update).
  /// - Complexity: O(k) for k index paths.
  public mutating func deleteItems(at indexPaths: [IndexPath]) {
    itemDeletePaths += paths(indexPaths, verb: "delete")
  }

  /// Records reloaded items at `indexPaths` (before the update).
  /// - Complexity: O(k) for k index paths.
  public mutating func reloadItems(at indexPaths: [IndexPath]) {
    itemReloadPaths += paths(indexPaths, verb: "reload")
  }

  /// Records a move of the item at `indexPath` (before the update) to `newIndexPath` (after it).
  public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    let ends = paths([indexPath, newIndexPath], verb: "move")
    guard ends.count == 2 else { return }
    itemMovePaths.append(Move(from: ends[0], to: ends[1]))
  }

  /// Records inserted sections (indexes after the update).
  public mutating func insertSections(_ sections: IndexSet) { sectionInserts += sections }

  /// Records deleted sections (indexes before the update).
  public mutating func deleteSections(_ sections: IndexSet) { sectionDeletes += sections }

  /// Records reloaded sections (indexes before the update).
  public mutating func reloadSections(_ sections: IndexSet) { sectionReloads += sections }

  /// Records a move of section `section` (before the update) to `newSection` (after it).
  public mutating func moveSection(_ section: Int, toSection newSection: Int) {
    sectionMoves.append(Move(from: section, to: newSection))
  }

  /// Records item updates given as (section, item) pairs; no index path can be malformed here.
  package mutating func record(
    inserts: [ItemPath] = [], deletes: [ItemPath] = [], reloads: [ItemPath] = [],
    moves: [Move<ItemPath>] = []
  ) {
    itemInsertPaths += inserts
    itemDeletePaths += deletes
    itemReloadPaths += reloads
    itemMovePaths += moves
  }

  /// Records section updates given as plain indexes (negative ones are rejected by validation).
  package mutating func record(
    sectionInserts inserts: [Int] = [], sectionDeletes deletes: [Int] = [],
    sectionReloads reloads: [Int] = [],
    sectionMoves moves: [Move<Int>] = []
  ) {
    sectionInserts += inserts
    sectionDeletes += deletes
    sectionReloads += reloads
    sectionMoves += moves
  }

  /// Adds every update of `other` to this batch, as if each of its calls had been made here.
  /// - Complexity: O(k) for the k updates of `other`.
  public mutating func append(contentsOf other: BatchUpdate) {
    record(
      sectionInserts: other.sectionInserts, sectionDeletes: other.sectionDeletes,
      sectionReloads: other.sectionReloads, sectionMoves: other.sectionMoves)
    record(
      inserts: other.itemInsertPaths, deletes: other.itemDeletePaths, reloads: other.itemReloadPaths,
      moves: other.itemMovePaths)
    if let error = other.recordingError { reject(error) }
  }

  /// Rejects the batch with `error` unless it already holds an error.
  public mutating func reject(_ error: CollectionViewError) {
    if recordingError == nil { recordingError = error }
  }

  /// Converts `indexPaths`, remembering the first malformed one.
  private mutating func paths(_ indexPaths: [IndexPath], verb: String) -> [ItemPath] {
    var result: [ItemPath] = []
    result.reserveCapacity(indexPaths.count)
    for indexPath in indexPaths {
      guard let path = ItemPath(indexPath), path.section >= 0, path.item >= 0 else {
        reject(
          CollectionViewError(
            .invalidIndexPath,
            "attempt to \(verb) an invalid index path (\(indexPath)): a collection view index path has "
              + "exactly two non-negative indexes, section and item"))
        continue
      }
      result.append(path)
    }
    return result
  }
}
