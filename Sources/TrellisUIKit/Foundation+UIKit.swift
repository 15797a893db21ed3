// The Foundation additions UIKit makes (on `NSIndexPath` and `NSValue`) and its geometry
// string functions, for code that still uses them. Apple platforms have them (UIKit, AppKit);
// elsewhere TrellisUIKit declares them.

#if !canImport(Darwin)
extension NSIndexPath {
  /// Creates an index path for an item in a section of a collection view, as UIKit's
  /// `NSIndexPath(item:section:)`: the two indexes `[section, item]`.
  public convenience init(item: Int, section: Int) {
    let indexes = [section, item]
    self.init(indexes: indexes, length: 2)
  }

  /// Creates an index path for a row in a section of a table view: the same as
  /// `init(item:section:)`.
  public convenience init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// The section number: the first index, or `NSNotFound` for an empty index path.
  public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }

  /// The item number within the section: the second index, or `NSNotFound` when there is none.
  public var item: Int { length > 1 ? index(atPosition: 1) : NSNotFound }

  /// The row number within the section: the same index as `item`.
  public var row: Int { item }
}

extension NSValue {
  /// A value holding `rect`, as UIKit's `NSValue(cgRect:)`.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// A value holding `point`, as UIKit's `NSValue(cgPoint:)`.
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  /// A value holding `size`, as UIKit's `NSValue(cgSize:)`.
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }

  /// The point the value holds.
  public var cgPointValue: CGPoint { pointValue }

  /// The size the value holds.
  public var cgSizeValue: CGSize { sizeValue }
}

/// `rect` as UIKit writes it: `{{x, y}, {width, height}}`, each number with up to 17
/// significant digits (`{{0, 0}, {320, 480}}`).
public func NSStringFromCGRect(_ rect: CGRect) -> String {
  "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}

/// `point` as UIKit writes it: `{x, y}`.
public func NSStringFromCGPoint(_ point: CGPoint) -> String {
  "{\(geometryNumber(point.x)), \(geometryNumber(point.y))}"
}

/// `size` as UIKit writes it: `{width, height}`.
public func NSStringFromCGSize(_ size: CGSize) -> String {
  "{\(geometryNumber(size.width)), \(geometryNumber(size.height))}"
}

/// `value` with `%.17g`: the shortest form for whole numbers, 17 significant digits otherwise.
private func geometryNumber(_ value: CGFloat) -> String {
  String(format: "%.17g", Double(value))
}
#endif
