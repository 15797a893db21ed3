import TrellisText

// What a view inherits from its superview — layout direction, appearance (light or dark),
// preferred text size, tint colour and dimming — and the announcements when it changes
// (`traitCollectionDidChange(_:)`, `tintColorDidChange()`): docs/views.md §2 and §3.
//
// Nothing is cached: a view's effective values are computed from its ancestors when read, so a
// change costs nothing until something asks. A change that may alter what a view inherits (a
// setter of an override, a move to another superview) takes the view's effective values before
// the change, and afterwards walks down from the view comparing old and new values: the walk
// stops at the first view whose values did not change, so it costs nothing when the change
// makes no difference.

/// What a view passes to its subviews.
struct InheritedAppearance: Equatable {
  /// The effective layout direction.
  var direction: UserInterfaceLayoutDirection
  /// The effective appearance (never `.unspecified` below a screen that specifies one).
  var style: UserInterfaceStyle
  /// The effective preferred text size.
  var category: ContentSizeCategory
  /// The tint colour set on the nearest view, or `Color.tintColor`.
  var tint: Color
  /// Whether the nearest view with a non-automatic `tintAdjustmentMode` dims.
  var isDimmed: Bool

  /// The tint views show: `tint`, or the dimmed tint (docs/views.md §3).
  var visibleTint: Color { isDimmed ? Color.dimmedTint : tint }
}

/// The appearance state a view keeps once any of it is set (`View.appearanceStorage`).
package final class ViewAppearanceStorage {
  var explicitTintColor: Color?
  var tintAdjustmentMode = View.TintAdjustmentMode.automatic
  var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified
  var contentSizeCategoryOverride: ContentSizeCategory?
  var backgroundColor: Color?
  var resolvedBackgroundColor: Color?
  var contentMode = View.ContentMode.scaleToFill
  var maskView: View?
  var isExclusiveTouch = false
  var isMultipleTouchEnabled = false
  var accessibilityLabel: String?
  var accessibilityIdentifier: String?
  var isAccessibilityElement = false
  var accessibilityTraits: AccessibilityTraits = []
  /// The view's gesture recognizers, in the order they were added.
  var gestureRecognizers: [GestureRecognizer] = []
  /// The touches in progress, on a view that touches are sent to (`sendTouch`).
  var touchRouter: TouchRouter?
}

extension Color {
  /// The tint a dimmed view shows: `systemGray` (docs/views.md §3).
  static let dimmedTint = Color.systemGray
}

extension View {
  /// The preferred text size the view and the views below it use, whatever the screen's, or
  /// `nil` to follow the superview (the screen at the root). For the window and view
  /// controllers, which override traits for their trees; a change calls
  /// `traitCollectionDidChange(_:)` where the traits change.
  package var contentSizeCategoryOverride: ContentSizeCategory? {
    get { appearanceStorage?.contentSizeCategoryOverride }
    set { changeAppearance { $0.contentSizeCategoryOverride = newValue } }
  }

  /// The appearance state, allocated on first use.
  func ensureAppearanceStorage() -> ViewAppearanceStorage {
    if let storage = appearanceStorage { return storage }
    let storage = ViewAppearanceStorage()
    appearanceStorage = storage
    return storage
  }

  /// What a view without a superview inherits: the application's direction, the screen's
  /// appearance and text size, `Color.tintColor`, not dimmed.
  static var rootAppearance: InheritedAppearance {
    let screen = Screen.main
    return InheritedAppearance(
      direction: Application.shared.userInterfaceLayoutDirection, style: screen.userInterfaceStyle,
      category: screen.preferredContentSizeCategory, tint: .tintColor, isDimmed: false)
  }

  /// The view's effective values: its own settings applied to what its superview passes down.
  ///
  /// One value, built from the root's down to the view's in place (`applyInheritedSettings`):
  /// the same result as applying `appearance(inheriting:)` at every level, without a copy of
  /// the value (a string and a colour to retain) at each level. A view is added to and removed
  /// from its superview for every cell that arrives or leaves in a scroll, and each takes its
  /// effective values before and after.
  var effectiveAppearance: InheritedAppearance {
    var result = Self.rootAppearance
    applyInheritedSettings(to: &result)
    return result
  }

  /// Applies the settings of the view's ancestors, root first, and then the view's own, to
  /// `result` (which holds the root's values on entry).
  private func applyInheritedSettings(to result: inout InheritedAppearance) {
    parentView?.applyInheritedSettings(to: &result)
    applyOwnSettings(to: &result)
  }

  /// The view's own settings applied to `inherited`.
  func appearance(inheriting inherited: InheritedAppearance) -> InheritedAppearance {
    var result = inherited
    applyOwnSettings(to: &result)
    return result
  }

  /// Applies the view's own settings to `result` in place (`appearance(inheriting:)`).
  private func applyOwnSettings(to result: inout InheritedAppearance) {
    result.direction = Self.direction(for: semanticContentAttribute, inherited: result.direction)
    guard let storage = appearanceStorage else { return }
    if storage.overrideUserInterfaceStyle != .unspecified {
      result.style = storage.overrideUserInterfaceStyle
    }
    if let category = storage.contentSizeCategoryOverride { result.category = category }
    if let tint = storage.explicitTintColor { result.tint = tint }
    switch storage.tintAdjustmentMode {
    case .automatic: break
    case .normal: result.isDimmed = false
    case .dimmed: result.isDimmed = true
    }
  }

  /// The trait collection of a view with `appearance`: the screen's traits with its direction,
  /// appearance and text size.
  func traits(for appearance: InheritedAppearance) -> TraitCollection {
    let screen = Screen.main
    return TraitCollection(
      displayScale: screen.scale, layoutDirection: TraitEnvironmentLayoutDirection(appearance.direction),
      horizontalSizeClass: screen.horizontalSizeClass, verticalSizeClass: screen.verticalSizeClass,
      userInterfaceIdiom: screen.userInterfaceIdiom, userInterfaceStyle: appearance.style,
      preferredContentSizeCategory: appearance.category)
  }

  /// Runs `change` on the appearance storage and announces what it changed.
  func changeAppearance(_ change: (ViewAppearanceStorage) -> Void) {
    let inherited = parentView?.effectiveAppearance ?? Self.rootAppearance
    let old = appearance(inheriting: inherited)
    change(ensureAppearanceStorage())
    announceAppearanceChange(old: old, new: appearance(inheriting: inherited))
  }

  /// Announces the change of `semanticContentAttribute` from `oldValue` (the new value is set).
  func semanticContentAttributeDidChange(from oldValue: SemanticContentAttribute) {
    let inherited = parentView?.effectiveAppearance ?? Self.rootAppearance
    var old = appearance(inheriting: inherited)
    old.direction = Self.direction(for: oldValue, inherited: inherited.direction)
    announceAppearanceChange(old: old, new: appearance(inheriting: inherited))
  }

  /// Announces what changed for the view, whose effective values were `previous`, and the views
  /// below it (after a move).
  func appearanceMayHaveChanged(from previous: InheritedAppearance) {
    announceAppearanceChange(old: previous, new: effectiveAppearance)
  }

  /// Tells the view, then each view below it, what changed between `old` and `new`: the traits
  /// (`traitCollectionDidChange(_:)`, with the new traits current, after the background colour is
  /// resolved again) and the visible tint (`tintColorDidChange()`). Stops where nothing changed.
  func announceAppearanceChange(old: InheritedAppearance, new: InheritedAppearance) {
    guard old != new else { return }
    let oldTraits = traits(for: old)
    let newTraits = traits(for: new)
    if oldTraits != newTraits {
      if newTraits.hasDifferentColorAppearance(comparedTo: oldTraits),
        let given = appearanceStorage?.backgroundColor
      {
        let resolved = given.resolvedColor(with: newTraits)
        appearanceStorage?.resolvedBackgroundColor = resolved
        storedLayer.backgroundColor = resolved
      }
      newTraits.performAsCurrent { traitCollectionDidChange(oldTraits) }
    }
    if old.visibleTint != new.visibleTint { tintColorDidChange() }
    for child in childViews {
      child.announceAppearanceChange(
        old: child.appearance(inheriting: old), new: child.appearance(inheriting: new))
    }
  }

  /// The background colour as given to `backgroundColor`: the stored dynamic colour while the
  /// layer still shows its resolution, else the layer's colour (set on the layer directly).
  var givenBackgroundColor: Color? {
    let layerColor = storedLayer.backgroundColor
    if let storage = appearanceStorage, let given = storage.backgroundColor,
      storage.resolvedBackgroundColor == layerColor
    {
      return given
    }
    return layerColor
  }

  /// Sets the background colour: a dynamic colour is kept and the layer gets its resolution with
  /// the view's traits; a plain colour goes to the layer as it is.
  func setGivenBackgroundColor(_ color: Color?) {
    guard let color, color.isDynamic else {
      appearanceStorage?.backgroundColor = nil
      appearanceStorage?.resolvedBackgroundColor = nil
      storedLayer.backgroundColor = color
      return
    }
    let storage = ensureAppearanceStorage()
    let resolved = color.resolvedColor(with: traitCollection)
    storage.backgroundColor = color
    storage.resolvedBackgroundColor = resolved
    storedLayer.backgroundColor = resolved
  }
}
