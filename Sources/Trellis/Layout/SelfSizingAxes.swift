/// The dimensions of a cell that its layout lets the cell choose (self-sizing), recorded on the
/// attributes the layout hands out: flow with `estimatedItemSize` lets a cell choose both;
/// compositional lets an item with an estimated dimension choose its length along the section's
/// scrolling axis. A cell's default `preferredLayoutAttributesFitting(_:)` fits these
/// dimensions with Auto Layout and keeps the others (docs/view-controllers.md §9).
package struct SelfSizingAxes: OptionSet, Sendable, Hashable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The cell chooses its width.
  package static let width = SelfSizingAxes(rawValue: 1 << 0)
  /// The cell chooses its height.
  package static let height = SelfSizingAxes(rawValue: 1 << 1)
}
