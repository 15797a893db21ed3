// UIKit's names for edge insets, including the C-style functions older code still calls.

/// UIKit's name for `EdgeInsets`: `UIEdgeInsets(top:left:bottom:right:)`, `UIEdgeInsets.zero`
/// and `rect.inset(by:)` work as in UIKit.
public typealias UIEdgeInsets = EdgeInsets

/// Creates insets from the four edge distances, in UIKit's order: top, left, bottom, right.
///
/// UIKit difference: UIKit's Swift overlay made this function unavailable in Swift 4.2 in favour
/// of `UIEdgeInsets(top:left:bottom:right:)`; Trellis keeps it so that old layout code compiles.
public func UIEdgeInsetsMake(
  _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
)
  -> UIEdgeInsets
{
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// `rect` shrunk by `insets` (grown where they are negative): the same as `rect.inset(by:)`.
///
/// UIKit difference: UIKit's Swift overlay replaced this function with `CGRect.inset(by:)` in
/// Swift 4.2; Trellis keeps it for old code.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
  rect.inset(by: insets)
}

/// Whether two insets are equal on every edge: the same as `==`.
///
/// UIKit difference: UIKit's Swift overlay replaced this function with `==` in Swift 4.2;
/// Trellis keeps it for old code.
public func UIEdgeInsetsEqualToEdgeInsets(_ insets1: UIEdgeInsets, _ insets2: UIEdgeInsets) -> Bool {
  insets1 == insets2
}

/// Insets of zero on every edge: the same as `UIEdgeInsets.zero`.
///
/// UIKit difference: the Swift 2 spelling, renamed `UIEdgeInsets.zero` in Swift 3; Trellis keeps
/// it for old code.
public let UIEdgeInsetsZero = UIEdgeInsets.zero
