/// The `name` table's family (IDs 1 and 16), full (4) and PostScript (6) names, for Windows Unicode (platform 3, encoding 1 or 10; English US
/// preferred) or, failing that, Macintosh Roman (platform 1, encoding 0; read as Latin-1, exact
/// for ASCII names).
struct NameTable: Sendable {
  private var strings: [Int: String] = [:]

  init() {}

  init(_ table: FontDataReader) throws(OpenTypeError) {
    let count = Int(try table.uint16(at: 2))
    let storage = Int(try table.uint16(at: 4))
    var ranks: [Int: Int] = [:]
    for index in 0..<count {
      let record = 6 + 12 * index
      let platform = try table.uint16(at: record)
      let encoding = try table.uint16(at: record + 2)
      let language = try table.uint16(at: record + 4)
      let nameID = Int(try table.uint16(at: record + 6))
      let length = Int(try table.uint16(at: record + 8))
      let offset = Int(try table.uint16(at: record + 10))
      // Only the names Trellis reports are decoded.
      guard [1, 4, 6, 16].contains(nameID) else { continue }
      let rank: Int
      if platform == 3, encoding == 1 || encoding == 10 {
        rank = language == 0x409 ? 0 : 1
      } else if platform == 1, encoding == 0 {
        rank = language == 0 ? 2 : 3
      } else {
        continue
      }
      if let existing = ranks[nameID], existing <= rank { continue }
      let bytes = try table.subreader(at: storage + offset, length: length, context: "name record \(index)")
      var text = ""
      if platform == 3 {
        var units: [UInt16] = []
        for unit in 0..<length / 2 { units.append(try bytes.uint16(at: 2 * unit)) }
        text = String(decoding: units, as: UTF16.self)
      } else {
        for byte in 0..<length { text.unicodeScalars.append(Unicode.Scalar(try bytes.uint8(at: byte))) }
      }
      strings[nameID] = text
      ranks[nameID] = rank
    }
  }

  /// The string for `nameID`, or nil.
  func string(_ nameID: Int) -> String? { strings[nameID] }
}
