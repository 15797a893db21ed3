/// The items of one section as a tree: root items, children under parents, and which parents
/// are expanded. An outline (a sidebar, a file browser) is a section snapshot applied with
/// `CollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`.
///
/// The section shows `visibleItems`: the items in depth-first order whose ancestors are all
/// expanded. Expanding or collapsing a parent and applying the snapshot again inserts or deletes
/// its descendants with an animation.
///
/// ```swift
/// var outline = DiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit", "Vegetables"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// // visibleItems: Fruit, Apple, Pear, Vegetables
/// ```
///
/// Identifiers are unique within the section snapshot. Adding an identifier that is already
/// there or naming one that is not are programmer errors: the methods stop with a message naming the operation and the identifier (UIKit
/// raises an exception), and the `checked` view throws the same message instead.
///
/// - Complexity: `contains(_:)`, `parent(of:)`, `isExpanded(_:)` are O(1) expected,
///   `level(of:)` and `isVisible(_:)` O(depth), `index(of:)` O(1) expected after an O(n)
///   index built once per version of the snapshot; `items` and `visibleItems` are O(n).
///
/// UIKit difference: besides the trapping methods there is the throwing `checked` view.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  typealias Item = ItemIdentifierType

  /// One item's place in the tree.
  struct Node: Sendable {
    var parent: Item?
    var children: [Item] = []
    var isExpanded = false
  }

  var roots: [Item] = []
  var nodes: [Item: Node] = [:]
  var orderCache = SectionOrderCache<Item>()

  /// Creates an empty section snapshot.
  public init() {}

  // MARK: - Reading

  /// Every item in depth-first order (a parent, then its subtree), collapsed or not.
  public var items: [ItemIdentifierType] { depthFirst(onlyVisible: false) }

  /// The items without a parent, in order.
  public var rootItems: [ItemIdentifierType] { roots }

  /// The items the section shows: depth-first order, skipping the descendants of collapsed
  /// items.
  public var visibleItems: [ItemIdentifierType] { depthFirst(onlyVisible: true) }

  /// Whether the section snapshot contains `item`.
  public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

  /// The parent of `item`, or `nil` for a root item or an item the snapshot does not contain.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }

  /// Whether `item` is expanded; `false` for an item the snapshot does not contain.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

  /// Whether `item` is shown: every ancestor is expanded. `false` for an item the snapshot does
  /// not contain.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard var node = nodes[item] else { return false }
    while let parent = node.parent {
      guard let parentNode = nodes[parent], parentNode.isExpanded else { return false }
      node = parentNode
    }
    return true
  }

  /// The depth of `item`: 0 for root items, 1 for their children, and so on.
  ///
  /// - Precondition: the snapshot contains `item`; otherwise this stops with a message naming
  ///   it.
  public func level(of item: ItemIdentifierType) -> Int {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in try checkLevel(of: item) }
  }

  /// The position of `item` in `items` (depth-first order), or `nil`.
  public func index(of item: ItemIdentifierType) -> Int? {
    guard nodes[item] != nil else { return nil }
    return orderCache.positions {
      var positions: [Item: Int] = [:]
      positions.reserveCapacity(nodes.count)
      for (position, item) in depthFirst(onlyVisible: false).enumerated() { positions[item] = position }
      return positions
    }[item]
  }

  /// A section snapshot of the subtree under `parent` (its children as roots, with their
  /// descendants and expansion states), with `parent` itself as the only root when
  /// `includingParent` is `true`.
  ///
  /// - Precondition: the snapshot contains `parent`.
  public func snapshot(
    of parent: ItemIdentifierType, includingParent: Bool = false
  ) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkSnapshot(of: parent, includingParent: includingParent)
    }
  }

  /// A text picture of the tree: one line per item, indented by level, `+` for a collapsed
  /// parent, `-` for an expanded one, `*` for a leaf.
  ///
  /// UIKit difference: UIKit's text format is not documented; this one is Trellis's own.
  public func visualDescription() -> String {
    var lines: [String] = []
    var stack: [(item: Item, level: Int)] = roots.reversed().map { ($0, 0) }
    while let (item, level) = stack.popLast() {
      let node = nodes[item]!
      let marker = node.children.isEmpty ? "*" : (node.isExpanded ? "-" : "+")
      lines.append(String(repeating: "  ", count: level) + "\(marker) \(DiffableDataSourceError.name(item))")
      for child in node.children.reversed() { stack.append((child, level + 1)) }
    }
    return lines.joined(separator: "\n")
  }

  // MARK: - Internal helpers

  /// The items in depth-first order, all or only the visible ones.
  func depthFirst(onlyVisible: Bool) -> [Item] {
    var result: [Item] = []
    result.reserveCapacity(onlyVisible ? roots.count : nodes.count)
    var stack: [Item] = roots.reversed()
    while let item = stack.popLast() {
      result.append(item)
      let node = nodes[item]!
      if !onlyVisible || node.isExpanded { stack.append(contentsOf: node.children.reversed()) }
    }
    return result
  }

  /// `item` and all its descendants, depth-first.
  func subtree(of item: Item) -> [Item] {
    var result: [Item] = []
    var stack = [item]
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: nodes[next]!.children.reversed())
    }
    return result
  }

  func checkLevel(of item: Item) throws(DiffableDataSourceError) -> Int {
    guard var node = nodes[item] else { throw Self.unknown(item, "level(of:)") }
    var level = 0
    while let parent = node.parent {
      level += 1
      node = nodes[parent]!
    }
    return level
  }

  func checkSnapshot(of parent: Item, includingParent: Bool) throws(DiffableDataSourceError) -> Self {
    guard var top = nodes[parent] else { throw Self.unknown(parent, "snapshot(of:includingParent:)") }
    var result = Self()
    for item in subtree(of: parent) where item != parent {
      result.nodes[item] = nodes[item]!
    }
    if includingParent {
      top.parent = nil
      result.nodes[parent] = top
      result.roots = [parent]
    } else {
      result.roots = top.children
      for child in top.children { result.nodes[child]!.parent = nil }
    }
    return result
  }

  static func unknown(_ item: Item, _ operation: String) -> DiffableDataSourceError {
    DiffableDataSourceError(
      .unknownItemIdentifier,
      "\(operation): item identifier \(DiffableDataSourceError.name(item)) is not in the section snapshot")
  }
}
