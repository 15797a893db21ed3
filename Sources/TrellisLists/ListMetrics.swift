/// The metrics of list content and list cells that UIKit does not publish: Trellis's choices,
/// each stated in docs/lists.md with its reasoning.
package enum ListMetrics {
  /// The leading and trailing margin of a row's content: 16 points.
  package static let horizontalMargin: CGFloat = 16
  /// The top and bottom margin of a row's content: 11 points (a one-line body row is then
  /// 11 + line + 11, which the minimum height takes to 44).
  package static let verticalMargin: CGFloat = 11
  /// The smallest height of a row: 44 points, UIKit's default row height.
  package static let minimumRowHeight: CGFloat = 44
  /// The space between the image and the texts: 16 points.
  package static let imageToTextPadding: CGFloat = 16
  /// The space between the text and the secondary text side by side: 8 points.
  package static let textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between the text and the secondary text one above the other: 3 points.
  package static let textToSecondaryTextVerticalPadding: CGFloat = 3
  /// The width of one indentation level of a list cell: 10 points.
  package static let indentationWidth: CGFloat = 10
  /// The space between accessories, and between the content and the first accessory: 12 points.
  package static let accessorySpacing: CGFloat = 12
}
