// A contacts list driven by a diffable data source, written exactly as for UIKit (iOS 15+);
// only the import differs. It builds a snapshot, applies it, applies changed ones (with a
// reconfigure and an outline section), and reads identifiers back.
import TrellisUIKit

enum ContactSection: Hashable, Sendable {
  case favorites
  case all
}

struct Contact: Hashable, Sendable {
  let id: Int
  var name: String
}

final class ContactCell: UICollectionViewCell {
  var name = ""
}

@MainActor
final class ContactsListController {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<ContactSection, Int>!
  var contacts: [Int: Contact] = [:]

  func viewDidLoad() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 44)
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<ContactCell, Int> { [unowned self] cell, _, id in
      cell.name = self.contacts[id]?.name ?? "?"
    }
    dataSource = UICollectionViewDiffableDataSource<ContactSection, Int>(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
    }
  }

  func load(_ list: [Contact], favorites: [Int]) {
    for contact in list { contacts[contact.id] = contact }
    var snapshot = NSDiffableDataSourceSnapshot<ContactSection, Int>()
    snapshot.appendSections([.favorites, .all])
    snapshot.appendItems(favorites, toSection: .favorites)
    snapshot.appendItems(list.map(\.id).filter { !favorites.contains($0) }, toSection: .all)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func rename(_ id: Int, to name: String) {
    contacts[id]?.name = name
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([id])
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func toggleFavorite(_ id: Int) {
    var snapshot = dataSource.snapshot()
    if snapshot.sectionIdentifier(containingItem: id) == .favorites {
      snapshot.deleteItems([id])
      snapshot.appendItems([id], toSection: .all)
    } else if let first = snapshot.itemIdentifiers(inSection: .favorites).first {
      snapshot.moveItem(id, beforeItem: first)
    } else {
      snapshot.deleteItems([id])
      snapshot.appendItems([id], toSection: .favorites)
    }
    dataSource.apply(snapshot)
  }

  func name(at indexPath: IndexPath) -> String? {
    dataSource.itemIdentifier(for: indexPath).flatMap { contacts[$0]?.name }
  }
}
