/// A view behind a section that the layout owns: the section background.
///
/// `background(elementKind:)` covers the section's whole frame (its boundary items that extend
/// it, its content insets and its groups; for an orthogonal section the container's width),
/// shrunk by the decoration's own `contentInsets`. Register the view class for its kind with
/// `CollectionViewCompositionalLayout.register(_:forDecorationViewOfKind:)`. Its index path is
/// (item 0, the section); give each a distinct `elementKind`.
///
public final class CollectionLayoutDecorationItem: CollectionLayoutItem {
  /// The kind of the decoration view.
  public let elementKind: String
  /// The z-index of the decoration view. The default is 0, which draws below the section's
  /// cells (at equal z-index decoration views are drawn first).
  public var zIndex: Int = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A decoration that covers the background of its section.
  public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
    CollectionLayoutDecorationItem(elementKind: elementKind)
  }

  /// A copy of the decoration item.
  public override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CollectionLayoutDecorationItem(elementKind: elementKind)
    copy.contentInsets = contentInsets
    copy.zIndex = zIndex
    return copy
  }

  /// A textual representation naming the kind.
  public override var description: String { "<CollectionLayoutDecorationItem \(elementKind)>" }
}
