import Testing
import TrellisUIKit

/// A delegate written with UIKit's scroll-view signature.
private final class ScrollRecorder: NSObject, UICollectionViewDelegate {
  var offsets: [CGPoint] = []

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    offsets.append(scrollView.contentOffset)
  }
}

/// The UIKit names resolve to the Trellis types, and the C-style edge-inset functions old
/// layout code calls behave like UIKit's (UIEdgeInsetsInsetRect: origin + (left, top), size −
/// (left + right, top + bottom)).
@Suite("UIKit names") @MainActor
struct CompatibilityNamesTests {
  @Test("every class alias is the Trellis class")
  func classAliases() {
    #expect(UICollectionViewLayout.self == CollectionViewLayout.self)
    #expect(UICollectionViewFlowLayout.self == CollectionViewFlowLayout.self)
    #expect(UICollectionViewLayoutAttributes.self == CollectionViewLayoutAttributes.self)
    #expect(UICollectionViewLayoutInvalidationContext.self == CollectionViewLayoutInvalidationContext.self)
    #expect(
      UICollectionViewFlowLayoutInvalidationContext.self == CollectionViewFlowLayoutInvalidationContext.self)
    #expect(UICollectionViewUpdateItem.self == CollectionViewUpdateItem.self)
    #expect(UICollectionView.self == CollectionView.self)
    #expect(UIScrollView.self == CollectionView.self)
    #expect(UICollectionViewCell.self == CollectionViewCell.self)
    #expect(UICollectionReusableView.self == CollectionReusableView.self)
    #expect(UIPanGestureRecognizer.self == PanGestureRecognizer.self)
  }

  @Test("nested UIKit names resolve: ScrollDirection, DecelerationRate, ElementCategory, update actions")
  func nestedNames() {
    let direction: UICollectionView.ScrollDirection = .horizontal
    #expect(direction == CollectionView.ScrollDirection.horizontal)
    #expect(UICollectionViewScrollDirection.vertical == .vertical)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    #expect(UICollectionView.ElementCategory.supplementaryView == .supplementaryView)
    #expect(UICollectionViewUpdateItem.Action.move == .move)
    #expect(UICollectionViewFlowLayout.SectionInsetReference.fromContentInset == .fromContentInset)
  }

  @Test("element kinds have UIKit's string values under both spellings")
  func elementKinds() {
    #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    #expect(UICollectionElementKindSectionHeader == UICollectionView.elementKindSectionHeader)
    #expect(UICollectionElementKindSectionFooter == UICollectionView.elementKindSectionFooter)
  }

  @Test("UIEdgeInsetsMake takes top, left, bottom, right in that order")
  func edgeInsetsMake() {
    let insets = UIEdgeInsetsMake(1, 2, 3, 4)
    #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(insets.top == 1 && insets.left == 2 && insets.bottom == 3 && insets.right == 4)
    #expect(UIEdgeInsetsZero == UIEdgeInsets.zero)
    #expect(UIEdgeInsetsEqualToEdgeInsets(insets, UIEdgeInsetsMake(1, 2, 3, 4)))
    #expect(!UIEdgeInsetsEqualToEdgeInsets(insets, UIEdgeInsetsMake(4, 3, 2, 1)))
  }

  @Test("UIEdgeInsetsInsetRect of (0, 0, 320, 480) by (20, 10, 30, 40) is (10, 20, 270, 430)")
  func edgeInsetsInsetRect() {
    // x = 0 + 10, y = 0 + 20, width = 320 − 10 − 40, height = 480 − 20 − 30.
    let rect = CGRect(x: 0, y: 0, width: 320, height: 480)
    let insets = UIEdgeInsetsMake(20, 10, 30, 40)
    #expect(UIEdgeInsetsInsetRect(rect, insets) == CGRect(x: 10, y: 20, width: 270, height: 430))
    #expect(rect.inset(by: insets) == UIEdgeInsetsInsetRect(rect, insets))
  }

  @Test("a delegate with UIKit's scrollViewDidScroll(_: UIScrollView) hears every offset change")
  func scrollViewDelegateSignature() {
    let recorder = ScrollRecorder()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewLayout())
    collectionView.delegate = recorder
    collectionView.contentOffset = CGPoint(x: 0, y: 40)
    collectionView.contentOffset = CGPoint(x: 0, y: 90)
    #expect(recorder.offsets == [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 90)])
  }

  @Test("decelerationRate takes UIKit's spelling: collectionView.decelerationRate = .fast")
  func decelerationRateSpelling() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.decelerationRate = .fast
    #expect(collectionView.decelerationRate == UIScrollView.DecelerationRate.fast)
  }
}
