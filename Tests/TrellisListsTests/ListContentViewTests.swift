import Foundation
import Testing
import TrellisLists

/// The list content view's layout, worked out from the metrics of docs/lists.md §2 and Inter's
/// line heights (docs/text.md §3): body 17 pt → 62/3 pt, subheadline 15 pt → 55/3 pt, footnote
/// 13 pt → 16 pt at scale 3.
@MainActor
@Suite("List content view")
struct ListContentViewTests {
  @Test("the line heights used below are Inter's at the Large text sizes")
  func lineHeights() {
    #expect(interLine(17) == 62.0 / 3)
    #expect(interLine(15) == 55.0 / 3)
    #expect(interLine(13) == 16)
  }

  /// A one-line body row: 11 + 62/3 + 11.
  static let oneLineRow: CGFloat = 11 + 62.0 / 3 + 11

  @Test("a one-line cell() is 11 + 62/3 + 11 = 128/3 points tall, text at (16, 11) to the trailing margin")
  func cellOneLine() {
    var content = ListContentConfiguration.cell()
    content.text = "Inbox"
    let view = ListContentView(configuration: content)
    let size = view.sizeThatFits(CGSize(width: 390, height: 0))
    #expect(size == CGSize(width: 390, height: Self.oneLineRow))
    view.frame = CGRect(origin: .zero, size: size)
    view.layoutIfNeeded()
    #expect(close(view.textLabel.frame, CGRect(x: 16, y: 11, width: 390 - 32, height: 62.0 / 3)))
    #expect(view.imageView.isHidden)
    #expect(view.secondaryTextLabel.isHidden)
  }

  @Test("subtitleCell(): text, 3 points, then the subheadline secondary text: 11 + 62/3 + 3 + 55/3 + 11 = 64")
  func subtitle() {
    var content = ListContentConfiguration.subtitleCell()
    content.text = "Alice"
    content.secondaryText = "alice@example.com"
    let view = ListContentView(configuration: content)
    let size = view.sizeThatFits(CGSize(width: 390, height: 0))
    #expect(abs(size.height - 64) < 1e-9)
    view.frame = CGRect(origin: .zero, size: size)
    view.layoutIfNeeded()
    #expect(close(view.textLabel.frame.minY, 11))
    let secondaryTop: CGFloat = 11 + 62.0 / 3 + 3
    #expect(abs(view.secondaryTextLabel.frame.minY - secondaryTop) < 1e-9)
    #expect(view.secondaryTextLabel.font.pointSize == 15)
    #expect(view.secondaryTextLabel.textColor == .secondaryLabel)
  }

  @Test("a 29-point image: its column at 16, the text at 16 + 29 + 16 = 61, the row 11 + 29 + 11 = 51 tall")
  func image() {
    var content = ListContentConfiguration.cell()
    content.text = "Wi-Fi"
    content.image = Image(size: CGSize(width: 29, height: 29))
    let view = ListContentView(configuration: content)
    let size = view.sizeThatFits(CGSize(width: 350, height: 0))
    #expect(size.height == 51)
    view.frame = CGRect(origin: .zero, size: size)
    view.layoutIfNeeded()
    #expect(close(view.imageView.frame, CGRect(x: 16, y: 11, width: 29, height: 29)))
    // The text is centred on the image: 11 + 29/2 − (62/3)/2.
    let textTop: CGFloat = 11 + 14.5 - 31.0 / 3
    #expect(abs(view.textLabel.frame.minY - textTop) < 1e-9)
    #expect(close(view.textLabel.frame.minX, 61))
    #expect(close(view.textLabel.frame.width, 350 - 61 - 16))
  }

  @Test("maximumSize scales a 60 × 40 image down to 30 × 20, centred in a 40-point reserved column")
  func imageProperties() {
    var content = ListContentConfiguration.cell()
    content.text = "Photo"
    content.image = Image(size: CGSize(width: 60, height: 40))
    content.imageProperties.maximumSize = CGSize(width: 30, height: 30)
    content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
    let view = ListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
    view.layoutIfNeeded()
    #expect(view.imageView.frame.size == CGSize(width: 30, height: 20))
    #expect(close(view.imageView.frame.minX, 16 + 5))
    #expect(close(view.textLabel.frame.minX, 16 + 40 + 16))
  }

  @Test("valueCell(): the secondary text beside the text, ending at the trailing margin, on the same line")
  func valueSideBySide() {
    var content = ListContentConfiguration.valueCell()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    let view = ListContentView(configuration: content)
    let size = view.sizeThatFits(CGSize(width: 350, height: 0))
    #expect(size.height == Self.oneLineRow)
    view.frame = CGRect(origin: .zero, size: size)
    view.layoutIfNeeded()
    #expect(close(view.secondaryTextLabel.frame.maxX, 350 - 16))
    #expect(close(view.secondaryTextLabel.frame.minY, view.textLabel.frame.minY))
    #expect(close(view.textLabel.frame.minX, 16))
    let textEnd = view.textLabel.frame.maxX
    #expect(view.secondaryTextLabel.frame.minX > textEnd + 8 - 1e-9)
  }

  @Test("valueCell() stacks the texts when they do not fit side by side")
  func valueStacks() {
    var content = ListContentConfiguration.valueCell()
    content.text = "A rather long setting name that fills the row"
    content.secondaryText = "and a long value as well"
    let view = ListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
    let size = view.sizeThatFits(CGSize(width: 200, height: 0))
    view.frame.size = size
    view.layoutIfNeeded()
    let textBottom = view.textLabel.frame.maxY
    #expect(view.secondaryTextLabel.frame.minY >= textBottom + 3 - 1e-9)
    #expect(close(view.secondaryTextLabel.frame.minX, 16))
  }

  @Test("groupedHeader(): footnote in upper case, secondary label colour, 16 + 16 + 6 = 38 points tall")
  func groupedHeader() {
    var content = ListContentConfiguration.groupedHeader()
    content.text = "Network"
    let view = ListContentView(configuration: content)
    #expect(view.textLabel.text == "NETWORK")
    #expect(view.textLabel.font.pointSize == 13)
    #expect(view.textLabel.textColor == .secondaryLabel)
    #expect(view.sizeThatFits(CGSize(width: 350, height: 0)).height == 38)
  }

  @Test(
    "the header styles' fonts: plain headline 17, prominent title 3 (20) bold, extra-prominent title 2 (22) bold"
  )
  func headerFonts() {
    #expect(ListContentConfiguration.plainHeader().textProperties.font.pointSize == 17)
    #expect(ListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize == 20)
    #expect(ListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.weight == .bold)
    #expect(ListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize == 22)
    #expect(ListContentConfiguration.groupedFooter().textProperties.transform == .none)
  }

  @Test("right to left mirrors the image and the text: the image's column ends 16 points from the right")
  func rightToLeft() {
    var content = ListContentConfiguration.cell()
    content.text = "Wi-Fi"
    content.image = Image(size: CGSize(width: 29, height: 29))
    let view = ListContentView(configuration: content)
    view.semanticContentAttribute = .forceRightToLeft
    view.frame = CGRect(x: 0, y: 0, width: 350, height: 51)
    view.layoutIfNeeded()
    #expect(close(view.imageView.frame, CGRect(x: 350 - 16 - 29, y: 11, width: 29, height: 29)))
    #expect(close(view.textLabel.frame.maxX, 350 - 61))
  }

  @Test("a selected sidebar cell shows white text; a colour set by hand stays")
  func sidebarSelection() {
    var content = ListContentConfiguration.sidebarCell()
    content.text = "Recents"
    var state = CellConfigurationState(traitCollection: TraitCollection())
    state.isSelected = true
    #expect(content.updated(for: state).textProperties.color == .white)
    state.isSelected = false
    #expect(content.updated(for: state).textProperties.color == .label)
    content.textProperties.color = .systemPink
    state.isSelected = true
    #expect(content.updated(for: state).textProperties.color == .systemPink)
    // A plain cell does not change with the state.
    var plain = ListContentConfiguration.cell()
    plain.text = "x"
    #expect(plain.updated(for: state).textProperties.color == .label)
  }
}
