// Registration, dequeueing and the reuse pool.
//
// A dequeued view becomes a subview of the collection view (as in UIKit, where cells are subviews
// of the collection view, in its content coordinates) and leaves the hierarchy when it goes back
// to the pool. A new view is created with the frame the layout gives its element, so that a
// cell's `init(frame:)` sees its real size.

/// The identity of a reuse pool: what the views are for and the identifier they were
/// registered with.
struct ReuseKey: Hashable {
  var category: UInt8
  var kind: String
  var identifier: String
}

extension CollectionView {
  /// The implementation of `register` (see the declaration in CollectionView.swift).
  func _register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    Self.setRegistration(cellClass, for: identifier, in: &cellClasses) { cellClass in
      "register(_:forCellWithReuseIdentifier:): \(cellClass) is not a subclass of CollectionViewCell "
        + "(identifier \"\(identifier)\")"
    }
  }

  /// The implementation of `register` (see the declaration in CollectionView.swift).
  func _register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = ReuseKey(category: 1, kind: elementKind, identifier: identifier)
    Self.setRegistration(viewClass, for: key, in: &supplementaryClasses) { viewClass in
      "register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a subclass of "
        + "CollectionReusableView (kind \"\(elementKind)\", identifier \"\(identifier)\")"
    }
  }

  /// Sets `table[key]` to `viewClass`, or removes it for `nil`: the shared part of the
  /// `register` methods.
  ///
  /// - Precondition: `viewClass` is `nil` or a `View`; otherwise traps with `misuse(viewClass)`.
  private static func setRegistration<Key: Hashable, View>(
    _ viewClass: AnyClass?, for key: Key, in table: inout [Key: View], misuse: (AnyClass) -> String
  ) {
    guard let viewClass else {
      table[key] = nil
      return
    }
    guard let viewType = viewClass as? View else { preconditionFailure(misuse(viewClass)) }
    table[key] = viewType
  }

  /// The implementation of `dequeueReusableCell` (see the declaration in CollectionView.swift).
  func _dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  )
    -> CollectionViewCell
  {
    if let reconfiguring = reconfiguringCell, reconfiguring.cell.reuseIdentifier == identifier,
      ItemPath(indexPath) == reconfiguring.path
    {
      reconfiguringCell = nil
      return reconfiguring.cell
    }
    guard let cellType = cellClasses[identifier] else {
      preconditionFailure(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must "
          + "register a class for the identifier with register(_:forCellWithReuseIdentifier:)")
    }
    return reusedOrNewView(ReuseKey(category: 0, kind: "", identifier: identifier), cellType) {
      $0.layoutAttributesForItem(at: indexPath)
    }
  }

  /// The implementation of `dequeueReusableSupplementaryView` (see the declaration in CollectionView.swift).
  func _dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let key = ReuseKey(category: 1, kind: elementKind, identifier: identifier)
    guard let viewType = supplementaryClasses[key] else {
      preconditionFailure(
        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a "
          + "class for the identifier with register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }
    return reusedOrNewView(key, viewType) {
      $0.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }
  }

  /// A decoration view of `kind`, from the pool or new, of the class the layout registered.
  func dequeueDecorationView(ofKind kind: String) -> CollectionReusableView {
    let viewType =
      (layout.decorationViewClasses[kind] as? CollectionReusableView.Type) ?? CollectionReusableView.self
    return reusedOrNewView(ReuseKey(category: 2, kind: kind, identifier: kind), viewType) { _ in nil }
  }

  /// The last view in `key`'s pool (after `prepareForReuse()`), or a new `viewType` whose
  /// `reuseIdentifier` is `key.identifier`, created with the frame of the attributes `element`
  /// gives (zero when it gives none or the layout is not prepared): the shared part of the
  /// dequeue methods. Either way the view becomes a subview of the collection view.
  private func reusedOrNewView<Reusable: CollectionReusableView>(
    _ key: ReuseKey, _ viewType: Reusable.Type,
    element: (MirroredLayout) -> CollectionViewLayoutAttributes?
  ) -> Reusable {
    if let view = reusePool[key]?.popLast() as? Reusable {
      view.prepareForReuse()
      addSubview(view)
      return view
    }
    let frame = layout.needsPrepare ? CGRect.zero : (element(mirroredLayout)?.frame ?? .zero)
    let made = CollectionReusableView.make(viewType, frame: frame)
    // `make` creates an instance of `viewType` (its `init()` is required), so the cast holds.
    let view = (made as? Reusable) ?? viewType.init()
    view.reuseIdentifier = key.identifier
    createdViewCount += 1
    addSubview(view)
    return view
  }

  /// Puts `view` back in its pool, if it came from one, and takes it out of the hierarchy.
  func enqueue(_ view: CollectionReusableView, category: UInt8, kind: String) {
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier else { return }
    let key = ReuseKey(category: category, kind: kind, identifier: identifier)
    reusePool[key, default: []].append(view)
  }

  /// The number of views waiting in the reuse pools.
  var pooledViewCount: Int { reusePool.values.reduce(0) { $0 + $1.count } }
}
