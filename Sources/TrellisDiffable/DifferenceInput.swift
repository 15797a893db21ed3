/// Which old section and item each new one was, in flat integer form: the output of
/// `SnapshotMatcher`, the input of `DifferenceCore`.
///
/// Items are numbered flat, section after section (old item `p` of old section `i` is
/// `oldStarts[i] + p`). Item indexes are stored as `Int32` to halve the memory the difference
/// of a large snapshot touches; a snapshot holds fewer than 2³¹ items (one of 2³¹ would take
/// tens of gigabytes).
@usableFromInline struct DifferenceInput {
  /// Items per old section.
  @usableFromInline var oldCounts: [Int]
  /// Items per new section.
  @usableFromInline var newCounts: [Int]
  /// For each new section, its old index, or -1 when it is new.
  @usableFromInline var newSectionOld: [Int]
  /// For each old section, whether the new snapshot asks to reload it.
  @usableFromInline var oldSectionReloaded: [Bool]
  /// For each new item (flat), its old flat index, or -1 when it is new.
  @usableFromInline var newItemOld: [Int32]
  /// For each old item (flat), whether some new item is it.
  @usableFromInline var oldItemKept: [Bool]
  /// Per old item (flat): bit 1 reload requested, bit 2 reconfigure requested; `nil` when no
  /// item is marked.
  @usableFromInline var oldItemMarks: [UInt8]?

  @usableFromInline static let reloadMark: UInt8 = 1
  @usableFromInline static let reconfigureMark: UInt8 = 2

  @inlinable init(
    oldCounts: [Int], newCounts: [Int], newSectionOld: [Int], oldSectionReloaded: [Bool], newItemOld: [Int32],
    oldItemKept: [Bool], oldItemMarks: [UInt8]?
  ) {
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    self.newSectionOld = newSectionOld
    self.oldSectionReloaded = oldSectionReloaded
    self.newItemOld = newItemOld
    self.oldItemKept = oldItemKept
    self.oldItemMarks = oldItemMarks
  }
}
