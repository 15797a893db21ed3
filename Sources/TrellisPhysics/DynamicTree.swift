/// A dynamic AABB tree (bounding-volume hierarchy) over shape proxies: the broadphase.
///
/// Leaves hold *fat* boxes (the shape's box grown by a margin and by the body's motion over
/// the next step) so a moving body is re-inserted only when it leaves its fat box. Insertion
/// picks the sibling with the surface-area heuristic (perimeter in 2D) and the path back to
/// the root is rebalanced by rotations on node heights, so queries stay O(log n + k).
///
/// Design note: nodes live in one flat array with a free list; node indices are stable while
/// a leaf lives, and no step allocates once the array has grown to its working size.
struct DynamicTree {
  struct Node {
    var aabb: AABB
    var parent: Int32
    var child1: Int32
    var child2: Int32
    /// Leaf: the proxy index; internal: −1.
    var proxy: Int32
    /// Leaf 0; free −1.
    var height: Int32
    @inline(__always) var isLeaf: Bool { child1 == -1 }
  }

  private(set) var nodes: [Node] = []
  private(set) var root: Int32 = -1
  private var freeList: Int32 = -1
  /// Scratch stack reused by queries (no allocation per query once grown).
  private var stack: [Int32] = []

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

  /// Inserts a leaf for `proxy` with fat box `aabb`; returns the leaf's node index.
  /// - Complexity: O(log n) amortised.
  mutating func insert(aabb: AABB, proxy: Int32) -> Int32 {
    let leaf = allocate()
    nodes[Int(leaf)].aabb = aabb
    nodes[Int(leaf)].proxy = proxy
    insertLeaf(leaf)
    return leaf
  }

  /// Removes a leaf. - Complexity: O(log n).
  mutating func remove(leaf: Int32) {
    removeLeaf(leaf)
    free(leaf)
  }

  /// Moves a leaf to a new fat box (remove + insert). - Complexity: O(log n).
  mutating func move(leaf: Int32, to aabb: AABB) {
    removeLeaf(leaf)
    nodes[Int(leaf)].aabb = aabb
    insertLeaf(leaf)
  }

  @inline(__always) func fatAABB(_ leaf: Int32) -> AABB { nodes[Int(leaf)].aabb }

  private mutating func insertLeaf(_ leaf: Int32) {
    if root == -1 {
      root = leaf
      nodes[Int(leaf)].parent = -1
      return
    }
    let leafBox = nodes[Int(leaf)].aabb
    // Descend choosing the cheaper child by the surface-area heuristic.
    var index = root
    while !nodes[Int(index)].isLeaf {
      let n = nodes[Int(index)]
      let area = n.aabb.perimeter
      let combined = n.aabb.union(leafBox).perimeter
      let cost = 2 * combined
      let inheritance = 2 * (combined - area)
      func childCost(_ c: Int32) -> Double {
        let cn = nodes[Int(c)]
        let u = leafBox.union(cn.aabb).perimeter
        return cn.isLeaf ? u + inheritance : (u - cn.aabb.perimeter) + inheritance
      }
      let c1 = childCost(n.child1)
      let c2 = childCost(n.child2)
      if cost < c1 && cost < c2 { break }
      index = c1 < c2 ? n.child1 : n.child2
    }
    let sibling = index
    let oldParent = nodes[Int(sibling)].parent
    let newParent = allocate()
    nodes[Int(newParent)].parent = oldParent
    nodes[Int(newParent)].aabb = leafBox.union(nodes[Int(sibling)].aabb)
    nodes[Int(newParent)].height = nodes[Int(sibling)].height + 1
    nodes[Int(newParent)].child1 = sibling
    nodes[Int(newParent)].child2 = leaf
    nodes[Int(sibling)].parent = newParent
    nodes[Int(leaf)].parent = newParent
    replaceChild(sibling, with: newParent, under: oldParent)
    refit(from: nodes[Int(leaf)].parent)
  }

  /// Puts `new` in the place of `old` among the children of `parent`, or at the root when
  /// `parent` is -1 (`old` was the root). Parent links are the caller's business.
  @inline(__always)
  private mutating func replaceChild(_ old: Int32, with new: Int32, under parent: Int32) {
    if parent == -1 {
      root = new
    } else if nodes[Int(parent)].child1 == old {
      nodes[Int(parent)].child1 = new
    } else {
      nodes[Int(parent)].child2 = new
    }
  }

  private mutating func removeLeaf(_ leaf: Int32) {
    if leaf == root {
      root = -1
      return
    }
    let parent = nodes[Int(leaf)].parent
    let grand = nodes[Int(parent)].parent
    let sibling = nodes[Int(parent)].child1 == leaf ? nodes[Int(parent)].child2 : nodes[Int(parent)].child1
    // The sibling takes the parent's place (at the root when there is no grandparent).
    replaceChild(parent, with: sibling, under: grand)
    nodes[Int(sibling)].parent = grand
    free(parent)
    if grand != -1 { refit(from: grand) }
  }

  /// Walks to the root rebalancing and refitting boxes and heights.
  private mutating func refit(from start: Int32) {
    var index = start
    while index != -1 {
      index = balance(index)
      let c1 = nodes[Int(index)].child1
      let c2 = nodes[Int(index)].child2
      nodes[Int(index)].height = 1 + max(nodes[Int(c1)].height, nodes[Int(c2)].height)
      nodes[Int(index)].aabb = nodes[Int(c1)].aabb.union(nodes[Int(c2)].aabb)
      index = nodes[Int(index)].parent
    }
  }

  /// AVL-style rotation when the children's heights differ by more than one; returns the
  /// node now at `a`'s position.
  private mutating func balance(_ a: Int32) -> Int32 {
    let A = nodes[Int(a)]
    if A.isLeaf || A.height < 2 { return a }
    let b = A.child1
    let c = A.child2
    let balanceFactor = nodes[Int(c)].height - nodes[Int(b)].height
    if balanceFactor > 1 { return rotateUp(c, over: a, other: b) }
    if balanceFactor < -1 { return rotateUp(b, over: a, other: c) }
    return a
  }

  /// Promotes child `x` of `a` (whose other child is `o`) one level up.
  private mutating func rotateUp(_ x: Int32, over a: Int32, other o: Int32) -> Int32 {
    let f = nodes[Int(x)].child1
    let g = nodes[Int(x)].child2
    // x takes a's place.
    nodes[Int(x)].child1 = a
    nodes[Int(x)].parent = nodes[Int(a)].parent
    nodes[Int(a)].parent = x
    replaceChild(a, with: x, under: nodes[Int(x)].parent)
    // The taller grandchild stays under x; the shorter one replaces x under a.
    let (keep, give) = nodes[Int(f)].height > nodes[Int(g)].height ? (f, g) : (g, f)
    nodes[Int(x)].child2 = keep
    replaceChild(x, with: give, under: a)
    nodes[Int(give)].parent = a
    nodes[Int(a)].aabb = nodes[Int(o)].aabb.union(nodes[Int(give)].aabb)
    nodes[Int(a)].height = 1 + max(nodes[Int(o)].height, nodes[Int(give)].height)
    nodes[Int(x)].aabb = nodes[Int(a)].aabb.union(nodes[Int(keep)].aabb)
    nodes[Int(x)].height = 1 + max(nodes[Int(a)].height, nodes[Int(keep)].height)
    return x
  }

  /// Calls `body(proxy)` for every leaf whose fat box overlaps `aabb`, in a deterministic
  /// (tree) order. Return `false` from `body` to stop early.
  /// - Complexity: O(log n + k) for a balanced tree.
  mutating func query(_ aabb: AABB, _ body: (Int32) -> Bool) {
    if root == -1 { return }
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

  /// Appends to `out` the proxy of every leaf whose box overlaps `aabb`, in the order ``query``
  /// visits them.
  ///
  /// Performance note: the pair update's form of ``query``: no closure call per leaf and no
  /// per-node bounds checks or copies (the pair update of 10,000 falling boxes spent most of its
  /// time in the closure version).
  /// - Complexity: O(log n + k) for a balanced tree and k overlapping leaves.
  mutating func collectOverlaps(_ aabb: AABB, into out: inout [Int32]) {
    if root == -1 { return }
    var pending: [Int32] = []
    swap(&pending, &stack)
    pending.removeAll(keepingCapacity: true)
    pending.append(root)
    nodes.withUnsafeBufferPointer { nodes in
      guard let base = nodes.baseAddress else { return }
      while let i = pending.popLast() {
        let n = base + Int(i)
        guard n.pointee.aabb.overlaps(aabb) else { continue }
        if n.pointee.child1 == -1 {
          out.append(n.pointee.proxy)
        } else {
          pending.append(n.pointee.child1)
          pending.append(n.pointee.child2)
        }
      }
    }
    swap(&pending, &stack)
  }

  /// The tree height (0 for a single leaf, −1 when empty); for tests.
  var height: Int32 { root == -1 ? -1 : nodes[Int(root)].height }
}
