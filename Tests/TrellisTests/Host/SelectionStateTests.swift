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

  @Test("random inserts, removes and replacements agree with a sorted array kept by hand")
  func agreesWithASortedArray() {
    var random = SplitMix64(seed: 2026)
    let state = SelectionState()
    var model: [ItemPath] = []
    for step in 0..<3_000 {
      let path = item(Int(random.next() % 3), Int(random.next() % 40))
      switch random.next() % 10 {
      case 0..<5:
        let added = !model.contains(path)
        if added { model.append(path) }
        model.sort()
        #expect(state.insert(path) == added, "step \(step)")
      case 5..<9:
        let removed = model.contains(path)
        model.removeAll { $0 == path }
        #expect(state.remove(path) == removed, "step \(step)")
      default:
        // A replacement, as remapping through a batch does: sometimes sorted, sometimes not.
        let replacement = (0..<Int(random.next() % 6)).map { _ in item(0, Int(random.next() % 40)) }
        let unique = Array(Set(replacement)).sorted()
        state.selected = random.next() % 2 == 0 ? unique : unique.reversed()
        model = unique
      }
      #expect(state.contains(path) == model.contains(path), "step \(step)")
      if step % 7 == 0 {
        #expect(state.selected == model, "step \(step)")
        #expect(state.count == model.count && state.isEmpty == model.isEmpty, "step \(step)")
      }
    }
  }
}
