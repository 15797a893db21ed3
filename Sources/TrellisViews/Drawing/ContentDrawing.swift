/// A view that draws content of its own beyond its layer — a label's text, an image view's
/// image, a control's parts — and says what, as `DrawingCommand`s (docs/controls.md §5).
///
/// UIKit difference: UIKit views draw into a graphics context in `draw(_:)`; headless views
/// describe the same drawing as values, which TrellisRender turns into SVG.
@MainActor
public protocol ContentDrawing: AnyObject {
  /// What the view draws now, back to front, in its own bounds coordinates.
  var drawingCommands: [DrawingCommand] { get }
}
