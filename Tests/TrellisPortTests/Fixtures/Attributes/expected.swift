// swift-format-ignore-file
import TrellisUIKit

/// How a badge shows its count.
enum BadgeStyle: Int {
    case dot
    case count
}

/// A flow layout that leaves room for a badge on every cell. Interface Builder can edit its
/// inset, and observers can watch its style.
@IBDesignable
class BadgeFlowLayout: UICollectionViewFlowLayout {
    /// The room left above and to the right of every cell for its badge.
    @IBInspectable var badgeInset: CGFloat = 4

    /// How the badges show their counts; observed with key-value observing.
    var style: BadgeStyle = .dot

    var spacing: CGFloat = 8 // the Objective-C name is kept for old callers

    @nonobjc var isReloading = false

    func reload() {
        isReloading = true
        invalidateLayout()
    }

    override func prepare() {
        super.prepare()
        minimumInteritemSpacing = spacing + badgeInset
    }
}

/// A cell with a badge view from the storyboard.
class BadgeCell: UICollectionViewCell {
    weak var badgeView: UICollectionReusableView!
    var decorations: [UICollectionReusableView]!

    @IBAction func badgeTapped(_ sender: Any) {
        badgeView?.isHidden = true
    }
}
