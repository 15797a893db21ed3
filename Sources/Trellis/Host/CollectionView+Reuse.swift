// Registration, dequeueing and the reuse pool.
//
// A dequeued view becomes a subview of the collection view (as in UIKit, where cells are subviews
// of the collection view, in its content coordinates) and leaves the hierarchy when it goes back
// to the pool. A new view is created with the frame the layout gives its element, so that a
// cell's `init(frame:)` sees its real size.

/// The identity of a reuse pool: what the views are for and the identifier they were
/// registered with.
extension CollectionView {
  /// The implementation of `register` (see the declaration in CollectionView.swift).
  func _register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard reuse.registerCell(cellClass, identifier: identifier) else {
      preconditionFailure(
        "register(_:forCellWithReuseIdentifier:): \(cellClass.map { "\($0)" } ?? "nil") is not a subclass of "
          + "CollectionViewCell (identifier \"\(identifier)\")")
    }
  }

  /// The implementation of `register` (see the declaration in CollectionView.swift).
  func _register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    guard reuse.registerSupplementary(viewClass, kind: elementKind, identifier: identifier) else {
      preconditionFailure(
        "register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass.map { "\($0)" } ?? "nil") is "
          + "not a subclass of CollectionReusableView (kind \"\(elementKind)\", identifier \"\(identifier)\")"
      )
    }
  }

  /// Sets `table[key]` to `viewClass`, or removes it for `nil`: the shared part of the
  /// `register` methods.
  ///
  /// - Precondition: `viewClass` is `nil` or a `View`; otherwise traps with `misuse(viewClass)`.
  func _dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  )
    -> CollectionViewCell
  {
    if let reconfiguring = reuse.takeReconfiguringCell(identifier: identifier, path: ItemPath(indexPath)) {
      return reconfiguring
    }
    guard let cellType = reuse.cellClass(for: identifier) else {
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
    guard let viewType = reuse.supplementaryClasses[key] else {
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
    if let view = reuse.take(key) as? Reusable {
      view.prepareForReuse()
      addSubview(view)
      applyAttributesForDequeue(to: view)
      return view
    }
    let frame = layout.needsPrepare ? CGRect.zero : (element(mirroredLayout)?.frame ?? .zero)
    let made = CollectionReusableView.make(viewType, frame: frame)
    // `make` creates an instance of `viewType` (its `init()` is required), so the cast holds.
    let view = (made as? Reusable) ?? viewType.init()
    view.reuseIdentifier = key.identifier
    reuse.noteCreatedView()
    addSubview(view)
    applyAttributesForDequeue(to: view)
    return view
  }

  /// Applies the attributes of the element being made (`attributesForDequeue`) to the view a
  /// dequeue hands out, once: UIKit applies them in the dequeue call, before the data source
  /// configures the view.
  private func applyAttributesForDequeue(to view: CollectionReusableView) {
    guard let attributes = reuse.attributesForDequeue else { return }
    reuse.attributesForDequeue = nil
    view.applyLayoutAttributes(attributes)
  }

  /// Puts `view` back in its pool, if it came from one, and takes it out of the hierarchy.
  func enqueue(_ view: CollectionReusableView, category: UInt8, kind: String) {
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier else { return }
    let key = ReuseKey(category: category, kind: kind, identifier: identifier)
    reuse.put(view, key: key)
  }

  /// The number of views waiting in the reuse pools.
  /// The number of views waiting in the reuse pools.
  var pooledViewCount: Int { reuse.pooledViewCount }
}
