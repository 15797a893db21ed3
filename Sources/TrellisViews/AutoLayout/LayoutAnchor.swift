/// One attribute of one view, to make constraints from (UIKit's `NSLayoutAnchor`). Anchors of
/// the same kind relate: x-axis anchors to x-axis anchors, y-axis to y-axis, dimensions to
/// dimensions — the compiler checks it through the subclasses.
@preconcurrency @MainActor
open class LayoutAnchor<AnchorType: AnyObject> {
  /// The view.
  package let view: View
  /// The attribute.
  package let attribute: LayoutConstraint.Attribute

  package init(view: View, attribute: LayoutConstraint.Attribute) {
    self.view = view
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
      item: view, attribute: attribute, relatedBy: relation, toItem: anchor?.view,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// A horizontal position anchor: left, right, leading, trailing, centre x.
@preconcurrency @MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical position anchor: top, bottom, centre y, baselines.
@preconcurrency @MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

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
