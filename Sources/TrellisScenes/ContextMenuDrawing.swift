import TrellisControls

/// How a scene draws a presented context menu (`CollectionView.contextMenuLayout`): the screen
/// dimmed behind it, the pressed item lifted above the dimming as its preview, and the panel of
/// rows — titles, subtitles, images on the trailing side, a checkmark on the leading side of an
/// action that is on, a chevron on a submenu's row, destructive rows in red, disabled ones in
/// grey, the row under the finger highlighted, and gaps between inline sections
/// (docs/context-menus.md §4). What it makes are views, recorded as `RenderContent` like any
/// cell's, so the SVG renderer and the playground draw them alike.
///
/// UIKit difference: iOS blurs the screen behind a menu and draws the panel in a translucent
/// material; Trellis dims with black at 20% opacity and draws the panel opaque.
@MainActor
enum ContextMenuDrawing {
  /// The element kind of the dimming, the preview and the panel.
  static let kind = "trellis-context-menu"
  /// The opacity of the black that dims the screen behind the menu.
  static let dimming: CGFloat = 0.2
  /// The panel's colour: the light appearance's secondary grouped background.
  static let panelColor = Color.secondarySystemGroupedBackground
  /// The highlighted row's colour.
  static let highlightColor = Color.systemGray5
  /// The colour of the section gaps.
  static let gapColor = Color.systemGray6
  /// The leading padding of a row's text, and the trailing padding of its image, points.
  static let padding: CGFloat = 16
  /// The room a checkmark column adds before the text when some action is on, points.
  static let checkmarkColumn: CGFloat = 24
  /// The side of a row's image, points.
  static let imageSide: CGFloat = 20

  /// The three elements of a presented menu, in content coordinates (the view's own coordinates
  /// moved by `bounds.origin`): the dimming over `bounds`, and the panel; the preview is the
  /// pressed cell's own element, which the caller raises with `previewZIndex`.
  static func elements(for layout: ContextMenuLayout, bounds: CGRect) -> [RenderElement] {
    var elements: [RenderElement] = []
    let dim = View(frame: CGRect(origin: .zero, size: bounds.size))
    let shade = View(frame: dim.bounds)
    shade.backgroundColor = .black
    shade.alpha = dimming
    dim.addSubview(shade)
    elements.append(element(for: dim, at: bounds, zIndex: dimmingZIndex))
    let panel = panelView(for: layout)
    let frame = layout.frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
    elements.append(element(for: panel, at: frame, zIndex: panelZIndex))
    return elements
  }

  /// The z-index of the dimming: above every element of the scene.
  static let dimmingZIndex = Int(Int32.max) - 2
  /// The z-index the pressed item's element gets while its menu is shown.
  static let previewZIndex = Int(Int32.max) - 1
  /// The z-index of the panel.
  static let panelZIndex = Int(Int32.max)

  /// A decoration element at `frame` drawn by the subviews of `container`.
  private static func element(for container: View, at frame: CGRect, zIndex: Int) -> RenderElement {
    let attributes = CollectionViewLayoutAttributes(
      forDecorationViewOfKind: kind, with: IndexPath(item: zIndex - dimmingZIndex, section: 0))
    attributes.frame = frame
    attributes.zIndex = zIndex
    return RenderElement(
      attributes: attributes, style: .viewsOnly, content: RenderContent(recordingSubviewsOf: container))
  }

  /// A container the size of the panel holding the rounded panel and its rows, in the panel's
  /// coordinates.
  static func panelView(for layout: ContextMenuLayout) -> View {
    let origin = layout.frame.origin
    let container = View(frame: CGRect(origin: .zero, size: layout.frame.size))
    let panel = View(frame: container.bounds)
    panel.backgroundColor = gapColor
    panel.layer.cornerRadius = ContextMenuLayout.cornerRadius
    panel.clipsToBounds = true
    container.addSubview(panel)
    let indented = layout.rows.contains { ($0.element as? Action)?.state == .on }
    for (index, row) in layout.rows.enumerated() {
      let frame = row.frame.offsetBy(dx: -origin.x, dy: -origin.y)
      let view = rowView(row, frame: frame, indented: indented, highlighted: index == layout.highlightedRow)
      panel.addSubview(view)
      // A hairline between two rows that touch (sections have their gap instead).
      if index + 1 < layout.rows.count, layout.rows[index + 1].frame.minY == row.frame.maxY {
        let line = View(frame: CGRect(x: 0, y: frame.maxY - 0.5, width: frame.width, height: 0.5))
        line.backgroundColor = .separator
        panel.addSubview(line)
      }
    }
    return container
  }

  /// One row: its background, text and images.
  private static func rowView(
    _ row: ContextMenuLayout.Row, frame: CGRect, indented: Bool, highlighted: Bool
  ) -> View {
    let view = View(frame: frame)
    view.backgroundColor = highlighted ? highlightColor : panelColor
    let action = row.element as? Action
    var leading = padding + (indented ? checkmarkColumn : 0)
    let trailingRoom = padding + imageSide + 8
    var color = Color.label
    var font = Font.preferredFont(forTextStyle: .body)
    var trailingImage = row.element.image
    switch row.kind {
    case .title:
      color = .secondaryLabel
      font = .preferredFont(forTextStyle: .footnote)
      trailingImage = nil
    case .back:
      font = .preferredFont(forTextStyle: .headline)
      addImage(Image(systemName: "chevron.left"), to: view, x: padding, height: frame.height, tint: .label)
      leading = padding + imageSide + 8
      trailingImage = nil
    case .submenu:
      trailingImage = Image(systemName: "chevron.right")
    case .action:
      if let action {
        if action.attributes.contains(.disabled) {
          color = .tertiaryLabel
        } else if action.attributes.contains(.destructive) {
          color = .systemRed
        }
        if action.state == .on {
          addImage(Image(systemName: "checkmark"), to: view, x: padding, height: frame.height, tint: color)
        }
      }
    }
    let textWidth = max(frame.width - leading - trailingRoom, 0)
    let subtitle = row.element.subtitle.flatMap { $0.isEmpty ? nil : $0 }
    let title = Label(
      frame: CGRect(x: leading, y: 0, width: textWidth, height: subtitle == nil ? frame.height : 30))
    title.text = row.element.title
    title.font = font
    title.textColor = color
    view.addSubview(title)
    if let subtitle, row.kind != .title {
      let detail = Label(frame: CGRect(x: leading, y: 30, width: textWidth, height: 18))
      detail.text = subtitle
      detail.font = .preferredFont(forTextStyle: .footnote)
      detail.textColor = .secondaryLabel
      view.addSubview(detail)
    }
    if let trailingImage {
      addImage(
        trailingImage, to: view, x: frame.width - padding - imageSide, height: frame.height,
        tint: row.kind == .submenu ? .secondaryLabel : color)
    }
    return view
  }

  /// An image (if any) of `imageSide` points at `x`, centred in a row of `height`, tinted `tint`.
  private static func addImage(_ image: Image?, to view: View, x: CGFloat, height: CGFloat, tint: Color) {
    guard let image else { return }
    let imageView = ImageView(image: image)
    imageView.frame = CGRect(x: x, y: (height - imageSide) / 2, width: imageSide, height: imageSide)
    imageView.tintColor = tint
    view.addSubview(imageView)
  }
}
