// swift-format-ignore-file
//
//  PagedGalleryLayout.swift
//  Gallery
//
//  A horizontal gallery of cards, one page per card, with the neighbours peeking in at the
//  edges. The overrides live in PagedGalleryLayout+Overrides.swift, as the library splits them.
//

import UIKit

class PagedGalleryLayout: UICollectionViewFlowLayout {
    /// How much of the neighbouring cards shows at each edge.
    var peek: CGFloat = 20

    /// The gap between cards.
    var spacing: CGFloat = 10

    /// How dim the cards are, 0 (not at all) to 1; `DimmingAnimator` animates it.
    var dimming: CGFloat = 0

    override init() {
        super.init()
        scrollDirection = .horizontal
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollDirection = .horizontal
    }

    /// The distance between the starts of two cards.
    var pageWidth: CGFloat {
        return itemSize.width + minimumLineSpacing
    }
}
