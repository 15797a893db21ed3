// swift-format-ignore-file
import TrellisUIKit

/// The carousel's delegate: the collection view's flow-layout delegate, plus two optional
/// methods of the carousel's own.
@preconcurrency @MainActor public protocol CarouselLayoutDelegate: UICollectionViewDelegateFlowLayout {
    /// The smallest scale of the item at `indexPath`, reached one page away from the centre.
    func carouselLayout(_ layout: CarouselLayout, minimumScaleForItemAt indexPath: IndexPath) -> CGFloat
    /// The item at `indexPath` came to rest in the centre.
    func carouselLayout(_ layout: CarouselLayout, didCenterItemAt indexPath: IndexPath)
}

// Defaults for the requirements that were `@objc optional` (added by `trellis port`).
extension CarouselLayoutDelegate {
    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    public func carouselLayout(_ layout: CarouselLayout, minimumScaleForItemAt indexPath: IndexPath) -> CGFloat { optionalRequirementNotImplemented(returning: 0) }

    /// Not implemented: does nothing (this was an `@objc optional` requirement).
    public func carouselLayout(_ layout: CarouselLayout, didCenterItemAt indexPath: IndexPath) {}
}

/// Hears taps on the carousel's items.
@preconcurrency @MainActor protocol CarouselSelectionDelegate: UICollectionViewDelegate {
    func carousel(_ layout: CarouselLayout, didSelectItemAt indexPath: IndexPath)
}

/// Hears when the carousel starts and stops moving; any object can listen.
@preconcurrency @MainActor protocol CarouselScrollObserver: AnyObject {
    func carouselWillBeginScrolling(_ layout: CarouselLayout)
}

// Defaults for the requirements that were `@objc optional` (added by `trellis port`).
extension CarouselScrollObserver {
    /// Not implemented: does nothing (this was an `@objc optional` requirement).
    func carouselWillBeginScrolling(_ layout: CarouselLayout) {}
}

/// A horizontal carousel: items shrink and fade with their distance from the centre.
open class CarouselLayout: UICollectionViewFlowLayout {
    public var minimumScale: CGFloat = 0.8
    weak var scrollObserver: CarouselScrollObserver?

    private var carouselDelegate: CarouselLayoutDelegate? {
        return collectionView?.delegate as? CarouselLayoutDelegate
    }

    public override init() {
        super.init()
        scrollDirection = .horizontal
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollDirection = .horizontal
    }

    open override func prepare() {
        super.prepare()
        scrollObserver?.carouselWillBeginScrolling(self)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            let size = flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: attributes.indexPath) ?? itemSize
            let pageWidth = size.width + minimumLineSpacing
            let distance = min(abs(attributes.center.x - centerX) / pageWidth, 1)
            let smallest = optionalRequirement { carouselDelegate?.carouselLayout(self, minimumScaleForItemAt: attributes.indexPath) } ?? minimumScale
            let scale = 1 - (1 - smallest) * distance
            attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
            attributes.alpha = scale
            return attributes
        }
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let inset = (collectionView.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView(collectionView, layout: self, insetForSectionAt: 0) ?? sectionInset
        let pageWidth = itemSize.width + minimumLineSpacing
        let page = ((proposedContentOffset.x - inset.left + collectionView.bounds.width / 2 - itemSize.width / 2) / pageWidth).rounded()
        let index = max(0, min(Int(page), collectionView.numberOfItems(inSection: 0) - 1))
        carouselDelegate?.carouselLayout(self, didCenterItemAt: IndexPath(item: index, section: 0))
        return CGPoint(x: inset.left + CGFloat(index) * pageWidth + itemSize.width / 2 - collectionView.bounds.width / 2, y: proposedContentOffset.y)
    }
}
