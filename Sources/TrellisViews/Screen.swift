import TrellisText

/// The display views are shown on: its size in points and its scale.
///
/// `Screen.main` describes a 390 × 844-point, 3× phone in portrait (an iPhone 12 to 14) until you
/// change it. Views read the scale from it (`contentScaleFactor`, `traitCollection.displayScale`),
/// so a test can set `Screen.main.scale = 2` and see pixel rounding change.
///
/// UIKit difference: there is no device, so every property is settable; UIKit's are read-only.
/// There is one screen; `Screen.main` is it.
@preconcurrency @MainActor
public final class Screen {
  /// The screen views are shown on.
  public static let main = Screen()

  /// The screen's rectangle in points, origin zero.
  public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Pixels per point. Setting a non-finite or non-positive value changes nothing.
  public var scale: CGFloat = 3 {
    didSet { if !(scale.isFinite && scale > 0) { scale = oldValue } }
  }

  /// The physical pixels per point (differs from `scale` on a few phones that downsample).
  /// Setting a non-finite or non-positive value changes nothing.
  public var nativeScale: CGFloat = 3 {
    didSet { if !(nativeScale.isFinite && nativeScale > 0) { nativeScale = oldValue } }
  }

  /// The screen's rectangle in pixels: `bounds` scaled by `nativeScale`.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
  }

  /// The horizontal size class views on this screen get. The default is `.compact`.
  public var horizontalSizeClass = UserInterfaceSizeClass.compact

  /// The vertical size class views on this screen get. The default is `.regular`.
  public var verticalSizeClass = UserInterfaceSizeClass.regular

  /// The idiom views on this screen get. The default is `.phone`.
  public var userInterfaceIdiom = UserInterfaceIdiom.phone

  /// The appearance views on this screen get unless they override it. The default is `.light`.
  ///
  /// UIKit difference: settable (the user's setting on a device). Changing it is not announced
  /// to views (docs/views.md §2).
  ///
  /// The effective appearance of every view reads it (twice for every cell added to or removed
  /// from a collection view in a scroll), so the runtime exclusivity check is off for it and
  /// for `preferredContentSizeCategory`, as UIKit's Objective-C properties have none: plain
  /// values, each access a single read or write, never `inout`.
  @exclusivity(unchecked) public var userInterfaceStyle = UserInterfaceStyle.light

  /// The preferred text size views on this screen get unless an ancestor overrides it. The
  /// default is `.large`, UIKit's default setting.
  ///
  /// UIKit difference: settable (the user's setting on a device). Changing it is not announced
  /// to views.
  @exclusivity(unchecked) public var preferredContentSizeCategory = ContentSizeCategory.large

  /// The screen's traits: its scale, size classes, idiom, appearance and text size, and the
  /// application's layout direction.
  public var traitCollection: TraitCollection {
    TraitCollection(
      displayScale: scale,
      layoutDirection: TraitEnvironmentLayoutDirection(Application.shared.userInterfaceLayoutDirection),
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      userInterfaceIdiom: userInterfaceIdiom, userInterfaceStyle: userInterfaceStyle,
      preferredContentSizeCategory: preferredContentSizeCategory)
  }

  private init() {}
}
