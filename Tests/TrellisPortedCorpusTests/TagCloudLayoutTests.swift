// Drives the ported tag cloud (Ported/TagCloudLayout.swift) through the host.
import Testing
import TrellisUIKit

/// Two sections of tags: 60, 80, 50, 100 and 300 points wide, then one of 40.
class TagsDataSource: NSObject, UICollectionViewDataSource {
  let widths: [[CGFloat]] = [[60, 80, 50, 100, 300], [40]]

  func numberOfSections(in collectionView: UICollectionView) -> Int { widths.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    widths[section].count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
  }
}

/// Implements only the widths.
final class PlainTagsController: TagsDataSource, TagCloudLayoutDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout: TagCloudLayout, widthForTagAt indexPath: IndexPath
  ) -> CGFloat {
    widths[indexPath.section][indexPath.item]
  }
}

/// Rows 40 high in the first section and 20 in the second, the second tag highlighted, and a
/// record of the row counts the layout reported. (It declares the conformance itself: Swift
/// calls a protocol's methods on the class that conforms, see docs/porting.md.)
final class StyledTagsController: TagsDataSource, TagCloudLayoutDelegate {
  private(set) var reportedRows: [Int] = []

  func collectionView(
    _ collectionView: UICollectionView, layout: TagCloudLayout, widthForTagAt indexPath: IndexPath
  ) -> CGFloat {
    widths[indexPath.section][indexPath.item]
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: TagCloudLayout, rowHeightForSection section: Int
  ) -> CGFloat {
    section == 0 ? 40 : 20
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: TagCloudLayout, isTagHighlightedAt indexPath: IndexPath
  ) -> Bool {
    indexPath == IndexPath(item: 1, section: 0)
  }

  func tagCloudLayout(_ layout: TagCloudLayout, didPlaceTagsInRows rowCount: Int) {
    reportedRows.append(rowCount)
  }
}

/// A 200-point-wide view with insets of 8: tags go from x 8 up to 192, 8 apart. Section 0:
/// 60 at x 8 and 80 at x 76 (ending 156); 50 would end at 164 + 50 = 214 > 192, so it wraps to
/// x 8; 100 at 66 (ending 166); 300 is capped at 192 − 8 = 184 and wraps. Section 1 starts a row.
@Suite("ported corpus: tag cloud layout")
@MainActor
struct TagCloudLayoutTests {
  func laidOut(
    _ controller: TagsDataSource & TagCloudLayoutDelegate
  ) -> (layout: TagCloudLayout, view: UICollectionView) {
    let layout = TagCloudLayout()
    layout.delegate = controller
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tag")
    view.dataSource = controller
    view.layoutIfNeeded()
    return (layout, view)
  }

  func tags(_ layout: TagCloudLayout) -> [UICollectionViewLayoutAttributes] {
    (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 200, height: 400)) ?? [])
      .sorted { $0.indexPath < $1.indexPath }
  }

  @Test("rows of the layout's own height, 32: four rows, content 168 high")
  func ownRowHeight() {
    // Rows at y 8, 8 + 32 + 8 = 48 and 88 in section 0; section 1 at 88 + 40 = 128. Content:
    // 128 + 40 − 8 + 8 = 168.
    let controller = PlainTagsController()
    let (layout, view) = laidOut(controller)
    #expect(
      tags(layout).map(\.frame) == [
        CGRect(x: 8, y: 8, width: 60, height: 32), CGRect(x: 76, y: 8, width: 80, height: 32),
        CGRect(x: 8, y: 48, width: 50, height: 32), CGRect(x: 66, y: 48, width: 100, height: 32),
        CGRect(x: 8, y: 88, width: 184, height: 32), CGRect(x: 8, y: 128, width: 40, height: 32),
      ])
    #expect(tags(layout).allSatisfy { CATransform3DIsIdentity($0.transform3D) && $0.zIndex == 0 })
    #expect(view.contentSize == CGSize(width: 200, height: 168))
  }

  @Test("the delegate's row heights and highlight, and the row count it hears")
  func delegateAnswers() {
    // Section 0 rows 40 high at y 8, 56, 104; section 1 (rows 20 high) at 104 + 48 = 152.
    // Content: 152 + 28 − 8 + 8 = 180. Tag 1 is scaled by the layout's highlightScale, 1.25,
    // about its centre (116, 28): as in UIKit its frame is the transformed box, 80 × 1.25 = 100
    // wide and 40 × 1.25 = 50 high, at (116 − 50, 28 − 25) = (66, 3).
    let controller = StyledTagsController()
    let (layout, view) = laidOut(controller)
    let attributes = tags(layout)
    #expect(
      attributes.map(\.frame) == [
        CGRect(x: 8, y: 8, width: 60, height: 40), CGRect(x: 66, y: 3, width: 100, height: 50),
        CGRect(x: 8, y: 56, width: 50, height: 40), CGRect(x: 66, y: 56, width: 100, height: 40),
        CGRect(x: 8, y: 104, width: 184, height: 40), CGRect(x: 8, y: 152, width: 40, height: 20),
      ])
    #expect(attributes.map(\.zIndex) == [0, 1, 0, 0, 0, 0])
    #expect(attributes[1].transform3D == CATransform3DMakeScale(1.25, 1.25, 1))
    #expect(attributes[1].bounds.size == CGSize(width: 80, height: 40))
    #expect(view.contentSize == CGSize(width: 200, height: 180))
    // Four rows: two wraps in section 0, plus section 1's row.
    #expect(controller.reportedRows.last == 4)
  }
}
