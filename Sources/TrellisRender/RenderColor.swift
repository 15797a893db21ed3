/// An opaque sRGB colour with 8-bit channels, written as `#rrggbb`.
nonisolated public struct RenderColor: Hashable, Sendable, CustomStringConvertible {
  /// The red channel, 0–255.
  public var red: UInt8
  /// The green channel, 0–255.
  public var green: UInt8
  /// The blue channel, 0–255.
  public var blue: UInt8

  /// Creates a colour from its three channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a colour from a 24-bit value `0xRRGGBB`; higher bits are ignored.
  public init(rgb: UInt32) {
    self.init(red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF))
  }

  /// The colour as lower-case `#rrggbb`.
  public var hexString: String {
    "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue)
  }

  /// The same as `hexString`.
  public var description: String { hexString }

  /// The colour with every channel multiplied by `factor` (clamped to 0…1) and rounded down:
  /// the stroke of a default cell is its fill darkened by 0.7.
  public func darkened(by factor: Double) -> RenderColor {
    let f = factor.isFinite ? Swift.min(Swift.max(factor, 0), 1) : 1
    func scale(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * f).rounded(.down)) }
    return RenderColor(red: scale(red), green: scale(green), blue: scale(blue))
  }

  private static let hexDigits = Array("0123456789abcdef")

  private static func hexByte(_ value: UInt8) -> String {
    String(hexDigits[Int(value >> 4)]) + String(hexDigits[Int(value & 0xF)])
  }
}

extension RenderColor {
  /// White, `#ffffff`.
  public static let white = RenderColor(rgb: 0xFFFFFF)
  /// Black, `#000000`.
  public static let black = RenderColor(rgb: 0x000000)
}
