// The spinning wheel of cards of the classic custom-layout tutorial: every card hangs from a
// point far below it and is rotated about that point by the scroll position. The layout puts the
// pivot in its attributes; the cell applies it in apply(_:) by setting `layer.anchorPoint`,
// moving its centre to match, and setting `layer.zPosition` so cards nearer the top are in
// front. Written as for UIKit; only the import differs.
import TrellisUIKit

final class WheelLayoutAttributes: UICollectionViewLayoutAttributes {
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var depth: CGFloat = 0
  var angle: CGFloat = 0 {
    didSet {
      transform = CGAffineTransform(rotationAngle: angle)
      depth = -abs(angle) * 100
    }
  }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copiedAttributes = super.copy(with: zone) as! WheelLayoutAttributes
    copiedAttributes.anchorPoint = anchorPoint
    copiedAttributes.angle = angle
    return copiedAttributes
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? WheelLayoutAttributes else { return false }
    return anchorPoint == other.anchorPoint && angle == other.angle && super.isEqual(object)
  }
}

final class WheelLayout: UICollectionViewLayout {
  let itemSize = CGSize(width: 133, height: 173)

  var radius: CGFloat = 500 {
    didSet { invalidateLayout() }
  }

  var anglePerItem: CGFloat {
    return atan(itemSize.width / radius)
  }

  var angleAtExtreme: CGFloat {
    return collectionView!.numberOfItems(inSection: 0) > 0
      ? -CGFloat(collectionView!.numberOfItems(inSection: 0) - 1) * anglePerItem : 0
  }

  var angle: CGFloat {
    return angleAtExtreme * collectionView!.contentOffset.x
      / (collectionViewContentSize.width - collectionView!.bounds.width)
  }

  var attributesList: [WheelLayoutAttributes] = []

  override var collectionViewContentSize: CGSize {
    return CGSize(
      width: CGFloat(collectionView!.numberOfItems(inSection: 0)) * itemSize.width,
      height: collectionView!.bounds.height)
  }

  override class var layoutAttributesClass: AnyClass {
    return WheelLayoutAttributes.self
  }

  override func prepare() {
    super.prepare()
    let centerX = collectionView!.contentOffset.x + collectionView!.bounds.width / 2
    let anchorPointY = ((itemSize.height / 2) + radius) / itemSize.height
    attributesList = (0..<collectionView!.numberOfItems(inSection: 0)).map { (i) -> WheelLayoutAttributes in
      let attributes = WheelLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
      attributes.size = self.itemSize
      attributes.center = CGPoint(x: centerX, y: self.collectionView!.bounds.midY)
      attributes.angle = self.angle + (self.anglePerItem * CGFloat(i))
      attributes.anchorPoint = CGPoint(x: 0.5, y: anchorPointY)
      return attributes
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    return attributesList
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return attributesList[indexPath.row]
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return true
  }
}

final class WheelCell: UICollectionViewCell {
  let imageView = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.frame = contentView.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(imageView)
    contentView.layer.cornerRadius = 5
    contentView.layer.borderWidth = 1
    contentView.layer.borderColor = UIColor.lightGray.cgColor
    contentView.layer.shouldRasterize = true
    contentView.layer.rasterizationScale = UIScreen.main.scale
    contentView.clipsToBounds = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    let wheelAttributes = layoutAttributes as! WheelLayoutAttributes
    self.layer.anchorPoint = wheelAttributes.anchorPoint
    self.center.y += (wheelAttributes.anchorPoint.y - 0.5) * self.bounds.height
    self.layer.zPosition = wheelAttributes.depth
  }
}

final class WheelDataSource: NSObject, UICollectionViewDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    return count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    return collectionView.dequeueReusableCell(withReuseIdentifier: "WheelCell", for: indexPath)
  }
}
