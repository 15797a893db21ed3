import ArgumentParser
import TrellisPort

/// `trellis port`: rewrites UIKit code for Trellis where Linux forbids a construct.
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "port",
    abstract: "Port UIKit layout code to Trellis: rewrite what Linux cannot compile.",
    discussion: """
      Rewrites `import UIKit` to `import TrellisUIKit` and drops `import CoreGraphics` and \
      `import QuartzCore`; turns `@objc` protocols with `optional` requirements into main-actor \
      Swift protocols with default implementations (requirements keep UIKit's signatures), and \
      rewrites the calls and `responds(to:)` checks of those requirements to \
      `optionalRequirement { … }`; removes `@objc`, `@objcMembers` and `@IBOutlet`; moves \
      `override` members out of extensions into their class; makes the synchronous test methods \
      of `@MainActor` XCTest suites `async`, which swift-corelibs-xctest can run on the main \
      actor. Every rewrite is printed as `file:line: what`, every construct it \
      could not port with the reason. The files are written under --output with the same relative \
      paths (a given file by its name, the files under a given directory by their path inside it). \
      The exit status is non-zero only when a file cannot be read or written. See docs/porting.md.
      """
  )

  @Argument(help: "Swift files, or directories to search recursively for .swift files.")
  var paths: [String]

  @Option(help: "The directory to write the ported files to.")
  var output: String

  func run() throws {
    let plan = try PortJob(paths: paths, output: output).plan()
    for message in plan.result.diagnostics {
      print(message)
    }
    try plan.write()
    print(plan.summary)
  }
}
