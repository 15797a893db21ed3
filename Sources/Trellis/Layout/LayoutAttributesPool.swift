/// Recycles the cell attribute objects of a layout's earlier rect queries once nobody else
/// holds them, so that a scrolling viewport's queries do not allocate.
///
/// The pool keeps the cell objects of the most recent queries in slots. The n-th cell a query
/// returns (headers and footers are not counted) reuses the object in slot n when the pool's
/// reference is the only one left (the caller dropped the array and kept no element); the
/// object, always exactly `CollectionViewLayoutAttributes`, is then rewritten completely, as
/// if new. An object
/// someone still holds is never touched: the slot gets a new object instead. So recycling is
/// invisible to a caller, whatever it does with the attributes it is given — with one
/// exception: a caller that keeps only a `weak` or `unowned` reference sees the object reused
/// rather than freed.
///
/// UIKit difference: UIKit's flow layout returns its cached attribute objects from every query
/// (a subclass that changes them without copying corrupts the cache); Trellis returns objects
/// that are the caller's alone, and recycles only those the caller has let go.
///
/// Any layout may use a pool of its own (the flow layout and the compositional layout do): call
/// `cell(at:frame:position:)` for the n-th cell of a rect query, and only while the layout's
/// `layoutAttributesClass` is `CollectionViewLayoutAttributes` itself.
@preconcurrency @MainActor
public final class LayoutAttributesPool {
  /// The objects of recent queries, by position among the cells of a query.
  ///
  /// Only `cell(at:frame:position:)` touches it, never re-entrantly, so the
  /// runtime exclusivity check (which would cost more than the rest of a recycle) is off.
  @exclusivity(unchecked) private var slots: [CollectionViewLayoutAttributes] = []

  /// The most slots kept; the cells of a larger query beyond this are allocated as usual.
  public static let capacity = 1_024

  /// Creates an empty pool.
  public init() {}

  /// Attributes for the cell at `indexPath` with `frame`, as the `position`-th cell of a query.
  ///
  /// - Complexity: O(1).
  public func cell(at indexPath: IndexPath, frame: CGRect, position: Int) -> CollectionViewLayoutAttributes {
    if position < slots.count, isKnownUniquelyReferenced(&slots[position]) {
      let recycled = slots[position]
      recycled.resetAsCell(at: indexPath, frame: frame)
      return recycled
    }
    let made = CollectionViewLayoutAttributes()
    made.resetAsCell(at: indexPath, frame: frame)
    if position < slots.count {
      slots[position] = made
    } else if position == slots.count, position < Self.capacity {
      slots.append(made)
    }
    return made
  }
}
