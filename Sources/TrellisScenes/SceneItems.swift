import TrellisControls

/// The model and data source of a scene: one section of items, each with a stable identifier
/// (the number drawn on it and the key of its colour), and the list of cells on screen.
///
/// Identifiers are the item indexes until the list is first edited (so a million-item list
/// costs nothing); an insert, delete or move materialises them into an array.
///
/// Use it as the data source of a scene of your own: edit it inside a batch update together
/// with the collection view (`insert(at:)` with `insertItems(at:)`, `remove(at:)` with
/// `deleteItems(at:)`); interactive movement calls `move(from:to:)` through the data source.
@MainActor
open class SceneItems: CollectionViewDataSource, CollectionViewDelegate {
  /// The reuse identifier every scene registers its cell class under.
  public static let reuseIdentifier = "scene.cell"

  /// The identifiers when the list has been edited; `nil` while item i has identifier i.
  public private(set) var ids: [Int]?
  /// The number of items.
  public private(set) var count: Int
  /// The identifier the next inserted item gets.
  public private(set) var nextID: Int

  /// The cells being displayed, in the order they appeared (cells animating out included).
  public private(set) var displayed: [any SceneModelCell] = []
  /// How many times the collection view asked to move an item (`moveItemAt`).
  public private(set) var moveCount = 0
  /// Called for each cell the data source hands out, after its `modelID` is set.
  public var configure: ((SceneCell, IndexPath) -> Void)?

  /// Creates a list of `count` items with identifiers 0…count−1 (a negative count is 0).
  public init(count: Int) {
    self.count = max(0, count)
    nextID = self.count
  }

  /// The identifier of the item at `index`.
  public func id(at index: Int) -> Int { ids?[index] ?? index }

  /// The identifiers in order (materialised; for tests and small lists).
  public var order: [Int] { ids ?? Array(0..<count) }

  /// Replaces the list with `count` fresh items 0…count−1.
  public func reset(count: Int) {
    self.count = max(0, count)
    ids = nil
    nextID = self.count
  }

  private func materialise() {
    if ids == nil { ids = Array(0..<count) }
  }

  /// Inserts a new item at `index` (0…count) and returns its identifier.
  @discardableResult
  public func insert(at index: Int) -> Int {
    materialise()
    let id = nextID
    nextID += 1
    ids!.insert(id, at: index)
    count += 1
    return id
  }

  /// Removes the item at `index` (0..<count).
  public func remove(at index: Int) {
    materialise()
    ids!.remove(at: index)
    count -= 1
  }

  /// Moves the item at `source` to `destination`.
  public func move(from source: Int, to destination: Int) {
    guard source != destination else { return }
    materialise()
    let id = ids!.remove(at: source)
    ids!.insert(id, at: destination)
  }

  // MARK: Data source

  /// One section: `count` items in section 0, none elsewhere.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    section == 0 ? count : 0
  }

  /// A `SceneCell` (or the registered subclass) with `modelID` set to the item's identifier,
  /// then passed to `configure`.
  open func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let view = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    if let cell = view as? SceneCell {
      cell.modelID = indexPath.item < count ? id(at: indexPath.item) : -1
      configure?(cell, indexPath)
    }
    return view
  }

  /// Interactive movement ended: moves the identifier (and counts the call in `moveCount`).
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moveCount += 1
    move(from: sourceIndexPath.item, to: destinationIndexPath.item)
  }

  // MARK: Delegate

  /// Remembers `cell` in `displayed`.
  open func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    guard let cell = cell as? any SceneModelCell, !displayed.contains(where: { $0 === cell }) else { return }
    displayed.append(cell)
  }

  /// Forgets `cell` in `displayed`.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    displayed.removeAll { $0 === cell }
  }

  /// Forgets the displayed cells (after `reloadData()`, which ends displaying them all anyway).
  public func forgetDisplayed() { displayed.removeAll() }

  /// Makes the context menu of a long press: called with the delegate method's index paths and
  /// point (docs/context-menus.md §3). `nil` (the default) gives no menu.
  public var contextMenuProvider: (([IndexPath], CGPoint) -> ContextMenuConfiguration?)?

  /// Asks `contextMenuProvider`, if any.
  open func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? {
    contextMenuProvider?(indexPaths, point)
  }
}
