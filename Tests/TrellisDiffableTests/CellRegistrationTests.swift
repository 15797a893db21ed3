import Foundation
import Testing

@testable import TrellisDiffable

/// A cell that counts how many were created.
final class CountedCell: CollectionViewCell {
  nonisolated(unsafe) static var created = 0
  override init(frame: CGRect) {
    CountedCell.created += 1
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  var text = ""
}

/// Cell and supplementary registrations, and the reconfigure path through them.
@Suite @MainActor struct CellRegistrationTests {
  final class Source: CollectionViewDataSource {
    var items: [String]
    let registration: CollectionView.CellRegistration<CountedCell, String>
    var handled: [String] = []
    init(items: [String]) {
      self.items = items
      registration = CollectionView.CellRegistration { cell, indexPath, item in
        cell.text = "\(item)@\(indexPath.item)"
      }
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      items.count
    }
    func collectionView(
      _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
      handled.append(items[indexPath.item])
      return collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: items[indexPath.item])
    }
  }

  func make(_ items: [String]) -> (CollectionView, Source) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 44)
    layout.minimumLineSpacing = 0
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
    let source = Source(items: items)
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    return (collectionView, source)
  }

  @Test func aRegistrationRegistersItsClassAndConfiguresEachDequeuedCell() {
    let (collectionView, source) = make(["a", "b", "c"])
    let texts = collectionView.visibleCells.compactMap { ($0 as? CountedCell)?.text }
    #expect(texts == ["a@0", "b@1", "c@2"])
    #expect(
      collectionView.visibleCells.allSatisfy {
        $0.reuseIdentifier?.hasPrefix("TrellisDiffable.cell.") == true
      })
    _ = source
  }

  @Test func distinctRegistrationsHaveDistinctReuseIdentifiers() {
    let first = CollectionView.CellRegistration<CountedCell, Int> { _, _, _ in }
    let second = CollectionView.CellRegistration<CountedCell, Int> { _, _, _ in }
    #expect(first.reuseIdentifier != second.reuseIdentifier)
  }

  @Test func reconfigureRunsTheHandlerOnTheSameCellWithoutADequeue() {
    let (collectionView, source) = make(["a", "b", "c"])
    let cell = collectionView.cellForItem(at: p(0, 1)) as? CountedCell
    let created = CountedCell.created
    source.items[1] = "B"
    collectionView.reconfigureItems(at: [p(0, 1)])
    // The same cell object, its handler run again with the new item, no cell created and no
    // prepareForReuse (a reused cell would have been reset by it).
    #expect(collectionView.cellForItem(at: p(0, 1)) === cell)
    #expect(cell?.text == "B@1")
    #expect(CountedCell.created == created)
    #expect(source.handled == ["a", "b", "c", "B"])
  }

  @Test func aNilItemSkipsTheHandler() {
    let (collectionView, _) = make([])
    let registration = CollectionView.CellRegistration<CountedCell, String> { cell, _, _ in cell.text = "set"
    }
    let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: p(0, 0), item: nil)
    #expect(cell.text == "")
  }

  @Test func aSupplementaryRegistrationConfiguresViewsOfItsKind() {
    let registration = CollectionView.SupplementaryRegistration<TitleView>(elementKind: "badge") {
      view, kind, indexPath in
      view.title = "\(kind) \(indexPath.section)-\(indexPath.item)"
    }
    let (collectionView, _) = make([])
    let view = collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: p(2, 5))
    #expect(view.title == "badge 2-5")
    #expect(registration.elementKind == "badge")
  }
}
