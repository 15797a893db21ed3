// The board's drag and drop (docs/drag-and-drop.md §3–§5): the drag delegate lifts one card
// carrying its identifier; the drop delegate takes only the board's own cards, proposes a move
// into a gap while the finger is over a column and refuses the drop elsewhere; it places nothing
// itself, so the diffable data source's reordering handlers move the card.

extension BoardScene: CollectionViewDragDelegate {
  /// One drag item for the card at `indexPath`, its identifier as `localObject`.
  func collectionView(
    _ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath
  ) -> [DragItem] {
    guard let id = dataSource.itemIdentifier(for: indexPath) else { return [] }
    let item = DragItem(itemProvider: ItemProvider(object: Self.card(id)?.title ?? ""))
    item.localObject = id
    return [item]
  }
}

extension BoardScene: CollectionViewDropDelegate {
  /// Only the board's own cards: one item whose `localObject` is a card identifier.
  func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool {
    session.items.count == 1 && session.items.first?.localObject is Int
  }

  /// A move into the gap while the finger is over a column (`BoardLayout.section(containingY:)`);
  /// `.cancel` below the last column.
  func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal {
    let point = session.location(in: collectionView)
    guard board.section(containingY: point.y) != nil else {
      return CollectionViewDropProposal(operation: .cancel)
    }
    return CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  /// Places nothing: the move is finished by the data source (`reorderingHandlers`), from the
  /// card's place to the gap's.
  func collectionView(
    _ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator
  ) {}
}
