/// Escaping of user text (labels, kinds) for XML and for JSON embedded in HTML.
nonisolated public enum RenderTextEscaping {
  /// `text` safe inside XML character data and attribute values.
  ///
  /// `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&apos;`. Characters
  /// XML 1.0 does not allow at all (C0 controls other than tab, line feed and carriage return,
  /// lone surrogates cannot occur in a Swift `String`, U+FFFE and U+FFFF) become U+FFFD, so
  /// the document stays well-formed whatever the label holds.
  public static func xml(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default:
        if isAllowedInXML(scalar) {
          out.unicodeScalars.append(scalar)
        } else {
          out.unicodeScalars.append("\u{FFFD}")
        }
      }
    }
    return out
  }

  /// `text` as a JSON string literal (with the quotes) that is also safe inside an HTML
  /// `<script>` element.
  ///
  /// Besides JSON's own escapes (`"`, `\`, control characters as `\u00XX`), `<`, `>` and `&` are
  /// written `\u003c`, `\u003e` and `\u0026`, so a label such as `</script>` cannot end the
  /// script, and U+2028/U+2029 are escaped for older JavaScript parsers.
  public static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        out += unicodeEscape(scalar.value)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += unicodeEscape(scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0x0..<0x20: false
    case 0xFFFE, 0xFFFF: false
    default: true
    }
  }

  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: false)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
