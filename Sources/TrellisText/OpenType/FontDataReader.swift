/// Big-endian reads from a slice of font data, every one bounds-checked.
///
/// A reader covers `base ..< end` of `bytes`; offsets passed to its methods are relative to
/// `base`, as OpenType offsets are relative to the start of their table or subtable. A read that
/// would leave the slice throws ``OpenTypeError/truncated(context:offset:length:available:)``.
struct FontDataReader: Sendable {
  let bytes: [UInt8]
  let base: Int
  let end: Int
  /// What is being read, for error messages (a table tag, a subtable name).
  let context: String

  /// A reader over all of `bytes`.
  init(bytes: [UInt8], context: String) {
    self.bytes = bytes
    self.base = 0
    self.end = bytes.count
    self.context = context
  }

  private init(bytes: [UInt8], base: Int, end: Int, context: String) {
    self.bytes = bytes
    self.base = base
    self.end = end
    self.context = context
  }

  /// The number of bytes this reader covers.
  var count: Int { end - base }

  /// Throws unless `length` bytes at `offset` are inside the slice; returns the absolute index.
  private func check(_ offset: Int, _ length: Int) throws(OpenTypeError) -> Int {
    guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
      throw .truncated(context: context, offset: offset, length: length, available: count)
    }
    return base + offset
  }

  func uint8(at offset: Int) throws(OpenTypeError) -> UInt8 {
    bytes[try check(offset, 1)]
  }

  func uint16(at offset: Int) throws(OpenTypeError) -> UInt16 {
    let i = try check(offset, 2)
    return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
  }

  func int16(at offset: Int) throws(OpenTypeError) -> Int16 {
    Int16(bitPattern: try uint16(at: offset))
  }

  func uint32(at offset: Int) throws(OpenTypeError) -> UInt32 {
    let i = try check(offset, 4)
    return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8
      | UInt32(bytes[i + 3])
  }

  /// A four-character tag (`'cmap'`), with bytes outside printable ASCII shown as `?`.
  func tag(at offset: Int) throws(OpenTypeError) -> String {
    let i = try check(offset, 4)
    let scalars = bytes[i..<i + 4].map { $0 >= 0x20 && $0 < 0x7F ? Character(Unicode.Scalar($0)) : "?" }
    return String(scalars)
  }

  /// A reader over `length` bytes at `offset` (or everything from `offset` to the end when
  /// `length` is nil), named `context`; throws a truncation error named `context` when those
  /// bytes are not all inside this reader.
  func subreader(at offset: Int, length: Int? = nil, context: String) throws(OpenTypeError) -> FontDataReader
  {
    let length = length ?? max(0, count - offset)
    guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
      // Named after what was to be read there, which says more than the enclosing table.
      throw .truncated(context: context, offset: offset, length: length, available: count)
    }
    let start = base + offset
    return FontDataReader(bytes: bytes, base: start, end: start + length, context: context)
  }
}
