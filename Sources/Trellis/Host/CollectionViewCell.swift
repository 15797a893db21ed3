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
