// The input rules of `LayoutLimits`, applied by a layout where it reads an input, with the
// change recorded in the layout's `lastLayoutError`.

extension CollectionViewLayout {
  /// `value` as a length (`LayoutLimits.length(_:)`); when that changes it, records
  /// `lastLayoutError` naming `name` and the value used.
  ///
  /// For subclasses: call it where `prepare()` reads a size, spacing, inset or radius from a
  /// property or a delegate, so that no NaN or infinity ever reaches an attribute.
  ///
  /// - Complexity: O(1); the message is built only when the value changes.
  @inline(__always)
  public func sanitizedLength(_ value: CGFloat, name: @autoclosure () -> String) -> CGFloat {
    let usable = LayoutLimits.length(value)
    if usable != value { reportInput(name(), value, usable, rule: "a finite length ≥ 0 and ≤ 1e12") }
    return usable
  }

  /// A size whose sides are `sanitizedLength(_:name:)`.
  @inline(__always)
  public func sanitizedSize(_ value: CGSize, name: @autoclosure () -> String) -> CGSize {
    let usable = LayoutLimits.size(value)
    if usable != value { reportInput(name(), value, usable, rule: "finite sides ≥ 0 and ≤ 1e12") }
    return usable
  }

  /// `value` as a length that may be negative, such as an inset edge
  /// (`LayoutLimits.signedLength(_:)`), recorded when changed.
  @inline(__always)
  public func sanitizedSignedLength(_ value: CGFloat, name: @autoclosure () -> String) -> CGFloat {
    let usable = LayoutLimits.signedLength(value)
    if usable != value { reportInput(name(), value, usable, rule: "a finite number within ±1e12") }
    return usable
  }

  /// Insets whose edges are `sanitizedSignedLength(_:name:)`.
  public func sanitizedInsets(_ value: EdgeInsets, name: @autoclosure () -> String) -> EdgeInsets {
    let usable = LayoutLimits.insets(value)
    if usable != value { reportInput(name(), value, usable, rule: "finite edges within ±1e12") }
    return usable
  }

  /// `value` clamped to `range`, recorded when changed (column and row counts, per-page counts).
  @inline(__always)
  public func sanitizedCount(_ value: Int, in range: ClosedRange<Int>, name: @autoclosure () -> String) -> Int
  {
    let usable = LayoutLimits.count(value, in: range)
    if usable != value {
      reportInput(name(), value, usable, rule: "a whole number in \(range.lowerBound)...\(range.upperBound)")
    }
    return usable
  }

  /// `value` when it is finite and within `range`; otherwise `fallback` (for NaN and ±∞) or the
  /// nearest bound, recorded (scales, ratios, angles).
  @inline(__always)
  public func sanitizedNumber(
    _ value: CGFloat, in range: ClosedRange<CGFloat>, fallback: CGFloat, name: @autoclosure () -> String
  ) -> CGFloat {
    let usable = value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : fallback
    if usable != value {
      reportInput(name(), value, usable, rule: "a finite number in \(range.lowerBound)...\(range.upperBound)")
    }
    return usable
  }

  /// Records that `name` was `value` and `usable` was used instead.
  public func reportInput<Value>(_ name: String, _ value: Value, _ usable: Value, rule: String) {
    lastLayoutError = CollectionViewError(
      .invalidLayoutInput,
      "\(type(of: self)): \(name) is \(value), which is not \(rule); \(usable) is used instead")
  }
}

extension CollectionViewLayout {
  /// Records that a query for `rect` met more than `LayoutLimits.maximumQueryElements` elements
  /// and returned only the first ones.
  ///
  /// For subclasses whose queries stop at the limit.
  public func reportQueryLimit(_ rect: CGRect) {
    lastLayoutError = CollectionViewError(
      .limitExceeded,
      "\(type(of: self)): more than \(LayoutLimits.maximumQueryElements) elements meet \(rect); the query "
        + "returned the first \(LayoutLimits.maximumQueryElements)")
  }
}
