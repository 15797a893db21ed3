/// The input checks and polar arithmetic shared by the behaviors whose settings are a vector or
/// point (`GravityBehavior.gravityDirection`, `PushBehavior.pushDirection`,
/// `SnapBehavior.snapPoint`, `AttachmentBehavior.anchorPoint`).
extension DynamicBehavior {
  /// Whether `value` is finite; if not, records `.nonFinite(parameter: name)` in `lastError`
  /// and returns `false`, so the caller changes nothing.
  func acceptsFinite(_ value: CGVector, _ name: String) -> Bool {
    accepts { () throws(DynamicsError) in try Validate.finite(value, name) }
  }

  /// Whether `value` is finite; if not, records `.nonFinite(parameter: name)` in `lastError`
  /// and returns `false`, so the caller changes nothing.
  func acceptsFinite(_ value: CGPoint, _ name: String) -> Bool {
    accepts { () throws(DynamicsError) in try Validate.finite(value, name) }
  }

  /// Whether `check` passes; if it throws, records the error in `lastError` and returns `false`.
  private func accepts(_ check: () throws(DynamicsError) -> Void) -> Bool {
    do throws(DynamicsError) {
      try check()
      return true
    } catch {
      reject(error)
      return false
    }
  }

  /// The vector of length `magnitude` at `angle` radians from +x (cos θ·m, sin θ·m), or `nil`
  /// after recording `.nonFinite(parameter: name)` when either input is not finite.
  func polarVector(angle: CGFloat, magnitude: CGFloat, _ name: String) -> CGVector? {
    guard angle.isFinite, magnitude.isFinite else {
      reject(.nonFinite(parameter: name))
      return nil
    }
    return CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }
}

extension CGVector {
  /// The vector's angle from +x, radians: atan2(dy, dx) (π/2 points down, y grows downwards).
  var polarAngle: CGFloat { atan2(dy, dx) }

  /// The vector's length, √(dx² + dy²).
  var polarMagnitude: CGFloat { (dx * dx + dy * dy).squareRoot() }
}
