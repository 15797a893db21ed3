// UIKit's and Quartz Core's names for the headless views, layers, colours, screen, application
// and traits.

/// UIKit's name for `View`, the base of every view: geometry in its `layer`, subviews, layout
/// (`setNeedsLayout()`, `layoutIfNeeded()`, `layoutSubviews()`), autoresizing, layout direction
/// and traits.
///
/// UIKit difference: headless (nothing is drawn); no window, responder chain, gesture
/// recognizers, Auto Layout or animations.
public typealias UIView = View

/// Quartz Core's name for `Layer`, the geometry and appearance record behind a view
/// (`anchorPoint`, `position`, `transform`, `zPosition`, `opacity`, `cornerRadius`, shadows, …).
///
/// UIKit difference: main-actor isolated like the view that owns it; records and draws nothing.
public typealias CALayer = Layer

/// UIKit's name for `Color`: `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`,
/// `UIColor.black`, `withAlphaComponent(_:)`, `cgColor`.
///
/// UIKit difference: a value type; sRGB only, no dynamic or pattern colours.
public typealias UIColor = Color

#if !canImport(CoreGraphics)
/// Core Graphics' colour type: on Linux the same type as `UIColor` (`Color`), so that
/// `layer.shadowColor = UIColor.black.cgColor` compiles and `CGColor(red:green:blue:alpha:)`
/// works.
public typealias CGColor = Color
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

/// UIKit's name for `TraitCollection`: `displayScale`, `layoutDirection`, size classes, idiom.
///
/// UIKit difference: no appearance, content size category or custom traits.
public typealias UITraitCollection = TraitCollection

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
