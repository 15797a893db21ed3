import Foundation
import Testing

@testable import TrellisDynamics

// The animator's cell lookup is keyed by `CellKey` (a two-part index path as two integers, any
// other path as itself) instead of `IndexPath`. It must answer exactly as a lookup keyed by
// the index path: the same cell for an equal path, nothing for a path of another length.

@MainActor @Suite struct CellLookupTests {
  /// Cells at one-, two- and three-part index paths that share leading parts, each on a spring
  /// in a standalone animator.
  func animatorWithCells(_ paths: [IndexPath]) -> (DynamicAnimator, [CollectionViewLayoutAttributes]) {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 800, height: 800))
    let cells = paths.enumerated().map { i, path in
      let a = CollectionViewLayoutAttributes(forCellWith: path)
      a.frame = CGRect(x: 20 + 30 * Double(i), y: 20, width: 20, height: 20)
      return a
    }
    for c in cells { animator.addBehavior(AttachmentBehavior(item: c, attachedToAnchor: c.center)) }
    return (animator, cells)
  }

  @Test func eachPathFindsItsOwnCellAndNoOther() {
    let paths = [
      IndexPath(index: 1), IndexPath(item: 2, section: 1), IndexPath(indexes: [1, 2, 0]),
      IndexPath(item: 1, section: 2), IndexPath(indexes: [2, 1]), IndexPath(indexes: []),
      IndexPath(item: 0, section: 0),
    ]
    // [2, 1] is the same path as (section 2, item 1): the later record wins it, as with a
    // lookup keyed by the path itself.
    let (animator, cells) = animatorWithCells(paths)
    #expect(animator.layoutAttributesForCell(at: IndexPath(index: 1)) === cells[0])
    #expect(animator.layoutAttributesForCell(at: IndexPath(item: 2, section: 1)) === cells[1])
    #expect(animator.layoutAttributesForCell(at: IndexPath(indexes: [1, 2, 0])) === cells[2])
    #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 2)) === cells[4])
    #expect(animator.layoutAttributesForCell(at: IndexPath(indexes: [])) === cells[5])
    #expect(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) === cells[6])
    // Paths no cell has, including prefixes and extensions of cells' paths.
    for missing in [
      IndexPath(index: 2), IndexPath(indexes: [1, 2, 1]), IndexPath(indexes: [1, 2, 0, 0]),
      IndexPath(item: 1, section: 1), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]),
    ] {
      #expect(animator.layoutAttributesForCell(at: missing) == nil, "\(missing)")
    }
  }

  @Test func keysAreEqualExactlyWhenPathsAre() {
    let paths = [
      IndexPath(indexes: []), IndexPath(index: 0), IndexPath(index: 3), IndexPath(item: 0, section: 0),
      IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 3), IndexPath(indexes: [0, 0, 0]),
      IndexPath(indexes: [0, 3, 0]), IndexPath(indexes: [3, 0]), IndexPath(indexes: [-1, 5]),
    ]
    for a in paths {
      for b in paths {
        #expect((CellKey(a) == CellKey(b)) == (a == b), "\(a) \(b)")
        if a == b { #expect(CellKey(a).hashValue == CellKey(b).hashValue) }
      }
    }
  }

  /// Cells leaving and entering (the springy layout's incremental sync) keep the lookup
  /// current: a removed cell is no longer found, an added one is.
  @Test func incrementalChangesKeepTheLookupCurrent() {
    let (animator, cells) = animatorWithCells((0..<6).map { IndexPath(item: $0, section: 0) })
    animator.advance(by: 1.0 / 120)
    animator.removeBehavior(animator.behaviors[0])
    animator.removeBehavior(animator.behaviors[0])
    let entering = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 6, section: 0))
    entering.frame = CGRect(x: 300, y: 20, width: 20, height: 20)
    animator.addBehavior(AttachmentBehavior(item: entering, attachedToAnchor: entering.center))
    animator.advance(by: 1.0 / 120)
    #expect(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) == nil)
    for i in 2..<6 {
      #expect(animator.layoutAttributesForCell(at: IndexPath(item: i, section: 0)) === cells[i])
    }
    #expect(animator.layoutAttributesForCell(at: IndexPath(item: 6, section: 0)) === entering)
  }
}
