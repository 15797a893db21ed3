/// A group of items laid out along one axis (or by a closure): the unit a section repeats.
///
/// - `.horizontal(layoutSize:subitems:)` places the subitems left to right, repeating the list
///   as long as the next one fits in the group's width (always at least one);
///   `.vertical(layoutSize:subitems:)` top to bottom in its height.
/// - `.horizontal(layoutSize:repeatingSubitem:count:)` (and the older `subitem:count:`) makes
///   exactly `count` copies of the subitem and sizes them equally along the axis:
///   `(width − spacing·(count − 1)) / count` each, whatever the subitem's own width says.
/// - `.custom(layoutSize:itemProvider:)` asks a closure for the frames.
///
/// Subitems may themselves be groups (nested groups). `interItemSpacing` separates consecutive
/// subitems; `contentInsets` of a group shrink the area its subitems are laid out in.
///
/// A section repeats its group for all its items, and every repetition has the same shape, so
/// the layout solves the group once per section and places the repetitions by arithmetic.
///
/// UIKit difference: a custom group's provider is called once per
/// section layout (and once more for each group whose cells self-size), not once per group,
/// and the frames it returns are used for every group of the section. A `count` below 1 or an
/// empty `subitems` array makes a group that places no items (the section's items then have no
/// attributes), where UIKit raises an exception; a `count` above 10,000 makes 10,000 copies (as
/// many as a group repeats its subitems at most), and a group places at most 10,000 cells in all,
/// its nested groups and their repetitions together (in depth-first order; the rest of the
/// group has no cells). A custom frame with a NaN or infinite number
/// is an empty frame at the group's origin; the others have their origins clamped to ±10¹²
/// points and their sides to 0 … 10¹² (`LayoutLimits`).
public final class CollectionLayoutGroup: CollectionLayoutItem {
  enum Arrangement {
    case horizontal
    case vertical
    case custom(CollectionLayoutGroupCustomItemProvider)
  }

  let arrangement: Arrangement
  /// The subitems, as given.
  public let subitems: [CollectionLayoutItem]
  /// For `count:` groups, the number of copies of the single subitem; `nil` when the subitems
  /// repeat while they fit.
  let fixedCount: Int?

  /// The spacing between consecutive subitems, or `nil` (no spacing, the default).
  public var interItemSpacing: CollectionLayoutSpacing?

  /// The supplementary items attached to the group (drawn with the index path of the group's
  /// first item).
  public override var supplementaryItems: [CollectionLayoutSupplementaryItem] {
    get { storedSupplementaryItems }
    set { storedSupplementaryItems = newValue }
  }

  init(
    layoutSize: CollectionLayoutSize, arrangement: Arrangement, subitems: [CollectionLayoutItem], count: Int?
  ) {
    self.arrangement = arrangement
    self.subitems = subitems
    self.fixedCount = count.map { min(max(0, $0), GroupSolver.maximumRepeats) }
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A group that places `subitems` left to right, repeating them while they fit.
  public static func horizontal(
    layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
  }

  /// A group of exactly `count` copies of `subitem`, left to right, sized equally to fill the
  /// group's width after the spacing (iOS 16).
  public static func horizontal(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
  }

  /// A group of exactly `count` copies of `subitem`, left to right (the spelling before iOS 16;
  /// the same as `horizontal(layoutSize:repeatingSubitem:count:)`).
  public static func horizontal(
    layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// A group that places `subitems` top to bottom, repeating them while they fit.
  public static func vertical(
    layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
  }

  /// A group of exactly `count` copies of `subitem`, top to bottom, sized equally to fill the
  /// group's height after the spacing (iOS 16).
  public static func vertical(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
  }

  /// A group of exactly `count` copies of `subitem`, top to bottom (the spelling before iOS 16).
  public static func vertical(
    layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// A group whose items' frames come from `itemProvider`, called with an environment whose
  /// container is the group.
  public static func custom(
    layoutSize: CollectionLayoutSize, itemProvider: @escaping CollectionLayoutGroupCustomItemProvider
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
  }

  /// A copy of the group with the same subitems, spacing, insets and supplementary items.
  public override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, count: fixedCount)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    copy.interItemSpacing = interItemSpacing
    copy.storedSupplementaryItems = storedSupplementaryItems
    return copy
  }

  /// A text description of the group's structure, one line per group or item, indented by
  /// nesting.
  ///
  /// UIKit difference: UIKit draws an ASCII picture; Trellis lists the structure.
  public func visualDescription() -> String {
    var lines: [String] = []
    describe(into: &lines, depth: 0)
    return lines.joined(separator: "\n")
  }

  private func describe(into lines: inout [String], depth: Int) {
    let indent = String(repeating: "  ", count: depth)
    let kind: String
    switch arrangement {
    case .horizontal: kind = "horizontal"
    case .vertical: kind = "vertical"
    case .custom: kind = "custom"
    }
    let count = fixedCount.map { " count: \($0)" } ?? ""
    lines.append("\(indent)group \(kind) \(layoutSize)\(count)")
    for subitem in subitems {
      if let group = subitem as? CollectionLayoutGroup {
        group.describe(into: &lines, depth: depth + 1)
      } else {
        lines.append("\(indent)  item \(subitem.layoutSize)")
      }
    }
  }

  /// A textual representation naming the group's arrangement and size.
  public override var description: String { "<CollectionLayoutGroup \(layoutSize)>" }
}
