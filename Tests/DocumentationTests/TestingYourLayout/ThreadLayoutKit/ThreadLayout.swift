import TrellisUIKit

/// A discussion thread: posts stacked top to bottom, replies indented by their depth.
open class ThreadLayout: UICollectionViewLayout {
  /// Gives each post's height and depth; without one, every post is `defaultItemHeight` tall
  /// and replies to none.
  public weak var delegate: ThreadLayoutDelegate?

  /// The margins around all the posts.
  public var contentInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) {
    didSet { invalidateLayout() }
  }

  /// The space between two posts of a section.
  public var interItemSpacing: CGFloat = 8 {
    didSet { invalidateLayout() }
  }

  /// The space between the last post of a section and the first of the next.
  public var sectionSpacing: CGFloat = 24 {
    didSet { invalidateLayout() }
  }

  /// How far each level of depth indents a post.
  public var indentWidth: CGFloat = 16 {
    didSet { invalidateLayout() }
  }

  /// The height of a post when there is no delegate.
  public var defaultItemHeight: CGFloat = 44 {
    didSet { invalidateLayout() }
  }

  /// The geometry, worked out in `prepare()`.
  let controller = ThreadStateController()

  open override class var layoutAttributesClass: AnyClass {
    ThreadLayoutAttributes.self
  }

  open override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else {
      controller.setSections([])
      return
    }
    controller.measurements = ThreadStateController.Measurements(
      width: collectionView.bounds.width, insets: contentInsets, interItemSpacing: interItemSpacing,
      sectionSpacing: sectionSpacing, indentWidth: indentWidth)
    var sections: [[ThreadStateController.Item]] = []
    for section in 0..<collectionView.numberOfSections {
      var items: [ThreadStateController.Item] = []
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        let height = delegate?.threadLayout(self, heightForItemAt: indexPath) ?? defaultItemHeight
        let depth = delegate?.threadLayout(self, depthForItemAt: indexPath) ?? 0
        items.append(ThreadStateController.Item(height: height, depth: depth))
      }
      sections.append(items)
    }
    controller.setSections(sections)
  }

  open override var collectionViewContentSize: CGSize {
    CGSize(width: controller.measurements.width, height: controller.contentHeight)
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    controller.attributes(in: rect)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    controller.attributes(at: indexPath)
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != controller.measurements.width
  }
}
