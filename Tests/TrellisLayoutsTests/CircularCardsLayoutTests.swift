// CircularCardsLayout: the tutorial's constants (docs/uikit-reference.md, "Circular cards":
// itemSize 133×173, radius 500, anglePerItem = atan(width/radius),
// anchorPoint.y = (height/2 + radius)/height,
// angle = angleAtExtreme·offset.x/(contentWidth − boundsWidth), visible range from
// θ = atan2(boundsWidth/2, radius + height/2 − boundsHeight/2), snapping with the velocity's
// sign). View 320×480, 10 cards unless said otherwise.

import Testing
import TrellisLayouts

@Suite struct CircularCardsLayoutTests {
  /// atan(133/500) = atan(0.266) ≈ 0.266 − 0.266³/3 + 0.266⁵/5 − 0.266⁷/7 ≈ 0.25998.
  static let alpha = atan(CGFloat(133) / 500)
  /// One card of scrolling: (contentWidth − boundsWidth)/(n − 1) = (1330 − 320)/9 = 112.222….
  static let cardOffset = CGFloat(1010) / 9

  func makeView(count: Int = 10) -> (CircularCardsLayout, CollectionView, GalleryData) {
    let layout = CircularCardsLayout()
    let data = GalleryData(counts: [count])
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    return (layout, view, data)
  }

  func card(_ layout: CircularCardsLayout, _ item: Int) -> CircularCardsLayoutAttributes {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)) as! CircularCardsLayoutAttributes
  }

  /// The rotation of a card's transform, atan2(b, a).
  func rotation(_ attributes: CollectionViewLayoutAttributes) -> CGFloat {
    atan2(attributes.transform.b, attributes.transform.a)
  }

  @Test func constantsContentSizeAndAnchorFollowTheTutorial() {
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime((view, data)) {} }
    #expect(abs(layout.anglePerItem - 0.25998) < 1e-4)
    #expect(layout.collectionViewContentSize == CGSize(width: 1330, height: 480))
    #expect(abs(layout.angleAtExtreme + 9 * Self.alpha) < 1e-12)
    let first = card(layout, 0)
    // anchorPoint.y = (86.5 + 500)/173 = 3.390173…; center = (0 + 160, 240 + (a − 0.5)·173) = (160, 740).
    #expect(first.anchorPoint.x == 0.5)
    #expect(abs(first.anchorPoint.y - 586.5 / 173) < 1e-12)
    #expect(abs(first.center.x - 160) < 1e-9 && abs(first.center.y - 740) < 1e-9)
    #expect(first.size == CGSize(width: 133, height: 173))
    // At offset 0 card 0 is upright and drawn centred in the view: (160, 240).
    #expect(abs(rotation(first)) < 1e-12)
    #expect(abs(first.visualCenter.x - 160) < 1e-9 && abs(first.visualCenter.y - 240) < 1e-9)
    // Card 1 is turned by α about the wheel's centre (160, 740): sin α = 133/√(500² + 133²)
    // = 0.257061, cos α = 0.966395 → drawn at (160 + 128.53, 240 + 16.80).
    let second = card(layout, 1)
    #expect(abs(rotation(second) - Self.alpha) < 1e-12)
    #expect(abs(second.visualCenter.x - 288.53) < 0.01 && abs(second.visualCenter.y - 256.80) < 0.01)
  }

  @Test func theLastCardIsUprightAtTheEnd() {
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime(data) {} }
    view.contentOffset = CGPoint(x: 1010, y: 0)
    view.layoutIfNeeded()
    #expect(abs(layout.angle + 9 * Self.alpha) < 1e-12)
    let last = card(layout, 9)
    #expect(abs(rotation(last)) < 1e-9)
    #expect(abs(last.visualCenter.x - (1010 + 160)) < 1e-9)
  }

  @Test func onlyCardsInsideTheVisibleAngleAreProduced() {
    // θ = atan2(160, 500 + 86.5 − 240) = atan(160/346.5) = 0.43266; θ/α = 1.664.
    // Offset 0 (angle 0): floor(−1.664) = −2 → 0 through ceil(1.664) = 2.
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime(data) {} }
    #expect(layout.visibleItemRange == 0...2)
    // Card 2 (rotated 2α = 0.51996) is drawn centred at x = 160 + 500·sin 0.51996 = 408.49; its
    // bottom-left corner is 66.5·cos + 86.5·sin = 57.71 + 42.99 = 100.70 further left, at
    // 307.8 < 320: it still reaches into the view.
    let shown = (layout.layoutAttributesForElements(in: view.bounds) ?? []).map(\.indexPath.item)
    #expect(shown == [0, 1, 2])
    #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
    // Four cards on (angle −4α): floor(4 − 1.664) = 2 through ceil(4 + 1.664) = 6.
    view.contentOffset = CGPoint(x: 4 * Self.cardOffset, y: 0)
    view.layoutIfNeeded()
    #expect(layout.visibleItemRange == 2...6)
  }

  @Test func queriesAndHitTestingUseWhereTheCardIsDrawn() {
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime(data) {} }
    let first = card(layout, 0)
    // `frame` rotates about `center` (the wheel's centre, y 740): far from the drawn card.
    #expect(first.frame == CGRect(x: 93.5, y: 653.5, width: 133, height: 173))
    #expect(!first.frame.contains(CGPoint(x: 160, y: 240)))
    #expect(first.visuallyContains(CGPoint(x: 160, y: 240)))
    let probe = CGRect(x: 150, y: 230, width: 20, height: 20)
    #expect((layout.layoutAttributesForElements(in: probe) ?? []).map(\.indexPath.item) == [0])
    #expect(
      layout.targetIndexPath(
        forInteractivelyMovingItem: IndexPath(item: 5, section: 0), withPosition: CGPoint(x: 160, y: 240))
        == IndexPath(item: 0, section: 0))
    // Below the cards, near the drawn-to-frame region: nothing is drawn at (160, 700).
    #expect(
      (layout.layoutAttributesForElements(in: CGRect(x: 150, y: 690, width: 20, height: 20)) ?? []).isEmpty)
    _ = view
  }

  @Test func attributesCopyAndCompareTheAnchorPoint() {
    let attributes = CircularCardsLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.anchorPoint = CGPoint(x: 0.5, y: 3)
    let copy = attributes.copy() as! CircularCardsLayoutAttributes
    #expect(copy.anchorPoint == CGPoint(x: 0.5, y: 3))
    #expect(copy.isEqual(attributes))
    copy.anchorPoint = CGPoint(x: 0.5, y: 2)
    #expect(!copy.isEqual(attributes))
  }

  @Test func snappingRoundsWithTheVelocitysSign() {
    // Proposed 300: 300/112.222 = 2.673 cards → up 3 (336.667), down 2 (224.444), nearest 3.
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime((view, data)) {} }
    func target(_ x: CGFloat, _ v: CGFloat) -> CGFloat {
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: x, y: 0), withScrollingVelocity: CGPoint(x: v, y: 0)
      ).x
    }
    #expect(abs(target(300, 1) - 3 * Self.cardOffset) < 1e-9)
    #expect(abs(target(300, -1) - 2 * Self.cardOffset) < 1e-9)
    #expect(abs(target(300, 0) - 3 * Self.cardOffset) < 1e-9)
    #expect(abs(target(1010, 1) - 1010) < 1e-9)
    #expect(target(0, -1) == 0)
  }

  @Test func aFlingComesToRestOnACard() {
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime(data) {} }
    drag(view, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 150, y: 240), duration: 0.1)
    advanceUntilRest(view)
    let cards = view.contentOffset.x / Self.cardOffset
    #expect(view.contentOffset.x > 150)
    #expect(abs(cards - cards.rounded()) < 0.01 / Self.cardOffset, "rests on a card boundary")
    // The card at rest is upright and drawn in the middle of the view.
    let resting = card(layout, Int(cards.rounded()))
    #expect(abs(rotation(resting)) < 1e-4)
    #expect(abs(resting.visualCenter.x - (view.contentOffset.x + 160)) < 0.01)
    #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: Int(cards.rounded()), section: 0)))
  }

  @Test func aDragBackwardsRestsOnTheCardBefore() {
    let (_, view, data) = makeView()
    defer { withExtendedLifetime(data) {} }
    view.contentOffset = CGPoint(x: 3 * Self.cardOffset, y: 0)
    view.layoutIfNeeded()
    // Finger right by 50 over 0.5 s: content velocity negative → rounds down to card 2.
    drag(view, from: CGPoint(x: 100, y: 240), to: CGPoint(x: 150, y: 240), duration: 0.5, steps: 10)
    advanceUntilRest(view)
    #expect(abs(view.contentOffset.x - 2 * Self.cardOffset) < 0.01)
  }

  @Test func insertingAndDeletingCardsChangesTheWheel() throws {
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime(data) {} }
    data.heights[0].append(100)
    view.insertItems(at: [IndexPath(item: 10, section: 0)])
    view.advance(by: 0.5)
    // 11 cards: 11·133 = 1463 wide.
    #expect(layout.collectionViewContentSize.width == 1463)
    #expect(abs(layout.angleAtExtreme + 10 * Self.alpha) < 1e-12)
    data.heights[0].removeFirst(2)
    try view.performCheckedBatchUpdates {
      view.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }
    view.advance(by: 0.5)
    // 9 cards: 1197 wide; at offset 0 card 0 is upright, card 1 turned by α.
    #expect(layout.collectionViewContentSize.width == 1197)
    #expect(view.contentOffset.x == 0)
    #expect(abs(rotation(card(layout, 1)) - Self.alpha) < 1e-12)
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.transform.b == card(layout, 1).transform.b)
  }
}
