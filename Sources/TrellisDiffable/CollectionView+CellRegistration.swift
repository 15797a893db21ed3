// Cell registrations (iOS 14): a cell class and its configuration in one value, dequeued with
// `dequeueConfiguredReusableCell(using:for:item:)`.

extension CollectionView {
  /// A cell class together with the code that configures it for an item.
  ///
  /// Create registrations once (not inside the cell provider) and dequeue cells with
  /// `dequeueConfiguredReusableCell(using:for:item:)`: the first dequeue registers `Cell` with
  /// the collection view under the registration's own reuse identifier, and every dequeue runs
  /// `handler` on the cell. When the data source reconfigures an item
  /// (`DiffableDataSourceSnapshot.reconfigureItems(_:)`, `CollectionView.reconfigureItems(at:)`),
  /// the dequeue returns the item's existing cell and `handler` runs on it again.
  ///
  /// ```swift
  /// let registration = CollectionView.CellRegistration<LabelCell, String> { cell, indexPath, title in
  ///   cell.text = title
  /// }
  /// ```
  @preconcurrency @MainActor
  public struct CellRegistration<Cell: CollectionViewCell, Item> {
    /// Configures `cell` to show `itemIdentifier` at `indexPath`.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    let handler: Handler
    let reuseIdentifier: String

    /// Creates a registration of `Cell` configured by `handler`.
    public init(handler: @escaping Handler) {
      self.handler = handler
      reuseIdentifier = RegistrationIdentifiers.make("cell", Cell.self)
    }
  }

  /// A cell for `indexPath` from `registration`'s pool (registering its class on first use),
  /// configured by the registration's handler for `item`.
  ///
  /// When `item` is `nil` the handler does not run.
  ///
  /// UIKit difference: UIKit's handler takes a non-optional item and it does not document what
  /// happens for `nil`; Trellis skips the handler.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    let view = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    // The pool of this identifier only ever holds `Cell`s.
    let cell = view as! Cell
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}
