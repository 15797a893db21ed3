/// Orders the step's contact constraints by graph colour (Box2D v3's constraint graph).
///
/// Each constraint takes the lowest of 64 colours not yet used by either of its dynamic
/// bodies (static and kinematic bodies do not count: the solver never writes them), in
/// contact order; constraints that find no free colour go to a last, overflow group. The
/// constraints are then solved colour by colour, in contact order within a colour.
///
/// Design notes:
/// - The order is a pure function of the contact order, so results stay bit-identical run to
///   run.
/// - No two constraints of one colour share a dynamic body, so a colour could be solved in
///   parallel (or with SIMD lanes) with the same result as sequentially; see
///   docs/architecture.md, "Physics: the step, and how a parallel solve would fit".
/// - Solving colour by colour also spreads each sweep over the whole structure instead of
///   running across it in one spatial direction, which keeps a large symmetric stack (the
///   50-row pyramid) from settling lopsided in its first steps.
/// What the colouring reads of a constraint: the body slots of its two sides.
protocol ColorablePair {
  var a: Int32 { get }
  var b: Int32 { get }
}

extension ContactConstraint: ColorablePair {}

/// The step's gathered contact before it becomes a ``ContactConstraint``: its slot and its
/// two bodies (12 bytes, so the colour sort moves little memory; the full constraint is
/// built and prepared afterwards, already in colour order).
struct ContactKey: ColorablePair {
  var contact: Int32
  var a: Int32
  var b: Int32
}

extension PhysicsWorld {
  /// Reorders `cons` by colour (stable within a colour).
  /// - Complexity: O(constraints + colours).
  ///
  /// Afterwards `colorStarts[c] ..< colorStarts[c + 1]` is the range of colour c in `cons`
  /// (c = 64 is the overflow group, whose constraints may share bodies).
  func colorOrder(_ cons: inout [ContactConstraint]) {
    var scratch: [ContactConstraint] = []
    colorOrder(&cons, scratch: &scratch)
  }

  /// Reorders `cons` by colour (stable within a colour), using `scratch` as the output buffer
  /// (its capacity is kept, so the step's use allocates nothing in steady state).
  /// - Complexity: O(constraints + colours).
  func colorOrder<C: ColorablePair>(_ cons: inout [C], scratch: inout [C]) {
    let count = cons.count
    colorStarts.removeAll(keepingCapacity: true)
    if count < 2 {
      colorStarts.append(0)
      colorStarts.append(contentsOf: repeatElement(Int32(count), count: 65))
      return
    }
    if colorMasks.count < sims.count {
      colorMasks.append(contentsOf: repeatElement(0, count: sims.count - colorMasks.count))
    }
    constraintColors.removeAll(keepingCapacity: true)
    var counts = (0..<65).map { _ in 0 }
    sims.withUnsafeBufferPointer { sims in
      colorMasks.withUnsafeMutableBufferPointer { masks in
        cons.withUnsafeBufferPointer { cons in
          for k in 0..<count {
            let a = Int(cons[k].a)
            let b = Int(cons[k].b)
            let dynA = sims[a].type == .dynamic
            let dynB = sims[b].type == .dynamic
            let used = (dynA ? masks[a] : 0) | (dynB ? masks[b] : 0)
            let color = (~used).trailingZeroBitCount  // 64 when all colours are taken
            constraintColors.append(UInt8(color))
            counts[color] += 1
            if color < 64 {
              let bit = UInt64(1) << UInt64(color)
              if dynA { masks[a] |= bit }
              if dynB { masks[b] |= bit }
            }
          }
          // Clear only the masks this step touched.
          for k in 0..<count {
            masks[Int(cons[k].a)] = 0
            masks[Int(cons[k].b)] = 0
          }
        }
      }
    }
    // Counting sort by colour.
    var start = 0
    for c in 0..<65 {
      let n = counts[c]
      counts[c] = start
      colorStarts.append(Int32(start))
      start += n
    }
    colorStarts.append(Int32(start))
    var sorted: [C] = []
    swap(&sorted, &scratch)
    sorted.removeAll(keepingCapacity: true)
    sorted.append(contentsOf: cons)
    sorted.withUnsafeMutableBufferPointer { out in
      cons.withUnsafeBufferPointer { cons in
        for k in 0..<count {
          let c = Int(constraintColors[k])
          out[counts[c]] = cons[k]
          counts[c] += 1
        }
      }
    }
    swap(&sorted, &cons)
    swap(&sorted, &scratch)
  }
}
