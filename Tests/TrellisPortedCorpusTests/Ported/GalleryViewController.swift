// swift-format-ignore-file
//
//  GalleryViewController.swift
//  Gallery
//

import TrellisUIKit

final class GalleryViewController: UIViewController, UICollectionViewDataSource {
    let layout = PagedGalleryLayout()
    private(set) var collectionView: UICollectionView!
    let indicator = PageIndicator()
    let dimButton = UIButton(type: .system)
    private(set) lazy var animator = DimmingAnimator(layout: layout)
    var cardCount = 5

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")
        collectionView.dataSource = self
        view.addSubview(collectionView)

        indicator.numberOfPages = cardCount
        indicator.addAction(UIAction { [weak self] action in if let sender = action.sender as? PageIndicator { self?.pageChanged(sender) } }, for: .valueChanged)
        view.addSubview(indicator)

        dimButton.addAction(UIAction { [weak self] _ in self?.toggleDimming() }, for: .touchUpInside)
        view.addSubview(dimButton)
    }

    func pageChanged(_ sender: PageIndicator) {
        collectionView.setContentOffset(CGPoint(x: CGFloat(sender.currentPage) * layout.pageWidth, y: 0), animated: false)
    }

    private func toggleDimming() {
        animator.animate(to: layout.dimming > 0.5 ? 0 : 1, duration: 0.3)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return cardCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
    }
}
