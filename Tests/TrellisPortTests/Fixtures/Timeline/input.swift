// swift-format-ignore-file
import UIKit

/// A vertical timeline: one full-width row per event.
final class TimelineLayout: UICollectionViewFlowLayout {
    var rowHeight: CGFloat = 60

    override init() {
        super.init()
        minimumLineSpacing = 1
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        minimumLineSpacing = 1
    }
}

// MARK: - Layout

extension TimelineLayout {
    /// Every row spans the collection view's width.
    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: collectionView?.bounds.width ?? 0, height: rowHeight)
    }

    override var collectionViewContentSize: CGSize {
        let size = super.collectionViewContentSize
        return CGSize(width: size.width, height: size.height + rowHeight / 2) // room for the "now" marker
    }
}

// MARK: - Rotation

extension TimelineLayout {
    func rowCount(in height: CGFloat) -> Int {
        return Int(height / (rowHeight + minimumLineSpacing))
    }

    // A new width means new row widths.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return newBounds.width != collectionView?.bounds.width
    }
}

/// The timeline inside a scrolling container.
final class TimelineContainer {
    final class RowLayout: UICollectionViewFlowLayout {
        var inset: CGFloat = 16
    }
}

extension TimelineContainer.RowLayout {
    override func prepare() {
        super.prepare()
        sectionInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
    }
}
