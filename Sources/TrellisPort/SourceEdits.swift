/// Text edits to one source file, in UTF-8 byte offsets of the original text.
///
/// Every rewrite of `trellis port` is an edit of the original bytes, so everything outside the
/// edits (comments, blank lines, formatting) stays byte for byte as it was. An edit that builds
/// its text from a region with edits inside it renders that region first (`render(_:in:)`) and
/// then replaces it: the edits inside are absorbed into the new one.
struct SourceEdits {
  /// One edit: replace `range` (empty for an insertion) with `text`.
  struct Edit {
    var range: Range<Int>
    var text: String
    /// The order the edit was added in; insertions at one offset keep this order.
    var order: Int
  }

  private(set) var edits: [Edit] = []
  private var nextOrder = 0

  /// Whether no edit has been made.
  var isEmpty: Bool { edits.isEmpty }

  /// Inserts `text` at `offset`, after earlier insertions at the same offset, or before them
  /// when `beforeOthers` (a new line above a declaration that other edits begin with).
  ///
  /// - Returns: `false`, and changes nothing, when `offset` lies inside text that another edit
  ///   replaced.
  @discardableResult
  mutating func insert(_ text: String, at offset: Int, beforeOthers: Bool = false) -> Bool {
    if edits.contains(where: {
      !$0.range.isEmpty && $0.range.lowerBound < offset && offset < $0.range.upperBound
    }) {
      return false  // inside text that another edit already replaced
    }
    let order = beforeOthers ? (edits.map(\.order).min() ?? 0) - 1 : nextOrder
    edits.append(Edit(range: offset..<offset, text: text, order: order))
    nextOrder += 1
    return true
  }

  /// Replaces `range` with `text`, absorbing the edits inside `range` (insertions at either end
  /// included), whose effect `text` is expected to contain.
  ///
  /// - Returns: `false`, and changes nothing, when `range` lies inside an earlier replacement
  ///   or overlaps one partly.
  @discardableResult
  mutating func replace(_ range: Range<Int>, with text: String) -> Bool {
    for edit in edits where !edit.range.isEmpty {
      let inside = range.lowerBound >= edit.range.lowerBound && range.upperBound <= edit.range.upperBound
      let contains = edit.range.lowerBound >= range.lowerBound && edit.range.upperBound <= range.upperBound
      let disjoint = edit.range.upperBound <= range.lowerBound || range.upperBound <= edit.range.lowerBound
      if inside || !(contains || disjoint) { return false }
    }
    edits.removeAll { $0.range.lowerBound >= range.lowerBound && $0.range.upperBound <= range.upperBound }
    edits.append(Edit(range: range, text: text, order: nextOrder))
    nextOrder += 1
    return true
  }

  /// The text of `range` of `source` with the edits inside it applied (insertions at its start
  /// included, and at its end unless `insertionsAtEnd` is `false`).
  func render(_ range: Range<Int>, in source: [UInt8], insertionsAtEnd: Bool = true) -> String {
    let inside = edits.filter {
      $0.range.lowerBound >= range.lowerBound && $0.range.upperBound <= range.upperBound
        && (insertionsAtEnd
          || !($0.range.isEmpty && $0.range.lowerBound == range.upperBound && !range.isEmpty))
    }
    .sorted {
      if $0.range.lowerBound != $1.range.lowerBound { return $0.range.lowerBound < $1.range.lowerBound }
      // At one offset: insertions first (in the order they were added), then the replacement.
      if $0.range.isEmpty != $1.range.isEmpty { return $0.range.isEmpty }
      return $0.order < $1.order
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count)
    var cursor = range.lowerBound
    for edit in inside {
      bytes.append(contentsOf: source[cursor..<edit.range.lowerBound])
      bytes.append(contentsOf: Array(edit.text.utf8))
      cursor = edit.range.upperBound
    }
    bytes.append(contentsOf: source[cursor..<range.upperBound])
    return String(decoding: bytes, as: UTF8.self)
  }
}
