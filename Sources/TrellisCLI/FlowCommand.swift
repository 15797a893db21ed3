import ArgumentParser
import Trellis

/// `trellis flow`: lays out a flow layout headlessly and prints what a viewport shows.
struct FlowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flow",
    abstract: "Lay out a flow layout headlessly and print the visible elements.",
    discussion: """
      Builds a CollectionView of the given size hosting a CollectionViewFlowLayout over a uniform \
      data set, scrolls it to --offset and prints the content size and the visible cells' frames. \
      The offset is clamped to the scrollable range (0 to content length − viewport length), as \
      in `render`; the output says when it was.
      """
  )

  @Option(parsing: .unconditional, help: "Number of items in each section, 0 to 10000000.")
  var items: CLINumber = 1000

  @Option(parsing: .unconditional, help: "Number of sections, 1 to 10000.")
  var sections: CLINumber = 1

  @Option(parsing: .unconditional, help: "Viewport width in points, 1 to 100000.")
  var width: CLINumber = 390

  @Option(parsing: .unconditional, help: "Viewport height in points, 1 to 100000.")
  var height: CLINumber = 844

  @Option(parsing: .unconditional, help: "Item width in points, 1 to 100000.")
  var itemWidth: CLINumber = 50

  @Option(parsing: .unconditional, help: "Item height in points, 1 to 100000.")
  var itemHeight: CLINumber = 50

  @Option(parsing: .unconditional, help: "Minimum line and interitem spacing in points, 0 to 10000.")
  var spacing: CLINumber = 10

  @Flag(help: "Scroll horizontally (columns fill top to bottom).")
  var horizontal = false

  @Option(
    parsing: .unconditional,
    help: "Content offset along the scrolling axis, points; clamped to the scrollable range.")
  var offset: CLINumber = 0

  @Option(
    parsing: .unconditional,
    help: "How many visible elements to list, 0 to 1000000 (the count is always printed).")
  var limit: CLINumber = 12

  /// The largest number of items in all sections together.
  static let maximumTotalItems = 10_000_000

  func validate() throws {
    try items.check("--items", in: 0...Double(Self.maximumTotalItems), whole: true)
    try sections.check("--sections", in: 1...10_000, whole: true)
    guard items.int * sections.int <= Self.maximumTotalItems else {
      throw ValidationError(
        "--items × --sections must be at most 10,000,000, got \(items) × \(sections).")
    }
    for (name, value) in [
      ("--width", width), ("--height", height), ("--item-width", itemWidth), ("--item-height", itemHeight),
    ] {
      try value.check(name, in: 1...100_000)
    }
    try spacing.check("--spacing", in: 0...10_000)
    guard offset.value.isFinite else {
      throw ValidationError(
        "--offset must be a finite number (it is clamped to the scrollable range), got \(offset).")
    }
    try limit.check("--limit", in: 0...1_000_000, whole: true)
  }

  @MainActor func run() async throws {
    let scenario = FlowScenario(
      items: items.int, sections: sections.int, viewport: CGSize(width: width.value, height: height.value),
      itemSize: CGSize(width: itemWidth.value, height: itemHeight.value), spacing: spacing.value,
      direction: horizontal ? .horizontal : .vertical)
    print(scenario.report(offset: offset.value, limit: limit.int))
  }
}
