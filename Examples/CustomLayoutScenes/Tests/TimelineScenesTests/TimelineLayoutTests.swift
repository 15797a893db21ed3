import Testing
import TimelineScenes
import TrellisScenes

/// A one-section data source of `count` plain cells.
final class Cells: CollectionViewDataSource {
  let count: Int
  init(_ count: Int) { self.count = count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// A 390 × 844 collection view hosting a timeline of cards of `heights`.
@MainActor
func timeline(_ heights: [CGFloat]) -> (CollectionView, TimelineLayout, Cells) {
  let layout = TimelineLayout()
  layout.cardHeight = { heights[$0.item] }
  let cells = Cells(heights.count)
  let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = cells
  view.layoutIfNeeded()
  return (view, layout, cells)
}

@Suite("TimelineLayout geometry") @MainActor
struct TimelineLayoutTests {
  // Worked example (defaults: inset 20, spine gap 20, spacing 16, minimum stagger 40) in a
  // 390-point view: card width (390 − 2·20 − 20)/2 = 165; left x = 20, right x = 195 + 10 = 205.
  // Heights 100, 60, 80, 120:
  //   card 0 (left):  top = inset = 20, bottom 120;
  //   card 1 (right): top = max(inset 20, 20 + 40) = 60, bottom 120;
  //   card 2 (left):  top = max(120 + 16, 60 + 40) = 136, bottom 216;
  //   card 3 (right): top = max(120 + 16, 136 + 40) = 176, bottom 296.
  // Content height 296 + 20 = 316.
  @Test("cards alternate around the spine, staggered, as the worked example says")
  func workedExample() {
    let (view, layout, _) = timeline([100, 60, 80, 120])
    #expect(
      layout.cardFrames == [
        CGRect(x: 20, y: 20, width: 165, height: 100), CGRect(x: 205, y: 60, width: 165, height: 60),
        CGRect(x: 20, y: 136, width: 165, height: 80), CGRect(x: 205, y: 176, width: 165, height: 120),
      ])
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 316))
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 176)
  }

  @Test("rect queries follow Apple: a card touching the rect's edge is not in it")
  func edgeTouching() {
    let (_, layout, _) = timeline([100, 60, 80, 120])
    // y 120…136: cards 0 and 1 end at 120 and card 2 starts at 136 — all only touch.
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 120, width: 390, height: 16))?.isEmpty == true)
    // y 100…137 meets cards 0, 1 and 2 (card 3 starts at 176).
    let items = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 390, height: 37))?.map(
      \.indexPath.item)
    #expect(items == [0, 1, 2])
    // The right column only (x from 200): cards 1 and 3 within y 0…316.
    let right = layout.layoutAttributesForElements(in: CGRect(x: 200, y: 0, width: 190, height: 316))?.map(
      \.indexPath.item)
    #expect(right == [1, 3])
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10))?.isEmpty
        == true)
  }

  @Test("a long list: every query agrees with checking every card (seeded heights)")
  func queriesAgreeWithBruteForce() {
    var state: UInt64 = 42
    func next() -> CGFloat {
      // A linear congruential generator (Knuth's MMIX constants), seeded: the same on every run.
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return CGFloat(20 + (state >> 33) % 200)
    }
    let heights = (0..<2000).map { _ in next() }
    let (_, layout, _) = timeline(heights)
    for start in stride(from: CGFloat(-100), to: layout.collectionViewContentSize.height, by: 397) {
      let rect = CGRect(x: 0, y: start, width: 390, height: 844)
      let expected = layout.cardFrames.indices.filter { i in
        let f = layout.cardFrames[i]
        return f.minY < rect.maxY && f.maxY > rect.minY
      }
      #expect(layout.layoutAttributesForElements(in: rect)?.map(\.indexPath.item) == expected)
    }
  }

  @Test("the scene: registered in a catalogue, it renders and deletes a tapped card")
  func scene() throws {
    let catalog = try SceneCatalog([TimelineScene.definition])
    let session = try catalog.makeSession(named: "timeline", parameters: ["items": 10])
    // Card 0 is 60 + 0 = 60 tall at (20, 20); a tap at (50, 50) is on it.
    #expect(session.tap(at: CGPoint(x: 50, y: 50)))
    #expect(session.collectionView.numberOfItems(inSection: 0) == 9)
    let svg = SVGRenderer().render(session.frame())
    #expect(svg.hasPrefix("<svg"))
    // Card 3: 60 + (3·37 = 111) mod 100 = 71.
    #expect(TimelineScene.height(ofCard: 3) == 71)
  }
}
