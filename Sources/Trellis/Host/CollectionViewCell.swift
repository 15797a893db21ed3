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
  // `isSelected`, `isHighlighted` and `selectedBackgroundView` are read for every cell that
  // arrives or is reused in a scroll (selection state, `prepareForReuse()`), so the runtime
  // exclusivity check (about 70 instructions an access) is off for them, as UIKit's
  // Objective-C properties have none: each is a plain value whose every access in Trellis is a
  // single read or write (never passed `inout`, no mutating method), and the observers run
  // after the write has finished, so no access of Trellis's overlaps another
  // (docs/architecture.md, "Runtime exclusivity checks").

  /// Whether the cell is selected. Shows `selectedBackgroundView` while `true`; a change asks
  /// for a configuration update.
  @exclusivity(unchecked) open var isSelected: Bool = false {
    didSet {
      updateSelectedBackground()
      if isSelected != oldValue { setNeedsUpdateConfiguration() }
    }
  }

  /// Whether the cell is highlighted. Shows `selectedBackgroundView` while `true`; a change asks
  /// for a configuration update.
  @exclusivity(unchecked) open var isHighlighted: Bool = false {
    didSet {
      updateSelectedBackground()
      if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
    }
  }

  /// Whether the cell's item has the keyboard focus (its collection view's
  /// `indexPathForFocusedItem`). A change asks for a configuration update; the configuration
  /// state's `isFocused` follows it.
  ///
  /// UIKit difference: UIKit's `isFocused` is a read-only property of every `UIView`, answered by
  /// the focus system; Trellis's belongs to the cell and its collection view sets it
  /// (docs/selection.md §7).
  ///
  /// Read for every cell that arrives or is reused; the runtime exclusivity check is off for it
  /// as for `isSelected` (above).
  @exclusivity(unchecked) public internal(set) var isFocused: Bool = false {
    didSet { if isFocused != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// The view your content goes in: a subview that fills the cell. Setting a
  /// `contentConfiguration` replaces it with the configuration's content view, as in UIKit.
  open var contentView: View { storedContentView }
  var storedContentView: View
  /// The content and background configurations and their update state.
  ///
  /// Read whenever a cell is laid out or shown, so the runtime exclusivity check is off for it
  /// and for `contentFrameProvider`: every access is a plain load or store of the value or of
  /// one of its fields (no mutating method, no `inout`); keep it so.
  @exclusivity(unchecked) var configurations = CellConfigurations()
  /// Takes a tap at a point in the cell's coordinates before the collection view selects
  /// (a list cell's accessories); returns whether it took it.
  package var listCellTapHandler: (@MainActor (CGPoint) -> Bool)?
  /// Gives the content view's frame in the cell's bounds, or `nil` for all of it.
  @exclusivity(unchecked) package var contentFrameProvider: (@MainActor (CGRect) -> CGRect)?

  /// The cell's state for its configurations: its trait collection, selection, highlight and
  /// focus, and its collection view's editing mode.
  open var configurationState: CellConfigurationState {
    var state = CellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isFocused = isFocused
    state.isEditing = (superview as? CollectionView)?.isEditing ?? false
    return state
  }

  /// Updates the cell's configurations for `state`; override it to set `contentConfiguration`
  /// and `backgroundConfiguration` for the state (call `super`). It runs before the next layout
  /// of the cell after `setNeedsUpdateConfiguration()` — which a change of selection,
  /// highlight, traits or editing mode calls — after the automatic updates
  /// (`automaticallyUpdatesContentConfiguration`) and before `configurationUpdateHandler`.
  open func updateConfiguration(using state: CellConfigurationState) {}

  /// The cell's background colour; setting one removes `backgroundConfiguration`.
  open override var backgroundColor: Color? {
    didSet { if backgroundColor != nil, configurations.background != nil { backgroundConfiguration = nil } }
  }

  /// A view behind everything else, filling the cell, or `nil` (the default). Setting one
  /// removes `backgroundConfiguration`.
  ///
  /// Read by every layout of the cell; the runtime exclusivity check is off for it as for
  /// `isSelected` (above).
  @exclusivity(unchecked) open var backgroundView: View? {
    didSet {
      guard backgroundView !== oldValue else { return }
      if backgroundView != nil, configurations.background != nil { backgroundConfiguration = nil }
      oldValue?.removeFromSuperview()
      if let backgroundView {
        backgroundView.frame = bounds
        insertSubview(backgroundView, at: 0)
      }
    }
  }

  /// A view shown behind the content while the cell is selected or highlighted, filling the
  /// cell, or `nil` (the default). Setting one removes `backgroundConfiguration`.
  @exclusivity(unchecked) open var selectedBackgroundView: View? {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      if selectedBackgroundView != nil, configurations.background != nil { backgroundConfiguration = nil }
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

  /// Lays out the content view and the background views to fill the cell's bounds (after any
  /// configuration update asked for); call `super` when you override.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    let fill = bounds
    backgroundView?.frame = fill
    selectedBackgroundView?.frame = fill
    configurations.backgroundView?.frame = backgroundConfigurationFrame(in: fill)
    storedContentView.frame = contentFrame(in: fill)
  }

  /// The frame of the content view in `bounds`: all of it for a plain cell (list cells leave
  /// room for accessories and indentation through `contentFrameProvider`).
  func contentFrame(in bounds: CGRect) -> CGRect { contentFrameProvider?(bounds) ?? bounds }

  /// The traits changed: asks for a configuration update.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsUpdateConfiguration()
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
    guard !axes.isEmpty else { return layoutAttributes }
    updateConfigurationIfNeeded()
    guard storedContentView.hasConstraintsBelow else {
      guard let fitted = configuredContentSize(proposing: layoutAttributes.size, axes: axes) else {
        return layoutAttributes
      }
      if fitted != layoutAttributes.size { layoutAttributes.size = fitted }
      return layoutAttributes
    }
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

  /// Resets selection, highlight and focus before reuse; call `super` when you override.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
    isFocused = false
    setNeedsUpdateConfiguration()
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }
}
