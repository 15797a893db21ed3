/// The batch update that turns one snapshot into another: what a diffable data source performs
/// when it applies a snapshot, computed in linear time.
///
/// The operations follow UIKit's batch-update rules, so that the batch is always accepted by
/// `CollectionView.performBatchUpdates(_:completion:)`:
/// - deletes and reloads name index paths (or section indexes) before the update, inserts name
///   them after it, moves name both;
/// - an item kept from the old snapshot is moved, never deleted and inserted again, except
///   where UIKit forbids the move: out of or into a section that is deleted, inserted or
///   reloaded (the section change replaces those cells anyway), and an item both moved and
///   reloaded (UIKit rejects "reload and move the same index path"), which becomes a delete at
///   its old path and an insert at its new one;
/// - a section both moved and reloaded likewise becomes a delete and an insert;
/// - only the moves that are needed are listed: the items (and sections) that keep their
///   relative order are the longest increasing subsequence of their old indexes and stay
///   implicit; the others move. Shifts caused by inserts and deletes before an item are never
///   moves.
///
/// Worked example: old [A, B, C, D], new [D, A, C, E] in one section. B is gone: delete 0-1
/// (old path). E is new: insert 0-3 (new path). A, D and C survive with old indexes 0, 3, 2 in
/// their new order D, A, C; the longest increasing run of [3, 0, 2] is [0, 2] (A, C), so A and C
/// stay implicit and only D moves, 0-3 → 0-0.
///
/// Reconfigured items (`DiffableDataSourceSnapshot.reconfigureItems(_:)`) are listed by their
/// new index paths in `itemReconfigures`: the data source configures their existing cells again
/// once the batch is committed. An item whose cell is replaced anyway (reloaded, deleted and
/// inserted, in a reloaded or inserted section) is not listed.
///
/// This is a Trellis addition (UIKit computes it inside its data source); use it to drive your
/// own batch updates from snapshots, IGListKit-style.
///
/// - Complexity: O(n + s) time and memory for n items and s sections in the two snapshots,
///   plus O(b log b) for the b blocks of items whose old indexes are consecutive (a few per
///   change; b = n only for a shuffle), and O(d log d) to sort the d operations. Identifiers are
///   hashed only where the two snapshots do not line up (around changes).
public struct SnapshotDifference: Equatable, Sendable {
  /// A move from an old position to a new one: the update model's move.
  public typealias Move<Index: Hashable & Sendable> = BatchUpdate.Move<Index>

  /// Sections deleted, by their old indexes, ascending.
  public internal(set) var sectionDeletes: [Int] = []
  /// Sections inserted, by their new indexes, ascending.
  public internal(set) var sectionInserts: [Int] = []
  /// Sections moved, old index to new index, by ascending old index.
  public internal(set) var sectionMoves: [Move<Int>] = []
  /// Sections reloaded, by their old indexes, ascending.
  public internal(set) var sectionReloads: [Int] = []
  /// Items deleted, by their old index paths, ascending.
  public internal(set) var itemDeletes: [IndexPath] = []
  /// Items inserted, by their new index paths, ascending.
  public internal(set) var itemInserts: [IndexPath] = []
  /// Items moved, old index path to new index path, by ascending old index path.
  public internal(set) var itemMoves: [Move<IndexPath>] = []
  /// Items reloaded, by their old index paths, ascending.
  public internal(set) var itemReloads: [IndexPath] = []
  /// Items to reconfigure after the update, by their new index paths, ascending.
  public internal(set) var itemReconfigures: [IndexPath] = []

  /// The difference as a batch update (reconfigures aside, which are not batch updates): what
  /// `CollectionView.addUpdates(_:)` performs and `UpdateMap` validates.
  /// - Complexity: O(d) for the d operations.
  public var batchUpdate: BatchUpdate {
    var batch = BatchUpdate()
    batch.record(
      sectionInserts: sectionInserts, sectionDeletes: sectionDeletes, sectionReloads: sectionReloads,
      sectionMoves: sectionMoves)
    batch.insertItems(at: itemInserts)
    batch.deleteItems(at: itemDeletes)
    batch.reloadItems(at: itemReloads)
    for move in itemMoves { batch.moveItem(at: move.from, to: move.to) }
    return batch
  }

  /// Whether the two snapshots are the same: no operation at all.
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
      && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
      && itemReconfigures.isEmpty
  }

  /// Whether the difference needs a batch update: anything but reconfigures.
  public var hasBatchUpdates: Bool {
    !(sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
      && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty)
  }

  /// An empty difference.
  public init() {}

  /// The difference from `old` to `new`: the batch update that turns `old` into `new`, with the
  /// reloads and reconfigures that `new` asks for (`reloadedItemIdentifiers`,
  /// `reconfiguredItemIdentifiers`, `reloadedSectionIdentifiers`) of identifiers that `old`
  /// also contains. Marks in `old` are ignored.
  ///
  /// - Complexity: O(n + s) plus O(b log b) for b blocks of consecutive kept items; see the type.
  @inlinable
  public init<SectionIdentifierType, ItemIdentifierType>(
    from old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    self = DifferenceCore.difference(SnapshotMatcher.match(old: old, new: new))
  }
}

extension SnapshotDifference: CustomStringConvertible {
  /// The operations, one group per line, for example `delete items [0-1]`.
  public var description: String {
    func path(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }
    var lines: [String] = []
    if !sectionDeletes.isEmpty { lines.append("delete sections \(sectionDeletes)") }
    if !sectionInserts.isEmpty { lines.append("insert sections \(sectionInserts)") }
    if !sectionMoves.isEmpty { lines.append("move sections \(sectionMoves)") }
    if !sectionReloads.isEmpty { lines.append("reload sections \(sectionReloads)") }
    if !itemDeletes.isEmpty {
      lines.append("delete items [\(itemDeletes.map(path).joined(separator: ", "))]")
    }
    if !itemInserts.isEmpty {
      lines.append("insert items [\(itemInserts.map(path).joined(separator: ", "))]")
    }
    if !itemMoves.isEmpty {
      lines.append(
        "move items [\(itemMoves.map { "\(path($0.from)) → \(path($0.to))" }.joined(separator: ", "))]")
    }
    if !itemReloads.isEmpty {
      lines.append("reload items [\(itemReloads.map(path).joined(separator: ", "))]")
    }
    if !itemReconfigures.isEmpty {
      lines.append("reconfigure items [\(itemReconfigures.map(path).joined(separator: ", "))]")
    }
    return lines.isEmpty ? "no changes" : lines.joined(separator: "\n")
  }
}
