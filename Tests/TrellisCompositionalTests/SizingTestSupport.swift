import Testing
import TrellisCompositional

/// A cell that measures itself: it prefers the height its data source gave it (keeping the
/// width it was offered).
final class MeasuringCell: CollectionViewCell {
  var preferredHeight: CGFloat?

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    guard let preferredHeight, let copy = layoutAttributes.copy() as? CollectionViewLayoutAttributes else {
      return layoutAttributes
    }
    copy.size = CGSize(width: layoutAttributes.size.width, height: preferredHeight)
    return copy
  }
}

/// Sections of `counts` items whose cells prefer `height(indexPath)`.
final class MeasuredData: CollectionViewDataSource {
  var counts: [Int]
  var height: (IndexPath) -> CGFloat?

  init(_ counts: [Int], height: @escaping (IndexPath) -> CGFloat?) {
    self.counts = counts
    self.height = height
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "measuring", for: indexPath)
    (cell as? MeasuringCell)?.preferredHeight = height(indexPath)
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    CollectionReusableView()
  }
}

/// A collection view of `size` over `data` whose cells measure themselves, laid out once.
@MainActor
func makeMeasuredHost(
  _ layout: CollectionViewLayout, data: MeasuredData, size: CGSize = CGSize(width: 390, height: 844)
) -> CollectionView {
  let view = RetainingCollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  view.register(MeasuringCell.self, forCellWithReuseIdentifier: "measuring")
  view.retained = [data]
  view.dataSource = data
  view.layoutIfNeeded()
  return view
}

/// A list of full-width rows of estimated height `estimate`.
@MainActor
func estimatedList(estimate: CGFloat = 44) -> CollectionViewCompositionalLayout {
  let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(estimate)))
  let group = CollectionLayoutGroup.vertical(
    layoutSize: size(.fractionalWidth(1), .estimated(estimate)), subitems: [item])
  return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
}
