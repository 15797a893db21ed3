import Foundation
import Trellis

/// A delegate for `SelectionPanFocusSurface`: refuses some items (by identifier) the pan, the
/// selection or the focus.
@MainActor
final class PanFocusFuzzDelegate: CollectionViewDelegate {
  weak var source: FuzzDataSource?
  var refusePan: (Int) -> Bool = { _ in false }
  var refuseSelect: (Int) -> Bool = { _ in false }
  var refuseFocus: (Int) -> Bool = { _ in false }

  private func id(_ indexPath: IndexPath) -> Int {
    guard let source, indexPath.count == 2, source.sections.indices.contains(indexPath[0]),
      source.sections[indexPath[0]].indices.contains(indexPath[1])
    else { return -1 }
    return source.sections[indexPath[0]][indexPath[1]]
  }

  func collectionView(
    _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { !refusePan(id(indexPath)) }

  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    !refuseSelect(id(indexPath))
  }

  func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
    !refuseFocus(id(indexPath))
  }
}

/// Two-finger selecting pans and keyboard focus moves (docs/selection.md §6, §7), between batch
/// updates and `reloadData()`.
///
/// Checks, after every step, against a model of item identifiers: the items a pan selects are
/// found by an independent brute-force walk over every item's frame (`layoutAttributesForItem`),
/// for pans made of horizontal and vertical strokes; the item an arrow key focuses is the rule of
/// docs/selection.md §7 applied to every item's frame in turn; tab follows index-path order. The
/// selected and focused index paths must name the model's items, every visible cell's
/// `isSelected` and `isFocused` must match, and the content must not move during a selecting pan.
@MainActor
public final class SelectionPanFocusSurface: SynchronousFuzzSurface {
  /// `selection-pan-focus`.
  public let name = "selection-pan-focus"
  /// What the surface generates.
  public let summary =
    "two-finger selecting pans and focus moves; selection and focus equal a model of identifiers"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  private struct Model {
    var selected = Set<Int>()
    var focused: Int?
    var lastFocused: Int?
    var isEditing = false
    var allowsMultipleSelection = false
    var allowsSelectionDuringEditing = true
    var allowsMultipleSelectionDuringEditing = true
    var selectionFollowsFocus = false
    var remembers = false
    var selectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : true }
    var multiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
  }

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let layoutName = c.random.pick(["flow", "waterfall", "paged-grid"])
    let (layout, keep) = BatchUpdateSurface.makeLayout(layoutName, c)
    let sections = c.numberedSections(sections: 1...3, items: 0...30)
    var nextID = sections.joined().count
    let size = CGSize(width: c.random.double(in: 200...600), height: c.random.double(in: 200...900))
    let source = FuzzDataSource(sections: sections)
    let delegate = PanFocusFuzzDelegate()
    delegate.source = source
    let panModulus = c.random.int(in: 2...9)
    let selectModulus = c.random.int(in: 2...9)
    let focusModulus = c.random.int(in: 2...9)
    if c.random.chance(0.5) {
      delegate.refusePan = { $0 % panModulus == 1 }
      delegate.refuseSelect = { $0 % selectModulus == 2 }
      delegate.refuseFocus = { $0 % focusModulus == 3 }
    }
    var model = Model()
    model.allowsMultipleSelection = c.random.chance(0.5)
    model.allowsSelectionDuringEditing = c.random.chance(0.8)
    model.allowsMultipleSelectionDuringEditing = c.random.chance(0.8)
    model.selectionFollowsFocus = c.random.chance(0.5)
    model.remembers = c.random.chance(0.5)
    c.note("layout \(layoutName), counts \(sections.map(\.count)), size \(size), model \(model)")
    let view = CollectionView.fuzz(
      frame: CGRect(origin: .zero, size: size), layout: layout, dataSource: source)
    view.delegate = delegate
    view.allowsMultipleSelection = model.allowsMultipleSelection
    view.allowsSelectionDuringEditing = model.allowsSelectionDuringEditing
    view.allowsMultipleSelectionDuringEditing = model.allowsMultipleSelectionDuringEditing
    view.selectionFollowsFocus = model.selectionFollowsFocus
    view.remembersLastFocusedIndexPath = model.remembers
    view.allowsFocus = true
    view.allowsFocusDuringEditing = true
    view.layoutIfNeeded()
    var time: TimeInterval = 0

    /// Every item: (index path, identifier, frame), in index-path order, hidden ones left out.
    func items() -> [(path: IndexPath, id: Int, frame: CGRect)] {
      var all: [(IndexPath, Int, CGRect)] = []
      for (s, ids) in source.sections.enumerated() {
        for (i, id) in ids.enumerated() {
          let path = IndexPath(item: i, section: s)
          guard let attributes = view.layoutAttributesForItem(at: path), !attributes.isHidden else {
            continue
          }
          all.append((path, id, attributes.frame))
        }
      }
      return all
    }
    func userSelectKeeping(_ id: Int) {
      guard model.selectionAllowed, !model.selected.contains(id), !delegate.refuseSelect(id) else { return }
      if model.multiple { model.selected.insert(id) } else { model.selected = [id] }
    }
    func focus(_ id: Int?) {
      if id == nil { model.lastFocused = model.focused }
      model.focused = id
      if let id, model.selectionFollowsFocus { userSelectKeeping(id) }
    }

    for step in 0..<c.random.int(in: 5...30) {
      let when = "step \(step)"
      switch c.random.below(8) {
      case 0, 1, 2:
        // A two-finger pan of horizontal and vertical strokes.
        view.advance(by: 5)
        time += 10
        let start = CGPoint(
          x: c.random.double(in: 1...Double(size.width) - 1),
          y: c.random.double(in: 1...Double(size.height) - 1))
        var offset = view.contentOffset
        let startID = view.indexPathForItem(at: CGPoint(x: start.x + offset.x, y: start.y + offset.y))
          .flatMap { source.sections[$0[0]][$0[1]] }
        let both =
          (view.contentSize.width + view.adjustedContentInset.left + view.adjustedContentInset.right
            > view.frame.width || view.alwaysBounceHorizontal)
          && (view.contentSize.height + view.adjustedContentInset.top + view.adjustedContentInset.bottom
            > view.frame.height || view.alwaysBounceVertical)
        view.handleTwoFingerTouch(
          .began, at: CGPoint(x: start.x - 5, y: start.y), and: CGPoint(x: start.x + 5, y: start.y),
          time: time)
        offset = view.contentOffset
        let selecting = startID.map { !delegate.refusePan($0) && !both } ?? false
        var point = start
        var strokes: [CGPoint] = [start]
        for _ in 0..<c.random.int(in: 1...4) {
          let distance = c.random.double(in: 5...300) * (c.random.chance(0.5) ? 1 : -1)
          point =
            c.random.chance(0.5)
            ? CGPoint(x: point.x + distance, y: point.y) : CGPoint(x: point.x, y: point.y + distance)
          strokes.append(point)
          time += 0.05
          view.handleTwoFingerTouch(
            .moved, at: CGPoint(x: point.x - 5, y: point.y), and: CGPoint(x: point.x + 5, y: point.y),
            time: time)
        }
        c.note("\(when): pan \(strokes), start item \(String(describing: startID)), selecting \(selecting)")
        if selecting {
          try FuzzCheck.expect(view.contentOffset == offset, "\(when): the selecting pan scrolled")
          model.isEditing = true
          let all = items()
          // The touch-down point's items, then each stroke's, in the order entered.
          let origin = CGPoint(x: start.x + offset.x, y: start.y + offset.y)
          for item in all where item.frame.contains(origin) { userSelectKeeping(item.id) }
          for (a, b) in zip(strokes, strokes.dropFirst()) {
            let p = CGPoint(x: a.x + offset.x, y: a.y + offset.y)
            let q = CGPoint(x: b.x + offset.x, y: b.y + offset.y)
            var crossed: [(t: CGFloat, path: IndexPath, id: Int)] = []
            for item in all {
              let f = item.frame
              if p.y == q.y {
                guard f.minY <= p.y, p.y < f.maxY, f.minX <= max(p.x, q.x), f.maxX > min(p.x, q.x) else {
                  continue
                }
                let entry = q.x > p.x ? max(f.minX, p.x) : min(f.maxX, p.x)
                crossed.append((abs(entry - p.x) / abs(q.x - p.x), item.path, item.id))
              } else {
                guard f.minX <= p.x, p.x < f.maxX, f.minY <= max(p.y, q.y), f.maxY > min(p.y, q.y) else {
                  continue
                }
                let entry = q.y > p.y ? max(f.minY, p.y) : min(f.maxY, p.y)
                crossed.append((abs(entry - p.y) / abs(q.y - p.y), item.path, item.id))
              }
            }
            crossed.sort { $0.t != $1.t ? $0.t < $1.t : $0.path < $1.path }
            for item in crossed { userSelectKeeping(item.id) }
          }
        }
        time += 0.05
        view.handleTwoFingerTouch(
          c.random.chance(0.2) ? .cancelled : .ended, at: CGPoint(x: point.x - 5, y: point.y),
          and: CGPoint(x: point.x + 5, y: point.y), time: time)
        try FuzzCheck.expect(view.isEditing == model.isEditing, "\(when): isEditing \(view.isEditing)")
      case 3, 4:
        let heading = c.random.pick([FocusHeading.up, .down, .left, .right, .next, .previous])
        c.note("\(when): moveFocus \(heading.rawValue)")
        view.layoutIfNeeded()
        let all = items()
        let focusable = all.filter { !delegate.refuseFocus($0.id) }
        var target: Int?
        if let focused = model.focused, let current = all.first(where: { $0.id == focused }) {
          if heading == .next || heading == .previous {
            let order = all.map(\.id)
            if let index = order.firstIndex(of: focused) {
              let rest = heading == .next ? Array(order[(index + 1)...]) : Array(order[..<index].reversed())
              target = rest.first { !delegate.refuseFocus($0) }
            }
          } else {
            let f = current.frame
            let horizontal = heading == .left || heading == .right
            var best: (Int, CGFloat, CGFloat, IndexPath, Int)?
            for item in focusable where item.id != focused {
              let o = item.frame
              let gap: CGFloat
              switch heading {
              case .right: gap = o.minX - f.maxX
              case .left: gap = f.minX - o.maxX
              case .down: gap = o.minY - f.maxY
              default: gap = f.minY - o.maxY
              }
              guard gap >= 0 else { continue }
              let overlaps =
                horizontal ? o.minY < f.maxY && o.maxY > f.minY : o.minX < f.maxX && o.maxX > f.minX
              let across = horizontal ? abs(o.midY - f.midY) : abs(o.midX - f.midX)
              let key = (overlaps ? 0 : 1, gap, across, item.path, item.id)
              if let b = best, (b.0, b.1, b.2, b.3) <= (key.0, key.1, key.2, key.3) { continue }
              best = key
            }
            target = best?.4
          }
        } else if model.focused == nil {
          if model.remembers, let last = model.lastFocused, focusable.contains(where: { $0.id == last }) {
            target = last
          } else {
            target = focusable.first?.id
          }
        }
        let moved = view.moveFocus(heading)
        try FuzzCheck.expect(
          moved == (target != nil),
          "\(when): moveFocus returned \(moved), model \(String(describing: target))")
        if let target { focus(target) }
      case 5:
        c.note("\(when): resignFocus")
        view.resignFocus()
        if model.focused != nil { focus(nil) }
      case 6:
        let nonEmpty = source.sections.indices.filter { !source.sections[$0].isEmpty }
        guard let section = c.random.element(of: nonEmpty) else { continue }
        let item = c.random.below(source.sections[section].count)
        let removed = source.sections[section][item]
        c.note("\(when): delete \(section)-\(item) (id \(removed)), insert id \(nextID)")
        view.performBatchUpdates {
          source.sections[section].remove(at: item)
          let at = c.random.int(in: 0...source.sections[section].count)
          source.sections[section].insert(nextID, at: at)
          nextID += 1
          view.deleteItems(at: [IndexPath(item: item, section: section)])
          view.insertItems(at: [IndexPath(item: at, section: section)])
        }
        try FuzzCheck.expect(
          view.lastUpdateError == nil, "\(when): \(String(describing: view.lastUpdateError))")
        model.selected.remove(removed)
        if model.focused == removed { model.focused = nil }
        if model.lastFocused == removed { model.lastFocused = nil }
      default:
        c.note("\(when): reloadData")
        view.reloadData()
        model.selected = []
        model.focused = nil
        model.lastFocused = nil
      }
      view.advance(by: 0.5)
      try check(view, source, model, when)
    }
    withExtendedLifetime((keep, delegate)) {}
  }

  private func check(_ view: CollectionView, _ source: FuzzDataSource, _ model: Model, _ when: String) throws
  {
    func id(_ indexPath: IndexPath) throws -> Int {
      guard indexPath.count == 2, source.sections.indices.contains(indexPath[0]),
        source.sections[indexPath[0]].indices.contains(indexPath[1])
      else { throw FuzzFailure(.wrongResult, "\(when): \(indexPath) is outside the data") }
      return source.sections[indexPath[0]][indexPath[1]]
    }
    let selected = Set(try (view.indexPathsForSelectedItems ?? []).map(id))
    try FuzzCheck.expect(
      selected == model.selected, "\(when): selected \(selected.sorted()), model \(model.selected.sorted())")
    let focused = try view.indexPathForFocusedItem.map(id)
    try FuzzCheck.expect(
      focused == model.focused,
      "\(when): focused \(String(describing: focused)), model \(String(describing: model.focused))")
    for cell in view.visibleCells {
      guard let item = (cell as? FuzzCell)?.itemID else { continue }
      try FuzzCheck.expect(
        cell.isSelected == model.selected.contains(item), "\(when): cell \(item) isSelected")
      try FuzzCheck.expect(cell.isFocused == (model.focused == item), "\(when): cell \(item) isFocused")
    }
  }
}
