import Foundation
import Trellis
import TrellisDiffable

/// The snapshot operations of `DiffableApplySurface`: valid ones mirrored on the model, and
/// invalid ones that must throw the kind of error the library specifies and change nothing.
extension DiffableApplySurface {
  /// One operation on a snapshot through its throwing view.
  typealias CheckedOperation = (inout Snapshot.Checked) throws -> Void

  /// A valid operation, through the plain method or `checked`, mirrored on `model`; the snapshot
  /// must then equal the model.
  func validOperation(_ snapshot: inout Snapshot, _ model: Model, _ c: FuzzContext) throws {
    let viaChecked = c.random.chance(0.3)
    func run(_ what: String, _ plain: (inout Snapshot) -> Void, _ checked: CheckedOperation) throws {
      c.note("\(what)\(viaChecked ? " (checked)" : "")")
      if viaChecked {
        do { try checked(&snapshot.checked) } catch {
          throw FuzzFailure(.wrongResult, "the valid \(what) threw \(error)")
        }
      } else {
        plain(&snapshot)
      }
    }
    let sections = model.sections.map(\.id)
    let items = model.allItems
    let choice = sections.isEmpty ? 0 : c.random.below(items.isEmpty ? 6 : 14)
    switch choice {
    case 0:
      let new = (0..<c.random.int(in: 1...2)).map { _ in model.fresh() }
      try run("appendSections(\(new))", { $0.appendSections(new) }, { try $0.appendSections(new) })
      model.sections += new.map { ($0, []) }
    case 1:
      let new = [model.fresh()]
      let anchor = c.random.pick(sections)
      let after = c.random.chance(0.5)
      try run(
        "insertSections(\(new), \(after ? "after" : "before"): \(anchor))",
        {
          after ? $0.insertSections(new, afterSection: anchor) : $0.insertSections(new, beforeSection: anchor)
        },
        {
          after
            ? try $0.insertSections(new, afterSection: anchor)
            : try $0.insertSections(new, beforeSection: anchor)
        })
      let index = model.sections.firstIndex { $0.id == anchor }! + (after ? 1 : 0)
      model.sections.insert((new[0], []), at: index)
    case 2:
      var doomed = [c.random.pick(sections)]
      if c.random.chance(0.2) { doomed.append(doomed[0]) }  // listed twice: deleted once
      try run("deleteSections(\(doomed))", { $0.deleteSections(doomed) }, { try $0.deleteSections(doomed) })
      model.sections.removeAll { doomed.contains($0.id) }
    case 3:
      guard sections.count >= 2 else { return }
      let pair = Array(c.random.shuffled(sections).prefix(2))
      let after = c.random.chance(0.5)
      try run(
        "moveSection(\(pair[0]), \(after ? "after" : "before"): \(pair[1]))",
        {
          after
            ? $0.moveSection(pair[0], afterSection: pair[1]) : $0.moveSection(pair[0], beforeSection: pair[1])
        },
        {
          after
            ? try $0.moveSection(pair[0], afterSection: pair[1])
            : try $0.moveSection(pair[0], beforeSection: pair[1])
        })
      let moving = model.sections.remove(at: model.sections.firstIndex { $0.id == pair[0] }!)
      let index = model.sections.firstIndex { $0.id == pair[1] }! + (after ? 1 : 0)
      model.sections.insert(moving, at: index)
    case 4:
      let reloaded = Array(c.random.shuffled(sections).prefix(c.random.int(in: 1...2)))
      try run(
        "reloadSections(\(reloaded))", { $0.reloadSections(reloaded) }, { try $0.reloadSections(reloaded) })
    case 5:
      let count = c.random.chance(0.9) ? c.random.int(in: 1...12) : c.random.int(in: 50...300)
      let new = (0..<count).map { _ in model.fresh() }
      let target: Int? = c.random.chance(0.3) ? nil : c.random.pick(sections)
      try run(
        "appendItems(\(new.count) items, toSection: \(String(describing: target)))",
        { $0.appendItems(new, toSection: target) }, { try $0.appendItems(new, toSection: target) })
      let index = target.map { id in model.sections.firstIndex { $0.id == id }! } ?? model.sections.count - 1
      model.sections[index].items += new
    case 6, 7:
      let new = (0..<c.random.int(in: 1...4)).map { _ in model.fresh() }
      let anchor = c.random.pick(items)
      let after = c.random.chance(0.5)
      try run(
        "insertItems(\(new), \(after ? "after" : "before"): \(anchor))",
        { after ? $0.insertItems(new, afterItem: anchor) : $0.insertItems(new, beforeItem: anchor) },
        { after ? try $0.insertItems(new, afterItem: anchor) : try $0.insertItems(new, beforeItem: anchor) })
      let at = model.position(ofItem: anchor)!
      model.sections[at.section].items.insert(contentsOf: new, at: at.item + (after ? 1 : 0))
    case 8, 9:
      var doomed = Array(c.random.shuffled(items).prefix(c.random.int(in: 1...6)))
      if c.random.chance(0.2) { doomed.append(doomed[0]) }
      try run("deleteItems(\(doomed))", { $0.deleteItems(doomed) }, { try $0.deleteItems(doomed) })
      for index in model.sections.indices { model.sections[index].items.removeAll { doomed.contains($0) } }
    case 10, 11:
      guard items.count >= 2 else { return }
      let pair = Array(c.random.shuffled(items).prefix(2))
      let after = c.random.chance(0.5)
      try run(
        "moveItem(\(pair[0]), \(after ? "after" : "before"): \(pair[1]))",
        { after ? $0.moveItem(pair[0], afterItem: pair[1]) : $0.moveItem(pair[0], beforeItem: pair[1]) },
        {
          after ? try $0.moveItem(pair[0], afterItem: pair[1]) : try $0.moveItem(pair[0], beforeItem: pair[1])
        })
      let from = model.position(ofItem: pair[0])!
      model.sections[from.section].items.remove(at: from.item)
      let to = model.position(ofItem: pair[1])!
      model.sections[to.section].items.insert(pair[0], at: to.item + (after ? 1 : 0))
    case 12:
      let marked = Array(c.random.shuffled(items).prefix(c.random.int(in: 1...4)))
      if c.random.chance(0.5) {
        try run("reloadItems(\(marked))", { $0.reloadItems(marked) }, { try $0.reloadItems(marked) })
      } else {
        try run(
          "reconfigureItems(\(marked))", { $0.reconfigureItems(marked) }, { try $0.reconfigureItems(marked) })
      }
    default:
      if c.random.chance(0.2) {
        c.note("deleteAllItems()")
        snapshot.deleteAllItems()
        model.sections = []
      }
    }
    try FuzzCheck.expect(
      Self.structure(snapshot) == model.sections.map { [$0.id] + $0.items },
      "after a valid operation the snapshot is \(Self.structure(snapshot).prefix(4)), the model "
        + "\(model.sections.map { [$0.id] + $0.items }.prefix(4))")
  }

  /// An invalid operation through `checked`: it must throw the kind of error the library
  /// specifies (`DiffableDataSourceError.Kind`) and leave the snapshot exactly as it was.
  func invalidOperation(_ snapshot: inout Snapshot, _ model: Model, _ c: FuzzContext) throws {
    var attempt: (what: String, kind: DiffableDataSourceError.Kind, body: CheckedOperation)?
    for _ in 0..<8 where attempt == nil {
      attempt = invalid(c.random.below(18), model, c)
    }
    guard let attempt else { return }
    c.note("\(attempt.what) (checked, invalid: \(attempt.kind))")
    let before = Self.everything(snapshot)
    do {
      try attempt.body(&snapshot.checked)
      throw FuzzFailure(.wrongResult, "the invalid \(attempt.what) was accepted")
    } catch let error as DiffableDataSourceError {
      try FuzzCheck.expect(
        error.kind == attempt.kind, "\(attempt.what) threw \(error.kind) (\(error)), expected \(attempt.kind)"
      )
    }
    try FuzzCheck.expect(
      Self.everything(snapshot) == before, "the refused \(attempt.what) changed the snapshot")
  }

  /// Invalid operation number `choice` over the model's identifiers, or `nil` when the model
  /// cannot make it (no sections, one item, …).
  private func invalid(
    _ choice: Int, _ model: Model, _ c: FuzzContext
  ) -> (
    String, DiffableDataSourceError.Kind, CheckedOperation
  )? {
    let sections = model.sections.map(\.id)
    let items = model.allItems
    // Identifiers never handed out are negative.
    let unknown = -c.random.int(in: 1...1_000)
    let new = model.fresh()
    let section = c.random.element(of: sections)
    let item = c.random.element(of: items)
    let otherItem = items.count >= 2 ? c.random.shuffled(items).first { $0 != item } : nil
    let otherSection = sections.count >= 2 ? c.random.shuffled(sections).first { $0 != section } : nil
    switch choice {
    case 0:
      guard let section else { return nil }
      return (
        "appendSections([\(section)])", .duplicateSectionIdentifier, { try $0.appendSections([section]) }
      )
    case 1:
      return (
        "appendSections([\(new), \(new)])", .duplicateSectionIdentifier,
        { try $0.appendSections([new, new]) }
      )
    case 2:
      return (
        "insertSections([\(new)], beforeSection: \(unknown))", .unknownSectionIdentifier,
        { try $0.insertSections([new], beforeSection: unknown) }
      )
    case 3:
      guard let section, let otherSection else { return nil }
      return (
        "insertSections([\(section)], afterSection: \(otherSection))", .duplicateSectionIdentifier,
        { try $0.insertSections([section], afterSection: otherSection) }
      )
    case 4:
      return ("deleteSections([\(unknown)])", .unknownSectionIdentifier, { try $0.deleteSections([unknown]) })
    case 5:
      guard let section else { return nil }
      return (
        "moveSection(\(section), beforeSection: itself)", .sectionMovedRelativeToItself,
        { try $0.moveSection(section, beforeSection: section) }
      )
    case 6:
      guard let section else { return nil }
      return (
        "moveSection(\(unknown), afterSection: \(section))", .unknownSectionIdentifier,
        { try $0.moveSection(unknown, afterSection: section) }
      )
    case 7:
      return ("reloadSections([\(unknown)])", .unknownSectionIdentifier, { try $0.reloadSections([unknown]) })
    case 8:
      guard let section, let item else { return nil }
      return (
        "appendItems([\(item)], toSection: \(section))", .duplicateItemIdentifier,
        { try $0.appendItems([item], toSection: section) }
      )
    case 9:
      guard let section else { return nil }
      return (
        "appendItems([\(new), \(new)], toSection: \(section))", .duplicateItemIdentifier,
        { try $0.appendItems([new, new], toSection: section) }
      )
    case 10:
      guard !sections.isEmpty else { return nil }
      return (
        "appendItems([\(new)], toSection: \(unknown))", .unknownSectionIdentifier,
        { try $0.appendItems([new], toSection: unknown) }
      )
    case 11:
      guard sections.isEmpty else { return nil }
      return ("appendItems([\(new)]) without sections", .noSections, { try $0.appendItems([new]) })
    case 12:
      return (
        "insertItems([\(new)], beforeItem: \(unknown))", .unknownItemIdentifier,
        { try $0.insertItems([new], beforeItem: unknown) }
      )
    case 13:
      guard let item, let otherItem else { return nil }
      return (
        "insertItems([\(item)], afterItem: \(otherItem))", .duplicateItemIdentifier,
        { try $0.insertItems([item], afterItem: otherItem) }
      )
    case 14:
      return ("deleteItems([\(unknown)])", .unknownItemIdentifier, { try $0.deleteItems([unknown]) })
    case 15:
      guard let item else { return nil }
      return (
        "moveItem(\(item), beforeItem: itself)", .itemMovedRelativeToItself,
        { try $0.moveItem(item, beforeItem: item) }
      )
    case 16:
      guard let item else { return nil }
      return (
        "moveItem(\(unknown), afterItem: \(item))", .unknownItemIdentifier,
        { try $0.moveItem(unknown, afterItem: item) }
      )
    default:
      return c.random.chance(0.5)
        ? ("reloadItems([\(unknown)])", .unknownItemIdentifier, { try $0.reloadItems([unknown]) })
        : ("reconfigureItems([\(unknown)])", .unknownItemIdentifier, { try $0.reconfigureItems([unknown]) })
    }
  }
}
