/// A cell: the view that shows one item of the data source.
///
/// Subclass it to hold your item's content: add your subviews to `contentView` in
/// `init(frame:)`, as in UIKit. The collection view applies the layout's attributes to the cell
/// and reuses it as it scrolls.
///
/// The cell's subviews are UIKit's: `backgroundView` at the back, `selectedBackgroundView` in
/// front of it, `contentView` in front of both. Each is laid out to fill the cell's bounds in
/// `layoutSubviews()`, which runs after the cell's size changes (the collection view lays out its
/// cells at the end of each layout pass).
///
/// UIKit difference: `selectedBackgroundView` is shown by un-hiding it while the cell is selected
/// or highlighted (UIKit fades it in); nothing else is drawn.
open class CollectionViewCell: CollectionReusableView {
  /// Whether the cell is selected. Shows `selectedBackgroundView` while `true`.
  open var isSelected: Bool = false {
    didSet { updateSelectedBackground() }
  }

  /// Whether the cell is highlighted. Shows `selectedBackgroundView` while `true`.
  open var isHighlighted: Bool = false {
    didSet { updateSelectedBackground() }
  }

  /// The view your content goes in: a subview that fills the cell.
  open var contentView: View { storedContentView }
  private let storedContentView: View

  /// A view behind everything else, filling the cell, or `nil` (the default).
  open var backgroundView: View? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView {
        backgroundView.frame = bounds
        insertSubview(backgroundView, at: 0)
      }
    }
  }

  /// A view shown behind the content while the cell is selected or highlighted, filling the
  /// cell, or `nil` (the default).
  open var selectedBackgroundView: View? {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        selectedBackgroundView.frame = bounds
        insertSubview(selectedBackgroundView, belowSubview: storedContentView)
        updateSelectedBackground()
      }
    }
  }

  /// Creates a cell with `frame`; its `contentView` fills it.
  public override init(frame: CGRect) {
    storedContentView = View(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(storedContentView)
  }

  /// Creates a cell from an archive; see `View.init?(coder:)`.
  public required init?(coder: NSCoder) {
    storedContentView = View(frame: .zero)
    super.init(coder: coder)
    addSubview(storedContentView)
  }

  /// Lays out the content view and the background views to fill the cell's bounds; call
  /// `super` when you override.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let fill = bounds
    backgroundView?.frame = fill
    selectedBackgroundView?.frame = fill
    storedContentView.frame = fill
  }

  /// Lets the cell choose the dimensions its layout leaves open (self-sizing): with Auto Layout,
  /// as UIKit's default does. When the layout self-sizes this cell (flow with
  /// `estimatedItemSize`: width and height; compositional with an estimated dimension: the
  /// length along the scrolling axis) and constraints are installed in `contentView`, the open
  /// dimensions become those of `contentView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// for the proposed size — `.fittingSizeLevel` on an open dimension, `.required` on a fixed
  /// one — and the fixed ones stay as proposed. Otherwise the attributes are returned as they
  /// are. Override it to measure without constraints (docs/view-controllers.md §9).
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    let axes = layoutAttributes.selfSizingAxes
    guard !axes.isEmpty, storedContentView.hasConstraintsBelow else { return layoutAttributes }
    let proposed = layoutAttributes.size
    let fitted = storedContentView.systemLayoutSizeFitting(
      proposed,
      withHorizontalFittingPriority: axes.contains(.width) ? .fittingSizeLevel : .required,
      verticalFittingPriority: axes.contains(.height) ? .fittingSizeLevel : .required)
    var size = proposed
    if axes.contains(.width) { size.width = fitted.width }
    if axes.contains(.height) { size.height = fitted.height }
    if size != proposed { layoutAttributes.size = size }
    return layoutAttributes
  }

  /// Resets selection and highlight before reuse; call `super` when you override.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }
}
