// The Core Graphics, Core Foundation and Quartz Core API that UIKit layouts use and Linux's
// Foundation lacks. Each is declared only where the platform does not provide it (on Apple
// platforms the system's own is used), so code written for iOS compiles unchanged and nothing
// becomes ambiguous.
//
// Trellis itself never reads a clock (every run of a layout or a scene is the same). The clock
// functions here are for UIKit code that measures time itself (a layout that throttles work, a
// cell that times a gesture); they read the real clock, as on iOS, and so are not
// deterministic.

#if !canImport(CoreGraphics)
extension CGSize {
  /// Whether the two sizes are equal: Core Graphics' `CGSizeEqualToSize`, the same as `==`.
  public func equalTo(_ size2: CGSize) -> Bool {
    self == size2
  }
}

extension CGPoint {
  /// Whether the two points are equal: Core Graphics' `CGPointEqualToPoint`, the same as `==`.
  public func equalTo(_ point2: CGPoint) -> Bool {
    self == point2
  }
}

extension CGRect {
  /// Whether the two rectangles have the same position and size: Core Graphics'
  /// `CGRectEqualToRect`, the same as `==`. Like every Core Graphics function it standardizes
  /// both rectangles first (a negative width counts from the other edge), and two null
  /// rectangles are equal.
  public func equalTo(_ rect2: CGRect) -> Bool {
    self == rect2
  }
}
#endif

#if !canImport(Darwin)
/// The largest finite `Float`, 3.40282347e+38: the C library's `MAXFLOAT`, which Darwin exports
/// and glibc's Swift module does not. UIKit code writes `CGFloat(MAXFLOAT)` for "unbounded".
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Core Foundation's interval type: seconds, as a `Double`.
public typealias CFTimeInterval = Double

/// Core Foundation's absolute time: seconds since 1 January 2001 00:00:00 GMT.
public typealias CFAbsoluteTime = CFTimeInterval

/// The current absolute time: seconds since 1 January 2001 00:00:00 GMT, from the system clock
/// (`Date().timeIntervalSinceReferenceDate`), as Core Foundation's function.
///
/// Reads the real clock: not deterministic. Trellis never calls it.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
  Date().timeIntervalSinceReferenceDate
}
#endif

#if !canImport(QuartzCore)
/// The current media time: seconds of a monotonic clock (the system's uptime), as Quartz Core's
/// `CACurrentMediaTime()`. Differences between two readings are elapsed seconds; the clock
/// never goes back.
///
/// Reads the real clock: not deterministic. Trellis never calls it (its time moves only through
/// `advance(by:)`).
public func CACurrentMediaTime() -> CFTimeInterval {
  ProcessInfo.processInfo.systemUptime
}
#endif
