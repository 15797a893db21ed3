// swift-format-ignore-file
//
//  ShelfLayout.swift
//  Bookshelf
//
//  One row of books on a shelf, left to right. The delegate may size, space, hide, lift, pin
//  and badge each book, inset the shelf and feature one book (shown twice as wide). Written in
//  the Swift 5 language mode, as most UIKit apps still are.
//

import TrellisUIKit

/// A badge drawn on a book: an Objective-C class, so the delegate can return it.
class ShelfBadge: NSObject {
    let opacity: CGFloat

    init(opacity: CGFloat) {
        self.opacity = opacity
    }
}

@preconcurrency @MainActor protocol ShelfLayoutDelegate: AnyObject {
    func shelfLayout(_ layout: ShelfLayout, sizeForBookAt indexPath: IndexPath) -> CGSize
    func shelfLayout(_ layout: ShelfLayout, spacingAfterBookAt indexPath: IndexPath) -> CGFloat
    func insets(for layout: ShelfLayout) -> UIEdgeInsets
    func shelfLayout(_ layout: ShelfLayout, shouldHideBookAt indexPath: IndexPath) -> Bool
    func shelfLayout(_ layout: ShelfLayout, liftForBookAt indexPath: IndexPath) -> UIOffset
    func numberOfPinnedBooks(in layout: ShelfLayout) -> Int
    func featuredBook(in layout: ShelfLayout) -> IndexPath?
    func shelfLayout(_ layout: ShelfLayout, badgeForBookAt indexPath: IndexPath) -> ShelfBadge?
}

// Defaults for the requirements that were `@objc optional` (added by `trellis port`).
extension ShelfLayoutDelegate {
    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func shelfLayout(_ layout: ShelfLayout, sizeForBookAt indexPath: IndexPath) -> CGSize { optionalRequirementNotImplemented(returning: .zero) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func shelfLayout(_ layout: ShelfLayout, spacingAfterBookAt indexPath: IndexPath) -> CGFloat { optionalRequirementNotImplemented(returning: 0) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func insets(for layout: ShelfLayout) -> UIEdgeInsets { optionalRequirementNotImplemented(returning: .zero) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func shelfLayout(_ layout: ShelfLayout, shouldHideBookAt indexPath: IndexPath) -> Bool { optionalRequirementNotImplemented(returning: false) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func shelfLayout(_ layout: ShelfLayout, liftForBookAt indexPath: IndexPath) -> UIOffset { optionalRequirementNotImplemented(returning: .zero) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func numberOfPinnedBooks(in layout: ShelfLayout) -> Int { optionalRequirementNotImplemented(returning: 0) }

    /// Not implemented: `nil`, as the optional call gave (this was an `@objc optional` requirement).
    func featuredBook(in layout: ShelfLayout) -> IndexPath? { nil }

    /// Not implemented: `nil`, so the caller uses its fallback (this was an `@objc optional` requirement).
    func shelfLayout(_ layout: ShelfLayout, badgeForBookAt indexPath: IndexPath) -> ShelfBadge? { nil }
}

class ShelfLayout: UICollectionViewLayout {
    weak var delegate: ShelfLayoutDelegate?

    var bookSize = CGSize(width: 40, height: 100)
    var spacing: CGFloat = 10
    var shelfInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    var pinnedBooks = 0

    private var books: [UICollectionViewLayoutAttributes] = []
    private var contentWidth: CGFloat = 0

    override func prepare() {
        super.prepare()
        books = []
        contentWidth = 0
        guard let collectionView = collectionView else { return }
        let inset = optionalRequirement { delegate?.insets(for: self) } ?? shelfInset
        let pinned = optionalRequirement { delegate?.numberOfPinnedBooks(in: self) } ?? pinnedBooks
        let featured = delegate?.featuredBook(in: self)
        var x = inset.left
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            if optionalRequirement({ delegate?.shelfLayout(self, shouldHideBookAt: indexPath) }) == true { continue }
            var size = optionalRequirement { delegate?.shelfLayout(self, sizeForBookAt: indexPath) } ?? bookSize
            if indexPath == featured {
                size.width *= 2
            }
            let lift = optionalRequirement { delegate?.shelfLayout(self, liftForBookAt: indexPath) } ?? .zero
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: x + lift.horizontal, y: inset.top - lift.vertical, width: size.width, height: size.height)
            attributes.zIndex = item < pinned ? 1 : 0
            if let badge = delegate?.shelfLayout(self, badgeForBookAt: indexPath) {
                attributes.alpha = badge.opacity
            }
            books.append(attributes)
            x += size.width + (optionalRequirement { delegate?.shelfLayout(self, spacingAfterBookAt: indexPath) } ?? spacing)
        }
        contentWidth = x + inset.right
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: contentWidth, height: collectionView?.bounds.height ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return books.filter { $0.frame.overlaps(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return books.first { $0.indexPath == indexPath }
    }
}

/// The shelf's screen: its data source, and the delegate that features book 1, hides book 2,
/// pins one book, lifts the first and badges every book.
class ShelfViewController: NSObject, UICollectionViewDataSource, ShelfLayoutDelegate {
    let count: Int

    init(count: Int) {
        self.count = count
        super.init()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
    }

    func featuredBook(in layout: ShelfLayout) -> IndexPath? {
        return IndexPath(item: 1, section: 0)
    }

    func shelfLayout(_ layout: ShelfLayout, shouldHideBookAt indexPath: IndexPath) -> Bool {
        return indexPath.item == 2
    }

    func numberOfPinnedBooks(in layout: ShelfLayout) -> Int {
        return 1
    }

    func shelfLayout(_ layout: ShelfLayout, liftForBookAt indexPath: IndexPath) -> UIOffset {
        return indexPath.item == 0 ? UIOffset(horizontal: 0, vertical: 5) : .zero
    }

    func shelfLayout(_ layout: ShelfLayout, badgeForBookAt indexPath: IndexPath) -> ShelfBadge? {
        return ShelfBadge(opacity: 0.5)
    }
}

/// Tall, tightly packed books: a plain `NSObject` subclass, conforming in an extension.
class TallBooks: NSObject {}

extension TallBooks: ShelfLayoutDelegate {
    func shelfLayout(_ layout: ShelfLayout, sizeForBookAt indexPath: IndexPath) -> CGSize {
        return CGSize(width: 30, height: 150)
    }

    func shelfLayout(_ layout: ShelfLayout, spacingAfterBookAt indexPath: IndexPath) -> CGFloat {
        return 2
    }
}

/// A shelf with no margins: a Swift class that conforms to nothing else.
final class FlushShelf: ShelfLayoutDelegate {
    func insets(for layout: ShelfLayout) -> UIEdgeInsets {
        return .zero
    }
}
