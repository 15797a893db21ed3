// UIKit's and Quartz Core's names for the headless views, layers, colours, screen, application
// and traits.

/// UIKit's name for `View`, the base of every view: geometry in its `layer`, subviews, layout
/// (`setNeedsLayout()`, `layoutIfNeeded()`, `layoutSubviews()`), autoresizing, layout direction
/// and traits.
///
/// UIKit difference: headless (nothing is drawn); no window, responder chain or gesture
/// recognizers; `UIView.animate(…)` changes the model at once and `AnimationClock.main` plays
/// the recorded animations when the host advances it.
public typealias UIView = View

/// Quartz Core's name for `Layer`, the geometry and appearance record behind a view
/// (`anchorPoint`, `position`, `transform`, `zPosition`, `opacity`, `cornerRadius`, shadows, …).
///
/// UIKit difference: main-actor isolated like the view that owns it; records and draws nothing;
/// no implicit animations.
public typealias CALayer = Layer

/// UIKit's name for `Color`: `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`,
/// `UIColor.black`, the system colours (`.systemBlue`, `.label`, `.systemBackground`, …),
/// `UIColor { traits in … }`, `resolvedColor(with:)`, `withAlphaComponent(_:)`, `cgColor`.
///
/// UIKit difference: a value type; sRGB only, no pattern colours; a dynamic colour used as a
/// plain value is its light resolution.
public typealias UIColor = Color

#if !canImport(CoreGraphics)
/// Core Graphics' colour type: on Linux the same type as `UIColor` (`Color`), so that
/// `layer.shadowColor = UIColor.black.cgColor` compiles and `CGColor(red:green:blue:alpha:)`
/// works.
public typealias CGColor = Color

/// Core Graphics' path type: on Linux the same type as `UIBezierPath` (`BezierPath`), so that
/// `layer.shadowPath = UIBezierPath(roundedRect: r, cornerRadius: 8).cgPath` compiles.
public typealias CGPath = BezierPath
#endif

/// UIKit's name for `Screen`: `UIScreen.main.bounds`, `.scale`, `.nativeScale`.
///
/// UIKit difference: a headless 390 × 844-point 3× screen whose properties are settable.
public typealias UIScreen = Screen

/// UIKit's name for `Application`: `UIApplication.shared.userInterfaceLayoutDirection`.
///
/// UIKit difference: the direction is a setting (default `.leftToRight`), not the user's
/// language; nothing else of `UIApplication` exists.
public typealias UIApplication = Application

/// UIKit's name for `TraitCollection`: `displayScale`, `layoutDirection`, size classes, idiom,
/// `userInterfaceStyle`, `preferredContentSizeCategory`, `current`, `performAsCurrent(_:)`.
///
/// UIKit difference: no accessibility contrast, interface level, display gamut or custom traits.
public typealias UITraitCollection = TraitCollection

/// UIKit's name for `UserInterfaceStyle`: `.unspecified`, `.light`, `.dark`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle

/// UIKit's name for `Event`, the event argument of `hitTest(_:with:)` and `point(inside:with:)`.
///
/// UIKit difference: only a time stamp; no touches are delivered through it.
public typealias UIEvent = Event

/// UIKit's spelling of `View.AnimationOptions` before Swift 4.2 (`UIViewAnimationOptions`);
/// `UIView.AnimationOptions` works directly.
public typealias UIViewAnimationOptions = View.AnimationOptions

/// UIKit's spelling of `View.ContentMode` before Swift 4.2 (`UIViewContentMode`);
/// `UIView.ContentMode` works directly.
public typealias UIViewContentMode = View.ContentMode

/// UIKit's spelling of `View.TintAdjustmentMode` before Swift 4.2
/// (`UIViewTintAdjustmentMode`); `UIView.TintAdjustmentMode` works directly.
public typealias UIViewTintAdjustmentMode = View.TintAdjustmentMode

/// UIKit's name for `AccessibilityTraits` (`view.accessibilityTraits = .button`).
///
/// UIKit difference: the raw values are Trellis's own.
public typealias UIAccessibilityTraits = AccessibilityTraits

/// Core Animation's name for `CornerMask` (`layer.maskedCorners = [.layerMinXMinYCorner]`).
public typealias CACornerMask = CornerMask

/// Core Animation's name for `LayerCornerCurve` (`layer.cornerCurve = .continuous`).
public typealias CALayerCornerCurve = LayerCornerCurve

/// UIKit's name for `BezierPath`: `UIBezierPath(rect:)`, `(roundedRect:cornerRadius:)`,
/// `(ovalIn:)`, `cgPath`, for `layer.shadowPath`.
///
/// UIKit difference: only these three shapes; nothing is drawn.
public typealias UIBezierPath = BezierPath

/// UIKit's name for `UserInterfaceLayoutDirection`: `.leftToRight` or `.rightToLeft`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

/// UIKit's name for `TraitEnvironmentLayoutDirection`, a trait collection's layout direction.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection

/// UIKit's name for `SemanticContentAttribute` (`view.semanticContentAttribute = .forceRightToLeft`).
public typealias UISemanticContentAttribute = SemanticContentAttribute

/// UIKit's name for `UserInterfaceSizeClass`: `.compact`, `.regular`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass

/// UIKit's name for `UserInterfaceIdiom`: `.phone`, `.pad`, ….
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom

/// UIKit's spelling of `View.AutoresizingMask` before Swift 4.2 (`UIViewAutoresizing`);
/// `UIView.AutoresizingMask` works directly.
///
/// UIKit difference: UIKit's Swift overlay renamed it; Trellis keeps the old name for old code.
public typealias UIViewAutoresizing = View.AutoresizingMask
