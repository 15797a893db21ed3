// Interactive layout transitions (docs/transitions.md): the transition layout's interpolation
// with worked frames, the progress's range, animated keys, finishing and cancelling.
//
// The worked example: 20 items in a 400-point-wide collection view. The current layout is a flow
// layout of 100 × 100 items with no spacing (4 per row): item i at x = 100·(i mod 4),
// y = 100·⌊i/4⌋, content 400 × 500. The next is one of 200 × 200 items (2 per row): item i at
// x = 200·(i mod 2), y = 200·⌊i/2⌋, content 400 × 2000. At progress p every center and size is
// a + (b − a)·p (docs/transitions.md §2), so each expected frame below is worked by hand.

import Foundation
import Testing

@testable import Trellis

/// A flow layout of `side` × `side` items with no spacing or insets.
private func squares(_ side: CGFloat) -> CollectionViewFlowLayout {
  let layout = CollectionViewFlowLayout()
  layout.itemSize = CGSize(width: side, height: side)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  return layout
}

/// A layout that places item 0 of section 0 only, at (0, 0, 50, 50).
private final class FirstItemOnlyLayout: CollectionViewLayout {
  override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 50) }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    [layoutAttributesForItem(at: IndexPath(item: 0, section: 0))].compactMap { $0 }.filter {
      $0.frame.intersects(rect)
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath == IndexPath(item: 0, section: 0) else { return nil }
    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    return attributes
  }
}

/// A transition layout subclass, to check that the delegate's answer is used.
private final class CustomTransitionLayout: CollectionViewTransitionLayout {}

/// A delegate that supplies `CustomTransitionLayout`.
private final class TransitionDelegate: CollectionViewDelegate {
  var asked: [(CollectionViewLayout, CollectionViewLayout)] = []

  func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout {
    asked.append((fromLayout, toLayout))
    return CustomTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
}

@MainActor
@Suite("Interactive layout transitions")
struct InteractiveTransitionTests {
  private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  private func make(
    height: CGFloat = 600, from: CollectionViewLayout = squares(100)
  ) -> CollectionView {
    makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: height), layout: from,
      dataSource: ValueDataSource(count: 20))
  }

  private func frame(_ collectionView: CollectionView, _ item: Int) -> CGRect? {
    collectionView.layoutAttributesForItem(at: path(item))?.frame
  }

  @Test func startingInstallsATransitionLayoutAtProgressZeroShowingTheCurrentLayout() throws {
    let old = squares(100)
    let new = squares(200)
    let collectionView = make(from: old)
    let transition = collectionView.startInteractiveTransition(to: new)
    #expect(collectionView.collectionViewLayout === transition)
    #expect(collectionView.interactiveTransitionLayout === transition)
    #expect(transition.currentLayout === old)
    #expect(transition.nextLayout === new)
    #expect(transition.transitionProgress == 0)
    collectionView.layoutIfNeeded()
    // Item 5: x = 100·1, y = 100·1.
    #expect(frame(collectionView, 5) == CGRect(x: 100, y: 100, width: 100, height: 100))
    #expect(collectionView.contentSize == CGSize(width: 400, height: 500))
  }

  @Test func atAQuarterTheFramesAndContentSizeAreAQuarterOfTheWay() throws {
    let collectionView = make()
    let transition = collectionView.startInteractiveTransition(to: squares(200))
    transition.transitionProgress = 0.25
    collectionView.layoutIfNeeded()
    // Item 0: center (50, 50) → (100, 100) gives (62.5, 62.5); size 100 → 200 gives 125;
    // origin 62.5 − 62.5 = 0.
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 125, height: 125))
    // Item 1: center (150, 50) → (300, 100) gives (187.5, 62.5); origin (125, 0).
    #expect(frame(collectionView, 1) == CGRect(x: 125, y: 0, width: 125, height: 125))
    // Item 5: center (150, 150) → (300, 500) gives (187.5, 237.5); origin (125, 175).
    #expect(frame(collectionView, 5) == CGRect(x: 125, y: 175, width: 125, height: 125))
    // The cell shows it too.
    #expect(collectionView.cellForItem(at: path(5))?.frame == CGRect(x: 125, y: 175, width: 125, height: 125))
    // Content height 500 → 2000: 500 + 1500·0.25 = 875.
    #expect(collectionView.contentSize == CGSize(width: 400, height: 875))
    // Setting the progress invalidates the layout: no explicit invalidation is needed.
    transition.transitionProgress = 0.5
    collectionView.layoutIfNeeded()
    // Item 1 at 0.5: center (225, 75), size 150: origin (150, 0).
    #expect(frame(collectionView, 1) == CGRect(x: 150, y: 0, width: 150, height: 150))
  }

  @Test func changingALayoutDuringTheTransitionMovesTheItems() throws {
    let collectionView = make()
    let next = squares(200)
    let transition = collectionView.startInteractiveTransition(to: next)
    transition.transitionProgress = 0.25
    collectionView.layoutIfNeeded()
    #expect(frame(collectionView, 5) == CGRect(x: 125, y: 175, width: 125, height: 125))
    // The next layout becomes the current one's twin: item 5 stays at (100, 100, 100, 100).
    next.itemSize = CGSize(width: 100, height: 100)
    collectionView.layoutIfNeeded()
    #expect(frame(collectionView, 5) == CGRect(x: 100, y: 100, width: 100, height: 100))
    #expect(collectionView.cellForItem(at: path(5))?.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
  }

  @Test func anElementOnlyOneLayoutPlacesFadesInPlace() throws {
    let collectionView = make()
    let transition = collectionView.startInteractiveTransition(to: FirstItemOnlyLayout())
    transition.transitionProgress = 0.25
    collectionView.layoutIfNeeded()
    // Item 3 is only in the current layout: it stays at (300, 0, 100, 100) with alpha 1 − 0.25.
    let three = try #require(collectionView.layoutAttributesForItem(at: path(3)))
    #expect(three.frame == CGRect(x: 300, y: 0, width: 100, height: 100))
    #expect(three.alpha == 0.75)
    // Item 0 is in both: (0, 0, 100, 100) → (0, 0, 50, 50): center 50 → 25 gives 43.75, size
    // 100 → 50 gives 87.5, origin 0.
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 87.5, height: 87.5))
  }

  @Test func aNextOnlyElementFadesIn() throws {
    let collectionView = make(from: FirstItemOnlyLayout())
    let transition = collectionView.startInteractiveTransition(to: squares(100))
    transition.transitionProgress = 0.25
    collectionView.layoutIfNeeded()
    let six = try #require(collectionView.layoutAttributesForItem(at: path(6)))
    // Item 6 in the next layout: x = 100·2, y = 100·1, alpha 0.25.
    #expect(six.frame == CGRect(x: 200, y: 100, width: 100, height: 100))
    #expect(six.alpha == 0.25)
  }

  @Test func progressOneAndZeroGiveTheTwoLayoutsFramesExactly() throws {
    // Sides that are not binary fractions, so a + (b − a)·1 could miss b by a rounding.
    let collectionView = make(from: squares(33.3))
    let transition = collectionView.startInteractiveTransition(to: squares(70.7))
    for progress: CGFloat in [1, 0] {
      transition.transitionProgress = progress
      collectionView.layoutIfNeeded()
      let layout = progress == 1 ? transition.nextLayout : transition.currentLayout
      for item in 0..<20 {
        let expected = try #require(layout.layoutAttributesForItem(at: path(item)))
        #expect(frame(collectionView, item) == expected.frame, "item \(item) at \(progress)")
        #expect(collectionView.contentSize == layout.collectionViewContentSize)
      }
    }
  }

  @Test func progressOutsideZeroToOneIsRefusedAndLeavesTheProgress() {
    let collectionView = make()
    let transition = collectionView.startInteractiveTransition(to: squares(200))
    transition.transitionProgress = 0.4
    for bad in [CGFloat.nan, .infinity, -.infinity, 1.5, -0.1, 1e300] {
      transition.lastLayoutError = nil
      transition.transitionProgress = bad
      #expect(transition.transitionProgress == 0.4, "after \(bad)")
      #expect(transition.lastLayoutError?.kind == .invalidLayoutInput, "after \(bad)")
      #expect(throws: CollectionViewError.self) { try transition.setTransitionProgress(bad) }
    }
    collectionView.layoutIfNeeded()
    // Still at 0.4: item 0's size 100 + 100·0.4 = 140.
    #expect(frame(collectionView, 0)?.size == CGSize(width: 140, height: 140))
  }

  @Test func animatedKeysKeepTheLastFiniteValue() {
    let transition = CollectionViewTransitionLayout(currentLayout: squares(100), nextLayout: squares(200))
    #expect(transition.value(forAnimatedKey: "PositionX") == 0)
    transition.updateValue(12, forAnimatedKey: "PositionX")
    transition.updateValue(30, forAnimatedKey: "PositionX")
    transition.updateValue(.nan, forAnimatedKey: "PositionX")
    #expect(transition.value(forAnimatedKey: "PositionX") == 30)
    #expect(transition.lastLayoutError?.kind == .invalidLayoutInput)
  }

  @Test func finishingInstallsTheNextLayoutAndCallsTheCompletionWhenTheAnimationEnds() {
    let new = squares(200)
    let collectionView = make()
    var results: [(Bool, Bool)] = []
    let transition = collectionView.startInteractiveTransition(to: new) { results.append(($0, $1)) }
    transition.transitionProgress = 0.25
    collectionView.layoutIfNeeded()
    collectionView.finishInteractiveTransition()
    #expect(collectionView.collectionViewLayout === new)
    #expect(collectionView.interactiveTransitionLayout == nil)
    #expect(results.isEmpty)
    // Item 5 starts from where the transition showed it.
    #expect(collectionView.cellForItem(at: path(5))?.frame == CGRect(x: 125, y: 175, width: 125, height: 125))
    collectionView.advance(by: 0.3)
    #expect(results.count == 1)
    #expect(results.first?.0 == true && results.first?.1 == true)
    // Item 5 in the next layout: x = 200·1, y = 200·2.
    #expect(collectionView.cellForItem(at: path(5))?.frame == CGRect(x: 200, y: 400, width: 200, height: 200))
    #expect(collectionView.contentSize == CGSize(width: 400, height: 2000))
    #expect(transition.collectionView == nil)
  }

  @Test func cancellingInstallsTheOldLayoutAndReportsNotFinished() {
    let old = squares(100)
    let collectionView = make(from: old)
    var results: [(Bool, Bool)] = []
    let transition = collectionView.startInteractiveTransition(to: squares(200)) { results.append(($0, $1)) }
    transition.transitionProgress = 0.75
    collectionView.layoutIfNeeded()
    collectionView.cancelInteractiveTransition()
    collectionView.advance(by: 0.3)
    #expect(collectionView.collectionViewLayout === old)
    #expect(results.count == 1)
    #expect(results.first?.0 == true && results.first?.1 == false)
    #expect(frame(collectionView, 5) == CGRect(x: 100, y: 100, width: 100, height: 100))
    #expect(collectionView.contentSize == CGSize(width: 400, height: 500))
  }

  @Test func finishingIntoSmallerContentClampsTheOffset() {
    // From 200-point items (content 2000 tall) scrolled to 1500, in a 300-point-tall view, to
    // 100-point items (content 500): the offset is clamped to 500 − 300 = 200.
    let collectionView = make(height: 300, from: squares(200))
    collectionView.contentOffset = CGPoint(x: 0, y: 1500)
    collectionView.layoutIfNeeded()
    let transition = collectionView.startInteractiveTransition(to: squares(100))
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 1500))
    transition.transitionProgress = 1
    collectionView.finishInteractiveTransition()
    collectionView.advance(by: 0.3)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 200))
  }

  @Test func theDelegateSuppliesTheTransitionLayout() {
    let delegate = TransitionDelegate()
    let old = squares(100)
    let new = squares(200)
    let collectionView = make(from: old)
    (collectionView as? RetainingCollectionView)?.retained.append(delegate)
    collectionView.delegate = delegate
    let transition = collectionView.startInteractiveTransition(to: new)
    #expect(transition is CustomTransitionLayout)
    #expect(delegate.asked.count == 1)
    #expect(delegate.asked.first?.0 === old && delegate.asked.first?.1 === new)
  }

  @Test func startingTwiceOrEndingWithoutATransitionIsRefused() {
    let collectionView = make()
    collectionView.finishInteractiveTransition()
    #expect(collectionView.lastLayoutError?.kind == .invalidState)
    collectionView.lastLayoutError = nil
    let first = collectionView.startInteractiveTransition(to: squares(200))
    let second = collectionView.startInteractiveTransition(to: squares(300))
    #expect(second === first)
    #expect(collectionView.lastLayoutError?.kind == .invalidState)
    #expect(first.nextLayout.collectionView != nil)
  }

  @Test func inRightToLeftTheTransitionIsMirroredAsTheFlowLayoutsAre() throws {
    let collectionView = make()
    collectionView.semanticContentAttribute = .forceRightToLeft
    collectionView.layoutIfNeeded()
    // Mirrored in the 400-point width: item 1's frame (100, 0, 100, 100) shows at
    // x = 400 − 100 − 100 = 200.
    #expect(collectionView.cellForItem(at: path(1))?.frame == CGRect(x: 200, y: 0, width: 100, height: 100))
    let transition = collectionView.startInteractiveTransition(to: squares(200))
    transition.transitionProgress = 0.25
    collectionView.layoutIfNeeded()
    // Item 1 at 0.25 is (125, 0, 125, 125) (see above); mirrored: x = 400 − 125 − 125 = 150.
    #expect(collectionView.cellForItem(at: path(1))?.frame == CGRect(x: 150, y: 0, width: 125, height: 125))
  }

  @Test func installingAnotherLayoutAbandonsTheTransition() {
    let collectionView = make()
    var results: [(Bool, Bool)] = []
    _ = collectionView.startInteractiveTransition(to: squares(200)) { results.append(($0, $1)) }
    let other = squares(50)
    collectionView.setCollectionViewLayout(other, animated: false)
    #expect(collectionView.interactiveTransitionLayout == nil)
    #expect(results.count == 1 && results.first?.0 == false && results.first?.1 == false)
    #expect(collectionView.collectionViewLayout === other)
  }
}
