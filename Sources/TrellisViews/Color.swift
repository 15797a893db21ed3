/// A colour: red, green, blue and alpha components from 0 to 1 (sRGB), as `UIColor` and
/// `CGColor` describe them.
///
/// Views and layers record colours (`backgroundColor`, `shadowColor`, …); nothing is drawn.
/// The classic named colours have UIKit's documented component values.
///
/// UIKit difference: a value type, not a class, and one type for both `UIColor` and `CGColor`
/// (`cgColor` returns the colour itself); no colour spaces other than sRGB, no dynamic (light or
/// dark) colours, no pattern colours.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0 to 1.
  public var red: CGFloat
  /// The green component, 0 to 1.
  public var green: CGFloat
  /// The blue component, 0 to 1.
  public var blue: CGFloat
  /// The opacity, 0 (transparent) to 1 (opaque).
  public var alpha: CGFloat

  /// Creates a colour from its components, each clamped to 0…1 (a NaN component becomes 0).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Self.clamped(red)
    self.green = Self.clamped(green)
    self.blue = Self.clamped(blue)
    self.alpha = Self.clamped(alpha)
  }

  /// Creates a grey: `white` in every colour component.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
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

  /// The same colour with `alpha` replaced.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour as Core Graphics sees it: the colour itself.
  ///
  /// UIKit difference: UIKit returns a separate `CGColor` object.
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

  /// The components, as `rgba(r, g, b, a)`.
  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

  private static func clamped(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

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
