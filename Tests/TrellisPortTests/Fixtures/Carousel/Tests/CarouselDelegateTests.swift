// Drives the ported carousel (expected.swift, module TrellisPortFixtureCarousel) through its
// public API from this module, which the port never saw: its delegate protocol inherits the
// flow-layout delegate, and its optional requirements, implemented here with UIKit's signatures,
// override the layout's values as on UIKit.
import Testing
import TrellisPortFixtureCarousel
import TrellisUIKit

/// Implements the carousel's optional methods: items shrink to half size one page away.
final class HalfScaleDelegate: NSObject, UICollectionViewDataSource, CarouselLayoutDelegate {
  private(set) var centered: [IndexPath] = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }

  func carouselLayout(_ layout: CarouselLayout, minimumScaleForItemAt indexPath: IndexPath) -> CGFloat {
    0.5
  }

  func carouselLayout(_ layout: CarouselLayout, didCenterItemAt indexPath: IndexPath) {
    centered.append(indexPath)
  }
}

/// Shrinks items to nothing one page away: a minimum scale of 0, the default's placeholder value.
final class VanishingDelegate: NSObject, UICollectionViewDataSource, CarouselLayoutDelegate {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }

  func carouselLayout(_ layout: CarouselLayout, minimumScaleForItemAt indexPath: IndexPath) -> CGFloat {
    0
  }
}

/// Implements none of the optional methods, of the carousel or of the flow layout.
final class PlainDelegate: NSObject, UICollectionViewDataSource, CarouselLayoutDelegate {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }
}

/// Items 200 × 150, 20 apart, section insets 50 left and right, in a 300 × 200 view at rest:
/// the centre line is at x 150. Item 0's centre is 50 + 100 = 150 (distance 0, scale 1); item
/// 1's is 50 + 200 + 20 + 100 = 370, one page (220) away, so its scale is the minimum.
@Suite("ported carousel: inherited flow-layout delegate and optional requirements")
@MainActor
struct CarouselDelegateTests {
  /// The layout in its collection view (returned too: the layout holds its view weakly).
  func layout(
    with delegate: some UICollectionViewDataSource & CarouselLayoutDelegate
  ) -> (
    CarouselLayout, UICollectionView
  ) {
    let layout = CarouselLayout()
    layout.itemSize = CGSize(width: 200, height: 150)
    layout.minimumLineSpacing = 20
    layout.sectionInset = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 50)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    view.dataSource = delegate
    view.delegate = delegate
    view.layoutIfNeeded()
    return (layout, view)
  }

  func alphas(_ layout: CarouselLayout) -> [CGFloat] {
    (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 600, height: 200)) ?? [])
      .sorted { $0.indexPath < $1.indexPath }.map(\.alpha)
  }

  @Test("without the delegate method one page away is the layout's minimumScale, 0.8")
  func fallback() {
    let delegate = PlainDelegate()
    let (layout, view) = layout(with: delegate)
    #expect(Array(alphas(layout).prefix(2)) == [1, 0.8])
    withExtendedLifetime(view) {}
  }

  @Test("the delegate's minimum scale, 0.5, overrides the layout's; the Void method is called")
  func delegateAnswers() {
    let delegate = HalfScaleDelegate()
    let (layout, view) = layout(with: delegate)
    #expect(Array(alphas(layout).prefix(2)) == [1, 0.5])
    // Proposed offset 200: page ((200 − 50 + 150 − 100) / 220).rounded() = (0.909…).rounded() = 1,
    // so item 1 is centred at offset 50 + 220 + 100 − 150 = 220.
    let target = layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: 200, y: 0), withScrollingVelocity: .zero)
    #expect(target == CGPoint(x: 220, y: 0))
    #expect(delegate.centered == [IndexPath(item: 1, section: 0)])
    withExtendedLifetime(view) {}
  }

  @Test("a minimum scale of 0 from the delegate is used: one page away an item is invisible")
  func zeroScale() {
    // Item 1 is one page away: scale 1 − (1 − 0) × 1 = 0, so its alpha is 0 (the layout's own
    // minimum would give 0.8).
    let delegate = VanishingDelegate()
    let (layout, view) = layout(with: delegate)
    #expect(Array(alphas(layout).prefix(2)) == [1, 0])
    withExtendedLifetime(view) {}
  }
}
