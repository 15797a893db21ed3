// Content and background configurations on cells (iOS 14): setting them, and updating them
// when the cell's state changes (docs/lists.md §2).

extension CollectionViewCell {
  /// The configuration of the cell's content, or `nil` (the default: your own subviews of
  /// `contentView`).
  ///
  /// Setting one hands it to the current content view when that view `supports(_:)` it, and
  /// otherwise replaces `contentView` with the configuration's `makeContentView()` — the views
  /// you added to the old content view go with it, as in UIKit. Setting `nil` puts back an
  /// empty content view.
  public var contentConfiguration: (any ContentConfiguration)? {
    get { configurations.content }
    set {
      configurations.content = newValue
      guard let newValue else {
        if storedContentView is ContentView { replaceContentView(with: View(frame: bounds)) }
        return
      }
      if let current = storedContentView as? ContentView, current.supports(newValue) {
        current.configuration = newValue
      } else {
        replaceContentView(with: newValue.makeContentView())
      }
      setNeedsLayout()
    }
  }

  /// The configuration of the cell's background, or `nil` (the default).
  ///
  /// Setting one removes `backgroundView`, `selectedBackgroundView` and `backgroundColor`,
  /// and setting any of those removes it, as in UIKit.
  public var backgroundConfiguration: BackgroundConfiguration? {
    get { configurations.background }
    set { setBackgroundConfiguration(newValue, isListDefault: false) }
  }

  /// Whether the background configuration shown is the one a list cell chose for its list
  /// (`setBackgroundConfiguration(_:isListDefault:)`), not one set by hand.
  package var backgroundConfigurationIsListDefault: Bool { configurations.backgroundIsListDefault }

  /// Sets the background configuration; `isListDefault` marks one a list cell chose for its
  /// list, which it may replace when the cell's place in the list changes.
  package func setBackgroundConfiguration(_ newValue: BackgroundConfiguration?, isListDefault: Bool) {
    configurations.background = newValue
    configurations.backgroundIsListDefault = isListDefault && newValue != nil
    guard let newValue else {
      configurations.backgroundView?.removeFromSuperview()
      configurations.backgroundView = nil
      return
    }
    if backgroundView != nil { backgroundView = nil }
    if selectedBackgroundView != nil { selectedBackgroundView = nil }
    if super.backgroundColor != nil { super.backgroundColor = nil }
    let view: BackgroundConfigurationView
    if let existing = configurations.backgroundView {
      view = existing
    } else {
      view = BackgroundConfigurationView(frame: backgroundConfigurationFrame(in: bounds))
      insertSubview(view, at: 0)
      configurations.backgroundView = view
    }
    view.show(newValue, tintColor: tintColor ?? .tintColor, corners: backgroundCorners)
    setNeedsLayout()
  }

  /// Called with the cell and its state after `updateConfiguration(using:)`, or `nil`.
  /// Setting it asks for an update.
  public var configurationUpdateHandler: (@MainActor (CollectionViewCell, CellConfigurationState) -> Void)? {
    get { configurations.updateHandler }
    set {
      configurations.updateHandler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Whether a change of state updates `contentConfiguration` with `updated(for:)`. The
  /// default is `true`.
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { configurations.updatesContentAutomatically }
    set { configurations.updatesContentAutomatically = newValue }
  }

  /// Whether a change of state updates `backgroundConfiguration` with `updated(for:)`. The
  /// default is `true`.
  public var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { configurations.updatesBackgroundAutomatically }
    set { configurations.updatesBackgroundAutomatically = newValue }
  }

  /// Asks for `updateConfiguration(using:)` before the cell is next laid out (or measured).
  public func setNeedsUpdateConfiguration() {
    guard !configurations.isUpdating else { return }
    configurations.needsUpdate = true
    setNeedsLayout()
  }

  /// How many configuration updates the cell has run.
  package var configurationUpdateCount: Int { configurations.updateCount }

  /// Runs the configuration update if one is due: the automatic updates of the content and
  /// background configurations, `updateConfiguration(using:)`, then the update handler.
  package func updateConfigurationIfNeeded() {
    guard configurations.needsUpdate, !configurations.isUpdating else { return }
    configurations.needsUpdate = false
    configurations.isUpdating = true
    defer { configurations.isUpdating = false }
    configurations.updateCount += 1
    // A plain cell (no subclass overrides `configurationState` or `updateConfiguration(using:)`,
    // whose default does nothing) with no configuration to update automatically and no handler:
    // nothing would read the state, so it is not computed (its trait collection walks the
    // superviews; this runs at the first layout of every cell that arrives in a scroll).
    if type(of: self) == CollectionViewCell.self, configurations.updateHandler == nil,
      !configurations.updatesContentAutomatically || configurations.content == nil,
      !configurations.updatesBackgroundAutomatically || configurations.background == nil
    {
      return
    }
    let state = configurationState
    if configurations.updatesContentAutomatically, let content = configurations.content {
      contentConfiguration = content.updated(for: state)
    }
    if configurations.updatesBackgroundAutomatically, let background = configurations.background {
      setBackgroundConfiguration(
        background.updated(for: state), isListDefault: configurations.backgroundIsListDefault)
    }
    updateConfiguration(using: state)
    configurations.updateHandler?(self, state)
  }

  /// The corners the background configuration's radius rounds: all of them, but only the
  /// section's outer corners in an inset-grouped list (docs/lists.md §3).
  var backgroundCorners: CornerMask {
    guard let placement = appliedLayoutAttributes?.listPlacement, placement.style == .insetGrouped,
      placement.role == .cell || placement.role == .firstItemHeader
    else { return .all }
    var corners: CornerMask = []
    if placement.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
    if placement.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    return corners
  }

  /// The frame of the background configuration's view in `bounds`: inset by its
  /// `backgroundInsets`, leading on the side the layout direction says.
  func backgroundConfigurationFrame(in bounds: CGRect) -> CGRect {
    guard let insets = configurations.background?.backgroundInsets.sanitized else { return bounds }
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let left = rightToLeft ? insets.trailing : insets.leading
    let right = rightToLeft ? insets.leading : insets.trailing
    return CGRect(
      x: bounds.minX + left, y: bounds.minY + insets.top,
      width: max(0, bounds.width - left - right), height: max(0, bounds.height - insets.top - insets.bottom))
  }

  /// The size of a content view made by a configuration for `proposed`, its open `axes`
  /// measured with `sizeThatFits(_:)`; `nil` when the content view is not one.
  func configuredContentSize(proposing proposed: CGSize, axes: SelfSizingAxes) -> CGSize? {
    guard storedContentView is ContentView else { return nil }
    let frame = contentFrame(in: CGRect(origin: .zero, size: proposed))
    let room = CGSize(
      width: axes.contains(.width) ? 0 : frame.width, height: axes.contains(.height) ? 0 : frame.height)
    let fitted = storedContentView.sizeThatFits(room)
    var size = proposed
    if axes.contains(.width) { size.width = max(0, fitted.width + proposed.width - frame.width) }
    if axes.contains(.height) { size.height = max(0, fitted.height + proposed.height - frame.height) }
    return size
  }

  private func replaceContentView(with view: View) {
    let old = storedContentView
    view.frame = contentFrame(in: bounds)
    if old.superview === self {
      insertSubview(view, aboveSubview: old)
      old.removeFromSuperview()
    } else {
      addSubview(view)
    }
    storedContentView = view
  }
}

extension CornerMask {
  /// All four corners.
  static let all: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
