import TrellisViews

// UIKit's names for Auto Layout (TrellisViews, AutoLayout/). UIKit code spells the nested types
// through these too: `NSLayoutConstraint.Attribute`, `NSLayoutConstraint.Axis`.

/// UIKit's name for `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's name for `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's name for `LayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's name for `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's name for `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's name for `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's name for `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's name for `StackView` (its nested `Distribution` and `Alignment` keep their names:
/// `UIStackView.Distribution`).
public typealias UIStackView = StackView

/// UIKit's arithmetic on priorities (`.defaultHigh + 1`, `.required - 1`). It lives here, with
/// UIKit's names, rather than on `LayoutPriority` itself: every `+` and `-` overload slows the
/// type checking of long literal expressions in every file that sees it.
extension LayoutPriority {
  /// `priority` raised by `amount` (`.defaultHigh + 1`).
  public static func + (priority: LayoutPriority, amount: Float) -> LayoutPriority {
    priority.adding(amount)
  }

  /// `priority` lowered by `amount` (`.required - 1`).
  public static func - (priority: LayoutPriority, amount: Float) -> LayoutPriority {
    priority.adding(-amount)
  }
}
