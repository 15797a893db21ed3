// swift-format-ignore-file
//
//  StickyHeadersFlowLayout.swift
//  Contacts
//
//  A flow layout whose section headers stick to the top of the screen while their section
//  scrolls by, until the end of the section pushes them up. The delegate can keep a section's
//  header from sticking and move the line headers stick to (below a search bar, say).
//

import TrellisUIKit

@preconcurrency @MainActor protocol StickyHeadersLayoutDelegate: UICollectionViewDelegateFlowLayout {
    /// Whether the header of `section` sticks; `true` if not implemented.
    func collectionView(_ collectionView: UICollectionView, layout: StickyHeadersFlowLayout, shouldStickHeaderInSection section: Int) -> Bool

    /// How far below the top of the visible area headers stick; the layout's `stickyOffset` if
    /// not implemented.
    func stickyOffset(for layout: StickyHeadersFlowLayout) -> CGFloat
}

// Defaults for the requirements that were `@objc optional` (added by `trellis port`).
extension StickyHeadersLayoutDelegate {
    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func collectionView(_ collectionView: UICollectionView, layout: StickyHeadersFlowLayout, shouldStickHeaderInSection section: Int) -> Bool { optionalRequirementNotImplemented(returning: false) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func stickyOffset(for layout: StickyHeadersFlowLayout) -> CGFloat { optionalRequirementNotImplemented(returning: 0) }
}

class StickyHeadersFlowLayout: UICollectionViewFlowLayout {

    /// How far below the top of the visible area headers stick.
    @IBInspectable var stickyOffset: CGFloat = 0

    /// The z-index of headers, above the cells.
    @IBInspectable var headerZIndex: Int = 1024

    /// Whether headers stick at all; the settings screen observes it.
    var sticksHeaders = true

    private var stickyDelegate: StickyHeadersLayoutDelegate? {
        return collectionView?.delegate as? StickyHeadersLayoutDelegate
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard sticksHeaders, let collectionView = collectionView,
              let original = super.layoutAttributesForElements(in: rect) else {
            return super.layoutAttributesForElements(in: rect)
        }
        var attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }

        // A section with cells in `rect` shows its header, even when the header itself scrolled out.
        var sectionsWithoutHeader = Set(attributes.filter { $0.representedElementCategory == .cell }.map { $0.indexPath.section })
        for header in attributes where header.representedElementKind == UICollectionView.elementKindSectionHeader {
            sectionsWithoutHeader.remove(header.indexPath.section)
        }
        for section in sectionsWithoutHeader.sorted() {
            let indexPath = IndexPath(item: 0, section: section)
            if let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: indexPath)?.copy() as? UICollectionViewLayoutAttributes {
                attributes.append(header)
            }
        }

        let offset = optionalRequirement { stickyDelegate?.stickyOffset(for: self) } ?? stickyOffset
        for header in attributes where header.representedElementKind == UICollectionView.elementKindSectionHeader {
            let section = header.indexPath.section
            if optionalRequirement({ stickyDelegate?.collectionView(collectionView, layout: self, shouldStickHeaderInSection: section) }) == false {
                continue
            }
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0, let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else {
                continue
            }
            // Stick to the top, never above the header's own place, never below its last cell.
            let top = collectionView.contentOffset.y + offset
            header.frame.origin.y = min(max(top, header.frame.minY), last.frame.maxY - header.frame.height)
            header.zIndex = headerZIndex
        }
        return attributes
    }

    // MARK: - Invalidation
    // The headers move whenever the collection view scrolls.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}
