import SwiftParser
import SwiftSyntax

/// One file being ported: its original text and syntax tree, the edits made to it and the
/// messages about it.
final class PortFile {
  /// The file's path as reported.
  let path: String
  /// The original text, as UTF-8 bytes.
  let source: [UInt8]
  /// The original syntax tree.
  let tree: SourceFileSyntax
  /// Line numbers of the original tree.
  let converter: SourceLocationConverter
  /// The edits made so far.
  var edits = SourceEdits()
  /// Whether the port calls `optionalRequirement` or `optionalRequirementNotImplemented`,
  /// which TrellisUIKit declares.
  var usesOptionalRequirementHelper = false
  /// Whether the file needs `import TrellisUIKit` for another reason: it imported nothing (a
  /// library that relied on an umbrella header), or its port writes Trellis names
  /// (`UIAction`, `ClockTimer`) in a file that does not import TrellisUIKit.
  var needsTrellisUIKit = false
  /// The messages so far, in the order they were made, with the node each is about.
  private var messages: [(message: PortDiagnostic, node: SyntaxIdentifier)] = []

  /// Parses `text`.
  init(path: String, text: String) {
    self.path = path
    self.source = Array(text.utf8)
    self.tree = Parser.parse(source: text)
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  /// The ported text: the original with every edit applied.
  var portedText: String { edits.render(0..<source.count, in: source) }

  // MARK: Messages

  /// The 1-based line where `node` starts (after its leading trivia).
  func line(of node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter, afterLeadingTrivia: true).line
  }

  /// Records a rewrite at `node`'s line.
  func rewrote(_ node: some SyntaxProtocol, _ text: String) {
    record(node, .rewrite, text)
  }

  /// Records a note at `node`'s line.
  func note(_ node: some SyntaxProtocol, _ text: String) {
    record(node, .note, text)
  }

  /// Records a construct that could not be ported, at `node`'s line.
  func notPorted(_ node: some SyntaxProtocol, _ text: String) {
    record(node, .notPorted, text)
  }

  private func record(_ node: some SyntaxProtocol, _ kind: PortDiagnostic.Kind, _ text: String) {
    messages.append((PortDiagnostic(path: path, line: line(of: node), kind: kind, text: text), node.id))
  }

  /// Withdraws the messages about `node`, whose rewrite a later one replaced.
  func withdrawMessages(about node: some SyntaxProtocol) {
    messages.removeAll { $0.node == node.id }
  }

  /// The messages, by line; messages on one line keep the order they were made in.
  var sortedMessages: [PortDiagnostic] {
    messages.enumerated().sorted {
      $0.element.message.line != $1.element.message.line
        ? $0.element.message.line < $1.element.message.line : $0.offset < $1.offset
    }
    .map(\.element.message)
  }

  // MARK: Text

  /// The byte range of `node` without its leading and trailing trivia.
  func trimmedRange(_ node: some SyntaxProtocol) -> Range<Int> {
    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
  }

  /// The byte range of `node` with its trivia.
  func fullRange(_ node: some SyntaxProtocol) -> Range<Int> {
    node.position.utf8Offset..<node.endPosition.utf8Offset
  }

  /// The text of `range` with the edits made so far inside it (insertions at its end only if
  /// `insertionsAtEnd`).
  func render(_ range: Range<Int>, insertionsAtEnd: Bool = true) -> String {
    edits.render(range, in: source, insertionsAtEnd: insertionsAtEnd)
  }

  /// The original text of `range`.
  func original(_ range: Range<Int>) -> String {
    String(decoding: source[range], as: UTF8.self)
  }

  /// The whitespace at the start of the line that contains `offset`.
  func indentation(ofLineAt offset: Int) -> String {
    var start = offset
    while start > 0 && source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < source.count && (source[end] == UInt8(ascii: " ") || source[end] == UInt8(ascii: "\t")) {
      end += 1
    }
    return String(decoding: source[start..<end], as: UTF8.self)
  }

  /// The range that removes `node` together with the line break before it, so that the lines
  /// around it close up; comments in its leading trivia stay. For a node on the first line of
  /// the file, the line break after it goes instead.
  func lineRemovalRange(_ node: some SyntaxProtocol) -> Range<Int> {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = node.endPosition.utf8Offset
    var lineStart = start
    while lineStart > 0
      && (source[lineStart - 1] == UInt8(ascii: " ") || source[lineStart - 1] == UInt8(ascii: "\t"))
    {
      lineStart -= 1
    }
    if lineStart > 0 && source[lineStart - 1] == UInt8(ascii: "\n") {
      let crlf = lineStart > 1 && source[lineStart - 2] == UInt8(ascii: "\r")
      return (lineStart - (crlf ? 2 : 1))..<end
    }
    // First line: take the line break that follows instead (and a "\r" before it).
    if end < source.count && source[end] == UInt8(ascii: "\r") { end += 1 }
    if end < source.count && source[end] == UInt8(ascii: "\n") { end += 1 }
    return lineStart..<end
  }
}
