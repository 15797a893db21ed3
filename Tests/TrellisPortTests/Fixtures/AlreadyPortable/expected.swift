// swift-format-ignore-file
//  StaggeredLayout.swift — already written for Trellis: nothing here needs porting.

import Foundation
import TrellisUIKit

/// A Swift delegate protocol: its optional parts are default implementations, not `@objc
/// optional` requirements.
protocol StaggeredLayoutDelegate: AnyObject {
    func staggeredLayout(_ layout: StaggeredLayout, heightForItemAt indexPath: IndexPath) -> CGFloat
    func staggeredLayout(_ layout: StaggeredLayout, didPrepare itemCount: Int)
}

extension StaggeredLayoutDelegate {
    func staggeredLayout(_ layout: StaggeredLayout, didPrepare itemCount: Int) {}
}

/// Two columns, the right one shifted down by half a row.
final class StaggeredLayout: UICollectionViewLayout {
    weak var delegate: StaggeredLayoutDelegate?
    /// Called after every `prepare()`, with the layout.
    var onPrepare: ((StaggeredLayout) -> Void)?
    @IBInspectable var stagger: CGFloat = 0.5

    private var frames: [CGRect] = []

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let width = collectionView.bounds.width / 2
        var bottoms: [CGFloat] = [0, 0]
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let column = item % 2
            let height = delegate?.staggeredLayout(self, heightForItemAt: IndexPath(item: item, section: 0)) ?? width
            let top = bottoms[column] + (column == 1 && item == 1 ? height * stagger : 0)
            bottoms[column] = top + height
            return CGRect(x: CGFloat(column) * width, y: top, width: width, height: height)
        }
        delegate?.staggeredLayout(self, didPrepare: frames.count)
        onPrepare?(self)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { rect.minX < $0.frame.maxX && $0.frame.minX < rect.maxX && rect.minY < $0.frame.maxY && $0.frame.minY < rect.maxY }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }
}
