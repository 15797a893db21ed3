// swift-format-ignore-file
//  CardStackLayout.swift
//  A deck of cards stacked on top of each other, each one a little lower than the one
//  above it. The delegate may size and offset each card and hears which cards show.

import TrellisUIKit

@preconcurrency @MainActor protocol CardStackLayoutDelegate: AnyObject {
    func cardStackLayout(_ layout: CardStackLayout, sizeForCardAt index: Int) -> CGSize
    func cardStackLayout(_ layout: CardStackLayout, offsetForCardAt index: Int) -> CGFloat
    func cardStackLayout(_ layout: CardStackLayout, opacityForCardAt index: Int) -> CGFloat
    func cardStackLayout(_ layout: CardStackLayout, willShowCardAt index: Int)
    func cardStackLayoutDidFinishPreparing(_ layout: CardStackLayout)
}

// Defaults for the requirements that were `@objc optional` (added by `trellis port`).
extension CardStackLayoutDelegate {
    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func cardStackLayout(_ layout: CardStackLayout, sizeForCardAt index: Int) -> CGSize { optionalRequirementNotImplemented(returning: .zero) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func cardStackLayout(_ layout: CardStackLayout, offsetForCardAt index: Int) -> CGFloat { optionalRequirementNotImplemented(returning: 0) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func cardStackLayout(_ layout: CardStackLayout, opacityForCardAt index: Int) -> CGFloat { optionalRequirementNotImplemented(returning: 0) }

    /// Not implemented: does nothing (this was an `@objc optional` requirement).
    func cardStackLayout(_ layout: CardStackLayout, willShowCardAt index: Int) {}

    /// Not implemented: does nothing (this was an `@objc optional` requirement).
    func cardStackLayoutDidFinishPreparing(_ layout: CardStackLayout) {}
}

class CardStackLayout: UICollectionViewLayout {
    weak var delegate: CardStackLayoutDelegate?

    var cardSize = CGSize(width: 200, height: 280)
    var cardOffset: CGFloat = 12
    var topMargin: CGFloat = 20

    private var cards: [UICollectionViewLayoutAttributes] = []

    func size(forCardAt index: Int) -> CGSize {
        if let delegate = delegate, let size = optionalRequirement({ delegate.cardStackLayout(self, sizeForCardAt: index) }) {
            return size
        }
        return cardSize
    }

    func offset(forCardAt index: Int) -> CGFloat {
        guard let delegate = delegate,
              let offset = optionalRequirement({ delegate.cardStackLayout(self, offsetForCardAt: index) }) else {
            return cardOffset
        }
        return max(0, offset)
    }

    func opacity(forCardAt index: Int) -> CGFloat {
        var opacity: CGFloat = 1
        if let delegateOpacity = optionalRequirement({ delegate?.cardStackLayout(self, opacityForCardAt: index) }) {
            opacity = delegateOpacity
        }
        return opacity
    }

    override func prepare() {
        super.prepare()
        cards = []
        guard let collectionView = collectionView else { return }
        var y = topMargin
        for index in 0..<collectionView.numberOfItems(inSection: 0) {
            let size = size(forCardAt: index)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            attributes.frame = CGRect(x: (collectionView.bounds.width - size.width) / 2, y: y, width: size.width, height: size.height)
            attributes.alpha = opacity(forCardAt: index)
            attributes.zIndex = index
            cards.append(attributes)
            y += offset(forCardAt: index)
            if delegate != nil {
                delegate?.cardStackLayout(self, willShowCardAt: index)
            }
        }
        if let delegate = delegate {
            delegate.cardStackLayoutDidFinishPreparing(self)
        }
    }

    override var collectionViewContentSize: CGSize {
        let bottom = cards.map { $0.frame.maxY }.max() ?? 0
        return CGSize(width: collectionView?.bounds.width ?? 0, height: bottom)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cards.filter { $0.frame.overlaps(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cards.indices.contains(indexPath.item) ? cards[indexPath.item] : nil
    }
}
