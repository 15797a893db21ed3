// swift-format-ignore-file
//
//  PagedGalleryLayout+Overrides.swift
//  Gallery
//

import UIKit

// MARK: - Layout

extension PagedGalleryLayout {
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

    /// The page nearest to `offset`.
    func page(nearest offset: CGFloat) -> Int {
        guard pageWidth > 0 else { return 0 }
        return Int((offset / pageWidth).rounded())
    }
}

// MARK: - Paging

#if !os(tvOS)
extension PagedGalleryLayout {
    // Scrolling stops at the start of a page (tvOS pages with focus instead).
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        return CGPoint(x: CGFloat(page(nearest: proposedContentOffset.x)) * pageWidth, y: proposedContentOffset.y)
    }
}
#endif
