/// A cell: the view that shows one item of the data source.
///
/// Subclass it to hold your item's content. The collection view applies the layout's
/// attributes to it and reuses it as it scrolls.
open class CollectionViewCell: CollectionReusableView {
  /// Whether the cell is selected.
  open var isSelected: Bool = false

  /// Whether the cell is highlighted.
  open var isHighlighted: Bool = false

  /// Resets selection and highlight before reuse; call `super` when you override.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }
}
