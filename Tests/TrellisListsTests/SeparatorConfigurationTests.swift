import Foundation
import Testing
import TrellisDiffable
import TrellisLists

/// The list's separator configuration and item separator handler (UIKit's
/// `UIListSeparatorConfiguration`, `itemSeparatorHandler`), on an inset-grouped list of 350-point
/// rows (390 less 20 on each side) of 44 points, at display scale 3 (separators 1/3 point thick).
/// Every expected frame is worked from those numbers and the insets given.
@Suite("Separator configuration") @MainActor
struct SeparatorConfigurationTests {
  let thickness = 1.0 / 3

  @Test("explicit bottom insets 60 / 10: the separator spans x 60 … 340 (350 − 10), width 280")
  func explicitInsets() throws {
    let host = ListHost(
      appearance: .insetGrouped, sections: [["A", "B", "C"]],
      list: { list in
        list.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(
          top: 0, leading: 60, bottom: 0, trailing: 10)
      })
    let cell = try #require(host.cell(0))
    #expect(close(cell.separatorView.frame, CGRect(x: 60, y: 44 - thickness, width: 280, height: thickness)))
    #expect(cell.separatorLayoutGuide.layoutFrame.minX == 60)
    #expect(!cell.separatorView.isHidden)
  }

  @Test("the handler hides row 0's bottom separator and shows the last row's; automatic elsewhere")
  func handlerPerRow() throws {
    let host = ListHost(
      appearance: .insetGrouped, sections: [["A", "B", "C"]],
      list: { list in
        list.itemSeparatorHandler = { indexPath, configuration in
          var row = configuration
          if indexPath.item == 0 { row.bottomSeparatorVisibility = .hidden }
          if indexPath.item == 2 { row.bottomSeparatorVisibility = .visible }
          return row
        }
      })
    let hidden = try (0..<3).map { try #require(host.cell($0)).separatorView.isHidden }
    #expect(hidden == [true, false, false])
  }

  @Test("a visible top separator lies along the row's top edge with automatic insets (from the text, x 16)")
  func topSeparator() throws {
    let host = ListHost(
      appearance: .insetGrouped, sections: [["A", "B"]],
      list: { list in
        list.separatorConfiguration.topSeparatorVisibility = .visible
      })
    let cell = try #require(host.cell(0))
    #expect(!cell.topSeparatorView.isHidden)
    #expect(close(cell.topSeparatorView.frame, CGRect(x: 16, y: 0, width: 350 - 16, height: thickness)))
    // Automatic: no top separator.
    let plain = ListHost(appearance: .insetGrouped, sections: [["A", "B"]])
    #expect(try #require(plain.cell(0)).topSeparatorView.isHidden)
  }

  @Test("right to left: leading inset 60 is measured from the right edge: x = 350 − 60 − 280 = 10")
  func rightToLeft() throws {
    let host = ListHost(
      appearance: .insetGrouped, sections: [["A", "B"]],
      list: { list in
        list.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(
          top: 0, leading: 60, bottom: 0, trailing: 10)
      })
    let cell = try #require(host.cell(0))
    cell.semanticContentAttribute = .forceRightToLeft
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    #expect(close(cell.separatorView.frame, CGRect(x: 10, y: 44 - thickness, width: 280, height: thickness)))
  }

  @Test("colour, and the multiple-selection colour on a selected row of a multiple-selection list")
  func colours() throws {
    let host = ListHost(
      appearance: .plain, sections: [["A", "B"]],
      list: { list in
        list.separatorConfiguration.color = .systemRed
        list.separatorConfiguration.multipleSelectionColor = .systemBlue
      })
    let cell = try #require(host.cell(0))
    #expect(cell.separatorView.backgroundColor == .systemRed)
    host.collectionView.allowsMultipleSelection = true
    host.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    host.collectionView.layoutIfNeeded()
    #expect(cell.isSelected)
    #expect(cell.separatorView.backgroundColor == .systemBlue)
  }

  @Test("showsSeparators false wins over a visible configuration; the configuration is part of ==")
  func showsSeparatorsWins() throws {
    let host = ListHost(
      appearance: .plain, sections: [["A", "B"]],
      list: { list in
        list.showsSeparators = false
        list.separatorConfiguration.bottomSeparatorVisibility = .visible
      })
    #expect(try #require(host.cell(0)).separatorView.isHidden)
    var a = CollectionLayoutListConfiguration(appearance: .plain)
    let b = a
    a.separatorConfiguration.color = .systemRed
    #expect(a != b)
  }
}
