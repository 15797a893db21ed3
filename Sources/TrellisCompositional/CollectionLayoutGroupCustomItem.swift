/// One item of a custom group (`CollectionLayoutGroup.custom(layoutSize:itemProvider:)`): its
/// frame in the group's coordinate space and its z-index.
///
/// UIKit difference: a value type rather than a class; `NSCollectionLayoutGroupCustomItem(frame:)`
/// and `(frame:zIndex:)` work unchanged.
public struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
  /// The item's frame relative to the group's origin.
  public let frame: CGRect
  /// The item's z-index. The default is 0.
  public let zIndex: Int

  /// Creates a custom item with `frame` and z-index 0.
  public init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  /// Creates a custom item with `frame` and `zIndex`.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// The closure a custom group calls to get its items' frames, given an environment whose
/// container is the group.
public typealias CollectionLayoutGroupCustomItemProvider =
  @MainActor (any CollectionLayoutEnvironment) ->
  [CollectionLayoutGroupCustomItem]
