import Foundation
import Trellis

/// A cell that remembers which model item it shows.
public final class FuzzCell: CollectionViewCell {
  /// The model item's identifier, set by the data source.
  public var itemID: Int = -1
  /// The version of the item's content the cell was configured with (the diffable surface).
  public var version: Int = -1
}

/// The data source of the fuzzing cases: an array of arrays of item identifiers (the model),
/// or raw counts that may be negative or enormous (what a careless data source answers).
///
/// Every request for a cell is checked against the model: a request for a path outside it is
/// recorded in `violations` (the collection view must never ask for one).
///
/// On the main actor, as its protocol is (the isolation comes with the conformance).
public final class FuzzDataSource: CollectionViewDataSource {
  /// The reuse identifier of `FuzzCell`.
  public static let reuseIdentifier = "fuzz"

  /// The model: the item identifiers of each section.
  public var sections: [[Int]]
  /// When set, the counts answered instead of the model's (for layout inputs, where the items
  /// themselves do not matter); cells then show their item index.
  public var rawCounts: [Int]?
  /// Requests for index paths outside the model, as text.
  public private(set) var violations: [String] = []
  /// The number of cells requested so far.
  public private(set) var requests = 0
  /// Whether items may be moved interactively.
  public var allowsMoving = true
  /// Moves the collection view reported through `collectionView(_:moveItemAt:to:)`.
  public private(set) var moves: [(IndexPath, IndexPath)] = []

  /// A data source over `sections`.
  public init(sections: [[Int]]) {
    self.sections = sections
  }

  /// A data source answering `counts` (clamped by nothing: negative and huge values included).
  public init(rawCounts: [Int]) {
    self.sections = []
    self.rawCounts = rawCounts
  }

  /// The number of sections.
  public func numberOfSections(in collectionView: CollectionView) -> Int {
    rawCounts?.count ?? sections.count
  }

  /// The model's count for `section`, or the raw count.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    if let rawCounts { return section >= 0 && section < rawCounts.count ? rawCounts[section] : 0 }
    return section >= 0 && section < sections.count ? sections[section].count : 0
  }

  /// A `FuzzCell` showing the model item at `indexPath` (checked against the model).
  public func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    requests += 1
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    let fuzzCell = cell as? FuzzCell
    let section = indexPath.count == 2 ? indexPath[0] : -1
    let item = indexPath.count == 2 ? indexPath[1] : -1
    if let rawCounts {
      if section < 0 || section >= rawCounts.count || item < 0 || item >= rawCounts[section] {
        violations.append("cellForItemAt \(indexPath) with counts \(rawCounts.prefix(8))")
      }
      fuzzCell?.itemID = item
    } else if section < 0 || section >= sections.count || item < 0 || item >= sections[section].count {
      violations.append(
        "cellForItemAt \(indexPath) outside the data source's counts \(sections.map(\.count).prefix(8))")
      fuzzCell?.itemID = -1
    } else {
      fuzzCell?.itemID = sections[section][item]
    }
    return cell
  }

  /// Whether the item may move (`allowsMoving`).
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    allowsMoving
  }

  /// Moves the item in the model, as a data source must.
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    guard rawCounts == nil, sourceIndexPath.count == 2, destinationIndexPath.count == 2,
      sections.indices.contains(sourceIndexPath[0]),
      sections[sourceIndexPath[0]].indices.contains(sourceIndexPath[1])
    else {
      violations.append("moveItemAt \(sourceIndexPath) to \(destinationIndexPath) outside the model")
      return
    }
    let id = sections[sourceIndexPath[0]].remove(at: sourceIndexPath[1])
    let section = destinationIndexPath[0]
    guard sections.indices.contains(section), (0...sections[section].count).contains(destinationIndexPath[1])
    else {
      violations.append("moveItemAt \(sourceIndexPath) to \(destinationIndexPath) outside the model")
      sections[sourceIndexPath[0]].insert(id, at: sourceIndexPath[1])
      return
    }
    sections[section].insert(id, at: destinationIndexPath[1])
  }

  /// Forgets recorded violations (after a check).
  public func clearViolations() { violations.removeAll() }
}

extension CollectionView {
  /// A collection view of `frame` with `layout`, `FuzzCell` registered and `dataSource` set.
  @MainActor
  public static func fuzz(
    frame: CGRect, layout: CollectionViewLayout, dataSource: FuzzDataSource
  ) -> CollectionView {
    let view = CollectionView(frame: frame, collectionViewLayout: layout)
    view.register(FuzzCell.self, forCellWithReuseIdentifier: FuzzDataSource.reuseIdentifier)
    view.dataSource = dataSource
    return view
  }
}
