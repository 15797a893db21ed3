/// One line of `trellis port`'s report: a rewrite it made, or a construct it could not port
/// and why.
public struct PortDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What the message reports.
  public enum Kind: Sendable, Hashable {
    /// A rewrite the tool made.
    case rewrite
    /// A rewrite that compiles but where behaviour may differ from UIKit, or something the
    /// reader should check.
    case note
    /// A construct the tool left as it was, because it cannot port it; the text gives the
    /// reason and what to do by hand.
    case notPorted
  }

  /// The file, as the user named it (the given path, or the given directory joined with the
  /// file's path inside it).
  public let path: String
  /// The 1-based line in the input file.
  public let line: Int
  /// What the message reports.
  public let kind: Kind
  /// What was rewritten, or what could not be ported and why.
  public let text: String

  /// Creates a message.
  public init(path: String, line: Int, kind: Kind, text: String) {
    self.path = path
    self.line = line
    self.kind = kind
    self.text = text
  }

  /// `path:line: text`, with `note: ` or `warning: not ported: ` before the text as a compiler
  /// would print it, so that editors can jump to the line.
  public var description: String {
    switch kind {
    case .rewrite: "\(path):\(line): \(text)"
    case .note: "\(path):\(line): note: \(text)"
    case .notPorted: "\(path):\(line): warning: not ported: \(text)"
    }
  }
}
