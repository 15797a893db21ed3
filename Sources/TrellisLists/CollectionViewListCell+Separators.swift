// A list cell's separators, as its list's separator configuration and item separator handler
// say (docs/lists.md §4).

extension CollectionViewListCell {
  /// The separator configuration of this row, or `nil` when the cell is not a row of a list
  /// that shows separators.
  package var rowSeparatorConfiguration: ListSeparatorConfiguration? {
    guard let placement = listPlacement, placement.role == .cell || placement.role == .firstItemHeader,
      let collectionView = superview as? CollectionView, let indexPath = appliedLayoutAttributes?.indexPath,
      let list = (collectionView.collectionViewLayout as? CollectionViewCompositionalLayout)?
        .listConfiguration(forSection: indexPath.section),
      list.showsSeparators
    else { return nil }
    return list.separatorConfiguration(forItemAt: indexPath)
  }

  /// Whether an active constraint installed on the cell places the separator layout guide's
  /// leading edge (its `leading`, `left` or `right` attribute, whichever item it is): then the
  /// cell's constraint solve has positioned the guide, and automatic separator insets follow it.
  ///
  /// - Complexity: O(constraints installed on the cell).
  var separatorGuideIsConstrained: Bool {
    func placesLeadingEdge(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute) -> Bool {
      item === separatorLayoutGuide && (attribute == .leading || attribute == .left || attribute == .right)
    }
    return constraints.contains { constraint in
      constraint.isActive
        && (placesLeadingEdge(constraint.firstItem, constraint.firstAttribute)
          || placesLeadingEdge(constraint.secondItem, constraint.secondAttribute))
    }
  }

  /// Places the top and bottom separators and the separator layout guide: with automatic
  /// insets a separator runs from the text's leading edge (`contentLeading` plus the content
  /// view's text offset; or, when a constraint places `separatorLayoutGuide`'s leading edge,
  /// from there) to the trailing edge; explicit insets are measured from the cell's edges.
  /// Automatic visibility shows the bottom separator under every row but the section's last
  /// and hides the top one.
  func layoutSeparators(contentLeading: CGFloat, rightToLeft: Bool) {
    var textLeading = contentLeading + ((contentView as? ListContentView)?.textLeadingOffset ?? 0)
    if separatorGuideIsConstrained {
      // The guide as the constraint solve left it (in the cell's coordinates): its leading edge
      // is its left edge, or its right edge in right to left.
      let solved = separatorLayoutGuide.layoutFrame
      let leading = rightToLeft ? bounds.width - solved.maxX : solved.minX
      if leading.isFinite { textLeading = leading }
    }
    let thickness = 1 / max(1, traitCollection.displayScale)
    let configuration = rowSeparatorConfiguration
    let isLast = listPlacement?.isLast ?? true
    let showsBottom: Bool
    switch configuration?.bottomSeparatorVisibility {
    case nil, .hidden: showsBottom = false
    case .automatic: showsBottom = !isLast
    case .visible: showsBottom = true
    }
    let showsTop = configuration?.topSeparatorVisibility == .visible
    let multipleSelection = (superview as? CollectionView)?.allowsMultipleSelection ?? false
    let color =
      (isSelected && multipleSelection ? configuration?.multipleSelectionColor : configuration?.color)
      ?? .separator
    func frame(y: CGFloat, insets: DirectionalEdgeInsets) -> CGRect {
      let leading: CGFloat
      let trailing: CGFloat
      if ListSeparatorConfiguration.isAutomatic(insets) {
        (leading, trailing) = (min(max(textLeading, 0), bounds.width), 0)
      } else {
        // Insets wider than the row leave an empty separator at its trailing edge; negative
        // or non-finite ones count as 0.
        let start = min(LayoutLimits.length(insets.leading), bounds.width)
        (leading, trailing) = (start, min(LayoutLimits.length(insets.trailing), bounds.width - start))
      }
      let width = max(0, bounds.width - leading - trailing)
      let x = rightToLeft ? bounds.width - leading - width : leading
      return CGRect(x: x, y: y, width: width, height: thickness)
    }
    let bottom = frame(
      y: bounds.height - thickness,
      insets: configuration?.bottomSeparatorInsets ?? ListSeparatorConfiguration.automaticInsets)
    if separatorView.frame != bottom { separatorView.frame = bottom }
    separatorView.isHidden = !showsBottom
    if separatorView.backgroundColor != color { separatorView.backgroundColor = color }
    let top = frame(
      y: 0, insets: configuration?.topSeparatorInsets ?? ListSeparatorConfiguration.automaticInsets)
    if topSeparatorView.frame != top { topSeparatorView.frame = top }
    topSeparatorView.isHidden = !showsTop
    if topSeparatorView.backgroundColor != color { topSeparatorView.backgroundColor = color }
    separatorLayoutGuide.solvedFrame = CGRect(
      x: bottom.minX, y: 0, width: bottom.width, height: bounds.height)
    if swipeActionViews.isEmpty {
      if subviews.last !== separatorView { bringSubviewToFront(separatorView) }
      if showsTop, subviews.dropLast().last !== topSeparatorView {
        bringSubviewToFront(topSeparatorView)
        bringSubviewToFront(separatorView)
      }
    }
  }
}
