// Drives the ported card stack (expected.swift, module TrellisPortFixtureCardStack), whose
// `responds(to:)` checks the port folded into `optionalRequirement` bindings or dropped: a
// delegate that implements a method is asked, one that does not leaves the layout's own values,
// as the checks did on UIKit. The delegates are in this module, which the port never saw, and
// implement the methods with UIKit's signatures.
import Testing
import TrellisUIKit

@testable import TrellisPortFixtureCardStack

/// Implements every optional method: card i is (100 + 10i) × 150, the first card's offset is
/// negative (the layout clamps it to 0), the others are 30 apart, every card is half opaque.
final class SizingDelegate: CardStackLayoutDelegate {
  private(set) var shownCards: [Int] = []
  private(set) var finishedPasses = 0

  func cardStackLayout(_ layout: CardStackLayout, sizeForCardAt index: Int) -> CGSize {
    CGSize(width: 100 + 10 * CGFloat(index), height: 150)
  }

  func cardStackLayout(_ layout: CardStackLayout, offsetForCardAt index: Int) -> CGFloat {
    index == 0 ? -5 : 30
  }

  func cardStackLayout(_ layout: CardStackLayout, opacityForCardAt index: Int) -> CGFloat { 0.5 }

  func cardStackLayout(_ layout: CardStackLayout, willShowCardAt index: Int) {
    shownCards.append(index)
  }

  func cardStackLayoutDidFinishPreparing(_ layout: CardStackLayout) {
    finishedPasses += 1
  }
}

/// Implements nothing: a plain Swift class, which the ported protocol (no longer
/// `NSObjectProtocol`) accepts.
final class SilentDelegate: CardStackLayoutDelegate {}

/// Makes every card fully transparent: opacity 0, the value the default's placeholder has too.
final class TransparentDelegate: NSObject, CardStackLayoutDelegate {
  func cardStackLayout(_ layout: CardStackLayout, opacityForCardAt index: Int) -> CGFloat { 0 }
}

final class ThreeCards: UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
  }
}

@Suite("ported card stack: responds(to:) checks")
@MainActor
struct CardStackRespondsToTests {
  func cards(delegate: CardStackLayoutDelegate?) -> [UICollectionViewLayoutAttributes] {
    let layout = CardStackLayout()
    layout.delegate = delegate
    let dataSource = ThreeCards()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")
    view.dataSource = dataSource
    view.layoutIfNeeded()
    return (0..<3).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  @Test("without the methods (or without a delegate) every card is 200 × 280, 12 apart, opaque")
  func fallbacks() {
    // x = (320 − 200) / 2 = 60; y = 20 (top margin), 20 + 12 = 32, 32 + 12 = 44.
    let expected = [
      CGRect(x: 60, y: 20, width: 200, height: 280),
      CGRect(x: 60, y: 32, width: 200, height: 280),
      CGRect(x: 60, y: 44, width: 200, height: 280),
    ]
    for delegate in [SilentDelegate(), nil] as [CardStackLayoutDelegate?] {
      let attributes = cards(delegate: delegate)
      #expect(attributes.map(\.frame) == expected)
      #expect(attributes.map(\.alpha) == [1, 1, 1])
    }
  }

  @Test("a delegate with the methods sizes, offsets and fades the cards and hears about them")
  func delegateAnswers() {
    // Sizes 100, 110, 120 wide → x = (320 − w) / 2 = 110, 105, 100. Offsets: card 0 asks −5,
    // clamped to 0, so card 1 is at y 20; card 1's offset 30 puts card 2 at y 50.
    let delegate = SizingDelegate()
    let attributes = cards(delegate: delegate)
    #expect(
      attributes.map(\.frame) == [
        CGRect(x: 110, y: 20, width: 100, height: 150),
        CGRect(x: 105, y: 20, width: 110, height: 150),
        CGRect(x: 100, y: 50, width: 120, height: 150),
      ])
    #expect(attributes.map(\.alpha) == [0.5, 0.5, 0.5])
    #expect(Array(delegate.shownCards.prefix(3)) == [0, 1, 2])
    #expect(delegate.finishedPasses >= 1)
  }

  @Test("an opacity of 0 from the delegate is used, not mistaken for a method it lacks")
  func zeroOpacity() {
    // Only the opacity is implemented: alpha 0 for every card (the layout's own is 1); sizes and
    // offsets fall back, x = (320 − 200) / 2 = 60, y = 20, 32, 44.
    let attributes = cards(delegate: TransparentDelegate())
    #expect(attributes.map(\.alpha) == [0, 0, 0])
    #expect(attributes.map(\.frame.minY) == [20, 32, 44])
  }
}
