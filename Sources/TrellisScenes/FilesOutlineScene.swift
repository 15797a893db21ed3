import TrellisCompositional
import TrellisDiffable
import TrellisLists

/// "files": a Files-style outline — a sidebar list whose folders carry an outline disclosure
/// (a chevron that points down while the folder is expanded) and whose contents are indented
/// one level per depth, built from a diffable section snapshot (`append(_:to:)`). A tap on a
/// folder expands or collapses it through the section snapshot (the rows below move); a tap on
/// a file selects it.
///
/// No parameters. Default script: a tap on "Downloads" (collapsed at first), which expands it.
final class FilesOutlineScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "files", title: "Files outline",
      summary: "Outline of folders and files: chevrons, indentation, expand and collapse by tapping",
      parameters: [],
      hints: ["Tap a folder to expand or collapse it; tap a file to select it."]),
    make: { viewport, _ throws(SceneError) in FilesOutlineScene(viewport: viewport) })

  /// One folder or file.
  struct Node {
    let name: String
    let children: [Node]?

    static func folder(_ name: String, _ children: [Node]) -> Node { Node(name: name, children: children) }
    static func file(_ name: String) -> Node { Node(name: name, children: nil) }
  }

  /// The tree shown: three folders at the root.
  static let tree: [Node] = [
    .folder(
      "Documents",
      [
        .folder("Projects", [.file("Trellis.pdf"), .file("Roadmap.key"), .file("Notes.txt")]),
        .folder("Receipts", [.file("2026-10.pdf"), .file("2026-11.pdf")]),
        .file("Invoice.pdf"),
      ]),
    .folder("Downloads", [.file("box2d-v3.1.1.zip"), .file("Inter-4.0.zip"), .file("kiwi.tar.gz")]),
    .folder(
      "Pictures",
      [.folder("Holidays", [.file("Beach.heic"), .file("Hills.heic")]), .file("Portrait.heic")]),
  ]

  /// The nodes by identifier (identifiers number the tree depth first).
  private(set) var nodes: [Node] = []
  /// The data source (set once, right after the collection view exists).
  private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>!

  init(viewport: CGSize) {
    let layout = CollectionViewCompositionalLayout.list(
      using: CollectionLayoutListConfiguration(appearance: .sidebar))
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: 0))
    let registration = CollectionView.CellRegistration<SceneListCell, Int> { [unowned self] cell, _, id in
      cell.modelID = id
      guard nodes.indices.contains(id) else { return }
      let node = nodes[id]
      var content = cell.defaultContentConfiguration()
      content.text = node.name
      content.image = Image(systemName: node.children == nil ? "doc.text" : "folder.fill")
      content.imageProperties.tintColor = node.children == nil ? .systemGray : .systemBlue
      cell.contentConfiguration = content
      cell.accessories = node.children == nil ? [] : [.outlineDisclosure(options: .init(style: .header))]
    }
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    dataSource.apply(snapshot, animatingDifferences: false)
    var section = DiffableDataSourceSectionSnapshot<Int>()
    append(Self.tree, to: nil, in: &section)
    // Documents and its Projects start expanded; the others collapsed.
    section.expand([0, 1])
    dataSource.apply(section, to: 0, animatingDifferences: false)
  }

  private func append(
    _ children: [Node], to parent: Int?, in section: inout DiffableDataSourceSectionSnapshot<Int>
  ) {
    for node in children {
      let id = nodes.count
      nodes.append(node)
      section.append([id], to: parent)
      if let grandchildren = node.children { append(grandchildren, to: id, in: &section) }
    }
  }

  override func style(forItem id: Int) -> RenderStyle { .viewsOnly }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    // "Downloads" is the eighth visible row (Documents, Projects and its three files, Receipts,
    // Invoice, then Downloads) at about 44 points a row.
    let y = 7 * 44.0 + 22
    let x = Double(viewport.width) / 2
    return GestureScript(events: [
      GestureScript.Event(phase: "began", x: x, y: y, time: 0.2),
      GestureScript.Event(phase: "ended", x: x, y: y, time: 0.3),
    ])
  }
}
