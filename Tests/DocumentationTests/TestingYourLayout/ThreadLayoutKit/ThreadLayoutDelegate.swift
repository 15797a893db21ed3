// A layout library written as an iOS one is, with `import TrellisUIKit` in place of
// `import UIKit` and nothing else changed. Package.swift compiles these sources twice: as
// `ThreadLayoutKit` in the Swift 5 language mode (tested by XCTest, as on iOS, in
// ThreadLayoutKitTests) and as `ThreadLayoutKitSwift6` in the Swift 6 mode (tested by Swift
// Testing and XCTest in ThreadLayoutKitSwift6Tests). docs/architecture.md §3 says why both work.
import TrellisUIKit

/// Answers the thread layout's questions about each post.
public protocol ThreadLayoutDelegate: AnyObject {
  /// The height of the post at `indexPath`, in points.
  func threadLayout(_ layout: ThreadLayout, heightForItemAt indexPath: IndexPath) -> CGFloat

  /// How deep in the thread the post at `indexPath` replies (0 for a post that replies to none).
  func threadLayout(_ layout: ThreadLayout, depthForItemAt indexPath: IndexPath) -> Int
}
