/// The cell of every scene: it remembers which model item it shows, so frames colour and label
/// the item itself (the colour follows the item when it is reordered, inserted or deleted).
@MainActor
open class SceneCell: CollectionViewCell {
  /// The identifier of the model item the cell shows.
  public var modelID = 0
}
