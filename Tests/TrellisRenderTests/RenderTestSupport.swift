// Shared fixtures of the TrellisRender tests: a data source, a host factory, and attributes
// built by hand.

import Testing
import TrellisLayouts
import TrellisRender

/// A data source (and waterfall delegate) with fixed item counts and item heights.
final class RenderTestData: CollectionViewDataSource, WaterfallLayoutDelegate {
  let counts: [Int]
  let heights: (IndexPath) -> CGFloat

  init(counts: [Int], heights: @escaping (IndexPath) -> CGFloat = { _ in 100 }) {
    self.counts = counts
    self.heights = heights
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> CGFloat {
    heights(indexPath)
  }
}

/// A collection view of `size` hosting `layout` with `data`, after its first layout pass.
func makeHost(_ layout: CollectionViewLayout, size: CGSize, data: RenderTestData) -> CollectionView {
  let view = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = data
  view.layoutIfNeeded()
  return view
}

/// Cell attributes with `frame`, built by hand.
func cell(_ item: Int, section: Int = 0, frame: CGRect) -> CollectionViewLayoutAttributes {
  let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
  attributes.frame = frame
  return attributes
}

/// The SVG of one frame with the default renderer and visible bounds (0, 0, 320, 480).
func svg(
  _ attributes: [CollectionViewLayoutAttributes],
  bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
  overlays: RenderOverlays = .none
) throws -> String {
  SVGRenderer().render(try RenderFrame(visibleBounds: bounds, attributes: attributes, overlays: overlays))
}

/// The lines of `text` that contain `needle`.
func lines(of text: String, containing needle: String) -> [Substring] {
  text.split(separator: "\n").filter { $0.contains(needle) }
}

/// Attributes with a stored `anchorPoint`, standing for any layout's subclass: the renderer must
/// find the property by reflection, not by knowing this class.
nonisolated final class AnchoredTestAttributes: CollectionViewLayoutAttributes {
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  // As in UIKit, a subclass copies its own properties (frames copy the attributes they hold).
  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? AnchoredTestAttributes)?.anchorPoint = anchorPoint
    return copy
  }
}
