// swift-format-ignore-file
//
//  AgendaLayout.swift
//  Calendar
//
//  A day's agenda: each event is a block from its start hour to its end, in a vertical time
//  line. Events that overlap go side by side in columns the delegate chooses. The delegate may
//  also inset an event's block and change the height of an hour.
//

import TrellisUIKit

@preconcurrency @MainActor protocol AgendaLayoutDelegate: AnyObject {
    /// The hour the event starts at, from 0 (midnight), fractions allowed.
    func collectionView(_ collectionView: UICollectionView, layout: AgendaLayout, startHourForEventAt indexPath: IndexPath) -> CGFloat

    /// How many hours the event lasts.
    func collectionView(_ collectionView: UICollectionView, layout: AgendaLayout, durationForEventAt indexPath: IndexPath) -> CGFloat

    /// The column of the event, 0 on the left; 0 if not implemented.
    func collectionView(_ collectionView: UICollectionView, layout: AgendaLayout, columnForEventAt indexPath: IndexPath) -> Int

    /// Margins inside the event's slot; none if not implemented.
    func collectionView(_ collectionView: UICollectionView, layout: AgendaLayout, insetsForEventAt indexPath: IndexPath) -> UIEdgeInsets

    /// The height of one hour; the layout's `hourHeight` if not implemented.
    func hourHeight(in layout: AgendaLayout) -> CGFloat
}

// Defaults for the requirements that were `@objc optional` (added by `trellis port`).
extension AgendaLayoutDelegate {
    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func collectionView(_ collectionView: UICollectionView, layout: AgendaLayout, columnForEventAt indexPath: IndexPath) -> Int { optionalRequirementNotImplemented(returning: 0) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func collectionView(_ collectionView: UICollectionView, layout: AgendaLayout, insetsForEventAt indexPath: IndexPath) -> UIEdgeInsets { optionalRequirementNotImplemented(returning: .zero) }

    /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
    func hourHeight(in layout: AgendaLayout) -> CGFloat { optionalRequirementNotImplemented(returning: 0) }
}

class AgendaLayout: UICollectionViewLayout {

    weak var delegate: AgendaLayoutDelegate?

    @IBInspectable var hourHeight: CGFloat = 60
    @IBInspectable var numberOfColumns: Int = 2
    /// The width of the hour labels on the left.
    var timeColumnWidth: CGFloat = 50

    private var events: [UICollectionViewLayoutAttributes] = []

    /// The height of one hour: the delegate's, or `hourHeight`.
    func currentHourHeight() -> CGFloat {
        guard let delegate = delegate,
              let delegateHourHeight = optionalRequirement({ delegate.hourHeight(in: self) }) else {
            return hourHeight
        }
        return delegateHourHeight
    }

    override func prepare() {
        super.prepare()
        events.removeAll()
        guard let collectionView = collectionView, let delegate = delegate else { return }
        let hour = currentHourHeight()
        let columnWidth = (collectionView.bounds.width - timeColumnWidth) / CGFloat(numberOfColumns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let start = delegate.collectionView(collectionView, layout: self, startHourForEventAt: indexPath)
            let duration = delegate.collectionView(collectionView, layout: self, durationForEventAt: indexPath)
            let column = min(optionalRequirement { delegate.collectionView(collectionView, layout: self, columnForEventAt: indexPath) } ?? 0, numberOfColumns - 1)
            let slot = CGRect(x: timeColumnWidth + CGFloat(column) * columnWidth, y: start * hour, width: columnWidth, height: duration * hour)
            let insets = optionalRequirement { delegate.collectionView(collectionView, layout: self, insetsForEventAt: indexPath) } ?? .zero
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = slot.inset(by: insets)
            events.append(attributes)
        }
    }

    /// Reloads the hours: called by a timer at midnight.
    func reloadHours() {
        invalidateLayout()
    }

    // MARK: - Queries
    override var collectionViewContentSize: CGSize {
        return CGSize(width: collectionView?.bounds.width ?? 0, height: 24 * currentHourHeight())
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return events.filter { $0.frame.overlaps(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return events.indices.contains(indexPath.item) ? events[indexPath.item] : nil
    }
}
