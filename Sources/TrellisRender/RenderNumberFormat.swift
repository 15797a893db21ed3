/// The fixed, locale-independent way TrellisRender writes numbers into SVG, HTML and JSON.
///
/// A value is rounded to at most two decimals (half away from zero, on the value times 100),
/// trailing zeros and a trailing point are trimmed, and a result that rounds to zero is written
/// `0` (never `-0`). No exponent is ever used, so every SVG and JSON reader accepts the text,
/// and no locale is consulted: the decimal separator is always `.`.
///
/// Examples: `1.0` → `1`, `2.5` → `2.5`, `0.125` → `0.13`, `-0.004` → `0`, `1e6` → `1000000`.
///
/// The linear part of a transform matrix (a, b, c, d) multiplies content coordinates, so its
/// rounding error grows with them; the renderers write those four entries with
/// `matrixDigits` (6) decimals instead, which keeps the drawn error below 0.01 pt up to
/// coordinates of 10,000 and below a point up to a million.
///
/// Non-finite values are written `0`; the renderers skip elements with non-finite geometry
/// before they get here, so this is only a guard against a crash on bad input.
nonisolated public enum RenderNumberFormat {
  /// The largest magnitude written exactly; larger values are clamped to it (±1e12 points is far
  /// beyond any real content and keeps `value · 10^6` inside `Int64`).
  public static let maximumMagnitude: Double = 1e12

  /// The number of decimals of the linear entries (a, b, c, d) of transform matrices.
  public static let matrixDigits = 6

  /// `value` written with at most two decimals, trailing zeros trimmed, `-0` normalised to `0`.
  public static func string(_ value: Double) -> String {
    string(value, fractionDigits: 2)
  }

  /// `value` written as `string(_:)` writes a `Double`.
  public static func string(_ value: CGFloat) -> String { string(Double(value), fractionDigits: 2) }

  /// `value` rounded half away from zero to at most `fractionDigits` decimals (clamped to
  /// 0…6), trailing zeros trimmed, `-0` normalised to `0`, never in exponent form.
  public static func string(_ value: Double, fractionDigits: Int) -> String {
    guard value.isFinite else { return "0" }
    let digits = Swift.min(Swift.max(fractionDigits, 0), 6)
    var scale: Int64 = 1
    for _ in 0..<digits { scale *= 10 }
    let clamped = Swift.min(Swift.max(value, -maximumMagnitude), maximumMagnitude)
    let scaled = Int64((clamped * Double(scale)).rounded(.toNearestOrAwayFromZero))
    if scaled == 0 { return "0" }
    let magnitude = scaled.magnitude
    let whole = magnitude / UInt64(scale)
    var fraction = magnitude % UInt64(scale)
    var text = scaled < 0 ? "-" : ""
    text += String(whole)
    if fraction != 0 {
      var width = digits
      while fraction % 10 == 0 {
        fraction /= 10
        width -= 1
      }
      let fractionText = String(fraction)
      text += "." + String(repeating: "0", count: width - fractionText.count) + fractionText
    }
    return text
  }
}
