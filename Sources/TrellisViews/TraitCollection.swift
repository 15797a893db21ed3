import TrellisText

/// The traits of the environment a view lives in: the display scale, the layout direction, the
/// size classes, the device idiom, the appearance (light or dark) and the preferred text size.
///
/// A view's `traitCollection` combines the screen's traits (`Screen.main.traitCollection`) with
/// the view's own `effectiveUserInterfaceLayoutDirection` and the appearance and text size its
/// ancestors override (docs/views.md §2). Trait collections are immutable; make a new one with
/// the initializers. A trait left unspecified has the value the no-argument initializer gives it
/// (scale 0, `.unspecified` otherwise).
///
/// UIKit difference: a plain immutable Swift class (not an `NSObject`) with the seven traits
/// Trellis's views read; no accessibility contrast, interface level, display gamut or custom
/// traits.
public final class TraitCollection: Hashable, Sendable, CustomStringConvertible {
  /// The number of pixels per point of the display: 1, 2 or 3 (0 when unspecified).
  public let displayScale: CGFloat
  /// The direction the interface reads in.
  public let layoutDirection: TraitEnvironmentLayoutDirection
  /// How much room there is horizontally.
  public let horizontalSizeClass: UserInterfaceSizeClass
  /// How much room there is vertically.
  public let verticalSizeClass: UserInterfaceSizeClass
  /// The kind of device.
  public let userInterfaceIdiom: UserInterfaceIdiom
  /// The appearance: light or dark (dynamic colours resolve by it).
  public let userInterfaceStyle: UserInterfaceStyle
  /// The preferred text size (Dynamic Type).
  public let preferredContentSizeCategory: ContentSizeCategory

  /// A trait collection with every trait unspecified.
  public convenience init() {
    self.init(
      displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified)
  }

  /// A trait collection with every trait given. A non-finite or negative scale counts as
  /// unspecified (0).
  public init(
    displayScale: CGFloat, layoutDirection: TraitEnvironmentLayoutDirection,
    horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass,
    userInterfaceIdiom: UserInterfaceIdiom, userInterfaceStyle: UserInterfaceStyle = .unspecified,
    preferredContentSizeCategory: ContentSizeCategory = .unspecified
  ) {
    self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// A trait collection that specifies only the display scale.
  public convenience init(displayScale: CGFloat) {
    self.init(
      displayScale: displayScale, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified)
  }

  /// A trait collection that specifies only the layout direction.
  public convenience init(layoutDirection: TraitEnvironmentLayoutDirection) {
    self.init(
      displayScale: 0, layoutDirection: layoutDirection, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified)
  }

  /// A trait collection that specifies only the horizontal size class.
  public convenience init(horizontalSizeClass: UserInterfaceSizeClass) {
    self.init(
      displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified)
  }

  /// A trait collection that specifies only the vertical size class.
  public convenience init(verticalSizeClass: UserInterfaceSizeClass) {
    self.init(
      displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
      verticalSizeClass: verticalSizeClass, userInterfaceIdiom: .unspecified)
  }

  /// A trait collection that specifies only the idiom.
  public convenience init(userInterfaceIdiom: UserInterfaceIdiom) {
    self.init(
      displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
  }

  /// A trait collection that specifies only the appearance.
  public convenience init(userInterfaceStyle: UserInterfaceStyle) {
    self.init(
      displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified,
      userInterfaceStyle: userInterfaceStyle)
  }

  /// A trait collection that specifies only the preferred text size.
  public convenience init(preferredContentSizeCategory: ContentSizeCategory) {
    self.init(
      displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified,
      preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// The traits of `traitCollections` merged: for each trait, the last collection that
  /// specifies it wins.
  public convenience init(traitsFrom traitCollections: [TraitCollection]) {
    var scale: CGFloat = 0
    var direction = TraitEnvironmentLayoutDirection.unspecified
    var horizontal = UserInterfaceSizeClass.unspecified
    var vertical = UserInterfaceSizeClass.unspecified
    var idiom = UserInterfaceIdiom.unspecified
    var style = UserInterfaceStyle.unspecified
    var category = ContentSizeCategory.unspecified
    for traits in traitCollections {
      if traits.displayScale != 0 { scale = traits.displayScale }
      if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
      if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
      if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
      if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
      if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
      if traits.preferredContentSizeCategory != .unspecified {
        category = traits.preferredContentSizeCategory
      }
    }
    self.init(
      displayScale: scale, layoutDirection: direction, horizontalSizeClass: horizontal,
      verticalSizeClass: vertical, userInterfaceIdiom: idiom, userInterfaceStyle: style,
      preferredContentSizeCategory: category)
  }

  /// Whether every trait `trait` specifies has the same value here.
  public func containsTraits(in trait: TraitCollection?) -> Bool {
    guard let trait else { return true }
    return (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
      && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
      && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
      && (trait.preferredContentSizeCategory == .unspecified
        || trait.preferredContentSizeCategory == preferredContentSizeCategory)
  }

  /// Whether dynamic colours may resolve differently in `traitCollection` than here: whether the
  /// appearances differ (`nil` counts as a difference).
  ///
  /// UIKit difference: UIKit also compares the accessibility contrast, the interface level and
  /// the display gamut, which Trellis does not have.
  public func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
    guard let traitCollection else { return true }
    return traitCollection.userInterfaceStyle != userInterfaceStyle
  }

  /// The trait collection `TraitCollection.current` returns inside `performAsCurrent(_:)`.
  @TaskLocal static var performing: TraitCollection?

  /// The trait collection code runs with: the one of the innermost `performAsCurrent(_:)`, or a
  /// collection with every trait unspecified (dynamic colours then resolve as light).
  ///
  /// UIKit difference: UIKit also makes a view's traits current while it lays out and draws;
  /// Trellis does so only in `performAsCurrent(_:)`, and, while it calls
  /// `traitCollectionDidChange(_:)`, with the view's new traits. The value is task-local, so
  /// it is safe to read from any thread, and it cannot be set (UIKit's can): use
  /// `performAsCurrent(_:)`.
  public static var current: TraitCollection { performing ?? TraitCollection() }

  /// Runs `actions` with this trait collection as `TraitCollection.current`, then restores the
  /// previous one.
  public func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
    try Self.$performing.withValue(self, operation: actions)
  }

  /// Whether two trait collections have the same traits.
  public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
    lhs.displayScale == rhs.displayScale && lhs.layoutDirection == rhs.layoutDirection
      && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.userInterfaceStyle == rhs.userInterfaceStyle
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
  }

  /// Hashes the traits.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(displayScale)
    hasher.combine(layoutDirection)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceIdiom)
    hasher.combine(userInterfaceStyle)
    hasher.combine(preferredContentSizeCategory)
  }

  /// The traits, spelled out.
  public var description: String {
    "TraitCollection(displayScale: \(displayScale), layoutDirection: \(layoutDirection), "
      + "horizontalSizeClass: \(horizontalSizeClass), verticalSizeClass: \(verticalSizeClass), "
      + "userInterfaceIdiom: \(userInterfaceIdiom), userInterfaceStyle: \(userInterfaceStyle), "
      + "preferredContentSizeCategory: \(preferredContentSizeCategory.rawValue))"
  }
}
