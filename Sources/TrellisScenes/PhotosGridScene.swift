import TrellisCompositional
import TrellisControls

/// "photos": a Photos-style grid with multiple selection — square tiles four to a row, two
/// points apart (a compositional grid), `allowsMultipleSelection` on. A tap selects a tile (a
/// blue checkmark in a white ring at its bottom trailing corner and a white veil over it); a tap
/// on a selected tile deselects it; a press highlights (dims) the tile until the finger lifts or
/// scrolls away.
///
/// Parameters: `items` 0…100,000 (240). Default script: taps on three tiles.
final class PhotosGridScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "photos", title: "Photos grid",
      summary: "Grid of square tiles with multiple selection: tap to select or deselect, press to highlight",
      parameters: [
        SceneParameter(
          key: "items", label: "Photos", minimum: 0, maximum: 100_000, step: 1, defaultValue: 240)
      ],
      hints: ["Tap tiles to select several (tap again to deselect); a press highlights a tile."]),
    make: { viewport, parameters throws(SceneError) in
      PhotosGridScene(viewport: viewport, count: Int(parameters["items"] ?? 240))
    })

  /// Tiles per row.
  static let columns = 4
  /// The gap between tiles, points.
  static let spacing: CGFloat = 2

  init(viewport: CGSize, count: Int) {
    let layout = CollectionViewCompositionalLayout { _, environment in
      let item = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let width = environment.container.effectiveContentSize.width
      let side = (width - Self.spacing * CGFloat(Self.columns - 1)) / CGFloat(Self.columns)
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
        repeatingSubitem: item, count: Self.columns)
      group.interItemSpacing = .fixed(Self.spacing)
      let section = CollectionLayoutSection(group: group)
      section.interGroupSpacing = Self.spacing
      return section
    }
    super.init(
      viewport: viewport, layout: layout, items: SceneItems(count: count), cellClass: PhotoSceneCell.self)
    collectionView.allowsMultipleSelection = true
  }

  /// Square tiles in the item's palette colour, with no outline or number.
  override func style(forItem id: Int) -> RenderStyle {
    let fill = Self.defaultStyle(forItem: id).fill
    return RenderStyle(fill: fill, stroke: fill, tile: .flat)
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    let side = (Double(viewport.width) - 2 * 3) / 4
    var events: [GestureScript.Event] = []
    for (index, (column, row)) in [(0, 0), (2, 0), (1, 1)].enumerated() {
      let x = (side + 2) * Double(column) + side / 2
      let y = (side + 2) * Double(row) + side / 2
      let time = 0.2 + 0.4 * Double(index)
      events.append(GestureScript.Event(phase: "began", x: x, y: y, time: time))
      events.append(GestureScript.Event(phase: "ended", x: x, y: y, time: time + 0.1))
    }
    return GestureScript(events: events)
  }
}

/// A tile of the photos grid: the palette colour of its item (the element's tile) under a veil
/// and a checkmark badge that follow the cell's configuration state — selected: a white veil at
/// 30 % and the badge; highlighted: a black veil at 20 %.
final class PhotoSceneCell: SceneCell {
  /// The side of the checkmark badge, points.
  static let badgeSide: CGFloat = 22
  /// The badge's distance from the trailing and bottom edges, points.
  static let badgeInset: CGFloat = 4

  let veil = View(frame: .zero)
  let ring = View(frame: .zero)
  let badge = ImageView(image: Image(systemName: "checkmark.circle.fill"))

  override init(frame: CGRect) {
    super.init(frame: frame)
    ring.backgroundColor = .white
    ring.layer.cornerRadius = Self.badgeSide / 2
    badge.tintColor = .systemBlue
    for view in [veil, ring, badge] as [View] {
      view.isHidden = true
      contentView.addSubview(view)
    }
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let bounds = contentView.bounds
    veil.frame = bounds
    let side = Self.badgeSide
    let badgeFrame = CGRect(
      x: bounds.maxX - Self.badgeInset - side, y: bounds.maxY - Self.badgeInset - side, width: side,
      height: side)
    ring.frame = badgeFrame
    badge.frame = badgeFrame
  }

  override func updateConfiguration(using state: CellConfigurationState) {
    super.updateConfiguration(using: state)
    veil.isHidden = !(state.isSelected || state.isHighlighted)
    veil.backgroundColor = state.isHighlighted ? Color(white: 0, alpha: 0.2) : Color(white: 1, alpha: 0.3)
    ring.isHidden = !state.isSelected
    badge.isHidden = !state.isSelected
  }
}
