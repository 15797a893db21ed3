import ArgumentParser

/// A number given on the command line.
///
/// Parsed leniently (any decimal, `nan`, `inf`, negative values too), so that each command can
/// say which range it accepts instead of a generic parse error; the command's `validate()`
/// then checks it with `check(_:in:whole:)`.
struct CLINumber: ExpressibleByArgument, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  CustomStringConvertible, Sendable, Equatable
{
  /// The number as typed.
  var value: Double

  init?(argument: String) {
    guard let value = Double(argument) else { return nil }
    self.value = value
  }

  init(_ value: Double) {
    self.value = value
  }

  init(integerLiteral value: Int) {
    self.value = Double(value)
  }

  init(floatLiteral value: Double) {
    self.value = value
  }

  var description: String { Self.format(value) }

  var defaultValueDescription: String { description }

  /// The value as a whole number; call only after `check(_:in:whole: true)`.
  var int: Int { Int(value) }

  /// Checks that the value is finite, within `range` and, with `whole`, a whole number.
  ///
  /// - Throws: `ValidationError` "--width must be a number from 1 to 100000, got 1e+19." or
  ///   "--items must be a whole number from 0 to 10000000, got nan.".
  @discardableResult
  func check(_ option: String, in range: ClosedRange<Double>, whole: Bool = false) throws -> Double {
    guard value.isFinite, range.contains(value), !whole || value == value.rounded() else {
      throw ValidationError(
        "\(option) must be a \(whole ? "whole " : "")number from \(Self.format(range.lowerBound)) to "
          + "\(Self.format(range.upperBound)), got \(self).")
    }
    return value
  }

  /// A number as people write it: "1000", "0.5", "1e+19", "nan", "inf", "-inf".
  static func format(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
