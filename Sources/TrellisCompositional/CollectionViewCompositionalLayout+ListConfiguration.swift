// The list configuration of a section, for list cells (separators).

extension CollectionViewCompositionalLayout {
  /// The list configuration section `section` was made from, or `nil` (not a list section, or
  /// no such section).
  package func listConfiguration(forSection section: Int) -> CollectionLayoutListConfiguration? {
    guard geometry.sections.indices.contains(section) else { return nil }
    return geometry.sections[section].definition?.listConfiguration
  }
}
