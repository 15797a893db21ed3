/// The updates recorded for one batch, exactly as the caller stated them.
struct CollectionViewUpdateBatch {
  var sectionInserts: [Int] = []
  var sectionDeletes: [Int] = []
  var sectionReloads: [Int] = []
  var sectionMoves: [(from: Int, to: Int)] = []
  var itemInserts: [ItemPath] = []
  var itemDeletes: [ItemPath] = []
  var itemReloads: [ItemPath] = []
  var itemMoves: [(from: ItemPath, to: ItemPath)] = []
  /// The first malformed argument met while recording; the batch is rejected with it.
  var recordingError: CollectionViewError?

  var isEmpty: Bool {
    sectionInserts.isEmpty && sectionDeletes.isEmpty && sectionReloads.isEmpty && sectionMoves.isEmpty
      && itemInserts.isEmpty && itemDeletes.isEmpty && itemReloads.isEmpty && itemMoves.isEmpty
      && recordingError == nil
  }

  /// Converts `indexPaths`, remembering the first malformed one.
  mutating func paths(_ indexPaths: [IndexPath], verb: String) -> [ItemPath] {
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

  mutating func sections(_ sections: IndexSet, verb: String) -> [Int] {
    Array(sections)
  }

  mutating func reject(_ error: CollectionViewError) {
    if recordingError == nil { recordingError = error }
  }
}
