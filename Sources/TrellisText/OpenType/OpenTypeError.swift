/// Why font data could not be read.
///
/// Every read from font data is bounds-checked (see `FontDataReader`): malformed or truncated
/// data gives one of these errors, never a trap.
public enum OpenTypeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A read of `length` bytes at `offset` ran past the end of the data (`available` bytes) while
  /// reading `context`.
  case truncated(context: String, offset: Int, length: Int, available: Int)
  /// The data does not start with an OpenType or TrueType signature (`0x00010000`, `OTTO` or
  /// `true`); `found` is the first four bytes as a number.
  case unrecognizedSignature(found: UInt32)
  /// A table the reader needs is absent from the table directory.
  case missingTable(String)
  /// A table's directory entry points outside the data.
  case tableOutOfBounds(tag: String, offset: Int, length: Int, available: Int)
  /// A table uses a version or format this reader does not read.
  case unsupportedFormat(context: String, format: Int)
  /// A value in a table is impossible (for example a `unitsPerEm` of 0, or unsorted segments).
  case invalidValue(context: String, value: Int)
  /// The font has no `cmap` subtable for Unicode that this reader supports (format 4 or 12 for
  /// platform 0, or platform 3 encodings 1 and 10).
  case noUnicodeCharacterMap

  /// A sentence saying what is wrong, for logs and test failures.
  public var description: String {
    switch self {
    case .truncated(let context, let offset, let length, let available):
      return "font data truncated: \(context) needs \(length) bytes at offset \(offset), "
        + "but only \(available) bytes are available"
    case .unrecognizedSignature(let found):
      return "not an OpenType font: signature 0x\(String(found, radix: 16))"
    case .missingTable(let tag):
      return "font has no '\(tag)' table"
    case .tableOutOfBounds(let tag, let offset, let length, let available):
      return "table '\(tag)' (offset \(offset), length \(length)) lies outside the \(available) bytes of data"
    case .unsupportedFormat(let context, let format):
      return "\(context): unsupported format \(format)"
    case .invalidValue(let context, let value):
      return "\(context): invalid value \(value)"
    case .noUnicodeCharacterMap:
      return "font has no Unicode cmap subtable in format 4 or 12"
    }
  }
}
