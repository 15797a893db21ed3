// A self-sizing cell written the way iOS code writes it: a UILabel in Dynamic Type body, pinned
// to the content view's edges with NSLayoutConstraint, sized with systemLayoutSizeFitting.
import Testing
import TrellisUIKit

/// A list cell with one label, as in an iOS app.
final class TitleCell: UICollectionViewCell {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    titleLabel.font = .preferredFont(forTextStyle: .body)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.numberOfLines = 0
    contentView.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// Numbers (Inter Regular, read with fontTools: unitsPerEm 2816, hhea ascent 2728, descent −680,
// lineGap 0): one 17-point line is 3408 × 17 / 2816 = 20.5739 pt, rounded up to the 3× pixel
// grid 62/3 = 20.6667. The long title wrapped at 320 − 32 = 288 pt is three lines (widths from
// hmtx advances + GPOS kerning, checked with HarfBuzz: 266.88, 281.32 and 117.62 pt), 3 × 20.5739
// = 61.7216 → 62. At xxxLarge body is 23 pt (docs/text.md §3): one line 3408 × 23 / 2816 =
// 27.8352 → 28.
@MainActor
@Suite("A UIKit-style label cell sized by Auto Layout")
struct LabelCellTests {
  static let longTitle =
    "Trellis measures every line of this label with Inter, as UIKit would with San Francisco."

  func fittingSize(_ cell: TitleCell) -> CGSize {
    cell.contentView.systemLayoutSizeFitting(
      CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  }

  @Test("a one-line title: 12 + 62/3 + 12 points high")
  func oneLine() {
    let cell = TitleCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.titleLabel.text = "Hello, world"
    let size = fittingSize(cell)
    #expect(abs(size.width - 320) < 1e-6)
    #expect(abs(size.height - (24 + 62.0 / 3)) < 1e-6)
  }

  @Test("at xxxLarge the body font is 23 points and the cell 12 + 28 + 12 high")
  func largerText() {
    let cell = TitleCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.titleLabel.text = "Hello, world"
    cell.titleLabel.preferredContentSizeCategory = .extraExtraExtraLarge
    #expect(cell.titleLabel.font.pointSize == 23)
    #expect(abs(fittingSize(cell).height - 52) < 1e-6)
  }

  @Test("a wrapped title, once the cell was laid out at its width: 12 + 62 + 12 points high")
  func wrappedAfterLayout() {
    let cell = TitleCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.titleLabel.text = Self.longTitle
    cell.layoutIfNeeded()
    #expect(abs(cell.titleLabel.frame.width - 288) < 1e-6)
    #expect(abs(fittingSize(cell).height - 86) < 1e-6)
  }

  @Test("a wrapped title measured before any layout pass")
  func wrappedBeforeLayout() {
    let cell = TitleCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.titleLabel.text = Self.longTitle
    // UIKit answers 86 here too: its engine measures the label again at the width it solved
    // for, as systemLayoutSizeFitting does here (docs/controls.md §2, "Two-pass measurement").
    #expect(abs(fittingSize(cell).height - 86) < 1e-6)
  }
}
