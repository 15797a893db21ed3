/// The visible part of a collection view: the elements on screen, sorted by key, and the
/// scratch buffers of the layout pass that brings them up to date (kept, with their capacity,
/// so a steady scroll does not allocate).
///
/// The pass itself — the query, the merge, creating and reusing views — is the collection
/// view's (CollectionView+VisibleSet.swift), because it calls the layout, the data source and
/// the views; this type owns the set and answers lookups in it.
@MainActor
final class VisibleSet {
  /// The visible elements, sorted by key.
  var elements: [VisibleElement] = []
  /// Whether the set must be recomputed at the next layout pass.
  var needsUpdate = true
  // The scratch buffers are read and written many times per element in every layout pass, so
  // the runtime exclusivity check (about 70 instructions an access) is off for them: only the
  // layout pass's merge (CollectionView+VisibleSet.swift, +Lingering, +Animations, and the
  // interactive movement's substitution) touches them, never from code a callback can reach
  // while one of their accesses is held: the merge holds a modify access to `scratchVisible`
  // across a view's `apply(_:)`, and no path from there reaches the scratch buffers (a nested
  // layout pass returns at once, `isInLayoutPass`). Keep it so. (`elements` itself stays
  // checked: user code reads it through the queries; the merge holds an access to it only
  // where no user code runs.)

  /// The next set, built by the merge and then swapped in.
  @exclusivity(unchecked) var scratchVisible: [VisibleElement] = []
  /// The layout's attributes for the visible rect, sorted by key.
  @exclusivity(unchecked)
  var scratchIncoming: [IncomingElement] = []
  /// Elements that left in the merge.
  @exclusivity(unchecked) var scratchDeparted: [VisibleElement] = []
  /// Positions in `scratchVisible` of the elements that arrived in the merge.
  @exclusivity(unchecked) var scratchArrivals: [Int] = []
  /// Positions in `scratchVisible` of the elements that stayed in the merge, to update.
  @exclusivity(unchecked) var scratchStayed: [Int] = []
  /// Positions in `scratchVisible` of the cells to self-size.
  @exclusivity(unchecked) var scratchSizing: [Int] = []
  /// Per arrival (position in `scratchArrivals`): the lingering cell it takes back, or `nil`
  /// (`CollectionView.reclaimLingeringCells()`; emptied by `showArrivals(inPlace:)`).
  @exclusivity(unchecked) var scratchReclaimed: [CollectionViewCell?] = []
  /// Per lingering cell: whether an arrival took it (`reclaimLingeringCells()`).
  @exclusivity(unchecked) var scratchTaken: [Bool] = []

  // The in-place merge's plan (CollectionView+InPlaceMerge.swift), under the same rule as the
  // scratch buffers above: only the layout pass reads or writes them.

  /// Whether the layout pass may merge in place (`CollectionView.mergeVisibleInPlace()`); off,
  /// every pass builds the new set (tests compare the two).
  @exclusivity(unchecked) var mergesInPlace = true
  /// How many passes merged in place (read by tests, to know the in-place merge ran).
  @exclusivity(unchecked) var inPlaceMerges = 0
  /// How many of those installed the set built from `snapshot` because a callback changed
  /// `elements` (read by tests, to know that path ran).
  @exclusivity(unchecked) var snapshotInstalls = 0
  /// The visible set as it was when the pass's callbacks began (the same storage as `elements`,
  /// shared): what the stayers are applied from and departures told from, and whether a
  /// callback changed `elements` (then it no longer shares this storage).
  @exclusivity(unchecked) var snapshot: [VisibleElement] = []
  /// Per element that stays: its position in `elements`, in `scratchIncoming`, in the merged
  /// set, and what its update must do (`InPlaceStay`).
  @exclusivity(unchecked) var scratchStays: [InPlaceStay] = []
  /// Positions in `elements` of the elements that leave (in order).
  @exclusivity(unchecked) var scratchDepartures: [Int] = []
  /// Positions in the merged set of the elements that arrive (in order).
  @exclusivity(unchecked) var scratchArrivalPositions: [Int] = []

  /// The position of the element with `key` in `elements`, by binary search, or `nil`.
  ///
  /// - Complexity: O(log k) for k visible elements.
  func index(of key: ElementKey) -> Int? {
    var low = 0
    var high = elements.count
    while low < high {
      let mid = (low + high) >> 1
      if elements[mid].key < key { low = mid + 1 } else { high = mid }
    }
    return low < elements.count && elements[low].key == key ? low : nil
  }

  /// Makes the merged set the visible one (the old one becomes the next scratch buffer).
  func swapInMerged() {
    swap(&elements, &scratchVisible)
  }
}

/// One element of the layout's answer for the visible rect: its key and attributes. A struct
/// rather than a tuple: an array of tuples is destroyed through the runtime's generic tuple code
/// (about 70 instructions an element, for every element of every frame), an array of structs
/// through the struct's own destroy.
struct IncomingElement {
  var key: ElementKey
  var attributes: CollectionViewLayoutAttributes

  init(_ key: ElementKey, _ attributes: CollectionViewLayoutAttributes) {
    self.key = key
    self.attributes = attributes
  }
}
