/// Unit conventions of TrellisPhysics.
///
/// The public API speaks **points** and **seconds**; inside, the solver works in metres,
/// kilograms and seconds with 100 points = 1 metre (docs/architecture.md §5). With that scale UIKit's
/// constants hold: a gravity of 1000 pt/s² is 10 m/s², a 100 × 100 pt body of density
/// 1 kg/m² has a mass of 1 kg, and a force of 1 N accelerates it by 100 pt/s².
///
/// | Quantity | Public unit | Internal unit |
/// |---|---|---|
/// | length, position | point (pt) | metre |
/// | velocity | pt/s | m/s |
/// | acceleration | pt/s² | m/s² |
/// | angle | radian | radian |
/// | angular velocity | rad/s | rad/s |
/// | density | kg/m² (1 = UIKit's default) | kg/m² |
/// | mass | kg | kg |
/// | force | newton (N = kg·m/s²) | N |
/// | impulse | N·s (kg·m/s) | N·s |
/// | torque | N·m | N·m |
/// | frequency | Hz | Hz |
public enum PhysicsUnits {
  /// Points per metre: 100.
  public static let pointsPerMeter: Double = 100
  /// Metres per point: 0.01.
  public static let metersPerPoint: Double = 0.01
}

extension Vec2 {
  /// Converts a point (in points) to metres.
  @inline(__always) init(points p: CGPoint) {
    self.init(Double(p.x) * PhysicsUnits.metersPerPoint, Double(p.y) * PhysicsUnits.metersPerPoint)
  }

  /// Converts a vector (in points or points per second) to metres (per second).
  @inline(__always) init(points v: CGVector) {
    self.init(Double(v.dx) * PhysicsUnits.metersPerPoint, Double(v.dy) * PhysicsUnits.metersPerPoint)
  }

  /// Converts a vector in newtons (or N·s) without scaling.
  @inline(__always) init(newtons v: CGVector) {
    self.init(Double(v.dx), Double(v.dy))
  }

  /// This position in points.
  @inline(__always) var point: CGPoint {
    CGPoint(x: x * PhysicsUnits.pointsPerMeter, y: y * PhysicsUnits.pointsPerMeter)
  }

  /// This vector in points (per second).
  @inline(__always) var vectorInPoints: CGVector {
    CGVector(dx: x * PhysicsUnits.pointsPerMeter, dy: y * PhysicsUnits.pointsPerMeter)
  }

  /// This vector without scaling (newtons, N·s).
  @inline(__always) var vector: CGVector { CGVector(dx: x, dy: y) }
}

extension AABB {
  /// The box as a rect in points.
  var rectInPoints: CGRect {
    let k = PhysicsUnits.pointsPerMeter
    return CGRect(
      x: lower.x * k, y: lower.y * k, width: (upper.x - lower.x) * k, height: (upper.y - lower.y) * k)
  }

  /// Converts a rect in points to a box in metres.
  init(rectInPoints r: CGRect) {
    let s = PhysicsUnits.metersPerPoint
    let r = r.standardized
    self.init(
      lower: Vec2(Double(r.minX) * s, Double(r.minY) * s), upper: Vec2(Double(r.maxX) * s, Double(r.maxY) * s)
    )
  }
}
