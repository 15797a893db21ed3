/// The state of a cell that its configurations follow (UIKit's `UICellConfigurationState`):
/// everything in `ViewConfigurationState`, plus editing, swiped, expanded, reordering and the
/// drag and drop states.
///
/// A cell builds it in `configurationState` from its own properties and its collection view's
/// and passes it to `updateConfiguration(using:)` whenever one of them changes.
public struct CellConfigurationState: ConfigurationState, Hashable {
  /// Where a cell is in a drag.
  public enum DragState: Int, Hashable, Sendable {
    /// Not being dragged.
    case none
    /// Lifting at the start of a drag.
    case lifting
    /// Being dragged.
    case dragging
  }

  /// Where a cell is in a drop.
  public enum DropState: Int, Hashable, Sendable {
    /// No drop is in progress.
    case none
    /// A drop is in progress, not over this cell.
    case notTargeted
    /// A drop into this cell is in progress.
    case targeted
  }

  /// The view states: traits, disabled, highlighted, selected, focused, custom states.
  var view: ViewConfigurationState
  /// Whether the cell is in editing mode (its collection view's `isEditing`).
  public var isEditing = false
  /// Whether the cell shows its swipe actions.
  public var isSwiped = false
  /// Whether the cell's item is expanded (an outline's parent).
  public var isExpanded = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  /// The cell's drag state.
  public var cellDragState = DragState.none
  /// The cell's drop state.
  public var cellDropState = DropState.none

  /// A state for `traitCollection`, nothing set.
  public init(traitCollection: TraitCollection) {
    view = ViewConfigurationState(traitCollection: traitCollection)
  }

  /// The trait collection.
  public var traitCollection: TraitCollection {
    get { view.traitCollection }
    set { view.traitCollection = newValue }
  }
  /// Whether the cell is disabled.
  public var isDisabled: Bool {
    get { view.isDisabled }
    set { view.isDisabled = newValue }
  }
  /// Whether the cell is highlighted.
  public var isHighlighted: Bool {
    get { view.isHighlighted }
    set { view.isHighlighted = newValue }
  }
  /// Whether the cell is selected.
  public var isSelected: Bool {
    get { view.isSelected }
    set { view.isSelected = newValue }
  }
  /// Whether the cell has the focus.
  public var isFocused: Bool {
    get { view.isFocused }
    set { view.isFocused = newValue }
  }
  /// Whether the cell is pinned.
  public var isPinned: Bool {
    get { view.isPinned }
    set { view.isPinned = newValue }
  }

  /// The value of a custom state, or `nil`.
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { view[key] }
    set { view[key] = newValue }
  }
}
