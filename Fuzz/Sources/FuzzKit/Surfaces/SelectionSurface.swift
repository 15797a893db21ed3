import Foundation
import Trellis

/// A delegate that refuses some items (by identifier) and checks the shape of the calls.
@MainActor
final class SelectionFuzzDelegate: CollectionViewDelegate {
  /// The data source, to name items by identifier.
  weak var source: FuzzDataSource?
  /// Identifiers whose highlight, selection or deselection is refused.
  var refuseHighlight: (Int) -> Bool = { _ in false }
  var refuseSelect: (Int) -> Bool = { _ in false }
  var refuseDeselect: (Int) -> Bool = { _ in false }
  /// The item highlighted now, by identifier.
  private(set) var highlighted: Int?
  /// Calls that broke the rules of docs/selection.md §3.
  private(set) var violations: [String] = []
  /// The calls of the current touch, as "name id".
  var calls: [String] = []

  private func id(_ indexPath: IndexPath) -> Int {
    guard let source, indexPath.count == 2, source.sections.indices.contains(indexPath[0]),
      source.sections[indexPath[0]].indices.contains(indexPath[1])
    else {
      violations.append("a delegate call names \(indexPath), outside the data")
      return -1
    }
    return source.sections[indexPath[0]][indexPath[1]]
  }

  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    let item = id(indexPath)
    calls.append("shouldHighlight \(item)")
    return !refuseHighlight(item)
  }

  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    let item = id(indexPath)
    calls.append("didHighlight \(item)")
    if highlighted != nil { violations.append("didHighlight \(item) while \(highlighted!) is highlighted") }
    highlighted = item
  }

  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    let item = id(indexPath)
    calls.append("didUnhighlight \(item)")
    if highlighted != item {
      violations.append("didUnhighlight \(item) but \(String(describing: highlighted)) was")
    }
    highlighted = nil
  }

  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    let item = id(indexPath)
    calls.append("shouldSelect \(item)")
    if highlighted != nil { violations.append("shouldSelect \(item) while an item is highlighted") }
    return !refuseSelect(item)
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(id(indexPath))")
  }

  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    let item = id(indexPath)
    calls.append("shouldDeselect \(item)")
    return !refuseDeselect(item)
  }

  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    calls.append("didDeselect \(id(indexPath))")
  }
}

/// Selection and highlighting: random touches (taps, holds, drags, cancels, lifts elsewhere)
/// with time in between, programmatic selections of valid and invalid index paths, batch updates,
/// `reloadData()`, and changes of the selection flags (docs/selection.md).
///
/// Checks, after every step, against a model that knows the selected items by identifier and
/// applies UIKit's rules to identifiers: the selected index paths name exactly the model's items,
/// sorted; every visible cell's `isSelected` is its item's membership and no cell is highlighted
/// between touches; an invalid index path changes nothing; the delegate hears highlights and
/// unhighlights in pairs, `shouldSelect` only after the unhighlight, and index paths inside the
/// data; the data source is never asked for a path outside its counts.
@MainActor
public final class SelectionSurface: SynchronousFuzzSurface {
  /// `selection`.
  public let name = "selection"
  /// What the surface generates.
  public let summary =
    "touches, programmatic selection, updates and flags; the selection equals a model of item identifiers"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  private struct Model {
    var selected = Set<Int>()
    var allowsSelection = true
    var allowsMultipleSelection = false
    var isEditing = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    var selectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var multiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
  }

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let layoutName = c.random.pick(["flow", "waterfall", "paged-grid"])
    let (layout, keep) = BatchUpdateSurface.makeLayout(layoutName, c)
    let sections = c.numberedSections(sections: 1...3, items: 0...40)
    var nextID = sections.joined().count
    let size = CGSize(width: c.random.double(in: 200...600), height: c.random.double(in: 200...900))
    c.note("layout \(layoutName), counts \(sections.map(\.count)), size \(size)")
    let source = FuzzDataSource(sections: sections)
    let delegate = SelectionFuzzDelegate()
    delegate.source = source
    let highlightModulus = c.random.int(in: 2...9)
    let selectModulus = c.random.int(in: 2...9)
    let deselectModulus = c.random.int(in: 2...9)
    let refuses = c.random.chance(0.5)
    if refuses {
      delegate.refuseHighlight = { $0 % highlightModulus == 1 }
      delegate.refuseSelect = { $0 % selectModulus == 2 }
      delegate.refuseDeselect = { $0 % deselectModulus == 3 }
      c.note(
        "refusing highlight id%\(highlightModulus)==1, select %\(selectModulus)==2, deselect %\(deselectModulus)==3"
      )
    }
    let view = CollectionView.fuzz(
      frame: CGRect(origin: .zero, size: size), layout: layout, dataSource: source)
    view.delegate = delegate
    view.layoutIfNeeded()
    var model = Model()
    var time: TimeInterval = 0

    func id(at indexPath: IndexPath?) -> Int? {
      guard let indexPath, indexPath.count == 2, source.sections.indices.contains(indexPath[0]),
        source.sections[indexPath[0]].indices.contains(indexPath[1])
      else { return nil }
      return source.sections[indexPath[0]][indexPath[1]]
    }
    func userSelect(_ item: Int) {
      if model.multiple, model.selected.contains(item) {
        if !delegate.refuseDeselect(item) { model.selected.remove(item) }
        return
      }
      guard !delegate.refuseSelect(item) else { return }
      if model.multiple { model.selected.insert(item) } else { model.selected = [item] }
    }

    for step in 0..<c.random.int(in: 5...40) {
      let when = "step \(step)"
      switch c.random.below(10) {
      case 0, 1, 2, 3:
        // A touch: let any motion settle, then down, some time and moves, then up or cancel.
        view.advance(by: 5)
        time += 10
        let start = CGPoint(
          x: c.random.double(in: 0...Double(size.width)), y: c.random.double(in: 0...Double(size.height)))
        let offset = view.contentOffset
        let startItem = id(
          at: view.indexPathForItem(at: CGPoint(x: start.x + offset.x, y: start.y + offset.y)))
        delegate.calls = []
        // A touch that lands on moving content only stops it (docs/selection.md §3).
        let wasMoving = view.isDecelerating
        view.handleTouch(.began, at: start, time: time)
        var location = start
        var scrolled = false
        for _ in 0..<c.random.int(in: 0...3) {
          let pause = c.random.pick([0.0, 0.05, 0.1, 0.2, 0.5])
          if pause > 0, c.random.chance(0.5) { view.advance(by: pause) }
          time += pause
          if c.random.chance(0.5) {
            location = CGPoint(
              x: location.x + c.random.double(in: -30...30), y: location.y + c.random.double(in: -30...30))
            if view.isScrollEnabled, location != start { scrolled = true }
            view.handleTouch(.moved, at: location, time: time)
          }
        }
        time += c.random.pick([0.01, 0.1, 0.3])
        let cancel = c.random.chance(0.15)
        let endOffset = view.contentOffset
        let endItem = id(
          at: view.indexPathForItem(at: CGPoint(x: location.x + endOffset.x, y: location.y + endOffset.y)))
        c.note(
          "\(when): touch \(start) → \(location)\(cancel ? " cancelled" : ""), items \(String(describing: startItem)) → \(String(describing: endItem))"
        )
        view.handleTouch(cancel ? .cancelled : .ended, at: location, time: time)
        if !cancel, !scrolled, !wasMoving, model.selectionAllowed, let startItem, startItem == endItem,
          !delegate.refuseHighlight(startItem)
        {
          userSelect(startItem)
        }
        try FuzzCheck.expect(
          delegate.highlighted == nil, "\(when): an item is still highlighted: \(delegate.calls)")
      case 4:
        let section = c.random.int(in: -1...source.sections.count)
        let item = c.random.int(in: -2...45)
        let indexPath = IndexPath(item: item, section: section)
        let valid = id(at: indexPath)
        view.lastSelectionError = nil
        c.note("\(when): selectItem \(indexPath)")
        view.selectItem(at: indexPath, animated: false, scrollPosition: c.random.chance(0.3) ? .top : [])
        if model.selectionAllowed {
          if let valid {
            if model.multiple { model.selected.insert(valid) } else { model.selected = [valid] }
          } else {
            try FuzzCheck.expect(view.lastSelectionError != nil, "\(when): no error for \(indexPath)")
          }
        }
      case 5:
        let indexPath = IndexPath(item: c.random.int(in: -1...45), section: c.random.int(in: 0...2))
        c.note("\(when): deselectItem \(indexPath)")
        view.deselectItem(at: indexPath, animated: false)
        if model.selectionAllowed, let item = id(at: indexPath) { model.selected.remove(item) }
      case 6:
        // Delete a random item and insert a new one at a random place of a random section.
        let nonEmpty = source.sections.indices.filter { !source.sections[$0].isEmpty }
        guard let section = c.random.element(of: nonEmpty) else { continue }
        let item = c.random.below(source.sections[section].count)
        let target = c.random.below(source.sections.count)
        let removed = source.sections[section][item]
        c.note("\(when): delete \(section)-\(item) (id \(removed)), insert id \(nextID) in section \(target)")
        view.performBatchUpdates {
          source.sections[section].remove(at: item)
          let at = c.random.int(in: 0...source.sections[target].count)
          source.sections[target].insert(nextID, at: at)
          nextID += 1
          view.deleteItems(at: [IndexPath(item: item, section: section)])
          view.insertItems(at: [IndexPath(item: at, section: target)])
        }
        try FuzzCheck.expect(
          view.lastUpdateError == nil, "\(when): \(String(describing: view.lastUpdateError))")
        model.selected.remove(removed)
      case 7:
        c.note("\(when): reloadData")
        view.reloadData()
        model.selected = []
      default:
        switch c.random.below(6) {
        case 0: model.allowsSelection.toggle()
        case 1: model.allowsMultipleSelection.toggle()
        case 2: model.isEditing.toggle()
        case 3: model.allowsSelectionDuringEditing.toggle()
        case 4: model.allowsMultipleSelectionDuringEditing.toggle()
        default: view.isScrollEnabled.toggle()
        }
        view.allowsSelection = model.allowsSelection
        view.allowsMultipleSelection = model.allowsMultipleSelection
        view.isEditing = model.isEditing
        view.allowsSelectionDuringEditing = model.allowsSelectionDuringEditing
        view.allowsMultipleSelectionDuringEditing = model.allowsMultipleSelectionDuringEditing
        c.note("\(when): flags \(model)")
      }
      view.advance(by: 0.5)
      try check(view, source, delegate, model.selected, when)
    }
    withExtendedLifetime((keep, delegate)) {}
  }

  private func check(
    _ view: CollectionView, _ source: FuzzDataSource, _ delegate: SelectionFuzzDelegate, _ selected: Set<Int>,
    _ when: String
  ) throws {
    if let violation = source.violations.first { throw FuzzFailure(.wrongResult, "\(when): \(violation)") }
    if let violation = delegate.violations.first { throw FuzzFailure(.wrongResult, "\(when): \(violation)") }
    let paths = view.indexPathsForSelectedItems ?? []
    try FuzzCheck.expect(paths == paths.sorted(), "\(when): selected index paths not sorted: \(paths)")
    try FuzzCheck.expect(
      (view.indexPathsForSelectedItems == nil) == paths.isEmpty, "\(when): an empty selection is not nil")
    var shown = Set<Int>()
    for indexPath in paths {
      guard source.sections.indices.contains(indexPath[0]),
        source.sections[indexPath[0]].indices.contains(indexPath[1])
      else { throw FuzzFailure(.wrongResult, "\(when): selected \(indexPath) is outside the data") }
      shown.insert(source.sections[indexPath[0]][indexPath[1]])
    }
    try FuzzCheck.expect(shown == selected, "\(when): selected \(shown.sorted()), model \(selected.sorted())")
    for cell in view.visibleCells {
      guard let item = (cell as? FuzzCell)?.itemID else { continue }
      try FuzzCheck.expect(
        cell.isSelected == selected.contains(item),
        "\(when): the cell of item \(item) isSelected \(cell.isSelected)")
      try FuzzCheck.expect(
        !cell.isHighlighted, "\(when): the cell of item \(item) is highlighted between touches")
    }
  }
}
