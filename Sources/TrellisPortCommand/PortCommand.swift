import ArgumentParser
import TrellisPort

/// `trellis port` (the `trellis-port` executable): rewrites UIKit code for Trellis where Linux
/// forbids a construct.
///
/// It is an executable of its own, apart from `trellis`, so that the playground and the scene
/// commands never build swift-syntax; `trellis port …` runs it when it has been built beside
/// `trellis`.
public struct PortCommand: ParsableCommand {
  /// The command's name, abstract and discussion.
  public static let configuration = CommandConfiguration(
    commandName: "trellis-port",
    abstract: "Port UIKit layout code to Trellis: rewrite what Linux cannot compile.",
    discussion: """
      Rewrites `import UIKit` to `import TrellisUIKit` and drops `import CoreGraphics` and \
      `import QuartzCore`; turns `@objc` protocols with `optional` requirements into main-actor \
      Swift protocols with default implementations (requirements keep UIKit's signatures), and \
      rewrites the calls and `responds(to:)` checks of those requirements to \
      `optionalRequirement { … }`; removes `@objc`, `@objcMembers` and `@IBOutlet`; moves \
      `override` members out of extensions into their class, in whichever file declares it, \
      keeping their `#if`; turns `#selector` target–action, timers, display links, notification \
      observers and delayed performs into closures (`UIAction`, `ClockTimer` and `CADisplayLink` \
      on the host's clock); adds `import TrellisUIKit` to files that imported nothing; makes the synchronous test methods \
      of `@MainActor` XCTest suites `async`, which swift-corelibs-xctest can run on the main \
      actor. Every rewrite is printed as `file:line: what`, every construct it \
      could not port with the reason. The files are written under --output with the same relative \
      paths (a given file by its name, the files under a given directory by their path inside it). \
      The exit status is non-zero only when a file cannot be read or written. See docs/porting.md.
      """
  )

  /// The Swift files, or directories to search recursively for `.swift` files.
  @Argument(help: "Swift files, or directories to search recursively for .swift files.")
  public var paths: [String]

  /// The directory to write the ported files to.
  @Option(help: "The directory to write the ported files to.")
  public var output: String

  /// Creates the command; ArgumentParser fills in the arguments.
  public init() {}

  /// Ports the files, prints every rewrite and what could not be ported, and writes the result.
  /// - Throws: `PortError` when a file cannot be read or written.
  public func run() throws {
    let plan = try PortJob(paths: paths, output: output).plan()
    for message in plan.result.diagnostics {
      print(message)
    }
    try plan.write()
    print(plan.summary)
  }
}
