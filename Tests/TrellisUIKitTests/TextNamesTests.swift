import Foundation
import Testing
import TrellisUIKit

/// UIKit code that sizes text compiles with `import TrellisUIKit` and measures with Inter's
/// tables (docs/text.md).
@Suite @MainActor struct TextNamesTests {
  @Test func aLabelSizedAsUIKitCodeDoes() {
    // Dynamic Type at the default category (Large): body is 17 pt (Apple's Human Interface
    // Guidelines, "Typography").
    let font: UIFont = UIFont.preferredFont(forTextStyle: .body)
    #expect(font.pointSize == 17)
    // "AV" at 17 pt: (advance A 1904 + advance V 1904 + kerning AV −192) × 17 / 2816 units per
    // em = 21.8295…, Inter Regular's own hmtx and GPOS values (fontTools).
    let size = "AV".size(withAttributes: [.font: font])
    #expect(abs(size.width - 3616.0 * 17 / 2816) < 1e-9)
    let mode: NSLineBreakMode = .byTruncatingTail
    #expect(mode == .byTruncatingTail)
    let scaled = UIFontMetrics(forTextStyle: .body).scaledValue(for: 10, compatibleWith: .large)
    #expect(scaled == 10)
  }
}
