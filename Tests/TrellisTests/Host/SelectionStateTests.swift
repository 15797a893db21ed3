import Foundation
import Testing

@testable import Trellis

/// The selection part on its own: the sorted set of selected items and the effective flags.
@MainActor
@Suite struct SelectionStateTests {
  private func item(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  @Test func insertedItemsStaySortedAndUnique() {
    let state = SelectionState()
    #expect(state.insert(item(1, 0)))
    #expect(state.insert(item(0, 7)))
    #expect(state.insert(item(0, 2)))
    #expect(!state.insert(item(0, 7)))
    // Section first, then item: 0-2, 0-7, 1-0.
    #expect(state.selected == [item(0, 2), item(0, 7), item(1, 0)])
    #expect(state.contains(item(0, 7)))
    #expect(!state.contains(item(0, 3)))
    #expect(state.remove(item(0, 7)))
    #expect(!state.remove(item(0, 7)))
    #expect(state.selected == [item(0, 2), item(1, 0)])
  }

  @Test func editingSwapsInTheDuringEditingFlags() {
    let state = SelectionState()
    // UIKit's defaults: selection on, multiple off, both off while editing.
    #expect(state.isSelectionAllowed)
    #expect(!state.isMultipleSelectionAllowed)
    state.isEditing = true
    #expect(!state.isSelectionAllowed)
    state.allowsSelectionDuringEditing = true
    state.allowsMultipleSelectionDuringEditing = true
    state.allowsSelection = false
    #expect(state.isSelectionAllowed)
    #expect(state.isMultipleSelectionAllowed)
    state.isEditing = false
    #expect(!state.isSelectionAllowed)
    #expect(!state.isMultipleSelectionAllowed)
  }
}
