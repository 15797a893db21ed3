/// The cell of every scene: it remembers which model item it shows, so frames colour and label
/// the item itself (the colour follows the item when it is reordered, inserted or deleted).
@MainActor
open class SceneCell: CollectionViewCell, SceneModelCell {
  /// The identifier of the model item the cell shows.
  public var modelID = 0
}

/// A cell that remembers which model item it shows — `SceneCell`, or a cell of another class
/// (a list cell) that a scene displays — so `SceneItems` tracks it and frames label and colour
/// the item itself.
@MainActor
public protocol SceneModelCell: CollectionViewCell {
  /// The identifier of the model item the cell shows.
  var modelID: Int { get set }
}
