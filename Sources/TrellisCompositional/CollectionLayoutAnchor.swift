/// Where a supplementary item (a badge) attaches to the item or group it belongs to.
///
/// The anchor names edges of the container (`[.top, .trailing]` is its top-trailing corner; an
/// edge missing on an axis means the middle of that axis). Without an item anchor the
/// supplementary item lines up its own same edges with the container's (so it sits inside that
/// corner); an offset then moves it: `absoluteOffset` in points, `fractionalOffset` as a
/// fraction of the supplementary item's own size. `(0.5, −0.5)` on `[.top, .trailing]` puts the
/// badge's centre on the corner.
///
/// UIKit difference: a value type rather than a class; `NSCollectionLayoutAnchor(edges:)`,
/// `(edges:absoluteOffset:)`, `(edges:fractionalOffset:)` and the properties work unchanged.
public struct CollectionLayoutAnchor: Hashable, Sendable {
  /// The edges of the container the anchor attaches to.
  public let edges: DirectionalRectEdge
  /// The offset: points, or fractions of the supplementary item's size.
  public let offset: CGPoint
  /// Whether `offset` is a fraction of the supplementary item's size.
  public let isFractionalOffset: Bool

  /// Whether `offset` is in points.
  public var isAbsoluteOffset: Bool { !isFractionalOffset }

  /// An anchor at `edges` with no offset.
  public init(edges: DirectionalRectEdge) {
    self.init(edges: edges, absoluteOffset: .zero)
  }

  /// An anchor at `edges`, moved by `absoluteOffset` points.
  public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    self.offset = absoluteOffset
    self.isFractionalOffset = false
  }

  /// An anchor at `edges`, moved by `fractionalOffset` times the supplementary item's size.
  public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    self.offset = fractionalOffset
    self.isFractionalOffset = true
  }

  /// The anchor point of `rect`: its leading/trailing/middle x and top/bottom/middle y.
  func point(in rect: CGRect) -> CGPoint {
    let x =
      edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
    let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
    return CGPoint(x: x, y: y)
  }

  /// The offset in points for a supplementary item of `size`.
  func offset(for size: CGSize) -> CGPoint {
    let raw = isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
    return CGPoint(x: LayoutLimits.signedLength(raw.x), y: LayoutLimits.signedLength(raw.y))
  }

  /// The frame of a supplementary item of `size` attached to `container` with this container
  /// anchor and the optional `itemAnchor`.
  ///
  /// The container's anchor point (plus this anchor's offset) and the supplementary item's own
  /// anchor point (the item anchor's edges, plus its offset; without one, this anchor's edges)
  /// coincide.
  func frame(of size: CGSize, in container: CGRect, itemAnchor: CollectionLayoutAnchor?) -> CGRect {
    let target = point(in: container)
    let shift = offset(for: size)
    let local = CGRect(origin: .zero, size: size)
    let own: CGPoint
    if let itemAnchor {
      let point = itemAnchor.point(in: local)
      let extra = itemAnchor.offset(for: size)
      own = CGPoint(x: point.x + extra.x, y: point.y + extra.y)
    } else {
      own = point(in: local)
    }
    return CGRect(
      x: target.x + shift.x - own.x, y: target.y + shift.y - own.y, width: size.width, height: size.height)
  }
}
