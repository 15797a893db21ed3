import TrellisCompositional
import TrellisDiffable
import TrellisLists

/// "mail": a Mail-style plain list of messages — subtitle list cells (the sender, then the
/// subject) with swipe actions from `CollectionLayoutListConfiguration`'s providers: swiping a
/// row to the left reveals "Trash" (destructive, red) and "Flag" (orange), swiping it to the
/// right reveals "Unread"/"Read" (blue). A full swipe performs the first action; tapping an
/// action performs it; a tap elsewhere closes the actions. Trash deletes the message (a snapshot
/// applied with animation, the rows below moving up); Flag and Unread change the row's symbol
/// (a blue dot for unread, an orange flag for flagged; reconfigured in place). A long press on a
/// message shows its context menu (docs/context-menus.md §4): "Mark as Read"/"Mark as Unread" and
/// "Flag"/"Unflag" in an inline section, a "Move to" submenu (Archive, Junk: both take the
/// message out of the list) and "Delete" (destructive).
///
/// Parameters: `messages` 1…500 (40). Default script: a swipe to the left on the first row.
final class MailListScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "mail", title: "Mail list",
      summary: "Plain list of messages with swipe actions: swipe left for Trash and Flag, right for Unread",
      parameters: [
        SceneParameter(
          key: "messages", label: "Messages", minimum: 1, maximum: 500, step: 1, defaultValue: 40)
      ],
      hints: [
        "Swipe a row left for Trash and Flag, right for Unread; a long swipe performs the first action.",
        "Tap an action to perform it, or anywhere else to close the actions.",
        "Long-press a message (½ s) for its menu; tap an item of the menu, or elsewhere to close it.",
      ]),
    make: { viewport, parameters throws(SceneError) in
      MailListScene(viewport: viewport, messages: Int(parameters["messages"] ?? 40))
    })

  /// The senders and subjects the messages cycle through.
  static let senders = [
    "Ada Lovelace", "Grace Hopper", "Alan Kay", "Barbara Liskov", "Edsger Dijkstra", "Leslie Lamport",
  ]
  static let subjects = [
    "Notes on the analytical engine", "Compiler meeting moved to Thursday",
    "The best way to predict the future",
    "Substitution, again", "On the cruelty of really teaching", "Time, clocks and the ordering of events",
  ]

  /// The state of one message.
  struct Message {
    var unread: Bool
    var flagged: Bool
  }

  /// The data source (set once, right after the collection view exists).
  private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>!
  /// Each message's state, by identifier.
  private(set) var messages: [Int: Message] = [:]

  init(viewport: CGSize, messages count: Int) {
    var list = CollectionLayoutListConfiguration(appearance: .plain)
    var provideLeading: ((IndexPath) -> SwipeActionsConfiguration?)?
    var provideTrailing: ((IndexPath) -> SwipeActionsConfiguration?)?
    list.leadingSwipeActionsConfigurationProvider = { provideLeading?($0) }
    list.trailingSwipeActionsConfigurationProvider = { provideTrailing?($0) }
    super.init(
      viewport: viewport, layout: CollectionViewCompositionalLayout.list(using: list),
      items: SceneItems(count: 0))
    let registration = CollectionView.CellRegistration<SceneListCell, Int> { [unowned self] cell, _, id in
      cell.modelID = id
      let message = messages[id] ?? Message(unread: false, flagged: false)
      var content = ListContentConfiguration.subtitleCell()
      content.text = Self.senders[id % Self.senders.count]
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      content.secondaryText = Self.subjects[(id * 5 + 1) % Self.subjects.count]
      content.secondaryTextProperties.color = .secondaryLabel
      if message.flagged {
        content.image = Image(systemName: "flag.fill")
        content.imageProperties.tintColor = .systemOrange
      } else {
        content.image = Image(systemName: message.unread ? "circle.fill" : "envelope.open")
        content.imageProperties.tintColor = message.unread ? .systemBlue : .tertiaryLabel
      }
      cell.contentConfiguration = content
    }
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
    }
    provideTrailing = { [unowned self] indexPath in trailingActions(at: indexPath) }
    provideLeading = { [unowned self] indexPath in leadingActions(at: indexPath) }
    items.contextMenuProvider = { [unowned self] indexPaths, _ in contextMenu(for: indexPaths) }
    reset(count: count)
  }

  private func reset(count: Int) {
    messages = [:]
    for id in 0..<count { messages[id] = Message(unread: id % 3 == 0, flagged: false) }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count), toSection: 0)
    dataSource.applySnapshotUsingReloadData(snapshot)
  }

  override func apply(_ key: String, _ value: Double) {
    if key == "messages" { reset(count: Int(value)) }
  }

  /// Trash (destructive: deletes the message) and Flag.
  private func trailingActions(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
    guard let id = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let trash = ContextualAction(style: .destructive, title: "Trash") { [unowned self] _, _, done in
      remove(id)
      done(true)
    }
    trash.image = Image(systemName: "trash.fill")
    let flagged = messages[id]?.flagged ?? false
    let flag = ContextualAction(style: .normal, title: flagged ? "Unflag" : "Flag") {
      [unowned self] _, _, done in
      toggle(id) { $0.flagged.toggle() }
      done(true)
    }
    flag.backgroundColor = .systemOrange
    flag.image = Image(systemName: "flag.fill")
    return SwipeActionsConfiguration(actions: [trash, flag])
  }

  /// Unread or Read.
  private func leadingActions(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
    guard let id = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let unread = messages[id]?.unread ?? false
    let action = ContextualAction(style: .normal, title: unread ? "Read" : "Unread") {
      [unowned self] _, _, done in
      toggle(id) { $0.unread.toggle() }
      done(true)
    }
    action.backgroundColor = .systemBlue
    action.image = Image(systemName: unread ? "envelope.open" : "circle.fill")
    return SwipeActionsConfiguration(actions: [action])
  }

  /// The menu of one message: mark, flag, move to a mailbox, delete. No menu on the background.
  private func contextMenu(for indexPaths: [IndexPath]) -> ContextMenuConfiguration? {
    guard indexPaths.count == 1, let id = dataSource.itemIdentifier(for: indexPaths[0]) else { return nil }
    return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
      let message = messages[id] ?? Message(unread: false, flagged: false)
      let read = Action(
        title: message.unread ? "Mark as Read" : "Mark as Unread",
        image: Image(systemName: message.unread ? "envelope.open" : "envelope.badge")
      ) { [unowned self] _ in toggle(id) { $0.unread.toggle() } }
      let flag = Action(
        title: message.flagged ? "Unflag" : "Flag", image: Image(systemName: "flag")
      ) { [unowned self] _ in toggle(id) { $0.flagged.toggle() } }
      let move = Menu(
        title: "Move to", image: Image(systemName: "folder"),
        children: ["Archive", "Junk"].map { mailbox in
          Action(title: mailbox, image: Image(systemName: mailbox == "Archive" ? "archivebox" : "xmark.bin"))
          {
            [unowned self] _ in remove(id)
          }
        })
      let delete = Action(title: "Delete", image: Image(systemName: "trash"), attributes: .destructive) {
        [unowned self] _ in remove(id)
      }
      return Menu(children: [Menu(options: .displayInline, children: [read, flag]), move, delete])
    }
  }

  /// Takes message `id` out of the list, animated.
  private func remove(_ id: Int) {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([id])
    messages[id] = nil
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  private func toggle(_ id: Int, _ change: (inout Message) -> Void) {
    guard var message = messages[id] else { return }
    change(&message)
    messages[id] = message
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([id])
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func style(forItem id: Int) -> RenderStyle { .viewsOnly }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    // A slow swipe to the left along the first row (rows of about 60 points).
    let y = 30.0
    let start = CGPoint(x: viewport.width * 0.8, y: y)
    let end = CGPoint(x: viewport.width * 0.45, y: y)
    return GestureScript(events: GestureScript.drag(from: start, to: end, at: 0.2, duration: 0.4, steps: 8))
  }
}
