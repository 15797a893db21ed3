// swift-format-ignore-file
import UIKit

/// How a badge shows its count.
@objc enum BadgeStyle: Int {
    case dot
    case count
}

/// A flow layout that leaves room for a badge on every cell. Interface Builder can edit its
/// inset, and observers can watch its style.
@IBDesignable
@objcMembers
class BadgeFlowLayout: UICollectionViewFlowLayout {
    /// The room left above and to the right of every cell for its badge.
    @IBInspectable var badgeInset: CGFloat = 4

    /// How the badges show their counts; observed with key-value observing.
    @objc dynamic var style: BadgeStyle = .dot

    @objc(badgeSpacing) var spacing: CGFloat = 8 // the Objective-C name is kept for old callers

    @nonobjc var isReloading = false

    @objc
    func reload() {
        isReloading = true
        invalidateLayout()
    }

    @objc override func prepare() {
        super.prepare()
        minimumInteritemSpacing = spacing + badgeInset
    }
}

/// A cell with a badge view from the storyboard.
class BadgeCell: UICollectionViewCell {
    @IBOutlet weak var badgeView: UICollectionReusableView!
    @IBOutlet var decorations: [UICollectionReusableView]!

    @IBAction func badgeTapped(_ sender: Any) {
        badgeView?.isHidden = true
    }
}
