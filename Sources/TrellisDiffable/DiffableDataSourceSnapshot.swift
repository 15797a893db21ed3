/// The state of a collection view's data at one moment: ordered sections, each holding ordered
/// items, every one named by a unique identifier.
///
/// Build a snapshot, then give it to `CollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:)`;
/// the data source computes the difference from the snapshot it shows and performs it as one
/// batch update. Identifiers are `Hashable` values that name your model objects (their ids, not
/// the objects themselves): the difference is computed from identity, and reloading or
/// reconfiguring an item is how you say its content changed.
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<Section, Item.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(items.map(\.id), toSection: .main)
/// dataSource.apply(snapshot)
/// ```
///
/// Identifiers are unique across the whole snapshot: an item identifier appears in one section
/// only, once. Operations that would break that, or that name an identifier the snapshot does
/// not contain, are programmer errors: they stop the program with a message naming the
/// operation and the identifier, as UIKit raises an exception. To test or fuzz such operations
/// without stopping, use the throwing `checked` view (`try snapshot.checked.appendItems(…)`),
/// which reports the same message as a `DiffableDataSourceError` and changes nothing.
///
/// Look-ups by identifier (`indexOfItem(_:)`, `sectionIdentifier(containingItem:)`,
/// `indexOfSection(_:)`, `numberOfItems(inSection:)`) are O(1) expected: the snapshot keeps a
/// hash index of its identifiers, updated as it changes.
///
/// UIKit difference: besides the trapping methods there is the throwing `checked` view.
public struct DiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  @usableFromInline typealias Section = SectionIdentifierType
  @usableFromInline typealias Item = ItemIdentifierType

  /// Where an item is: the stable key of its section and its index inside the section.
  @usableFromInline struct ItemSlot: Sendable {
    @usableFromInline var sectionKey: Int
    @usableFromInline var index: Int

    @inlinable init(sectionKey: Int, index: Int) {
      self.sectionKey = sectionKey
      self.index = index
    }
  }

  /// The section identifiers in order.
  @usableFromInline var sectionIDs: [Section] = []
  /// The items of each section, parallel to `sectionIDs`.
  @usableFromInline var sectionItems: [[Item]] = []
  /// A key per section that does not change when other sections come and go, parallel to
  /// `sectionIDs`; item slots refer to sections by key so section edits cost O(sections).
  @usableFromInline var sectionKeys: [Int] = []
  /// The position of each key (-1 for keys of deleted sections).
  @usableFromInline var keyPositions: [Int] = []
  /// The position of each section identifier.
  @usableFromInline var sectionPositions: [Section: Int] = [:]
  /// The section key and index of each item identifier.
  @usableFromInline var itemSlots: [Item: ItemSlot] = [:]
  /// The global index of each section's first item; one more entry than sections (the total).
  @usableFromInline var sectionStarts: [Int] = [0]
  @usableFromInline var reloadedItems = IdentifierMarks<Item>()
  @usableFromInline var reconfiguredItems = IdentifierMarks<Item>()
  @usableFromInline var reloadedSections = IdentifierMarks<Section>()

  /// Creates an empty snapshot: no sections, no items.
  @inlinable
  public init() {}

  // MARK: - Counts and identifiers

  /// The number of items in all sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfItems: Int { sectionStarts[sectionStarts.count - 1] }

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfSections: Int { sectionIDs.count }

  /// The section identifiers, in order.
  ///
  /// - Complexity: O(1) (the array is shared, not copied).
  @inlinable
  public var sectionIdentifiers: [SectionIdentifierType] { sectionIDs }

  /// Every item identifier, section by section.
  ///
  /// - Complexity: O(n) for n items.
  @inlinable
  public var itemIdentifiers: [ItemIdentifierType] {
    var result: [Item] = []
    result.reserveCapacity(numberOfItems)
    for items in sectionItems { result.append(contentsOf: items) }
    return result
  }

  /// The number of items in the section `identifier`.
  ///
  /// - Precondition: the snapshot contains the section; otherwise this stops with a message
  ///   naming it (UIKit raises an exception).
  /// - Complexity: O(1) expected.
  @inlinable
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      sectionItems[try position(ofSection: identifier, "numberOfItems(inSection:)")].count
    }
  }

  /// The item identifiers of the section `identifier`, in order.
  ///
  /// - Precondition: the snapshot contains the section; otherwise this stops with a message
  ///   naming it.
  /// - Complexity: O(1) expected (the array is shared, not copied).
  @inlinable
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      sectionItems[try position(ofSection: identifier, "itemIdentifiers(inSection:)")]
    }
  }

  /// The identifier of the section that contains the item `identifier`, or `nil` when the
  /// snapshot does not contain the item.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    guard let slot = itemSlots[identifier] else { return nil }
    return sectionIDs[keyPositions[slot.sectionKey]]
  }

  /// The index of the item `identifier` among all items of the snapshot (counting the items of
  /// the sections before its own), or `nil` when the snapshot does not contain it.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let slot = itemSlots[identifier] else { return nil }
    return sectionStarts[keyPositions[slot.sectionKey]] + slot.index
  }

  /// The index of the section `identifier`, or `nil` when the snapshot does not contain it.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionPositions[identifier]
  }

  /// The items marked with `reloadItems(_:)` and still in the snapshot, in the order they were
  /// marked. Applying the snapshot replaces their cells.
  @inlinable
  public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

  /// The items marked with `reconfigureItems(_:)` and still in the snapshot, in the order they
  /// were marked. Applying the snapshot configures their existing cells again.
  @inlinable
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

  /// The sections marked with `reloadSections(_:)` and still in the snapshot, in the order they
  /// were marked. Applying the snapshot replaces every cell of these sections.
  @inlinable
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

  // MARK: - Internal look-ups

  /// The position of section `identifier`, or an `unknownSectionIdentifier` error for `operation`.
  @inlinable
  func position(ofSection identifier: Section, _ operation: String) throws(DiffableDataSourceError) -> Int {
    guard let position = sectionPositions[identifier] else {
      throw DiffableDataSourceError(
        .unknownSectionIdentifier,
        "\(operation): section identifier \(DiffableDataSourceError.name(identifier)) is not in the snapshot")
    }
    return position
  }

  /// The (section position, index) of item `identifier`, or an `unknownItemIdentifier` error.
  @inlinable
  func location(
    ofItem identifier: Item, _ operation: String
  ) throws(DiffableDataSourceError) -> (
    section: Int, index: Int
  ) {
    guard let slot = itemSlots[identifier] else {
      throw DiffableDataSourceError(
        .unknownItemIdentifier,
        "\(operation): item identifier \(DiffableDataSourceError.name(identifier)) is not in the snapshot")
    }
    return (keyPositions[slot.sectionKey], slot.index)
  }

  /// The (section position, index) of item `identifier`, or `nil`.
  @inlinable
  func location(ofItem identifier: Item) -> (section: Int, index: Int)? {
    guard let slot = itemSlots[identifier] else { return nil }
    return (keyPositions[slot.sectionKey], slot.index)
  }

  // MARK: - Index maintenance

  /// Rewrites the slots of the items of section `position` in `range`.
  @inlinable
  mutating func reindex(section position: Int, _ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let key = sectionKeys[position]
    let items = sectionItems[position]
    for index in range {
      itemSlots[items[index]] = ItemSlot(sectionKey: key, index: index)
    }
  }

  /// Recomputes `sectionStarts` from section `position` on (after a count changed there).
  @inlinable
  mutating func recomputeStarts(from position: Int) {
    let count = sectionIDs.count
    if sectionStarts.count != count + 1 {
      sectionStarts.removeLast(max(0, sectionStarts.count - (count + 1)))
      while sectionStarts.count < count + 1 { sectionStarts.append(0) }
    }
    guard position < count else { return }
    for section in position..<count {
      sectionStarts[section + 1] = sectionStarts[section] + sectionItems[section].count
    }
  }

  /// Rewrites the position entries of the sections from `position` on.
  @inlinable
  mutating func renumberSections(from position: Int) {
    guard position < sectionIDs.count else { return }
    for section in position..<sectionIDs.count {
      sectionPositions[sectionIDs[section]] = section
      keyPositions[sectionKeys[section]] = section
    }
  }
}
