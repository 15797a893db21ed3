import FuzzKit

/// The registry of surfaces, in the order `--surface all` runs them.
@MainActor
public enum FuzzSurfaces {
  /// Every surface. Add new ones here.
  public static let all: [any FuzzSurface] = [
    LayoutInputSurface(),
    CompositionalLayoutSurface(),
    BatchUpdateSurface(),
    UpdateMapSurface(),
    DiffableApplySurface(),
    RightToLeftSurface(),
    InteractiveMovementSurface(),
    DragDropSurface(),
    SelectionSurface(),
    SelectionPanFocusSurface(),
    ListsSurface(),
    ContextMenuSurface(),
    TransitionSurface(),
    DynamicsSurface(),
    PhysicsSurface(),
    ConstraintSolverSurface(),
    AutoLayoutSurface(),
    ViewAppearanceSurface(),
    TextSurface(),
    PNGSurface(),
    ControlsSurface(),
    ClockSurface(),
    ScreensSurface(),
    CLISurface(),
    GestureScriptSurface(),
    GestureRecognizerSurface(),
    PlaygroundMessageSurface(),
    PlaygroundServerSurface(),
  ]

  /// The surface called `name`, or `nil`.
  public static func named(_ name: String) -> (any FuzzSurface)? {
    all.first { $0.name == name }
  }
}
