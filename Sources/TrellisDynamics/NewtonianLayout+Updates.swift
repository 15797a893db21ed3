// NewtonianLayout's bookkeeping: cells entering, cells renumbered by batch updates, deleted cells
// turned into falling items, and the per-step lifecycle (release entering cells that are
// inside, remove falling items that left). Everything is kept in arrays in index-path or serial
// order, so the order of behaviors and bodies — and so the simulation — is deterministic.

extension NewtonianLayout {
  /// Adds the layout's behaviors to the animator and registers the falling-item view (once).
  func setUpIfNeeded() {
    guard !isSetUp else { return }
    isSetUp = true
    register(CollectionReusableView.self, forDecorationViewOfKind: NewtonianLayout.elementKindFallingItem)
    lifecycle.action = { [unowned self] in self.stepLifecycle() }
    dynamicAnimator.addBehavior(gravityBehavior)
    dynamicAnimator.addBehavior(collisionBehavior)
    dynamicAnimator.addBehavior(itemBehavior)
    dynamicAnimator.addBehavior(lifecycle)
  }

  /// The index in `ghosts` of the falling item with `serial`, by binary search.
  func ghostIndex(serial: Int) -> Int? {
    var low = 0
    var high = ghosts.count
    while low < high {
      let mid = (low + high) >> 1
      if ghosts[mid].serial < serial { low = mid + 1 } else { high = mid }
    }
    return low < ghosts.count && ghosts[low].serial == serial ? low : nil
  }

  // MARK: Entering

  /// A new cell at `indexPath`, off-screen to the right, hanging on its entrance attachment.
  func makeEnteringBody(at indexPath: IndexPath) -> NewtonianBody {
    let bounds = CGRect(origin: .zero, size: collectionViewContentSize)
    let a = CollectionViewLayoutAttributes(forCellWith: indexPath)
    // objc.io: frame origin (maxX + itemSize, 300); the k-th cell of one update k widths further.
    let x = bounds.maxX + 100 + CGFloat(insertedInThisUpdate) * itemSize.width
    insertedInThisUpdate += 1
    a.frame = CGRect(x: x, y: 300, width: itemSize.width, height: itemSize.height)
    let anchor = attachmentAnchor ?? CGPoint(x: bounds.midX, y: bounds.minY)
    let attachment = AttachmentBehavior(item: a, attachedToAnchor: anchor)
    attachment.length = attachmentLength
    attachment.damping = attachmentDamping
    attachment.frequency = attachmentFrequency
    gravityBehavior.addItem(a)
    itemBehavior.addItem(a)
    dynamicAnimator.addBehavior(attachment)
    enteringCount += 1
    return NewtonianBody(attributes: a, attachment: attachment)
  }

  // MARK: Falling items

  /// Detaches a live cell and replaces it by a falling item with its pose and velocity.
  @discardableResult
  func startFalling(_ body: NewtonianBody) -> Int {
    let a = body.attributes
    let velocity = itemBehavior.linearVelocity(for: a)
    let spin = itemBehavior.angularVelocity(for: a)
    if let attachment = body.attachment {
      dynamicAnimator.removeBehavior(attachment)
      enteringCount -= 1
    }
    collisionBehavior.removeItem(a)
    gravityBehavior.removeItem(a)
    itemBehavior.removeItem(a)
    let serial = nextGhostSerial
    nextGhostSerial += 1
    let g = CollectionViewLayoutAttributes(
      forDecorationViewOfKind: NewtonianLayout.elementKindFallingItem,
      with: IndexPath(item: serial, section: 0))
    g.bounds = a.bounds
    g.center = a.center
    g.transform = a.transform
    g.zIndex = a.zIndex
    gravityBehavior.addItem(g)
    itemBehavior.addItem(g)
    if velocity != .zero { itemBehavior.addLinearVelocity(velocity, for: g) }
    if spin != 0 { itemBehavior.addAngularVelocity(spin, for: g) }
    ghosts.append(
      NewtonianGhost(serial: serial, attributes: g, deadline: dynamicAnimator.elapsedTime + deletionTimeout))
    return serial
  }

  /// Removes the falling items that left the bounds or ran out of time, and lets go of
  /// entering cells that are wholly inside. Runs at the end of every animator step.
  func stepLifecycle() {
    let bounds = CGRect(origin: .zero, size: collectionViewContentSize)
    if enteringCount > 0 {
      for s in sections.indices {
        for i in sections[s].indices {
          guard let attachment = sections[s][i].attachment else { continue }
          let a = sections[s][i].attributes
          guard bounds.contains(a.frame) else { continue }
          dynamicAnimator.removeBehavior(attachment)
          sections[s][i].attachment = nil
          enteringCount -= 1
          collisionBehavior.addItem(a)
        }
      }
    }
    guard !ghosts.isEmpty else { return }
    let now = dynamicAnimator.elapsedTime
    var removed: [IndexPath] = []
    var write = 0
    for read in ghosts.indices {
      let g = ghosts[read]
      if g.attributes.frame.overlaps(bounds) && now < g.deadline {
        ghosts[write] = g
        write += 1
      } else {
        gravityBehavior.removeItem(g.attributes)
        itemBehavior.removeItem(g.attributes)
        removed.append(g.attributes.indexPath)
      }
    }
    ghosts.removeLast(ghosts.count - write)
    if !removed.isEmpty {
      let context = makeInvalidationContext()
      context.invalidateDecorationElements(ofKind: NewtonianLayout.elementKindFallingItem, at: removed)
      invalidateLayout(with: context)
    }
  }

  // MARK: Data

  /// Makes the cells match the data source's counts (outside batch updates: the first layout,
  /// `reloadData()`): missing cells enter, extra cells fall away.
  func reconcile(with collectionView: CollectionView) {
    let sectionCount = collectionView.numberOfSections
    while sections.count > sectionCount {
      for body in sections.removeLast() { startFalling(body) }
    }
    while sections.count < sectionCount { sections.append([]) }
    // Every cell is a body the animator simulates: at most `maximumCellCount` of them, in
    // index-path order; the items after them have no cell (and no attributes).
    var room = NewtonianLayout.maximumCellCount
    for s in 0..<sectionCount {
      let answered = collectionView.numberOfItems(inSection: s)
      let count = min(answered, room)
      room -= count
      if count < answered {
        lastLayoutError = CollectionViewError(
          .limitExceeded,
          "NewtonianLayout: section \(s) has \(answered) items, more than the \(NewtonianLayout.maximumCellCount) "
            + "cells the layout simulates; only the first \(count) of them have cells")
      }
      while sections[s].count > count { startFalling(sections[s].removeLast()) }
      while sections[s].count < count {
        sections[s].append(makeEnteringBody(at: IndexPath(item: sections[s].count, section: s)))
      }
    }
  }

  /// Applies a batch update through its map (TrellisUpdates): deleted cells start falling
  /// (item deletes first, then the cells of deleted sections, each in index-path order), the
  /// others follow their items to their new index paths keeping their bodies (a reloaded
  /// section keeps its cells in place), and inserted items get entering cells in index-path
  /// order.
  ///
  /// - Complexity: O(n log m) for n cells and m updates.
  func apply(_ map: UpdateMap, sectionCount: Int) {
    insertedInThisUpdate = 0
    for old in map.itemsDeleted where old.section < sections.count && old.item < sections[old.section].count {
      guard !map.isSectionDeleted(old.section) else { continue }
      pendingDeletes.append((old, startFalling(sections[old.section][old.item])))
    }
    var placed: [(path: IndexPath, body: NewtonianBody)] = []
    for s in sections.indices {
      for i in sections[s].indices {
        let old = IndexPath(item: i, section: s)
        if map.isSectionDeleted(s) {
          startFalling(sections[s][i])
        } else if map.isDeleted(old) {
          continue  // falling already
        } else if let new = map.newIndexPath(forOld: old) {
          placed.append((new, sections[s][i]))
        } else if let target = map.newSection(forOld: s) {
          placed.append((IndexPath(item: i, section: target), sections[s][i]))
        } else {
          startFalling(sections[s][i])
        }
      }
    }
    for path in map.itemsInserted { placed.append((path, makeEnteringBody(at: path))) }
    placed.sort { ($0.path.section, $0.path.item) < ($1.path.section, $1.path.item) }
    var result = [[NewtonianBody]](repeating: [], count: sectionCount)
    for entry in placed {
      if entry.path.section < sectionCount {
        result[entry.path.section].append(entry.body)
      } else {
        startFalling(entry.body)
      }
    }
    for s in result.indices {
      for i in result[s].indices where result[s][i].attributes.indexPath != IndexPath(item: i, section: s) {
        result[s][i].attributes.indexPath = IndexPath(item: i, section: s)
      }
    }
    sections = result
  }
}
