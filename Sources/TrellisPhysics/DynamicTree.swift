/// A dynamic AABB tree (bounding-volume hierarchy) over shape proxies: the broadphase.
///
/// Leaves hold *fat* boxes (the shape's box grown by a margin and by the body's motion over
/// the next step) so a moving body is re-inserted only when it leaves its fat box. Insertion
/// picks the sibling with the surface-area heuristic (perimeter in 2D) and the path back to
/// the root is rebalanced by rotations on node heights, so queries stay O(log n + k). When many
/// leaves move in one step, the world stores their boxes (``setFatBox(_:to:)``) and rebuilds the
/// hierarchy top-down once (``rebuild()``) instead (``prefersRebuild(moving:)`` decides).
///
/// Design note: nodes live in one flat array with a free list; node indices are stable while
/// a leaf lives, and no step allocates once the array has grown to its working size.
///
/// Design note (parked leaves): a leaf may be *parked*: it keeps its node, index and fat box,
/// but is not linked into the hierarchy; parked leaves sit in a small list that ``query(_:_:)``
/// scans after the hierarchy, and ``collectOverlaps(_:into:)`` (the pair update) skips. The
/// world parks the proxies of shapes whose filter collides with nothing
/// (`CollisionFilter.collidesWithNothing`): they can have no pairs, so the hierarchy would only
/// serve the world's rare area queries, while keeping them in it cost a remove, an insert and a
/// refit up the tree every time such a shape left its fat box (most frames for the springy
/// list's cells during a fling). Moving a parked leaf just stores its new box. Keeping the leaf
/// but not moving it, with queries checking tight boxes, would still need a linear scan for
/// shapes that moved out of their stale box, so the list is the simpler of the two exact designs.
struct DynamicTree {
  struct Node {
    var aabb: AABB
    var parent: Int32
    var child1: Int32
    var child2: Int32
    /// Leaf: the proxy index; internal: −1.
    var proxy: Int32
    /// Leaf in the hierarchy 0; parked leaf −2 (its `child2` is its place in `parked`); free −1.
    var height: Int32
    @inline(__always) var isLeaf: Bool { child1 == -1 }
  }

  private(set) var nodes: [Node] = []
  private(set) var root: Int32 = -1
  private var freeList: Int32 = -1
  /// Scratch stack reused by queries (no allocation per query once grown).
  private var stack: [Int32] = []
  /// Scratch stack of ``collectOverlaps(_:into:)``, kept at least as long as `nodes` + 1.
  private var overlapStack: [Int32] = []
  /// The parked leaves (see the design note), in no particular order.
  private(set) var parked: [Int32] = []
  /// How many leaves are linked into the hierarchy (parked ones are not counted).
  private(set) var hierarchyLeafCount = 0
  /// Scratch of ``rebuild()``: the leaves, their box centres (doubled) and the build's ranges.
  private var buildLeaves: [Int32] = []
  private var buildCentres: [Vec2] = []
  private var buildTasks: [BuildTask] = []
  private var buildInternals: [Int32] = []

  private mutating func allocate() -> Int32 {
    if freeList != -1 {
      let i = freeList
      freeList = nodes[Int(i)].parent
      nodes[Int(i)] = Node(
        aabb: AABB(lower: .zero, upper: .zero), parent: -1, child1: -1, child2: -1, proxy: -1, height: 0)
      return i
    }
    nodes.append(
      Node(aabb: AABB(lower: .zero, upper: .zero), parent: -1, child1: -1, child2: -1, proxy: -1, height: 0))
    return Int32(nodes.count - 1)
  }

  private mutating func free(_ i: Int32) {
    nodes[Int(i)].parent = freeList
    nodes[Int(i)].height = -1
    freeList = i
  }

  /// Inserts a leaf for `proxy` with fat box `aabb`, into the hierarchy or, with `parked`,
  /// into the parked list; returns the leaf's node index.
  /// - Complexity: O(log n) amortised; O(1) amortised when parked.
  mutating func insert(aabb: AABB, proxy: Int32, parked isParked: Bool = false) -> Int32 {
    let leaf = allocate()
    nodes[Int(leaf)].aabb = aabb
    nodes[Int(leaf)].proxy = proxy
    if isParked { addParked(leaf) } else { insertLeaf(leaf) }
    return leaf
  }

  /// Removes a leaf. - Complexity: O(log n); O(1) when parked.
  mutating func remove(leaf: Int32) {
    if isParked(leaf) { removeParked(leaf) } else { removeLeaf(leaf) }
    free(leaf)
  }

  /// Moves a leaf to a new fat box (remove + insert); a parked leaf only stores the box.
  /// - Complexity: O(log n); O(1) when parked.
  mutating func move(leaf: Int32, to aabb: AABB) {
    if isParked(leaf) {
      nodes[Int(leaf)].aabb = aabb
      return
    }
    removeLeaf(leaf)
    nodes[Int(leaf)].aabb = aabb
    insertLeaf(leaf)
  }

  /// Whether moving `count` leaves at once is cheaper as ``setFatBox(_:to:)`` for each and one
  /// ``rebuild()`` than as `count` calls of ``move(leaf:to:)``: when they are at least a quarter
  /// of the hierarchy's leaves. (A move walks the tree twice with a cost function and refits to
  /// the root, about four times the work per leaf of the rebuild's partition.)
  /// - Complexity: O(1).
  func prefersRebuild(moving count: Int) -> Bool {
    count >= 8 && count * 4 >= hierarchyLeafCount
  }

  /// Stores a leaf's new fat box without touching the hierarchy. The ancestors' boxes are stale
  /// until ``rebuild()``, which must run before the next query or structural change.
  /// - Complexity: O(1).
  mutating func setFatBox(_ leaf: Int32, to aabb: AABB) {
    nodes[Int(leaf)].aabb = aabb
  }

  /// Whether `leaf` is parked (kept out of the hierarchy; see the design note).
  @inline(__always) func isParked(_ leaf: Int32) -> Bool { nodes[Int(leaf)].height == -2 }

  /// Parks a leaf (`true`: takes it out of the hierarchy) or links it back in (`false`), keeping
  /// its index and fat box; does nothing when it is already so.
  /// - Complexity: O(log n) when it changes, else O(1).
  mutating func setParked(_ leaf: Int32, _ park: Bool) {
    if isParked(leaf) == park { return }
    if park {
      removeLeaf(leaf)
      addParked(leaf)
    } else {
      removeParked(leaf)
      nodes[Int(leaf)].height = 0
      nodes[Int(leaf)].child2 = -1
      insertLeaf(leaf)
    }
  }

  private mutating func addParked(_ leaf: Int32) {
    nodes[Int(leaf)].parent = -1
    nodes[Int(leaf)].height = -2
    nodes[Int(leaf)].child2 = Int32(parked.count)
    parked.append(leaf)
  }

  /// Takes `leaf` off the parked list by moving the last entry into its place.
  private mutating func removeParked(_ leaf: Int32) {
    let slot = Int(nodes[Int(leaf)].child2)
    let last = parked.removeLast()
    if last != leaf {
      parked[slot] = last
      nodes[Int(last)].child2 = Int32(slot)
    }
  }

  @inline(__always) func fatAABB(_ leaf: Int32) -> AABB { nodes[Int(leaf)].aabb }

  // Performance note: the tree surgery below runs on one raw pointer to the node array per
  // operation (`Surgery`), taken after any allocation, so that the end-of-step refit of
  // thousands of moving leaves pays no bounds check, uniqueness check or struct copy per node
  // touched. The steps, their order and the arithmetic are those of the plain version, so the
  // tree is the same node for node (the order of pairs and contacts no longer depends on it:
  // see `rebuild`).

  private mutating func insertLeaf(_ leaf: Int32) {
    hierarchyLeafCount += 1
    if root == -1 {
      root = leaf
      nodes[Int(leaf)].parent = -1
      return
    }
    // The descent neither allocates nor frees, so the new parent may be allocated first: it
    // is the same node either way (the head of the free list, or a new last node).
    let newParent = allocate()
    var r = root
    nodes.withUnsafeMutableBufferPointer { buffer in
      Surgery(n: buffer.baseAddress!).insert(leaf, newParent: newParent, root: &r)
    }
    root = r
  }

  private mutating func removeLeaf(_ leaf: Int32) {
    hierarchyLeafCount -= 1
    if leaf == root {
      root = -1
      return
    }
    var r = root
    var freed: Int32 = -1
    nodes.withUnsafeMutableBufferPointer { buffer in
      freed = Surgery(n: buffer.baseAddress!).remove(leaf, root: &r)
    }
    root = r
    free(freed)
  }

  /// The tree's structural steps on a raw node pointer (see the performance note above).
  private struct Surgery {
    let n: UnsafeMutablePointer<Node>

    @inline(__always) subscript(_ i: Int32) -> UnsafeMutablePointer<Node> { n + Int(i) }

    /// Links `leaf` in beside the sibling the surface-area heuristic picks, under `newParent`
    /// (allocated by the caller), then refits up to the root.
    func insert(_ leaf: Int32, newParent: Int32, root: inout Int32) {
      let leafBox = self[leaf].pointee.aabb
      // Descend choosing the cheaper child by the surface-area heuristic.
      var index = root
      while self[index].pointee.child1 != -1 {
        let node = self[index]
        let box = node.pointee.aabb
        let area = box.perimeter
        let combined = box.union(leafBox).perimeter
        let cost = 2 * combined
        let inheritance = 2 * (combined - area)
        let child1 = node.pointee.child1
        let child2 = node.pointee.child2
        let c1 = childCost(child1, leafBox, inheritance)
        let c2 = childCost(child2, leafBox, inheritance)
        if cost < c1 && cost < c2 { break }
        index = c1 < c2 ? child1 : child2
      }
      let sibling = index
      let s = self[sibling]
      let p = self[newParent]
      let oldParent = s.pointee.parent
      p.pointee.parent = oldParent
      p.pointee.aabb = leafBox.union(s.pointee.aabb)
      p.pointee.height = s.pointee.height + 1
      p.pointee.child1 = sibling
      p.pointee.child2 = leaf
      s.pointee.parent = newParent
      self[leaf].pointee.parent = newParent
      replaceChild(sibling, with: newParent, under: oldParent, root: &root)
      refit(from: newParent, root: &root)
    }

    @inline(__always)
    private func childCost(_ c: Int32, _ leafBox: AABB, _ inheritance: Double) -> Double {
      let cn = self[c]
      let box = cn.pointee.aabb
      let u = leafBox.union(box).perimeter
      return cn.pointee.child1 == -1 ? u + inheritance : (u - box.perimeter) + inheritance
    }

    /// Unlinks `leaf` (not the root): its sibling takes the parent's place. Returns the
    /// parent node, now unused, for the caller to free.
    func remove(_ leaf: Int32, root: inout Int32) -> Int32 {
      let parent = self[leaf].pointee.parent
      let grand = self[parent].pointee.parent
      let c1 = self[parent].pointee.child1
      let sibling = c1 == leaf ? self[parent].pointee.child2 : c1
      replaceChild(parent, with: sibling, under: grand, root: &root)
      self[sibling].pointee.parent = grand
      if grand != -1 { refit(from: grand, root: &root) }
      return parent
    }

    /// Puts `new` in the place of `old` among the children of `parent`, or at the root when
    /// `parent` is -1 (`old` was the root). Parent links are the caller's business.
    @inline(__always)
    private func replaceChild(_ old: Int32, with new: Int32, under parent: Int32, root: inout Int32) {
      if parent == -1 {
        root = new
      } else if self[parent].pointee.child1 == old {
        self[parent].pointee.child1 = new
      } else {
        self[parent].pointee.child2 = new
      }
    }

    /// Walks to the root rebalancing and refitting boxes and heights.
    private func refit(from start: Int32, root: inout Int32) {
      var index = start
      while index != -1 {
        index = balance(index, root: &root)
        let node = self[index]
        let c1 = self[node.pointee.child1]
        let c2 = self[node.pointee.child2]
        node.pointee.height = 1 + max(c1.pointee.height, c2.pointee.height)
        node.pointee.aabb = c1.pointee.aabb.union(c2.pointee.aabb)
        index = node.pointee.parent
      }
    }

    /// AVL-style rotation when the children's heights differ by more than one; returns the
    /// node now at `a`'s position.
    @inline(__always)
    private func balance(_ a: Int32, root: inout Int32) -> Int32 {
      let A = self[a]
      if A.pointee.child1 == -1 || A.pointee.height < 2 { return a }
      let b = A.pointee.child1
      let c = A.pointee.child2
      let balanceFactor = self[c].pointee.height - self[b].pointee.height
      if balanceFactor > 1 { return rotateUp(c, over: a, other: b, root: &root) }
      if balanceFactor < -1 { return rotateUp(b, over: a, other: c, root: &root) }
      return a
    }

    /// Promotes child `x` of `a` (whose other child is `o`) one level up.
    private func rotateUp(_ x: Int32, over a: Int32, other o: Int32, root: inout Int32) -> Int32 {
      let X = self[x]
      let A = self[a]
      let f = X.pointee.child1
      let g = X.pointee.child2
      // x takes a's place.
      X.pointee.child1 = a
      X.pointee.parent = A.pointee.parent
      A.pointee.parent = x
      replaceChild(a, with: x, under: X.pointee.parent, root: &root)
      // The taller grandchild stays under x; the shorter one replaces x under a.
      let (keep, give) = self[f].pointee.height > self[g].pointee.height ? (f, g) : (g, f)
      X.pointee.child2 = keep
      if A.pointee.child1 == x { A.pointee.child1 = give } else { A.pointee.child2 = give }
      self[give].pointee.parent = a
      A.pointee.aabb = self[o].pointee.aabb.union(self[give].pointee.aabb)
      A.pointee.height = 1 + max(self[o].pointee.height, self[give].pointee.height)
      X.pointee.aabb = A.pointee.aabb.union(self[keep].pointee.aabb)
      X.pointee.height = 1 + max(A.pointee.height, self[keep].pointee.height)
      return x
    }
  }

  /// A range of ``buildLeaves`` still to be built, and where its subtree hangs.
  private struct BuildTask {
    var lower: Int32
    var upper: Int32
    var parent: Int32
    var isChild1: Bool
  }

  /// Rebuilds the whole hierarchy top-down over its current leaf boxes; parked leaves stay
  /// parked. Used after many ``setFatBox(_:to:)`` calls in one step.
  ///
  /// Design note: each range of leaves is split at the middle of its box centres' extent along
  /// the wider axis (at the middle of the range when every centre falls on one side), the
  /// partition Box2D v3 uses by default for its rebuilds (read for the idea). No allocation once
  /// the scratch arrays have grown, and the free list is untouched: the old internal nodes are
  /// reused, ascending by index, as are the leaves, so the new shape is a function of the node
  /// array alone. The tree's shape never reaches the results: the pair update sorts each
  /// query's hits (see `updatePairs`).
  /// - Complexity: O(n log n) for n leaves when the splits are balanced, O(n²) at worst.
  mutating func rebuild() {
    buildLeaves.removeAll(keepingCapacity: true)
    buildCentres.removeAll(keepingCapacity: true)
    buildInternals.removeAll(keepingCapacity: true)
    // One pass over the nodes: collect the hierarchy's leaves and its internal nodes, which
    // the new hierarchy reuses (it needs as many: one fewer than the leaves), ascending by index.
    nodes.withUnsafeMutableBufferPointer { nodes in
      for i in 0..<nodes.count {
        let n = nodes.baseAddress! + i
        let h = n.pointee.height
        if h == 0 {
          buildLeaves.append(Int32(i))
          buildCentres.append(n.pointee.aabb.lower + n.pointee.aabb.upper)
        } else if h > 0 {
          buildInternals.append(Int32(i))
        }
      }
    }
    let count = buildLeaves.count
    assert(count == 0 || buildInternals.count == count - 1, "a binary hierarchy of leaves")
    if count == 0 {
      root = -1
      return
    }
    buildTasks.removeAll(keepingCapacity: true)
    buildTasks.append(BuildTask(lower: 0, upper: Int32(count), parent: -1, isChild1: true))
    var r: Int32 = -1
    var tasks: [BuildTask] = []
    swap(&tasks, &buildTasks)
    nodes.withUnsafeMutableBufferPointer { nodes in
      buildLeaves.withUnsafeMutableBufferPointer { leaves in
        buildCentres.withUnsafeMutableBufferPointer { centres in
          buildInternals.withUnsafeBufferPointer { internals in
            let n = nodes.baseAddress!
            var nextInternal = 0
            while let t = tasks.popLast() {
              let lo = Int(t.lower)
              let hi = Int(t.upper)
              let node: Int32
              if hi - lo == 1 {
                node = leaves[lo]
              } else {
                node = internals[nextInternal]
                nextInternal += 1
                let split = Self.partition(leaves, centres, lo, hi)
                tasks.append(BuildTask(lower: Int32(split), upper: Int32(hi), parent: node, isChild1: false))
                tasks.append(BuildTask(lower: Int32(lo), upper: Int32(split), parent: node, isChild1: true))
              }
              n[Int(node)].parent = t.parent
              if t.parent == -1 {
                r = node
              } else if t.isChild1 {
                n[Int(t.parent)].child1 = node
              } else {
                n[Int(t.parent)].child2 = node
              }
            }
            // Children took later entries of `internals` than their parents: refit backwards.
            for k in stride(from: internals.count - 1, through: 0, by: -1) {
              let p = n + Int(internals[k])
              let c1 = n + Int(p.pointee.child1)
              let c2 = n + Int(p.pointee.child2)
              p.pointee.aabb = c1.pointee.aabb.union(c2.pointee.aabb)
              p.pointee.height = 1 + max(c1.pointee.height, c2.pointee.height)
              p.pointee.proxy = -1
            }
          }
        }
      }
    }
    swap(&tasks, &buildTasks)
    root = r
  }

  /// Splits `leaves[lo..<hi]` (at least two) in place at the middle of their centres' extent
  /// along the wider axis; returns the first index of the upper part, strictly inside the range.
  private static func partition(
    _ leaves: UnsafeMutableBufferPointer<Int32>, _ centres: UnsafeMutableBufferPointer<Vec2>, _ lo: Int,
    _ hi: Int
  ) -> Int {
    var minC = centres[lo]
    var maxC = centres[lo]
    for k in (lo + 1)..<hi {
      let c = centres[k]
      minC = Vec2(min(minC.x, c.x), min(minC.y, c.y))
      maxC = Vec2(max(maxC.x, c.x), max(maxC.y, c.y))
    }
    let useX = maxC.x - minC.x >= maxC.y - minC.y
    let mid = useX ? 0.5 * (minC.x + maxC.x) : 0.5 * (minC.y + maxC.y)
    var i = lo
    var j = hi - 1
    while i <= j {
      let ci = useX ? centres[i].x : centres[i].y
      if ci < mid {
        i += 1
      } else {
        centres.swapAt(i, j)
        leaves.swapAt(i, j)
        j -= 1
      }
    }
    if i == lo || i == hi { return lo + (hi - lo) / 2 }
    return i
  }

  /// Calls `body(proxy)` for every leaf whose fat box overlaps `aabb`, parked leaves included,
  /// in a deterministic order: the hierarchy's, then the parked list's (which depends on the
  /// order of parking and removal only). Return `false` from `body` to stop early.
  /// - Complexity: O(log n + k) for a balanced tree, plus O(p) for p parked leaves.
  mutating func query(_ aabb: AABB, _ body: (Int32) -> Bool) {
    if root != -1 {
      stack.removeAll(keepingCapacity: true)
      stack.append(root)
      while let i = stack.popLast() {
        let n = nodes[Int(i)]
        guard n.aabb.overlaps(aabb) else { continue }
        if n.isLeaf {
          if !body(n.proxy) { return }
        } else {
          stack.append(n.child1)
          stack.append(n.child2)
        }
      }
    }
    for leaf in parked {
      let n = nodes[Int(leaf)]
      if n.aabb.overlaps(aabb) && !body(n.proxy) { return }
    }
  }

  /// Appends to `out` the proxy of every leaf in the hierarchy whose box overlaps `aabb`, in
  /// the order ``query`` visits them; parked leaves are left out (they never pair).
  ///
  /// Performance note: the pair update's form of ``query``: no closure call per leaf and no
  /// per-node bounds checks or copies (the pair update of 10,000 falling boxes spent most of its
  /// time in the closure version).
  /// - Complexity: O(log n + k) for a balanced tree and k overlapping leaves.
  mutating func collectOverlaps(_ aabb: AABB, into out: inout [Int32]) {
    if root == -1 { return }
    // Each node is pushed at most once, so a stack as long as the node array never overflows.
    if overlapStack.count < nodes.count + 1 {
      overlapStack = Array(repeating: 0, count: nodes.count + 1)
    }
    let r = root
    nodes.withUnsafeBufferPointer { nodes in
      overlapStack.withUnsafeMutableBufferPointer { stack in
        guard let base = nodes.baseAddress, let pending = stack.baseAddress else { return }
        pending[0] = r
        var top = 1
        while top > 0 {
          top -= 1
          let n = base + Int(pending[top])
          guard n.pointee.aabb.overlaps(aabb) else { continue }
          if n.pointee.child1 == -1 {
            out.append(n.pointee.proxy)
          } else {
            pending[top] = n.pointee.child1
            pending[top + 1] = n.pointee.child2
            top += 2
          }
        }
      }
    }
  }

  /// The tree height (0 for a single leaf, −1 when empty); for tests.
  var height: Int32 { root == -1 ? -1 : nodes[Int(root)].height }
}
