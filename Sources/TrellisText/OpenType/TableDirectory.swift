/// The table directory at the start of an OpenType file: where each table lies.
///
/// Layout (OpenType spec, "Organization of an OpenType font"; summarised in docs/text.md §2):
/// `sfntVersion` (uint32), `numTables` (uint16), three search hints (uint16 each), then
/// `numTables` records of tag (4 bytes), checksum, offset and length (uint32 each).
struct TableDirectory: Sendable {
  /// Table tag → (offset, length) in the file; checked to lie inside the data.
  private(set) var tables: [String: (offset: Int, length: Int)] = [:]

  /// Reads the directory and checks that every table lies inside the data.
  init(_ data: FontDataReader) throws(OpenTypeError) {
    let signature = try data.uint32(at: 0)
    // 0x00010000: TrueType outlines; 'OTTO': CFF outlines; 'true': Apple TrueType.
    guard signature == 0x0001_0000 || signature == 0x4F54_544F || signature == 0x7472_7565 else {
      throw .unrecognizedSignature(found: signature)
    }
    let numTables = Int(try data.uint16(at: 4))
    for index in 0..<numTables {
      let record = 12 + 16 * index
      let tag = try data.tag(at: record)
      let offset = Int(try data.uint32(at: record + 8))
      let length = Int(try data.uint32(at: record + 12))
      guard offset <= data.count, length <= data.count - offset else {
        throw .tableOutOfBounds(tag: tag, offset: offset, length: length, available: data.count)
      }
      // The first record of a tag wins, deterministically, should a file repeat one.
      if tables[tag] == nil { tables[tag] = (offset, length) }
    }
  }

  /// A reader over table `tag`, or nil when the font has no such table.
  func table(_ tag: String, in data: FontDataReader) throws(OpenTypeError) -> FontDataReader? {
    guard let entry = tables[tag] else { return nil }
    return try data.subreader(at: entry.offset, length: entry.length, context: "'\(tag)' table")
  }

  /// A reader over table `tag`; throws ``OpenTypeError/missingTable(_:)`` when it is absent.
  func requiredTable(_ tag: String, in data: FontDataReader) throws(OpenTypeError) -> FontDataReader {
    guard let table = try table(tag, in: data) else { throw .missingTable(tag) }
    return table
  }
}
