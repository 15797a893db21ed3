/// A JSON value (RFC 8259) with the line and column where it starts, so that errors in a
/// gesture script can point at the character that is wrong.
///
/// Lines and columns count from 1; a column counts Unicode scalars, so a tab or an accented
/// letter is one column.
nonisolated struct LocatedJSON {
  /// A value of one of JSON's six kinds.
  enum Value {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LocatedJSON])
    /// The members in document order; a key given twice keeps both (lookups take the last).
    case object([(key: String, value: LocatedJSON)])
  }

  /// The value.
  let value: Value
  /// The line of the value's first character.
  let line: Int
  /// The column of the value's first character.
  let column: Int

  /// "line L, column C".
  var position: String { "line \(line), column \(column)" }

  /// The member `key` of an object (the last one when the key is repeated); `nil` for a
  /// missing key or a value that is not an object.
  subscript(key: String) -> LocatedJSON? {
    guard case .object(let members) = value else { return nil }
    return members.last { $0.key == key }?.value
  }

  /// What kind of value this is, as a person would say it: "a number", "a string", ….
  var kindName: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// A syntax error: what was expected and where.
  struct SyntaxError: Error, Equatable {
    let message: String
    let line: Int
    let column: Int

    /// "line L, column C: MESSAGE".
    var description: String { "line \(line), column \(column): \(message)" }
  }

  /// The deepest nesting of arrays and objects accepted (a guard against stack exhaustion).
  static let maximumDepth = 100

  /// Parses `text` as one JSON value surrounded by optional whitespace.
  ///
  /// - Throws: `SyntaxError` at the first character that cannot be part of a JSON text.
  static func parse(_ text: String) throws(SyntaxError) -> LocatedJSON {
    var parser = Parser(scalars: Array(text.unicodeScalars))
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.scalars.count else {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
    }
    return value
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1

    init(scalars: [Unicode.Scalar]) {
      self.scalars = scalars
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func error(_ message: String) -> SyntaxError {
      SyntaxError(message: message, line: line, column: column)
    }

    func describeCurrent() -> String {
      guard let scalar = current else { return "end of text" }
      if scalar.value < 0x20 || scalar.value == 0x7F {
        return "control character U+" + String(scalar.value, radix: 16, uppercase: true)
      }
      return "character '\(Character(scalar))'"
    }

    mutating func advance() {
      if current == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }

    mutating func skipWhitespace() {
      while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        advance()
      }
    }

    mutating func parseValue(depth: Int) throws(SyntaxError) -> LocatedJSON {
      let (startLine, startColumn) = (line, column)
      func located(_ value: Value) -> LocatedJSON {
        LocatedJSON(value: value, line: startLine, column: startColumn)
      }
      guard let scalar = current else { throw error("expected a value, found the end of text") }
      switch scalar {
      case "{":
        guard depth < LocatedJSON.maximumDepth else {
          throw error("nested more than \(LocatedJSON.maximumDepth) deep")
        }
        return located(.object(try parseObject(depth: depth + 1)))
      case "[":
        guard depth < LocatedJSON.maximumDepth else {
          throw error("nested more than \(LocatedJSON.maximumDepth) deep")
        }
        return located(.array(try parseArray(depth: depth + 1)))
      case "\"":
        return located(.string(try parseString()))
      case "t":
        try expectWord("true")
        return located(.bool(true))
      case "f":
        try expectWord("false")
        return located(.bool(false))
      case "n":
        try expectWord("null")
        return located(.null)
      case "-", "0"..."9":
        return located(.number(try parseNumber()))
      default:
        throw error("expected a value, found \(describeCurrent())")
      }
    }

    mutating func expectWord(_ word: String) throws(SyntaxError) {
      let (startLine, startColumn) = (line, column)
      for expected in word.unicodeScalars {
        guard current == expected else {
          throw SyntaxError(
            message: "expected a value, found an unknown word", line: startLine, column: startColumn)
        }
        advance()
      }
    }

    mutating func parseObject(depth: Int) throws(SyntaxError) -> [(key: String, value: LocatedJSON)] {
      advance()  // {
      var members: [(key: String, value: LocatedJSON)] = []
      skipWhitespace()
      if current == "}" {
        advance()
        return members
      }
      while true {
        skipWhitespace()
        guard current == "\"" else {
          throw error("expected a key in double quotes, found \(describeCurrent())")
        }
        let key = try parseString()
        skipWhitespace()
        guard current == ":" else {
          throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
        }
        advance()
        skipWhitespace()
        members.append((key, try parseValue(depth: depth)))
        skipWhitespace()
        if current == "," {
          advance()
          continue
        }
        guard current == "}" else {
          throw error("expected ',' or '}' in an object, found \(describeCurrent())")
        }
        advance()
        return members
      }
    }

    mutating func parseArray(depth: Int) throws(SyntaxError) -> [LocatedJSON] {
      advance()  // [
      var elements: [LocatedJSON] = []
      skipWhitespace()
      if current == "]" {
        advance()
        return elements
      }
      while true {
        skipWhitespace()
        elements.append(try parseValue(depth: depth))
        skipWhitespace()
        if current == "," {
          advance()
          continue
        }
        guard current == "]" else {
          throw error("expected ',' or ']' in an array, found \(describeCurrent())")
        }
        advance()
        return elements
      }
    }

    mutating func parseString() throws(SyntaxError) -> String {
      advance()  // opening quote
      var result = String.UnicodeScalarView()
      while true {
        guard let scalar = current else { throw error("unterminated string") }
        switch scalar {
        case "\"":
          advance()
          return String(result)
        case "\\":
          advance()
          guard let escape = current else { throw error("unterminated string") }
          let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "\"": "\"", "\\": "\\", "/": "/", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t",
          ]
          if let replacement = simple[escape] {
            result.append(replacement)
            advance()
          } else if escape == "u" {
            advance()
            var code = try parseHex4()
            if (0xD800..<0xDC00).contains(code), current == "\\" {
              // A surrogate pair: \uD83D\uDE00.
              let saved = (index, line, column)
              advance()
              if current == "u" {
                advance()
                let low = try parseHex4()
                if (0xDC00..<0xE000).contains(low) {
                  code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else {
                  (index, line, column) = saved
                }
              } else {
                (index, line, column) = saved
              }
            }
            result.append(Unicode.Scalar(code) ?? "\u{FFFD}")
          } else {
            throw error("invalid escape '\\\(Character(escape))' in a string")
          }
        default:
          guard scalar.value >= 0x20 else {
            throw error("\(describeCurrent()) in a string; write it as an escape")
          }
          result.append(scalar)
          advance()
        }
      }
    }

    mutating func parseHex4() throws(SyntaxError) -> UInt32 {
      var code: UInt32 = 0
      for _ in 0..<4 {
        guard let scalar = current, let digit = UInt32(String(scalar), radix: 16) else {
          throw error("expected four hexadecimal digits after \\u")
        }
        code = code * 16 + digit
        advance()
      }
      return code
    }

    mutating func parseNumber() throws(SyntaxError) -> Double {
      let (startLine, startColumn) = (line, column)
      var text = ""
      func take() {
        text.unicodeScalars.append(current!)
        advance()
      }
      func digits() -> Int {
        var count = 0
        while let scalar = current, ("0"..."9").contains(scalar) {
          take()
          count += 1
        }
        return count
      }
      let bad = SyntaxError(message: "malformed number", line: startLine, column: startColumn)
      if current == "-" { take() }
      if current == "0" {
        take()
      } else if digits() == 0 {
        throw bad
      }
      if current == "." {
        take()
        guard digits() > 0 else { throw bad }
      }
      if current == "e" || current == "E" {
        take()
        if current == "+" || current == "-" { take() }
        guard digits() > 0 else { throw bad }
      }
      // Grammar-checked above, so only the magnitude can make this fail (it never does: large
      // exponents give ±infinity, which validation then rejects with the event's position).
      guard let value = Double(text) else { throw bad }
      return value
    }
  }
}
