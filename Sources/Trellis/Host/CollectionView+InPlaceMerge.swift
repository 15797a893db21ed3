// The layout pass's merge done in place: the elements that stay are updated where they are in
// the visible set, and the set is then edited (departures removed, arrivals inserted) rather
// than built anew. The general merge (`mergeVisible()` in CollectionView+VisibleSet.swift)
// copies every element that stays into a new set and destroys the old one, for every frame of
// a scroll: two retains and releases or more an element, and its copy and destruction.
//
// What callbacks observe is unchanged. The general merge keeps the old set as `elements`
// while it tells the views, the data source and the delegate (apply, did-end-displaying,
// cell-for-item, will-display) and swaps in the new one afterwards; here too `elements` keeps
// the old keys and views until then. Only fields no query reads change earlier (the latest
// attributes, the applied copy, the pending self-sizing flag), and they change before any user
// code runs. The callbacks are made in the same order with the same arguments. A callback that
// changes `elements` (a reload, a reconfigure) makes it stop sharing its storage with
// `snapshot`; the pass then installs the set built from `snapshot`, as the general merge
// installs its new set over whatever the callbacks did.

/// What the in-place merge does for one element that stays (`VisibleSet.scratchStays`).
struct InPlaceStay {
  /// Its position in `elements` (and `snapshot`).
  var old: Int
  /// Its position in the merged set.
  var merged: Int
  /// Whether it is animating: its track took the new target, nothing is applied.
  var isTracked: Bool
  /// Whether the new attributes differ from the applied copy: they are applied.
  var changed: Bool
  /// Whether it was waiting for self-sizing (`VisibleElement.needsSizing`).
  var neededSizing: Bool
}

extension CollectionView {
  /// The merge of `scratchIncoming` into the visible set, in place; `nil`, having done nothing
  /// the general merge would not redo, when this pass needs the general merge.
  ///
  /// In place when every element that stays either animates or has plain attributes after
  /// plain attributes, with the applied copy its own (what `VisibleElement.update(to:)` then
  /// does is: apply when the values differ and write them into the copy). Otherwise the
  /// general merge runs.
  func mergeVisibleInPlace() -> [ItemPath]? {
    visibleSet.scratchVisible.removeAll(keepingCapacity: true)
    visibleSet.scratchArrivals.removeAll(keepingCapacity: true)
    visibleSet.scratchSizing.removeAll(keepingCapacity: true)
    visibleSet.scratchStays.removeAll(keepingCapacity: true)
    visibleSet.scratchDepartures.removeAll(keepingCapacity: true)
    visibleSet.scratchArrivalPositions.removeAll(keepingCapacity: true)
    // No user code runs in the plan: one access to `elements` for all of it.
    let planned = withMutableElements(of: &visibleSet.elements) { planInPlace(&$0) }
    guard planned else { return nil }
    visibleSet.inPlaceMerges += 1
    // From here on the callbacks run. `snapshot` shares the old set's storage (no copy).
    visibleSet.snapshot = visibleSet.elements
    applyStayers()
    for old in visibleSet.scratchDepartures {
      let view = visibleSet.snapshot[old].view
      let key = visibleSet.snapshot[old].key
      endDisplaying(view, key: key, lingerFrame: visibleSet.snapshot[old].attributes.frame)
    }
    showArrivals(inPlace: true)
    installInPlace()
    pruneLingering(around: bounds)
    return selfSize(candidates: visibleSet.scratchSizing)
  }

  /// Walks the old set and `scratchIncoming` together (as `mergeSorted`): fills `scratchStays`,
  /// `scratchDepartures` and `scratchArrivalPositions`. Returns `false`, having changed no
  /// element, when the pass needs the general merge. Otherwise puts the arrivals, with
  /// placeholder views, in `scratchVisible` (their positions there in `scratchArrivals`), and
  /// gives the elements that stay their new attributes (or their track its new target) and
  /// clears their pending self-sizing, as `update(to:)` does.
  ///
  /// The merged set has the keys of `scratchIncoming`, in its order: an element's position in
  /// the merged set is its position in `scratchIncoming`.
  private func planInPlace(_ elements: inout UnsafeMutableBufferPointer<VisibleElement>) -> Bool {
    var (old, new) = (0, 0)
    while old < elements.count || new < visibleSet.scratchIncoming.count {
      let order = mergeOrder(elements, old, new)
      if order < 0 {
        visibleSet.scratchDepartures.append(old)
        old += 1
        continue
      }
      if order > 0 {
        visibleSet.scratchArrivalPositions.append(new)
        new += 1
        continue
      }
      if elements[old].track == nil {
        // Plain after plain, the kept copy its own: the update writes into that copy and calls
        // no code but the view's apply.
        guard type(of: visibleSet.scratchIncoming[new].attributes) == CollectionViewLayoutAttributes.self,
          elements[old].appliedIsPlainCopy, elements[old].appliedObject != nil,
          isKnownUniquelyReferenced(&elements[old].appliedObject)
        else { return false }
      }
      visibleSet.scratchStays.append(
        InPlaceStay(old: old, merged: new, isTracked: false, changed: false, neededSizing: false))
      old += 1
      new += 1
    }
    // Planned: the arrivals (with placeholder views until the data source gives theirs), and
    // the new attributes of the elements that stay.
    for new in visibleSet.scratchArrivalPositions { appendArrival(new) }
    withMutableElements(of: &visibleSet.scratchStays) { stays in
      for index in stays.indices {
        let position = stays[index].old
        // The new attributes trade places with the old ones, which `scratchIncoming` holds
        // until the next pass empties it (as the general merge's old set held them): no
        // retain or release.
        swap(&elements[position].attributes, &visibleSet.scratchIncoming[stays[index].merged].attributes)
        if elements[position].track != nil {
          elements[position].track?.to = elements[position].attributes
          stays[index].isTracked = true
          continue
        }
        if elements[position].needsSizing {
          stays[index].neededSizing = true
          elements[position].needsSizing = false
        }
        // Borrowed: the element holds both (the plan has checked the kept copy is there).
        let target = Unmanaged.passUnretained(elements[position].attributes)
        let kept = Unmanaged.passUnretained(elements[position].appliedObject.unsafelyUnwrapped)
        stays[index].changed = !withBorrowedObject(kept) { kept in
          withBorrowedObject(target) { kept.hasValues(equalTo: $0) }
        }
      }
    }
    return true
  }

  /// Appends the arrival `scratchIncoming[new]` to `scratchVisible`, with a placeholder view.
  private func appendArrival(_ new: Int) {
    visibleSet.scratchArrivals.append(visibleSet.scratchVisible.count)
    visibleSet.scratchVisible.append(
      VisibleElement(
        key: visibleSet.scratchIncoming[new].key, view: reuse.placeholderView,
        attributes: visibleSet.scratchIncoming[new].attributes))
  }

  /// Applies the new attributes of the elements that stay, in key order, as `update(to:)`
  /// does for each: applied when they differ from the kept copy, which then takes their values
  /// (`noteApplied(_:)` for plain attributes and a copy of its own); offered self-sizing when a
  /// cell's size changed or it was waiting for it. Read from `snapshot`, which no callback can
  /// reach or change: the views and attributes are those of the set the pass began with.
  private func applyStayers() {
    withElements(of: visibleSet.snapshot) { elements in
      for stay in visibleSet.scratchStays where !stay.isTracked {
        let isCell = elements[stay.old].key.category == 0
        if stay.changed {
          // Borrowed, not retained for the calls: `snapshot` holds the element, and no callback
          // can reach `snapshot` or change its storage (a change of `elements` copies it first).
          let view = Unmanaged.passUnretained(elements[stay.old].view)
          let target = Unmanaged.passUnretained(elements[stay.old].attributes)
          let kept = Unmanaged.passUnretained(elements[stay.old].appliedObject.unsafelyUnwrapped)
          let sizeChanged = withBorrowedObject(target) { target in
            withBorrowedObject(kept) { kept in
              let previousSize = kept.values.bounds.size
              // Plain: the plan checked the class of every target it applies.
              withBorrowedObject(view) { $0.applyPlainLayoutAttributes(target) }
              kept.assignValues(from: target)
              return previousSize != target.values.bounds.size
            }
          }
          if isCell, sizeChanged {
            visibleSet.scratchSizing.append(stay.merged)
            continue
          }
        }
        if stay.neededSizing, isCell { visibleSet.scratchSizing.append(stay.merged) }
      }
    }
  }

  /// Makes the merged set the visible one: `elements` edited in place when no callback changed
  /// it (it still shares `snapshot`'s storage), otherwise the set built from `snapshot`.
  private func installInPlace() {
    guard Self.sharesStorage(visibleSet.elements, visibleSet.snapshot) else {
      installFromSnapshot()
      return
    }
    visibleSet.snapshot = []
    removeDepartures()
    insertArrivals()
  }

  /// The most runs of consecutive positions that `removeDepartures()` and `insertArrivals()`
  /// remove or insert one by one (each moves the elements after it once); beyond it, one walk
  /// over the set does all, whatever the number of runs.
  static let inPlaceRunLimit = 4

  /// Removes the departures (`scratchDepartures`) from `elements`.
  private func removeDepartures() {
    let departures = visibleSet.scratchDepartures.count
    guard departures > 0 else { return }
    if Self.runCount(visibleSet.scratchDepartures) <= Self.inPlaceRunLimit {
      // Run by run, last first (the positions before a run do not move).
      var end = departures
      while end > 0 {
        var start = end - 1
        while start > 0, visibleSet.scratchDepartures[start - 1] + 1 == visibleSet.scratchDepartures[start] {
          start -= 1
        }
        visibleSet.elements.removeSubrange(
          visibleSet.scratchDepartures[start]..<(visibleSet.scratchDepartures[end - 1] + 1))
        end = start
      }
      return
    }
    // The elements that stay move down over the departures (moves, not copies), which end at
    // the back and are dropped.
    withMutableElements(of: &visibleSet.elements) { elements in
      var write = visibleSet.scratchDepartures[0]
      var next = 0
      for read in write..<elements.count {
        if next < departures, visibleSet.scratchDepartures[next] == read {
          next += 1
          continue
        }
        elements.swapAt(write, read)
        write += 1
      }
    }
    visibleSet.elements.removeLast(departures)
  }

  /// Inserts the arrivals (`scratchVisible`) into `elements` at their positions
  /// (`scratchArrivalPositions`, increasing), then empties `scratchVisible`.
  private func insertArrivals() {
    let arrivals = visibleSet.scratchVisible.count
    guard arrivals > 0 else { return }
    defer { visibleSet.scratchVisible.removeAll(keepingCapacity: true) }
    if Self.runCount(visibleSet.scratchArrivalPositions) <= Self.inPlaceRunLimit {
      // Run by run, first first: the positions before a run are final when it is inserted.
      var start = 0
      while start < arrivals {
        var end = start + 1
        while end < arrivals,
          visibleSet.scratchArrivalPositions[end - 1] + 1 == visibleSet.scratchArrivalPositions[end]
        {
          end += 1
        }
        visibleSet.elements.insert(
          contentsOf: visibleSet.scratchVisible[start..<end], at: visibleSet.scratchArrivalPositions[start])
        start = end
      }
      return
    }
    // From the back: the set grows by as many slots (copies of the arrivals, overwritten), and
    // each position, last first, takes its arrival or the last element that stays not yet
    // placed (a move; the slot's content goes where that element was, below every position
    // still to fill).
    var stayer = visibleSet.elements.count - 1
    visibleSet.elements.append(contentsOf: visibleSet.scratchVisible)
    withMutableElements(of: &visibleSet.elements) { elements in
      var arrival = arrivals - 1
      var position = elements.count - 1
      while arrival >= 0 {
        if visibleSet.scratchArrivalPositions[arrival] == position {
          elements[position] = visibleSet.scratchVisible[arrival]
          arrival -= 1
        } else {
          elements.swapAt(position, stayer)
          stayer -= 1
        }
        position -= 1
      }
    }
  }

  /// The number of runs of consecutive values in `positions` (increasing).
  static func runCount(_ positions: [Int]) -> Int {
    var runs = 0
    for index in positions.indices where index == 0 || positions[index - 1] + 1 != positions[index] {
      runs += 1
    }
    return runs
  }

  /// A callback changed `elements`: the merged set is built from `snapshot` (the elements that
  /// stay) and the arrivals, and replaces it, as the general merge's new set does; the set the
  /// callbacks left is dropped at the next pass, as the general merge's old set is.
  private func installFromSnapshot() {
    visibleSet.snapshotInstalls += 1
    let count = visibleSet.scratchStays.count + visibleSet.scratchVisible.count
    var merged: [VisibleElement] = []
    merged.reserveCapacity(count)
    var stay = 0
    var arrival = 0
    for position in 0..<count {
      if arrival < visibleSet.scratchArrivalPositions.count,
        visibleSet.scratchArrivalPositions[arrival] == position
      {
        merged.append(visibleSet.scratchVisible[arrival])
        arrival += 1
      } else {
        merged.append(visibleSet.snapshot[visibleSet.scratchStays[stay].old])
        stay += 1
      }
    }
    swap(&visibleSet.elements, &merged)
    visibleSet.scratchVisible = merged
    visibleSet.snapshot = []
  }

  /// Whether `a` and `b` are the same array storage (so that neither changed while both held
  /// it), or both empty.
  static func sharesStorage(_ a: [VisibleElement], _ b: [VisibleElement]) -> Bool {
    guard a.count == b.count else { return false }
    guard !a.isEmpty else { return true }
    return withElements(of: a) { a in withElements(of: b) { b in a.baseAddress == b.baseAddress } }
  }
}
