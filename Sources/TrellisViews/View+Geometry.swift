// Converting points and rectangles between views' coordinate spaces, and hit testing
// (docs/views.md §4).
//
// A view's bounds coordinates map to its superview's bounds coordinates by:
//   p_super = position + T · (p − bounds.origin − (anchorPoint.x · width, anchorPoint.y · height))
// where T is the affine part of the layer's transform, applied about the anchor point. The
// reverse uses T's inverse; a singular T is used as it is (its inverse is not defined), so the
// result is finite for finite input and never traps.

extension View {
  /// Converts `point` from this view's bounds coordinates to `view`'s; `nil` means the window,
  /// here the bounds coordinates of the root of this view's tree (the view with no superview).
  ///
  /// The conversion goes through each view's frame position, bounds origin, anchor point and
  /// transform. Views in two different trees are converted as if both roots shared their
  /// coordinate space.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    return view.pointFromRoot(inRoot)
  }

  /// Converts `point` from `view`'s bounds coordinates (`nil`: the root's, as in
  /// `convert(_:to:)`) to this view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let inRoot = view?.pointInRoot(point) ?? point
    return pointFromRoot(inRoot)
  }

  /// Converts `rect` from this view's bounds coordinates to `view`'s (`nil`: the root's): the
  /// smallest rectangle that holds the four converted corners, as UIKit does when transforms
  /// rotate. A null rectangle stays null.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    guard !rect.isNull else { return rect }
    return Self.boundingBox(of: Self.corners(of: rect).map { convert($0, to: view) })
  }

  /// Converts `rect` from `view`'s bounds coordinates (`nil`: the root's) to this view's: the
  /// smallest rectangle that holds the four converted corners. A null rectangle stays null.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    guard !rect.isNull else { return rect }
    return Self.boundingBox(of: Self.corners(of: rect).map { convert($0, from: view) })
  }

  /// `point` in this view's bounds coordinates, in its superview's bounds coordinates.
  func pointInSuperview(_ point: CGPoint) -> CGPoint {
    let layer = storedLayer
    let size = layer.bounds.size
    let local = CGPoint(
      x: point.x - layer.bounds.minX - layer.anchorPoint.x * size.width,
      y: point.y - layer.bounds.minY - layer.anchorPoint.y * size.height)
    let moved =
      CATransform3DIsIdentity(layer.transform)
      ? local : local.applying(CATransform3DGetAffineTransform(layer.transform))
    return CGPoint(x: moved.x + layer.position.x, y: moved.y + layer.position.y)
  }

  /// `point` in the superview's bounds coordinates, in this view's bounds coordinates.
  func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let layer = storedLayer
    let size = layer.bounds.size
    let relative = CGPoint(x: point.x - layer.position.x, y: point.y - layer.position.y)
    let local =
      CATransform3DIsIdentity(layer.transform)
      ? relative : relative.applying(CATransform3DGetAffineTransform(layer.transform).inverted())
    return CGPoint(
      x: local.x + layer.bounds.minX + layer.anchorPoint.x * size.width,
      y: local.y + layer.bounds.minY + layer.anchorPoint.y * size.height)
  }

  /// `point` in this view's bounds coordinates, in the root's bounds coordinates.
  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var node = self
    while let parent = node.parentView {
      result = node.pointInSuperview(result)
      node = parent
    }
    return result
  }

  /// `point` in the root's bounds coordinates, in this view's bounds coordinates.
  private func pointFromRoot(_ point: CGPoint) -> CGPoint {
    var chain: [View] = []
    var node = self
    while let parent = node.parentView {
      chain.append(node)
      node = parent
    }
    var result = point
    for view in chain.reversed() { result = view.pointFromSuperview(result) }
    return result
  }

  private static func corners(of rect: CGRect) -> [CGPoint] {
    let r = rect.standardized
    return [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
      CGPoint(x: r.maxX, y: r.maxY),
    ]
  }

  /// The smallest rectangle holding `points` (NaN coordinates give a NaN rectangle, no trap).
  private static func boundingBox(of points: [CGPoint]) -> CGRect {
    var minX = points[0].x
    var maxX = points[0].x
    var minY = points[0].y
    var maxY = points[0].y
    for point in points.dropFirst() {
      if point.x.isNaN || minX.isNaN { minX = .nan } else { minX = min(minX, point.x) }
      if point.x.isNaN || maxX.isNaN { maxX = .nan } else { maxX = max(maxX, point.x) }
      if point.y.isNaN || minY.isNaN { minY = .nan } else { minY = min(minY, point.y) }
      if point.y.isNaN || maxY.isNaN { maxY = .nan } else { maxY = max(maxY, point.y) }
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The implementation of `hitTest(_:with:)` (see the declaration in View.swift): UIKit's
  /// rules, docs/views.md §4.
  func _hitTest(_ point: CGPoint, with event: Event?) -> View? {
    // Compared as the layer's Float opacity, so that an alpha set to 0.01 counts as 0.01.
    guard isUserInteractionEnabled, !isHidden, Float(alpha) >= Float(0.01) else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    for child in childViews.reversed() {
      if let hit = child.hitTest(child.pointFromSuperview(point), with: event) { return hit }
    }
    return self
  }
}
