import ArgumentParser
import Trellis

/// `trellis flow`: lays out a flow layout headlessly and prints what a viewport shows.
struct FlowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flow",
    abstract: "Lay out a flow layout headlessly and print the visible elements.",
    discussion: """
      Builds a CollectionView of the given size hosting a CollectionViewFlowLayout over a uniform \
      data set, scrolls it to --offset and prints the content size and the visible cells' frames.
      """
  )

  @Option(help: "Number of items in each section.")
  var items: Int = 1000

  @Option(help: "Number of sections.")
  var sections: Int = 1

  @Option(help: "Viewport width in points.")
  var width: Double = 390

  @Option(help: "Viewport height in points.")
  var height: Double = 844

  @Option(help: "Item width in points.")
  var itemWidth: Double = 50

  @Option(help: "Item height in points.")
  var itemHeight: Double = 50

  @Option(help: "Minimum line and interitem spacing in points.")
  var spacing: Double = 10

  @Flag(help: "Scroll horizontally (columns fill top to bottom).")
  var horizontal = false

  @Option(help: "Content offset along the scrolling axis, in points.")
  var offset: Double = 0

  @Option(help: "How many visible elements to list (the count is always printed).")
  var limit: Int = 12

  func validate() throws {
    try FlowScenario.validate(
      items: items, sections: sections, width: width, height: height, itemWidth: itemWidth,
      itemHeight: itemHeight, spacing: spacing, offset: offset, limit: limit)
  }

  @MainActor func run() async throws {
    let scenario = FlowScenario(
      items: items, sections: sections, viewport: CGSize(width: width, height: height),
      itemSize: CGSize(width: itemWidth, height: itemHeight), spacing: spacing,
      direction: horizontal ? .horizontal : .vertical)
    print(scenario.report(offset: offset, limit: limit))
  }
}
