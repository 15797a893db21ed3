import Foundation
import Trellis

/// The checks every surface shares: no NaN or infinity in anything the engine hands out.
@MainActor
public enum FuzzCheck {
  /// Throws unless every number of `rect` is finite.
  public static func finite(_ rect: CGRect, _ what: @autoclosure () -> String) throws {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite
    else { throw FuzzFailure(.nonFinite, "\(what()) is \(rect)") }
  }

  /// Throws unless both coordinates are finite.
  public static func finite(_ point: CGPoint, _ what: @autoclosure () -> String) throws {
    guard point.x.isFinite, point.y.isFinite else { throw FuzzFailure(.nonFinite, "\(what()) is \(point)") }
  }

  /// Throws unless both sides are finite.
  public static func finite(_ size: CGSize, _ what: @autoclosure () -> String) throws {
    guard size.width.isFinite, size.height.isFinite else {
      throw FuzzFailure(.nonFinite, "\(what()) is \(size)")
    }
  }

  /// Throws unless `value` is finite.
  public static func finite(_ value: Double, _ what: @autoclosure () -> String) throws {
    guard value.isFinite else { throw FuzzFailure(.nonFinite, "\(what()) is \(value)") }
  }

  /// Throws unless every number of the attributes is finite: centre, size, frame, the whole 3D
  /// transform and alpha.
  public static func finite(
    _ attributes: CollectionViewLayoutAttributes, _ what: @autoclosure () -> String
  )
    throws
  {
    let t = attributes.transform3D
    let numbers: [CGFloat] = [
      attributes.center.x, attributes.center.y, attributes.size.width, attributes.size.height,
      attributes.alpha,
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
      t.m44,
    ]
    guard numbers.allSatisfy(\.isFinite) else {
      throw FuzzFailure(
        .nonFinite,
        "\(what()) at \(attributes.indexPath): center \(attributes.center), size \(attributes.size), "
          + "alpha \(attributes.alpha), transform \(t)")
    }
    try finite(attributes.frame, "\(what()) frame at \(attributes.indexPath)")
  }

  /// Throws with `message` unless `condition` holds.
  public static func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    guard condition else { throw FuzzFailure(.wrongResult, message()) }
  }

  /// Every number the collection view shows: content size, offset, bounds, and each visible
  /// cell's applied attributes.
  public static func finite(_ view: CollectionView, _ what: String) throws {
    try finite(view.contentSize, "\(what): contentSize")
    try finite(view.contentOffset, "\(what): contentOffset")
    try finite(view.bounds, "\(what): bounds")
    for cell in view.visibleCells {
      if let applied = cell.appliedLayoutAttributes { try finite(applied, "\(what): visible cell") }
      try finite(cell.frame, "\(what): visible cell frame")
    }
  }
}
