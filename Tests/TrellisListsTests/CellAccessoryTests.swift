import Foundation
import Testing
import TrellisDiffable
import TrellisLists

/// Accessories of list cells: placement and sizes from docs/lists.md §5 (margin 16, spacing
/// 12, symbols 17 points square at the Large size, chevrons 10 wide), shown states from
/// Apple's `UICellAccessory.DisplayedState`, taps on them through the host's touches.
@MainActor
@Suite("Cell accessories")
struct CellAccessoryTests {
  @Test(
    "a disclosure indicator: 10 × 17 at x 390 − 16 − 10 = 364, centred; the content view ends 22 points earlier"
  )
  func disclosureIndicator() throws {
    let host = ListHost(appearance: .plain, sections: [["A"]]) { cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    let cell = try #require(host.cell(0))
    let accessory = try #require(cell.accessoryViews.first)
    #expect(accessory.symbolName == "chevron.right")
    #expect(close(accessory.frame, CGRect(x: 364, y: 13.5, width: 10, height: 17)))
    #expect(close(cell.contentView.frame, CGRect(x: 0, y: 0, width: 390 - 22, height: 44)))
    // The text ends at 368 − 16 = 352: 12 points before the chevron.
    let text = try #require((cell.contentView as? ListContentView)?.textLabel.frame)
    #expect(close(text.maxX, 352))
  }

  @Test("a delete control shows only while editing: at x 16, the content view from 16 + 17 + 12 − 16 = 29")
  func deleteWhileEditing() throws {
    let host = ListHost(appearance: .plain, sections: [["A"]]) { cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
      cell.accessories = [.delete(), .reorder()]
    }
    let cell = try #require(host.cell(0))
    #expect(cell.accessoryViews.isEmpty)
    #expect(close(cell.contentView.frame.minX, 0))
    host.collectionView.isEditing = true
    host.collectionView.layoutIfNeeded()
    cell.layoutIfNeeded()
    #expect(cell.accessoryViews.map(\.symbolName) == ["minus.circle.fill", "line.3.horizontal"])
    #expect(close(cell.accessoryViews[0].frame.minX, 16))
    #expect(close(cell.accessoryViews[1].frame.minX, 390 - 16 - 17))
    #expect(close(cell.contentView.frame.minX, 29))
    #expect(close(cell.contentView.frame.width, 390 - 29 - 29))
  }

  @Test(
    "indentation: level 2 × 10 shifts a cell-style outline disclosure to 20 + 16 and the content to 20 + 10 + 12"
  )
  func indentation() throws {
    let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    cell.indentationLevel = 2
    cell.accessories = [.outlineDisclosure(options: .init(style: .cell))]
    cell.layoutIfNeeded()
    #expect(close(cell.accessoryViews[0].frame.minX, 36))
    #expect(close(cell.contentView.frame.minX, 42))
    cell.indentsAccessories = false
    cell.layoutIfNeeded()
    #expect(close(cell.accessoryViews[0].frame.minX, 16))
    #expect(close(cell.contentView.frame.minX, 42))
  }

  @Test("right to left puts trailing accessories on the left: the chevron at x 16")
  func rightToLeft() throws {
    let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    cell.semanticContentAttribute = .forceRightToLeft
    cell.accessories = [.disclosureIndicator()]
    cell.layoutIfNeeded()
    #expect(close(cell.accessoryViews[0].frame.minX, 16))
  }

  @Test("trailing accessories run from the content outwards: label, then checkmark at the edge")
  func trailingOrder() throws {
    let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    cell.accessories = [.label(text: "3"), .checkmark()]
    cell.layoutIfNeeded()
    let label = cell.accessoryViews[0].frame
    let check = cell.accessoryViews[1].frame
    #expect(close(check.maxX, 390 - 16))
    #expect(close(label.maxX, check.minX - 12))
    #expect(cell.accessoryViews[1].symbolName == "checkmark")
  }

  @Test("a tap on the delete control calls its handler and selects nothing")
  func tapDelete() throws {
    var deleted: [String] = []
    let host = ListHost(appearance: .plain, sections: [["A", "B"]]) { cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
      cell.accessories = [.delete(displayed: .always) { deleted.append(text) }]
    }
    let collectionView = host.collectionView
    // The control of row 1 is at x 16…33, y 44 + 13.5…+17: tap its middle.
    collectionView.handleTouch(.began, at: CGPoint(x: 24, y: 66), time: 0)
    collectionView.handleTouch(.ended, at: CGPoint(x: 24, y: 66), time: 0.1)
    #expect(deleted == ["B"])
    #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty)
    // A tap on the text selects the row.
    collectionView.handleTouch(.began, at: CGPoint(x: 200, y: 66), time: 1)
    collectionView.handleTouch(.ended, at: CGPoint(x: 200, y: 66), time: 1.1)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(deleted == ["B"])
  }

  @Test(
    "an outline: a tap on a parent's chevron expands it through the section snapshot, and the chevron turns down"
  )
  func outlineToggle() throws {
    let host = ListHost(appearance: .sidebar, sections: [[]]) { cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
      cell.accessories = text == "Folder" ? [.outlineDisclosure(options: .init(style: .cell))] : []
    }
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append(["Folder"])
    outline.append(["a.txt", "b.txt"], to: "Folder")
    host.dataSource.apply(outline, to: 0, animatingDifferences: false)
    host.collectionView.layoutIfNeeded()
    #expect(host.collectionView.numberOfItems(inSection: 0) == 1)
    let folder = try #require(host.cell(0))
    #expect(folder.configurationState.isExpanded == false)
    let chevron = try #require(folder.accessoryViews.first)
    #expect(chevron.symbolName == "chevron.right")
    let point = CGPoint(x: folder.frame.minX + chevron.frame.midX, y: folder.frame.minY + chevron.frame.midY)
    host.collectionView.handleTouch(.began, at: point, time: 0)
    host.collectionView.handleTouch(.ended, at: point, time: 0.1)
    host.collectionView.layoutIfNeeded()
    #expect(host.collectionView.numberOfItems(inSection: 0) == 3)
    let expanded = try #require(host.cell(0))
    #expect(expanded.configurationState.isExpanded)
    // The data source asks the cells on screen to update their configuration after applying the
    // section snapshot: the chevron turns with the next layout pass, with no help from the app.
    host.collectionView.layoutIfNeeded()
    #expect(expanded.accessoryViews.first?.symbolName == "chevron.down")
    #expect((host.collectionView.indexPathsForSelectedItems ?? []).isEmpty)
    // UIKit sets a list cell's indentation level from a hierarchical data source: the children
    // are level 1, so a child's content (it has no leading accessory) starts one indentation
    // width, 10 points, from the cell's leading edge.
    let child = try #require(host.cell(1))
    #expect(expanded.indentationLevel == 0 && child.indentationLevel == 1)
    #expect(child.contentView.frame.minX == 10)
  }

  @Test(
    "indentation follows the section snapshot: a level set by hand is replaced, a re-parented item re-indents"
  )
  func indentationFromSectionSnapshot() throws {
    let host = ListHost(appearance: .plain, sections: [[]]) { cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
      cell.indentationLevel = 5  // replaced: the data source sets it after the provider
    }
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append(["root"])
    outline.append(["child"], to: "root")
    outline.append(["grandchild"], to: "child")
    outline.expand(["root", "child"])
    host.dataSource.apply(outline, to: 0, animatingDifferences: false)
    host.collectionView.layoutIfNeeded()
    #expect((0..<3).map { host.cell($0)?.indentationLevel } == [0, 1, 2])
    // "grandchild" moves to the root: its visible cell is re-indented to 0 by the apply.
    var flatter = DiffableDataSourceSectionSnapshot<String>()
    flatter.append(["root"])
    flatter.append(["child"], to: "root")
    flatter.append(["grandchild"])
    flatter.expand(["root"])
    host.dataSource.apply(flatter, to: 0, animatingDifferences: false)
    host.collectionView.layoutIfNeeded()
    #expect((0..<3).map { host.cell($0)?.indentationLevel } == [0, 1, 0])
  }

  @Test("a multiselect circle fills while the cell is selected")
  func multiselect() throws {
    let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    cell.accessories = [.multiselect(displayed: .always)]
    cell.layoutIfNeeded()
    #expect(cell.accessoryViews[0].symbolName == "circle")
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(cell.accessoryViews[0].symbolName == "checkmark.circle.fill")
  }

  @Test("a custom view accessory takes its reserved width on its side")
  func customView() throws {
    let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let badge = View(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    cell.accessories = [
      .customView(configuration: .init(customView: badge, placement: .trailing(), reservedLayoutWidth: 30))
    ]
    cell.layoutIfNeeded()
    #expect(close(cell.accessoryViews[0].frame.minX, 390 - 16 - 30))
    #expect(badge.superview === cell.accessoryViews[0])
    #expect(close(badge.frame.minX, 3))
  }

  @Test("a custom view with an infinite or NaN frame takes no room and gets a finite frame")
  func badCustomView() throws {
    let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let bad = View(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.nan))
    cell.accessories = [.customView(configuration: .init(customView: bad, placement: .leading()))]
    cell.layoutIfNeeded()
    #expect(close(cell.accessoryViews[0].frame, CGRect(x: 16, y: 22, width: 0, height: 0)))
    #expect(close(cell.contentView.frame.minX, 12))
    #expect(bad.frame.width.isFinite && bad.frame.height.isFinite)
  }
}
