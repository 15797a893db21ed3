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

  /// Applies a batch update (UIKit's rules: deletes and move sources name index paths before
  /// the update, inserts and move destinations after it).
  func apply(_ updates: [CollectionViewUpdateItem]) {
    insertedInThisUpdate = 0
    // 1. Take out deleted and moved cells (old index paths).
    var work: [[NewtonianBody?]] = sections.map { $0.map { Optional($0) } }
    var deletedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var insertedSections: [Int] = []
    var destinations: [(path: IndexPath, body: NewtonianBody?)] = []
    for u in updates {
      switch u.updateAction {
      case .delete:
        guard let p = u.indexPathBeforeUpdate else { continue }
        if u.isSectionOperation {
          if p[0] >= 0 && p[0] < work.count { deletedSections.append(p[0]) }
        } else if let body = take(p, from: &work) {
          pendingDeletes.append((p, startFalling(body)))
        }
      case .move:
        guard let from = u.indexPathBeforeUpdate, let to = u.indexPathAfterUpdate else { continue }
        if u.isSectionOperation {
          movedSections.append((from[0], to[0]))
        } else if let body = take(from, from: &work) {
          destinations.append((to, body))
        }
      case .insert:
        guard let p = u.indexPathAfterUpdate else { continue }
        if u.isSectionOperation { insertedSections.append(p[0]) } else { destinations.append((p, nil)) }
      case .reload, .none:
        continue
      }
    }
    for s in deletedSections.sorted() where s < work.count {
      for case let body? in work[s] { startFalling(body) }
    }
    // 2. The surviving sections, compacted, in order; then inserted and moved sections placed.
    let gone = Set(deletedSections).union(movedSections.map(\.from))
    var result: [[NewtonianBody]] = []
    for s in work.indices where !gone.contains(s) { result.append(work[s].compactMap { $0 }) }
    var placed: [(index: Int, bodies: [NewtonianBody])] = insertedSections.map { ($0, []) }
    for m in movedSections where m.from >= 0 && m.from < work.count {
      placed.append((m.to, work[m.from].compactMap { $0 }))
    }
    for entry in placed.sorted(by: { $0.index < $1.index }) {
      result.insert(entry.bodies, at: min(max(entry.index, 0), result.count))
    }
    // 3. Inserts and move destinations, ascending by new index path.
    destinations.sort { ($0.path[0], $0.path[1]) < ($1.path[0], $1.path[1]) }
    for d in destinations {
      let s = d.path[0]
      guard s >= 0 else { continue }
      while result.count <= s { result.append([]) }
      let i = min(max(d.path[1], 0), result[s].count)
      result[s].insert(d.body ?? makeEnteringBody(at: d.path), at: i)
    }
    // 4. Renumber.
    for s in result.indices {
      for i in result[s].indices where result[s][i].attributes.indexPath != IndexPath(item: i, section: s) {
        result[s][i].attributes.indexPath = IndexPath(item: i, section: s)
      }
    }
    sections = result
  }

  /// Removes and returns the cell at an old index path from `work`.
  private func take(_ p: IndexPath, from work: inout [[NewtonianBody?]]) -> NewtonianBody? {
    guard p.count == 2, p[0] >= 0, p[0] < work.count, p[1] >= 0, p[1] < work[p[0]].count else { return nil }
    let body = work[p[0]][p[1]]
    work[p[0]][p[1]] = nil
    return body
  }
}
