// swift-format-ignore-file
//
//  TagCloudLayout.swift
//  Tags
//
//  Tags of different widths in left-aligned rows that wrap, like words in a paragraph; each
//  section starts a new row. The delegate gives each tag's width; it may choose a section's row
//  height, highlight tags (drawn a little larger, above the others) and hear how many rows the
//  cloud took.
//

import TrellisUIKit

@preconcurrency @MainActor protocol TagCloudLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, layout: TagCloudLayout, widthForTagAt indexPath: IndexPath) -> CGFloat

    func collectionView(_ collectionView: UICollectionView, layout: TagCloudLayout, rowHeightForSection section: Int) -> CGFloat

    func collectionView(_ collectionView: UICollectionView, layout: TagCloudLayout, isTagHighlightedAt indexPath: IndexPath) -> Bool

    func tagCloudLayout(_ layout: TagCloudLayout, didPlaceTagsInRows rowCount: Int)
}

// Defaults for the requirements that were `@objc optional` (added by `trellis port`).
extension TagCloudLayoutDelegate {
    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func collectionView(_ collectionView: UICollectionView, layout: TagCloudLayout, rowHeightForSection section: Int) -> CGFloat { optionalRequirementNotImplemented(returning: 0) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func collectionView(_ collectionView: UICollectionView, layout: TagCloudLayout, isTagHighlightedAt indexPath: IndexPath) -> Bool { optionalRequirementNotImplemented(returning: false) }

    /// Not implemented: does nothing (this was an `@objc optional` requirement).
    func tagCloudLayout(_ layout: TagCloudLayout, didPlaceTagsInRows rowCount: Int) {}
}

class TagCloudLayout: UICollectionViewLayout {

    weak var delegate: TagCloudLayoutDelegate?

    @IBInspectable var rowHeight: CGFloat = 32
    @IBInspectable var spacing: CGFloat = 8
    var highlightScale: CGFloat = 1.25
    var contentInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        cache.removeAll()
        contentHeight = 0
        guard let collectionView = collectionView, let delegate = delegate else { return }

        let maxX = collectionView.bounds.width - contentInsets.right
        var y = contentInsets.top
        var rows = 0
        for section in 0..<collectionView.numberOfSections {
            var height = rowHeight
            if let delegateRowHeight = optionalRequirement({ delegate.collectionView(collectionView, layout: self, rowHeightForSection: section) }) {
                height = delegateRowHeight
            }
            let count = collectionView.numberOfItems(inSection: section)
            if count == 0 { continue }
            rows += 1
            var x = contentInsets.left
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let width = min(delegate.collectionView(collectionView, layout: self, widthForTagAt: indexPath), maxX - contentInsets.left)
                if x + width > maxX {
                    // Wrap to a new row.
                    x = contentInsets.left
                    y += height + spacing
                    rows += 1
                }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: x, y: y, width: width, height: height)
                let highlighted = optionalRequirement { delegate.collectionView(collectionView, layout: self, isTagHighlightedAt: indexPath) } ?? false
                if highlighted {
                    attributes.transform3D = CATransform3DMakeScale(highlightScale, highlightScale, 1)
                    attributes.zIndex = 1
                }
                cache.append(attributes)
                x += width + spacing
            }
            y += height + spacing
        }
        contentHeight = y - spacing + contentInsets.bottom

        delegate.tagCloudLayout(self, didPlaceTagsInRows: rows)
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cache.filter { $0.frame.overlaps(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache.first { $0.indexPath == indexPath }
    }
}
