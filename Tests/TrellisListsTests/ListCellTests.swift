import Foundation
import Testing
import TrellisDiffable
import TrellisLists

/// List cells hosted in a 390-point-wide list: frames from the list metrics
/// (CollectionLayoutListConfiguration's table, docs/lists.md), backgrounds, corners and
/// separators from docs/lists.md §3–§4.
@MainActor
@Suite("List cells")
struct ListCellTests {
  @Test("inset grouped: rows at x 20, 350 wide, 44 tall, the section 35 points down")
  func insetGroupedFrames() throws {
    let host = ListHost(appearance: .insetGrouped, sections: [["Wi-Fi", "Bluetooth", "Cellular"]])
    for item in 0..<3 {
      let cell = try #require(host.cell(item))
      #expect(close(cell.frame, CGRect(x: 20, y: 35 + 44 * CGFloat(item), width: 350, height: 44)))
      #expect(cell.contentView is ListContentView)
      #expect((cell.contentView as? ListContentView)?.textLabel.frame.minX == 16)
    }
  }

  @Test("inset grouped: a white container rounded 10 points on the section's outer corners only")
  func insetGroupedCorners() throws {
    let host = ListHost(appearance: .insetGrouped, sections: [["A", "B", "C"], ["D"]])
    let top: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let bottom: CornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    let expected: [(Int, Int, CornerMask)] = [
      (0, 0, top), (1, 0, []), (2, 0, bottom), (0, 1, top.union(bottom)),
    ]
    for (item, section, corners) in expected {
      let cell = try #require(host.cell(item, section: section))
      let background = try #require(cell.backgroundConfiguration)
      #expect(background.cornerRadius == 10)
      #expect(background.resolvedBackgroundColor(for: .systemBlue) == .secondarySystemGroupedBackground)
      let view = try #require(cell.subviews.first)
      #expect(view.layer.maskedCorners == corners, "item \(item) of section \(section)")
      #expect(view.layer.cornerRadius == 10)
      #expect(view.frame == cell.bounds)
    }
  }

  @Test("plain list: systemBackground rows, no rounding")
  func plainBackground() throws {
    let host = ListHost(appearance: .plain, sections: [["A", "B"]])
    let cell = try #require(host.cell(0))
    #expect(close(cell.frame, CGRect(x: 0, y: 0, width: 390, height: 44)))
    #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemBackground)
    #expect(cell.backgroundConfiguration?.cornerRadius == 0)
  }

  @Test("separators under every row but the section's last, from the text's leading edge, one pixel thick")
  func separators() throws {
    let host = ListHost(appearance: .insetGrouped, sections: [["A", "B", "C"]])
    for item in 0..<3 {
      let cell = try #require(host.cell(item))
      #expect(cell.separatorView.isHidden == (item == 2), "item \(item)")
      #expect(
        close(cell.separatorView.frame, CGRect(x: 16, y: 44 - 1.0 / 3, width: 350 - 16, height: 1.0 / 3)))
      #expect(cell.separatorLayoutGuide.layoutFrame.minX == 16)
    }
  }

  @Test("separators follow the text past an image: 16 + 29 + 16 = 61")
  func separatorAfterImage() throws {
    let host = ListHost(appearance: .plain, sections: [["A", "B"]]) { cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      content.image = Image(size: CGSize(width: 29, height: 29))
      cell.contentConfiguration = content
    }
    let cell = try #require(host.cell(0))
    #expect(close(cell.frame.height, 51))
    #expect(close(cell.separatorView.frame.minX, 61))
    #expect(close(host.cell(1)?.frame.minY ?? -1, 51))
  }

  @Test("sidebar lists show no separators (showsSeparators defaults to false there)")
  func sidebarNoSeparators() throws {
    #expect(!CollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
    #expect(CollectionLayoutListConfiguration(appearance: .plain).showsSeparators)
    let host = ListHost(appearance: .sidebar, sections: [["A", "B"]])
    #expect(try #require(host.cell(0)).separatorView.isHidden)
  }

  @Test("subtitle rows self-size to 64 points and stack")
  func subtitleRows() throws {
    let host = ListHost(appearance: .plain, sections: [["A", "B"]]) { cell, _, text in
      var content = ListContentConfiguration.subtitleCell()
      content.text = text
      content.secondaryText = "details"
      cell.contentConfiguration = content
    }
    #expect(abs((host.cell(0)?.frame.height ?? 0) - 64) < 1e-9)
    #expect(abs((host.cell(1)?.frame.minY ?? 0) - 64) < 1e-9)
  }

  @Test("selecting a row turns its default background systemGray4; deselecting turns it back")
  func selectionBackground() throws {
    let host = ListHost(appearance: .insetGrouped, sections: [["A", "B"]])
    let path = IndexPath(item: 1, section: 0)
    host.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    host.collectionView.layoutIfNeeded()
    let cell = try #require(host.cell(1))
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
    #expect(cell.subviews.first?.backgroundColor == .systemGray4)
    host.collectionView.deselectItem(at: path, animated: false)
    cell.layoutIfNeeded()
    #expect(cell.subviews.first?.backgroundColor == .secondarySystemGroupedBackground)
  }

  @Test("a background colour set by hand survives selection")
  func customBackgroundColour() throws {
    let host = ListHost(appearance: .plain, sections: [["A"]]) { cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
      var background = BackgroundConfiguration.listPlainCell()
      background.backgroundColor = .systemYellow
      cell.backgroundConfiguration = background
    }
    host.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    let cell = try #require(host.cell(0))
    cell.layoutIfNeeded()
    #expect(cell.subviews.first?.backgroundColor == .systemYellow)
  }

  @Test("defaultContentConfiguration follows the list: grouped rows cell(), a sidebar sidebarCell()")
  func defaultContent() throws {
    let grouped = ListHost(appearance: .grouped, sections: [["A"]])
    #expect(try #require(grouped.cell(0)).defaultContentConfiguration().style == .cell)
    let sidebar = ListHost(appearance: .sidebar, sections: [["A"]])
    #expect(try #require(sidebar.cell(0)).defaultContentConfiguration().style == .sidebarCell)
    #expect(CollectionViewListCell(frame: .zero).defaultContentConfiguration().style == .cell)
  }

  @Test("a background set by hand on a cell that showed the list's default stays when its place changes")
  func customBackgroundSurvivesPlacement() throws {
    var custom = false
    let host = ListHost(appearance: .insetGrouped, sections: [["A", "B", "C"]]) { cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
      if text == "B", custom {
        var background = BackgroundConfiguration.clear()
        background.backgroundColor = .systemYellow
        cell.backgroundConfiguration = background
      }
    }
    let cell = try #require(host.cell(1))
    #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    // The same cell is configured again with a background of its own, and becomes the last row.
    custom = true
    var snapshot = host.dataSource.snapshot()
    snapshot.reconfigureItems(["B"])
    snapshot.deleteItems(["C"])
    host.dataSource.apply(snapshot, animatingDifferences: false)
    host.collectionView.layoutIfNeeded()
    #expect(host.cell(1) === cell)
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemYellow)
    // Row A, first but not last, keeps the list's default with its top corners rounded.
    let first = try #require(host.cell(0))
    #expect(first.subviews.first?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
  }
}
