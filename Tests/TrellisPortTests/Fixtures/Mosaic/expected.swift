// swift-format-ignore-file
//
//  MosaicLayout.swift
//  PhotoWall
//
//  A masonry layout for a photo wall: photos of different heights in columns, each photo
//  placed in the shortest column. The delegate supplies each photo's height and may supply
//  per-section header sizes, insets and spacing.
//

import TrellisUIKit

@preconcurrency @MainActor protocol MosaicLayoutDelegate: AnyObject {
    /// The height of the photo at `indexPath` when it is `width` points wide.
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat) -> CGFloat

    /// The size of the header of `section`; the layout's `headerReferenceSize` if not implemented.
    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, referenceSizeForHeaderIn section: Int) -> CGSize

    /// The margins of `section`; the layout's `sectionInset` if not implemented.
    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, insetsForSection section: Int) -> UIEdgeInsets

    /// The gap between columns and between the photos of a column.
    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, spacingForSection section: Int) -> CGFloat

    /// Tells the delegate that the layout placed every photo of `section`.
    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, didPrepareSection section: Int)
}

// Defaults for the requirements that were `@objc optional` (added by `trellis port`).
extension MosaicLayoutDelegate {
    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, referenceSizeForHeaderIn section: Int) -> CGSize { optionalRequirementNotImplemented(returning: .zero) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, insetsForSection section: Int) -> UIEdgeInsets { optionalRequirementNotImplemented(returning: .zero) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, spacingForSection section: Int) -> CGFloat { optionalRequirementNotImplemented(returning: 0) }

    /// Not implemented: does nothing (this was an `@objc optional` requirement).
    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, didPrepareSection section: Int) {}
}

class MosaicLayout: UICollectionViewLayout {

    weak var delegate: MosaicLayoutDelegate?

    var numberOfColumns = 2
    var headerReferenceSize = CGSize(width: 0, height: 30)
    var sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    var spacing: CGFloat = 10

    private var itemAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var headerAttributes: [Int: UICollectionViewLayoutAttributes] = [:]
    private var contentHeight: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        return CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        itemAttributes.removeAll()
        headerAttributes.removeAll()
        contentHeight = 0
        guard let collectionView = collectionView, let delegate = delegate else { return }

        let width = collectionView.bounds.width
        for section in 0..<collectionView.numberOfSections {
            let headerSize = optionalRequirement { delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderIn: section) } ?? headerReferenceSize
            let inset = optionalRequirement { delegate.collectionView(collectionView, layout: self, insetsForSection: section) } ?? sectionInset
            let gap = optionalRequirement { delegate.collectionView(collectionView, layout: self, spacingForSection: section) } ?? spacing

            if headerSize.height > 0 {
                let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section))
                header.frame = CGRect(x: 0, y: contentHeight, width: width, height: headerSize.height)
                headerAttributes[section] = header
            }

            let top = contentHeight + headerSize.height + inset.top
            let columnWidth = (width - inset.left - inset.right - CGFloat(numberOfColumns - 1) * gap) / CGFloat(numberOfColumns)
            var columnBottoms = [CGFloat](repeating: top, count: numberOfColumns)

            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                // The shortest column; the leftmost one on a tie.
                let column = columnBottoms.indices.min { columnBottoms[$0] < columnBottoms[$1] }!
                let height = delegate.collectionView(collectionView, heightForPhotoAt: indexPath, width: columnWidth)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: inset.left + CGFloat(column) * (columnWidth + gap), y: columnBottoms[column], width: columnWidth, height: height)
                itemAttributes[indexPath] = attributes
                columnBottoms[column] += height + gap
            }

            contentHeight = (columnBottoms.max() ?? top) - gap + inset.bottom
            delegate.collectionView(collectionView, layout: self, didPrepareSection: section)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let all = Array(headerAttributes.values) + Array(itemAttributes.values)
        return all.filter { $0.frame.overlaps(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return itemAttributes[indexPath]
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return headerAttributes[indexPath.section]
    }
}

/// The photo wall's data source and layout delegate: wide margins, tight spacing and a tall
/// header, and a log of the sections the layout prepared.
class PhotoWallController: NSObject, UICollectionViewDataSource, MosaicLayoutDelegate {

    /// Height ÷ width of each photo.
    let aspectRatios: [CGFloat]
    private(set) var preparedSections: [Int] = []

    init(aspectRatios: [CGFloat]) {
        self.aspectRatios = aspectRatios
        super.init()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return aspectRatios.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        return width * aspectRatios[indexPath.item]
    }

    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, referenceSizeForHeaderIn section: Int) -> CGSize {
        return CGSize(width: collectionView.bounds.width, height: 50)
    }

    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, insetsForSection section: Int) -> UIEdgeInsets {
        return UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    }

    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, spacingForSection section: Int) -> CGFloat {
        return 4
    }

    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, didPrepareSection section: Int) {
        preparedSections.append(section)
    }
}

/// Square photos with no gaps: a plain `NSObject` subclass that implements one optional method.
class SquarePhotos: NSObject, MosaicLayoutDelegate {

    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        return width
    }

    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, spacingForSection section: Int) -> CGFloat {
        return 0
    }
}

/// Photos twice as tall as wide and no header: a Swift class that conforms to nothing else.
final class TallPhotos: MosaicLayoutDelegate {

    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        return 2 * width
    }

    func collectionView(_ collectionView: UICollectionView, layout: MosaicLayout, referenceSizeForHeaderIn section: Int) -> CGSize {
        return .zero
    }
}
