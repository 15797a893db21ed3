import Foundation

/// A row of segments, one of which may be selected, shaped as `UISegmentedControl`
/// (docs/controls.md §4).
///
/// Segments hold a title or an image. The user selects one (`simulateSelectSegment(at:)`), which
/// sends `.valueChanged` and `.primaryActionTriggered` when the selection changes; setting
/// `selectedSegmentIndex` from code sends nothing, as in UIKit.
///
/// Bad input never traps: an insertion index is pinned to `0…numberOfSegments` (as UIKit
/// documents); every other index outside the segments is refused — the call does nothing and
/// getters return `nil` or `false`; a `selectedSegmentIndex` outside `noSegment…numberOfSegments − 1`
/// is refused (the selection stays).
@MainActor
open class SegmentedControl: Control, ContentDrawing {
  /// "No segment selected": −1, UIKit's `UISegmentedControl.noSegment`.
  public static let noSegment = -1

  /// The title font, the system font at 13 points (docs/controls.md §4).
  public static let titleFont = Font.systemFont(ofSize: 13)
  /// The space on each side of a segment's content, 8 points, and the control's height, 32
  /// points (docs/controls.md §4: Trellis's values, not UIKit's documented ones).
  public static let segmentPadding: CGFloat = 8
  /// The control's intrinsic height.
  public static let height: CGFloat = 32

  private struct Segment {
    var title: String?
    var image: Image?
    var isEnabled = true
  }
  private var segments: [Segment] = []

  /// Creates a control with a segment per item: a `String` is a title, an `Image` an image;
  /// other items are skipped.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        segments.append(Segment(title: title))
      } else if let image = item as? Image {
        segments.append(Segment(image: image))
      }
    }
  }

  /// Creates a control with `frame` and no segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive (see `View`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// The selected segment's index, or `noSegment`. Setting an index outside
  /// `noSegment…numberOfSegments − 1` is refused. Setting it sends no action.
  open var selectedSegmentIndex: Int {
    get { storedSelection }
    set {
      guard newValue == Self.noSegment || segments.indices.contains(newValue) else { return }
      storedSelection = newValue
    }
  }
  private var storedSelection = SegmentedControl.noSegment

  /// Whether a selection lasts only while touched (the user's selection is cleared after the
  /// actions are sent). The default is `false`.
  open var isMomentary = false

  /// Inserts a segment titled `title` at `segment`, pinned to `0…numberOfSegments`; a selection
  /// at or after it moves along. `animated` changes nothing headlessly.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts a segment showing `image` at `segment`, pinned to `0…numberOfSegments`.
  open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Inserts a segment for `action` (its title and image) at `segment`, pinned; selecting it
  /// performs the action.
  open func insertSegment(action: Action, at segment: Int, animated: Bool) {
    let index = insert(Segment(title: action.title, image: action.image), at: segment)
    segmentActions[index] = action
  }

  private var segmentActions: [Int: Action] = [:]

  @discardableResult
  private func insert(_ item: Segment, at segment: Int) -> Int {
    let index = min(max(segment, 0), segments.count)
    segments.insert(item, at: index)
    if storedSelection >= index { storedSelection += 1 }
    segmentActions = Dictionary(uniqueKeysWithValues: segmentActions.map { ($0 >= index ? $0 + 1 : $0, $1) })
    invalidateIntrinsicContentSize()
    return index
  }

  /// Removes the segment at `segment`; an index outside the segments is refused. Removing the
  /// selected segment clears the selection; a selection after it moves back.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if storedSelection == segment {
      storedSelection = Self.noSegment
    } else if storedSelection > segment {
      storedSelection -= 1
    }
    segmentActions[segment] = nil
    segmentActions = Dictionary(uniqueKeysWithValues: segmentActions.map { ($0 > segment ? $0 - 1 : $0, $1) })
    invalidateIntrinsicContentSize()
  }

  /// Removes every segment and clears the selection.
  open func removeAllSegments() {
    segments = []
    segmentActions = [:]
    storedSelection = Self.noSegment
    invalidateIntrinsicContentSize()
  }

  /// Sets the title of the segment at `segment` (and removes its image); refused outside the
  /// segments.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
    invalidateIntrinsicContentSize()
  }

  /// The title of the segment at `segment`, or `nil` (no title, or outside the segments).
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the image of the segment at `segment` (and removes its title); refused outside the
  /// segments.
  open func setImage(_ image: Image?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
    invalidateIntrinsicContentSize()
  }

  /// The image of the segment at `segment`, or `nil`.
  open func imageForSegment(at segment: Int) -> Image? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables the segment at `segment`; refused outside the segments.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether the segment at `segment` is enabled (`false` outside the segments).
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Does what the user's tap on the segment at `segment` does: when the control and the
  /// segment accept interaction and the selection changes (or the control is momentary),
  /// selects it, performs its action if it was inserted with one, and sends `.valueChanged` and
  /// `.primaryActionTriggered`; a momentary control then clears the selection. Returns whether
  /// the tap was taken (`false` for an index outside the segments, a disabled segment or
  /// control).
  @discardableResult
  open func simulateSelectSegment(at segment: Int) -> Bool {
    guard acceptsSimulatedInteraction, segments.indices.contains(segment), segments[segment].isEnabled else {
      return false
    }
    guard segment != storedSelection || isMomentary else { return true }
    storedSelection = segment
    if let action = segmentActions[segment] { sendAction(action) }
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
    if isMomentary { storedSelection = Self.noSegment }
    return true
  }

  // MARK: - Size and drawing

  /// The width every segment gets: the widest content (title in `titleFont`, or image) plus
  /// `segmentPadding` on each side, rounded up to the pixel grid.
  private var segmentWidth: CGFloat {
    let widest =
      segments.map { segment -> CGFloat in
        if let image = segment.image { return image.size.width }
        guard let title = segment.title, !title.isEmpty else { return 0 }
        return title.size(withAttributes: [.font: Self.titleFont]).width
      }.max() ?? 0
    let scale = contentScaleFactor
    return ((widest + 2 * Self.segmentPadding) * scale).rounded(.up) / scale
  }

  /// `numberOfSegments` equal segments as wide as the widest content needs, by `height`.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(segments.count) * segmentWidth, height: Self.height)
  }

  /// The intrinsic content size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The background, the selected segment's highlight, and each segment's title (centred on
  /// its segment's baseline) or image placeholder.
  public var drawingCommands: [DrawingCommand] {
    guard !segments.isEmpty, bounds.width.isFinite, bounds.height.isFinite else { return [] }
    var commands: [DrawingCommand] = [
      .shape(DrawingCommand.Shape(rect: bounds, cornerRadius: 8, fill: Color(white: 0.93, alpha: 1)))
    ]
    let width = bounds.width / CGFloat(segments.count)
    let font = Self.titleFont
    for (index, segment) in segments.enumerated() {
      let cell = CGRect(
        x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
      if index == storedSelection {
        commands.append(
          .shape(
            DrawingCommand.Shape(
              rect: CGRect(
                x: cell.minX + 2, y: cell.minY + 2, width: max(cell.width - 4, 0),
                height: max(cell.height - 4, 0)),
              cornerRadius: 7, fill: .white)))
      }
      if let image = segment.image {
        let rect = View.ContentMode.center.rect(forContentOf: image.size, in: cell)
        commands.append(
          .image(
            DrawingCommand.Image(
              rect: rect, label: image.placeholderLabel, isSymbol: image.isSymbolImage,
              tintColor: image.isTemplate ? (image.tintColor ?? .black) : image.tintColor)))
      } else if let title = segment.title, !title.isEmpty {
        let textWidth = title.size(withAttributes: [.font: font]).width
        let baseline = cell.midY - font.lineHeight / 2 + font.ascender
        commands.append(
          .text(
            DrawingCommand.Text(
              string: title, fontName: font.fontName, familyName: font.familyName, pointSize: font.pointSize,
              fontWeight: font.face.weightClass, isItalic: font.face.isItalic,
              color: segment.isEnabled && isEnabled ? .black : .gray,
              baselineOrigin: CGPoint(x: cell.midX - textWidth / 2, y: baseline), width: textWidth)))
      }
    }
    return commands
  }
}
