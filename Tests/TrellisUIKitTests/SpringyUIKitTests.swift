// The springy flow layout of the objc.io article "UICollectionView + UIKit Dynamics" (issue 5),
// written the way a UIKit developer writes it from the article, with `import TrellisUIKit` in
// place of `import UIKit`; and the shipped dynamic layouts used through UIKit's names.
//
// UIKit difference met while writing it (everything else compiles as written for UIKit): there
// is no display link: time moves with `collectionView.advance(by:)`.
import Testing
import TrellisUIKit

/// The article's springy layout: every item hangs on a zero-length spring at its flow position,
/// and a scroll pulls each item by the scroll delta times its distance from the touch / 1500.
private final class ArticleSpringyLayout: UICollectionViewFlowLayout {
  lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)

  override func prepare() {
    super.prepare()
    let contentSize = collectionViewContentSize
    let items = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: contentSize)) ?? []
    if dynamicAnimator.behaviors.isEmpty {
      for item in items {
        let behaviour = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
        behaviour.length = 0
        behaviour.damping = 0.8
        behaviour.frequency = 1
        dynamicAnimator.addBehavior(behaviour)
      }
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    dynamicAnimator.layoutAttributesForCell(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let scrollView = collectionView else { return false }
    let delta = newBounds.origin.y - scrollView.bounds.origin.y
    let touchLocation = scrollView.panGestureRecognizer.location(in: scrollView)
    for case let springBehaviour as UIAttachmentBehavior in dynamicAnimator.behaviors {
      let yDistanceFromTouch = abs(touchLocation.y - springBehaviour.anchorPoint.y)
      let xDistanceFromTouch = abs(touchLocation.x - springBehaviour.anchorPoint.x)
      let scrollResistance = (yDistanceFromTouch + xDistanceFromTouch) / 1500
      guard let item = springBehaviour.items.first as? UICollectionViewLayoutAttributes else { continue }
      var center = item.center
      if delta < 0 {
        center.y += max(delta, delta * scrollResistance)
      } else {
        center.y += min(delta, delta * scrollResistance)
      }
      item.center = center
      dynamicAnimator.updateItem(usingCurrentState: item)
    }
    return false
  }
}

/// A data source with a mutable number of items in one section.
private final class RowsController: NSObject, UICollectionViewDataSource {
  var count: Int
  init(count: Int) { self.count = count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    count
  }
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }
}

/// A one-column list in a 320 × 480 view: rows 300 × 40, line spacing 10, left/right insets 10,
/// so row i spans y = 50i … 50i + 40 and its flow centre (its spring's anchor) is (160, 50i + 20).
@MainActor private func configureRows(_ layout: UICollectionViewFlowLayout) {
  layout.itemSize = CGSize(width: 300, height: 40)
  layout.minimumLineSpacing = 10
  layout.minimumInteritemSpacing = 10
  layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
}

@Suite("Springy layouts through UIKit names") @MainActor
struct SpringyUIKitTests {
  static let viewFrame = CGRect(x: 0, y: 0, width: 320, height: 480)

  @Test("The article's layout pulls rows by delta × distance / 1500, capped at the delta, both ways")
  func articleLayoutAfterScroll() throws {
    let layout = ArticleSpringyLayout()
    configureRows(layout)
    let controller = RowsController(count: 40)
    let collectionView = UICollectionView(frame: Self.viewFrame, collectionViewLayout: layout)
    collectionView.dataSource = controller
    collectionView.layoutIfNeeded()
    // The article attaches every item in the content (no tiling): 40 springs.
    #expect(layout.dynamicAnimator.behaviors.count == 40)
    func y(_ row: Int) throws -> CGFloat {
      try #require(layout.layoutAttributesForItem(at: IndexPath(item: row, section: 0))).center.y
    }
    #expect(try y(6) == 320)

    // The finger touches at view y 20 and moves up 10 pt: offset 0 → 10 (Δ = +10). The layout
    // is asked while the bounds still have offset 0 (as in UIKit), so the touch in content
    // coordinates is the finger's view location plus the old offset: (160, 10 + 0).
    collectionView.handleTouch(.began, at: CGPoint(x: 160, y: 20), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 160, y: 10), time: 0.01)
    #expect(collectionView.contentOffset.y == 10)
    // docs/uikit-reference.md, "Springy flow layout": resistance = (|Δx| + |Δy| from the touch)
    // / 1500, the item moves by Δ · resistance, capped at Δ (min for a positive Δ).
    // Row 0: anchor 20, distance 10 → 10 · 10/1500 = 0.0667 → 20.0667.
    #expect(abs(try y(0) - (20 + 10.0 * 10 / 1500)) < 1e-9)
    // Row 6: anchor 320, distance 310 → 10 · 310/1500 = 2.0667 → 322.0667.
    #expect(abs(try y(6) - (320 + 10.0 * 310 / 1500)) < 1e-9)
    // Row 35: anchor 1770, distance 1760 → 10 · 1760/1500 = 11.73 > Δ → capped at 10 → 1780.
    #expect(abs(try y(35) - 1780) < 1e-9)
    // Nothing moves sideways (the article only moves y).
    let row6 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)))
    #expect(row6.center.x == 160)

    // Back down 10 pt (finger at view y 20): offset 10 → 0, Δ = −10; the touch in content
    // coordinates is 20 + 10 (old offset) = 30.
    collectionView.handleTouch(.moved, at: CGPoint(x: 160, y: 20), time: 0.02)
    #expect(collectionView.contentOffset.y == 0)
    // Row 6: distance |320 − 30| = 290 → max(−10, −10 · 290/1500 = −1.9333) → 322.0667 − 1.9333.
    #expect(abs(try y(6) - (320 + 10.0 * 310 / 1500 - 10.0 * 290 / 1500)) < 1e-9)
    // Row 35: distance 1740 → −11.6 → capped at max(−10, −11.6) = −10 → 1780 − 10 = 1770.
    #expect(abs(try y(35) - 1770) < 1e-9)

    // The article's `layoutAttributesForElements(in:)` is `items(in:)` cast to layout
    // attributes: the visible rect 0…480 meets rows 0…9 (row 9: anchor 470, +10 · 460/1500
    // then −10 · 440/1500 → centre 470.13, spanning 450.13…490.13; row 10: anchor 520,
    // +10 · 510/1500 then −10 · 490/1500 → 520.13, spanning 500.13…540.13).
    let visible = try #require(layout.layoutAttributesForElements(in: collectionView.bounds))
    #expect(visible.map(\.indexPath.item).sorted() == Array(0...9))

    // Released without velocity, the 1 Hz springs with damping 0.8 settle in about
    // 4/(ζω₀) = 4/(0.8 · 2π) ≈ 0.8 s: after 3 s every row is within the animator's rest
    // tolerance (0.5 pt) of its anchor.
    collectionView.handleTouch(.cancelled, at: CGPoint(x: 160, y: 20), time: 0.03)
    for _ in 0..<360 { collectionView.advance(by: 1.0 / 120) }
    for row in [0, 6, 35] {
      #expect(abs(try y(row) - (50 * CGFloat(row) + 20)) <= UIDynamicAnimator.restTolerance)
    }
  }

  @Test("SpringyFlowLayout as a UICollectionViewLayout: a row 300 pt from the touch lags 2 pt, then settles")
  func shippedSpringyLayoutThroughUIKitNames() throws {
    let springy = SpringyFlowLayout()
    configureRows(springy)
    let layout: UICollectionViewLayout = springy
    let controller = RowsController(count: 100)
    let collectionView = UICollectionView(frame: Self.viewFrame, collectionViewLayout: layout)
    collectionView.dataSource = controller
    collectionView.layoutIfNeeded()
    // SpringyFlowLayout measures the touch in the new bounds (its documentation): the finger
    // grabbed content y 20 (view 20, offset 0) and keeps it under the finger. Δ = +10.
    collectionView.handleTouch(.began, at: CGPoint(x: 160, y: 20), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 160, y: 10), time: 0.01)
    // Row 6: anchor 320, distance 300 → resistance 0.2 → 10 · 0.2 = 2 → frame y 302.
    let moved = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)))
    #expect(abs(moved.frame.minY - 302) < 1e-9)
    #expect(moved.frame.size == CGSize(width: 300, height: 40))
    // The finger holds still (offset stays 10); after 3 s of 1/120 s frames the spring has
    // settled (≈ 0.8 s, see above) to its anchor, frame (10, 300, 300, 40), within 0.5 pt.
    for _ in 0..<360 { collectionView.advance(by: 1.0 / 120) }
    #expect(collectionView.contentOffset.y == 10)
    let settled = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)))
    #expect(abs(settled.frame.minY - 300) <= UIDynamicAnimator.restTolerance)
    #expect(abs(settled.frame.minX - 10) < 1e-6)
  }

  @Test("NewtonianLayout as a UICollectionViewLayout: an inserted item enters at (420, 300) and rests inside")
  func shippedNewtonianLayoutThroughUIKitNames() throws {
    let layout: UICollectionViewLayout = NewtonianLayout()
    let controller = RowsController(count: 0)
    let collectionView = UICollectionView(frame: Self.viewFrame, collectionViewLayout: layout)
    collectionView.dataSource = controller
    collectionView.layoutIfNeeded()
    // Content size = bounds (docs/uikit-reference.md, "Newtonian layout").
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 480))
    try collectionView.performCheckedBatchUpdates {
      controller.count = 1
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    // A 100 × 100 item starting at (maxX + 100, 300) = (420, 300).
    let start = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(start.frame == CGRect(x: 420, y: 300, width: 100, height: 100))
    // 8 s covers the 1 Hz swing in from the right, the fall under gravity and the collision
    // with the bounds; at rest the frame lies inside 0…320 × 0…480 give or take 1 pt.
    for _ in 0..<960 { collectionView.advance(by: 1.0 / 120) }
    let end = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(Self.viewFrame.insetBy(dx: -1, dy: -1).contains(end.frame))
    // It rests flat on a face: a tilt θ widens the frame of a 100-pt square to
    // 100·(|cos θ| + |sin θ|) ≈ 100 + 100·|θ|, so 1e-4 pt is a tilt under 1e-6 rad. The contact
    // lanes solve in single precision (relative rounding 2⁻²⁴ ≈ 6e-8) and, as Box2D v3, take a
    // face's two points one after the other, so a box comes to rest flat only to about that
    // rounding (2.7e-8 rad here; docs/architecture.md, "Contact lanes in single precision").
    #expect(abs(end.frame.width - 100) < 1e-4)
    #expect(abs(end.frame.height - 100) < 1e-4)
  }

  @Test("every UIKit Dynamics name is the Trellis type")
  func dynamicsAliases() {
    #expect(UIDynamicAnimator.self == DynamicAnimator.self)
    #expect(UIDynamicBehavior.self == DynamicBehavior.self)
    #expect(UIAttachmentBehavior.self == AttachmentBehavior.self)
    #expect(UIGravityBehavior.self == GravityBehavior.self)
    #expect(UICollisionBehavior.self == CollisionBehavior.self)
    #expect(UIPushBehavior.self == PushBehavior.self)
    #expect(UISnapBehavior.self == SnapBehavior.self)
    #expect(UIDynamicItemBehavior.self == DynamicItemBehavior.self)
    #expect(UIFieldBehavior.self == FieldBehavior.self)
    #expect(UIOffset.self == Offset.self)
    #expect(UIFloatRange.self == FloatRange.self)
    #expect(UIRegion.self == Region.self)
    #expect(UIDynamicItemCollisionBoundsType.ellipse == DynamicItemCollisionBoundsType.ellipse)
    let item: any UIDynamicItem = UICollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: 0, section: 0))
    #expect(item.collisionBoundsType == .rectangle)
  }
}
