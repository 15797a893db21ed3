import Foundation

/// A colour: red, green, blue and alpha components from 0 to 1 (sRGB), as `UIColor` and
/// `CGColor` describe them, or a dynamic colour that picks its components from a trait
/// collection (light or dark appearance).
///
/// Views and layers record colours (`backgroundColor`, `shadowColor`, …); nothing is drawn.
/// The classic named colours have UIKit's documented component values; the system and semantic
/// colours (`systemBlue`, `label`, `systemBackground`, …) are dynamic and resolve to the light
/// and dark values listed in docs/views.md §1.
///
/// A dynamic colour used as a plain value — its `red`, `green`, `blue` and `alpha`, `cgColor`,
/// `description`, `==` and `hash(into:)` — is its resolution for the light appearance. Resolve it
/// for other traits with `resolvedColor(with:)`; a view resolves its `backgroundColor` with its
/// own `traitCollection` and again when the traits change.
///
/// UIKit difference: a value type, not a class, and one type for both `UIColor` and `CGColor`
/// (`cgColor` returns the colour itself, resolved for the light appearance); no colour spaces
/// other than sRGB (Display P3 components are stored as given), no pattern colours. Two colours
/// are equal when their light resolutions are, so `Color.label == Color.black`, where UIKit
/// compares a dynamic colour by identity.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0 to 1 (for a dynamic colour, its light resolution's).
  public private(set) var red: CGFloat
  /// The green component, 0 to 1 (for a dynamic colour, its light resolution's).
  public private(set) var green: CGFloat
  /// The blue component, 0 to 1 (for a dynamic colour, its light resolution's).
  public private(set) var blue: CGFloat
  /// The opacity, 0 (transparent) to 1 (opaque) (for a dynamic colour, its light resolution's).
  public private(set) var alpha: CGFloat
  /// The provider of a dynamic colour, or `nil` for a plain one.
  private var provider: DynamicColorProvider?

  /// Creates a colour from its components, each clamped to 0…1 (a NaN component becomes 0).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Self.clamped(red)
    self.green = Self.clamped(green)
    self.blue = Self.clamped(blue)
    self.alpha = Self.clamped(alpha)
    self.provider = nil
  }

  /// Creates a grey: `white` in every colour component.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from Display P3 components, each clamped to 0…1.
  ///
  /// UIKit difference: Trellis has only one colour space, so the components are stored as given,
  /// without conversion to sRGB (docs/views.md §1).
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a colour from a Core Graphics colour: on Linux `CGColor` is `Color`, so this is the
  /// colour itself (a dynamic colour stays dynamic).
  public init(cgColor: Color) {
    self = cgColor
  }

  /// Creates a dynamic colour: `provider` gives the colour for a trait collection; it is called
  /// whenever the colour is resolved (`resolvedColor(with:)`), and once with light traits when the
  /// colour is created, for the plain-value components.
  ///
  /// A provider that returns a dynamic colour is resolved again, at most eight levels deep.
  public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
    let box = DynamicColorProvider(provider)
    let light = box.resolve(Self.lightTraits, depth: 0)
    self.red = light.red
    self.green = light.green
    self.blue = light.blue
    self.alpha = light.alpha
    self.provider = box
  }

  /// Creates a colour from hue, saturation and brightness (HSB), each 0 to 1.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = Self.clamped(hue) * 6
    let s = Self.clamped(saturation)
    let v = Self.clamped(brightness)
    let sector = min(Int(h.rounded(.down)), 5)
    let f = h - CGFloat(sector)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// Whether the colour is dynamic (made with `init(dynamicProvider:)`, a system colour, or
  /// derived from one with `withAlphaComponent(_:)`).
  ///
  /// Trellis addition; UIKit has no such property.
  public var isDynamic: Bool { provider != nil }

  /// The colour for `traitCollection`: a plain colour is itself; a dynamic colour asks its
  /// provider. The result is a plain colour.
  public func resolvedColor(with traitCollection: TraitCollection) -> Color {
    guard let provider else { return self }
    return provider.resolve(traitCollection, depth: 0)
  }

  /// The same colour with `alpha` replaced; a dynamic colour stays dynamic (each resolution gets
  /// `alpha`).
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    guard provider != nil else { return Color(red: red, green: green, blue: blue, alpha: alpha) }
    let base = self
    return Color(dynamicProvider: { traits in
      base.resolvedColor(with: traits).withAlphaComponent(alpha)
    })
  }

  /// The colour as Core Graphics sees it: the colour itself.
  ///
  /// UIKit difference: UIKit returns a separate `CGColor` object, resolved with
  /// `TraitCollection.current`; Trellis returns the colour, whose plain-value components are its
  /// light resolution.
  public var cgColor: Color { self }

  /// Writes the components through the pointers that are not `nil`, as UIKit's
  /// `getRed(_:green:blue:alpha:)` does, and returns `true` (every Trellis colour is RGB).
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Writes the grey level and opacity through the pointers that are not `nil` and returns
  /// `true` when the colour is a grey (its three colour components are equal); returns `false`
  /// and writes nothing otherwise.
  ///
  /// UIKit difference: UIKit converts any colour of a compatible colour space to greyscale;
  /// Trellis converts only greys, so no weighting of the components is invented.
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool
  {
    guard red == green, green == blue else { return false }
    white?.pointee = red
    alpha?.pointee = self.alpha
    return true
  }

  /// Writes hue, saturation, brightness (each 0 to 1, the HSB model `init(hue:saturation:
  /// brightness:alpha:)` uses) and opacity through the pointers that are not `nil`; returns
  /// `true`. A grey has hue 0 and saturation 0; black has brightness 0.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let maximum = max(red, green, blue)
    let minimum = min(red, green, blue)
    let chroma = maximum - minimum
    var h: CGFloat = 0
    if chroma > 0 {
      if maximum == red {
        h = (green - blue) / chroma
        if h < 0 { h += 6 }
      } else if maximum == green {
        h = (blue - red) / chroma + 2
      } else {
        h = (red - green) / chroma + 4
      }
      h /= 6
    }
    hue?.pointee = h
    saturation?.pointee = maximum > 0 ? chroma / maximum : 0
    brightness?.pointee = maximum
    alpha?.pointee = self.alpha
    return true
  }

  /// The components, as `rgba(r, g, b, a)` (a dynamic colour's light resolution).
  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

  /// Whether the two colours' (light-resolved) components are equal.
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  /// Hashes the (light-resolved) components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  private static func clamped(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// The traits a dynamic colour's plain value is resolved with.
  static let lightTraits = TraitCollection(userInterfaceStyle: .light)

  /// Black: grey level 0.
  public static let black = Color(white: 0, alpha: 1)
  /// Dark grey: grey level 1/3.
  public static let darkGray = Color(white: 1.0 / 3.0, alpha: 1)
  /// Light grey: grey level 2/3.
  public static let lightGray = Color(white: 2.0 / 3.0, alpha: 1)
  /// White: grey level 1.
  public static let white = Color(white: 1, alpha: 1)
  /// Grey: grey level 0.5.
  public static let gray = Color(white: 0.5, alpha: 1)
  /// Red: RGB (1, 0, 0).
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green: RGB (0, 1, 0).
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue: RGB (0, 0, 1).
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan: RGB (0, 1, 1).
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow: RGB (1, 1, 0).
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta: RGB (1, 0, 1).
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange: RGB (1, 0.5, 0).
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple: RGB (0.5, 0, 0.5).
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown: RGB (0.6, 0.4, 0.2).
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Clear: grey level 0 with alpha 0.
  public static let clear = Color(white: 0, alpha: 0)
}

/// The provider of a dynamic colour, in a box so that `Color` stays a small value.
final class DynamicColorProvider: Sendable {
  let body: @Sendable (TraitCollection) -> Color

  init(_ body: @escaping @Sendable (TraitCollection) -> Color) {
    self.body = body
  }

  /// The plain colour for `traits`, resolving dynamic colours the provider returns up to eight
  /// levels deep (deeper ones count as their stored light components).
  func resolve(_ traits: TraitCollection, depth: Int) -> Color {
    let color = body(traits)
    guard let next = color.dynamicProvider, depth < 8 else { return color.plain }
    return next.resolve(traits, depth: depth + 1)
  }
}

extension Color {
  /// The dynamic provider, for `DynamicColorProvider.resolve`.
  fileprivate var dynamicProvider: DynamicColorProvider? { provider }

  /// The stored components as a plain colour.
  fileprivate var plain: Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}
