// swift-format-ignore-file
//
//  PagedGalleryLayout.swift
//  Gallery
//
//  A horizontal gallery of cards, one page per card, with the neighbours peeking in at the
//  edges. The overrides live in PagedGalleryLayout+Overrides.swift, as the library splits them.
//

import TrellisUIKit

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

    /// One card per page: as tall as the collection view, as wide as it less the peeks.
    override func prepare() {
        if let bounds = collectionView?.bounds {
            itemSize = CGSize(width: bounds.width - 2 * (peek + spacing / 2), height: bounds.height)
        }
        minimumLineSpacing = spacing
        sectionInset = UIEdgeInsets(top: 0, left: peek + spacing / 2, bottom: 0, right: peek + spacing / 2)
        super.prepare()
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            copy.alpha = 1 - dimming / 2
            return copy
        }
    }

    #if !os(tvOS)
    // Scrolling stops at the start of a page (tvOS pages with focus instead).
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        return CGPoint(x: CGFloat(page(nearest: proposedContentOffset.x)) * pageWidth, y: proposedContentOffset.y)
    }
    #endif
}
