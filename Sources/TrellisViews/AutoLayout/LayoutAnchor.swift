/// One attribute of one view or layout guide, to make constraints from (UIKit's
/// `NSLayoutAnchor`; docs/auto-layout.md §1). Anchors of
/// the same kind relate: x-axis anchors to x-axis anchors, y-axis to y-axis, dimensions to
/// dimensions — the compiler checks it through the subclasses.
@preconcurrency @MainActor
open class LayoutAnchor<AnchorType: AnyObject> {
  /// The view or layout guide.
  package let item: AnyObject
  /// The attribute.
  package let attribute: LayoutConstraint.Attribute

  package init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `self == anchor` (inactive until activated).
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.equal, anchor, constant: 0)
  }

  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }

  /// `self == anchor + c`.
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, constant: c)
  }

  /// `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }

  /// `self <= anchor + c`.
  open func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  package func make(
    _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// A horizontal position anchor: left, right, leading, trailing, centre x.
@preconcurrency @MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// `self == anchor + multiplier × 8`: this edge comes the standard spacing after `anchor`
  /// (docs/auto-layout.md §4).
  ///
  /// UIKit difference: UIKit derives the spacing from the views' content (fonts of text views);
  /// Trellis uses the documented standard spacing between sibling views, 8 points.
  public func constraint(
    equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  )
    -> LayoutConstraint
  {
    make(.equal, anchor, constant: multiplier * View.systemSpacing)
  }

  /// `self >= anchor + multiplier × 8` (docs/auto-layout.md §4).
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: multiplier * View.systemSpacing)
  }

  /// `self <= anchor + multiplier × 8` (docs/auto-layout.md §4).
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: multiplier * View.systemSpacing)
  }
}

/// A vertical position anchor: top, bottom, centre y, baselines.
@preconcurrency @MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// `self == anchor + multiplier × 8`: this edge comes the standard spacing below `anchor`
  /// (docs/auto-layout.md §4).
  ///
  /// UIKit difference: UIKit derives the spacing from the views' content (between baselines
  /// of text, from the fonts); Trellis uses the documented standard spacing, 8 points.
  public func constraint(
    equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  )
    -> LayoutConstraint
  {
    make(.equal, anchor, constant: multiplier * View.systemSpacing)
  }

  /// `self >= anchor + multiplier × 8` (docs/auto-layout.md §4).
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: multiplier * View.systemSpacing)
  }

  /// `self <= anchor + multiplier × 8` (docs/auto-layout.md §4).
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: multiplier * View.systemSpacing)
  }
}

/// A size anchor: width or height. It relates to other dimensions with a multiplier, or to a
/// constant.
@preconcurrency @MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// `self == c`.
  public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, constant: c) }

  /// `self >= c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }

  /// `self <= c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }

  /// `self == m × anchor`.
  public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: 0)
  }

  /// `self == m × anchor + c`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> LayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self >= m × anchor`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self <= m × anchor`.
  public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }
}
