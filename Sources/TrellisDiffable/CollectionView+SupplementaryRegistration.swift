// Supplementary registrations (iOS 14): a supplementary view class, its element kind and its
// configuration in one value.

extension CollectionView {
  /// A supplementary view class for one element kind, together with the code that configures
  /// it.
  ///
  /// Dequeue views with `dequeueConfiguredReusableSupplementary(using:for:)`, typically from the
  /// data source's `supplementaryViewProvider`: the first dequeue registers `Supplementary` for
  /// `elementKind` under the registration's own reuse identifier, and every dequeue runs
  /// `handler` on the view.
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
    /// Configures `supplementaryView` of `elementKind` at `indexPath`.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    /// The kind of supplementary element the registration makes (for example
    /// `CollectionView.elementKindSectionHeader`).
    public let elementKind: String
    let handler: Handler
    let reuseIdentifier: String

    /// Creates a registration of `Supplementary` views of `elementKind` configured by
    /// `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      reuseIdentifier = RegistrationIdentifiers.make("supplementary", Supplementary.self)
    }
  }

  /// A supplementary view of the registration's element kind for `indexPath`, from its pool
  /// (registering the class on first use), configured by the registration's handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    register(
      Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
      withReuseIdentifier: registration.reuseIdentifier)
    let view = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    // The pool of this kind and identifier only ever holds `Supplementary` views.
    let supplementary = view as! Supplementary
    registration.handler(supplementary, registration.elementKind, indexPath)
    return supplementary
  }
}
