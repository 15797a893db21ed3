import TrellisUIKit

/// The thread layout's geometry: where each post goes, worked out from the posts' heights and
/// depths and the layout's measurements. The layout owns one and forwards its queries to it; the
/// tests drive it directly, as iOS libraries' internal tests do.
///
/// The rules: posts stack top to bottom, `interItemSpacing` apart within a section and
/// `sectionSpacing` apart between sections, inside `insets`. A post of depth `d` is indented by
/// `d × indentWidth` (at most the whole available width) and is as wide as what is left of the
/// width between the insets. A negative or NaN height counts as 0, a negative depth as 0.
final class ThreadStateController {
  /// One post: its height and depth.
  struct Item: Equatable {
    var height: CGFloat
    var depth: Int
  }

  /// The layout's measurements.
  struct Measurements: Equatable {
    var width: CGFloat = 0
    var insets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var interItemSpacing: CGFloat = 0
    var sectionSpacing: CGFloat = 0
    var indentWidth: CGFloat = 0
  }

  /// The measurements the frames were worked out with; setting them works the frames out again.
  var measurements = Measurements() {
    didSet { recompute() }
  }

  /// The posts, section by section.
  private(set) var sections: [[Item]] = []

  /// The height of all the posts, spacings and vertical insets.
  private(set) var contentHeight: CGFloat = 0

  /// `frames[section][item]`.
  private var frames: [[CGRect]] = []

  /// The attributes handed out since the last change, so that a query returns the same objects.
  private var cachedAttributes: [IndexPath: ThreadLayoutAttributes] = [:]

  /// Replaces the posts and works the frames out again.
  func setSections(_ sections: [[Item]]) {
    self.sections = sections
    recompute()
  }

  /// The frame of the post at `indexPath`, or `nil` if there is no such post.
  func frame(at indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, frames.indices.contains(indexPath.section),
      frames[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return frames[indexPath.section][indexPath.item]
  }

  /// The attributes of the post at `indexPath`, or `nil` if there is no such post.
  func attributes(at indexPath: IndexPath) -> ThreadLayoutAttributes? {
    if let cached = cachedAttributes[indexPath] { return cached }
    guard let frame = frame(at: indexPath) else { return nil }
    let attributes = ThreadLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    attributes.depth = max(0, sections[indexPath.section][indexPath.item].depth)
    cachedAttributes[indexPath] = attributes
    return attributes
  }

  /// The attributes of the posts whose frames overlap `rect`, in section and item order.
  ///
  /// - Complexity: O(n) in the number of posts.
  func attributes(in rect: CGRect) -> [ThreadLayoutAttributes] {
    var result: [ThreadLayoutAttributes] = []
    for (section, sectionFrames) in frames.enumerated() {
      for (item, frame) in sectionFrames.enumerated()
      where frame.minY < rect.maxY && frame.maxY > rect.minY && frame.minX <= rect.maxX
        && frame.maxX >= rect.minX
      {
        if let attributes = attributes(at: IndexPath(item: item, section: section)) {
          result.append(attributes)
        }
      }
    }
    return result
  }

  /// Forgets the attributes handed out, so that the next queries create new objects.
  func resetCachedAttributes() {
    cachedAttributes = [:]
  }

  private func recompute() {
    cachedAttributes = [:]
    let m = measurements
    let available = max(0, m.width - m.insets.left - m.insets.right)
    var y = m.insets.top
    frames = []
    for (index, section) in sections.enumerated() {
      if index > 0 { y += m.sectionSpacing }
      var sectionFrames: [CGRect] = []
      for (item, post) in section.enumerated() {
        if item > 0 { y += m.interItemSpacing }
        let height = post.height.isNaN ? 0 : max(0, post.height)
        let indent = min(CGFloat(max(0, post.depth)) * m.indentWidth, available)
        sectionFrames.append(
          CGRect(x: m.insets.left + indent, y: y, width: available - indent, height: height))
        y += height
      }
      frames.append(sectionFrames)
    }
    contentHeight = y + m.insets.bottom
  }
}
