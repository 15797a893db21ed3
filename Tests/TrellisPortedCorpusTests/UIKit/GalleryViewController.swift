// swift-format-ignore-file
//
//  GalleryViewController.swift
//  Gallery
//

import UIKit

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
        indicator.addTarget(self, action: #selector(pageChanged(_:)), for: .valueChanged)
        view.addSubview(indicator)

        dimButton.addTarget(self, action: #selector(toggleDimming), for: .touchUpInside)
        view.addSubview(dimButton)
    }

    @objc func pageChanged(_ sender: PageIndicator) {
        collectionView.setContentOffset(CGPoint(x: CGFloat(sender.currentPage) * layout.pageWidth, y: 0), animated: false)
    }

    @objc private func toggleDimming() {
        animator.animate(to: layout.dimming > 0.5 ? 0 : 1, duration: 0.3)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return cardCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
    }
}
