import Testing
import TrellisUIKit

/// The UIKit-style contacts list (ContactsListController.swift): its snapshots give UIKit's
/// results. Rows are 44 points, sections stacked without insets.
@Suite("UIKit-style diffable contacts list") @MainActor
struct ContactsListControllerTests {
  let people = [
    Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Brian"), Contact(id: 3, name: "Chen"),
    Contact(id: 4, name: "Dana"),
  ]

  func names(_ controller: ContactsListController) -> [String] {
    controller.collectionView.visibleCells.compactMap { ($0 as? ContactCell)?.name }
  }

  @Test func loadingShowsFavoritesThenTheRest() {
    let controller = ContactsListController()
    controller.viewDidLoad()
    controller.load(people, favorites: [3])
    // favorites: Chen; all: Ada, Brian, Dana.
    #expect(controller.dataSource.snapshot().numberOfItems(inSection: .favorites) == 1)
    #expect(controller.name(at: IndexPath(item: 0, section: 0)) == "Chen")
    #expect(controller.name(at: IndexPath(item: 2, section: 1)) == "Dana")
    #expect(controller.dataSource.indexPath(for: 2) == IndexPath(item: 1, section: 1))
    #expect(names(controller) == ["Chen", "Ada", "Brian", "Dana"])
  }

  @Test func favoritingMovesTheSameCellToTheTop() {
    let controller = ContactsListController()
    controller.viewDidLoad()
    controller.load(people, favorites: [3])
    let dana = controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 1))
    controller.toggleFavorite(4)
    controller.collectionView.advance(by: 0.5)
    // Dana is now 0-0, before Chen; her cell moved (UIKit moves kept items, it does not
    // recreate them) from y = 3·44 = 132 to y = 0.
    #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 4)
    #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === dana)
    #expect(dana?.frame.minY == 0)
    #expect(names(controller) == ["Dana", "Chen", "Ada", "Brian"])
  }

  @Test func renamingReconfiguresTheExistingCell() {
    let controller = ContactsListController()
    controller.viewDidLoad()
    controller.load(people, favorites: [])
    let brian = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? ContactCell
    controller.rename(2, to: "Bryan")
    #expect(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) === brian)
    #expect(brian?.name == "Bryan")
  }

  @Test func outlinesUseTheUIKitSectionSnapshotName() {
    let controller = ContactsListController()
    controller.viewDidLoad()
    controller.contacts = [10: Contact(id: 10, name: "Team"), 11: Contact(id: 11, name: "Eve")]
    var outline = NSDiffableDataSourceSectionSnapshot<Int>()
    outline.append([10])
    outline.append([11], to: 10)
    outline.expand([10])
    controller.dataSource.apply(outline, to: .all, animatingDifferences: false)
    #expect(names(controller) == ["Team", "Eve"])
    #expect(controller.dataSource.snapshot(for: .all).level(of: 11) == 1)
  }
}
