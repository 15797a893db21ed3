extension IndexPath {
  /// The index path of `item` in `section`, built without allocating.
  ///
  /// `IndexPath(item:section:)` goes through an array literal; a single index then `appending`
  /// uses Foundation's two-index inline storage, which matters when a layout asks its delegate
  /// about a million items.
  @inline(__always)
  static func gallery(item: Int, section: Int) -> IndexPath {
    IndexPath(index: section).appending(item)
  }
}
