// Keeps the DocC articles and the code in this target in step: every Swift listing of every
// article must be marked (`<!-- snippet: NAME -->` or `<!-- file: PATH -->`, see
// ArticleListings.swift) and be its region or file byte for byte, and every region must be shown
// by an article. After changing the code, update the articles with
//
//   DOCUMENTATION_LISTINGS_RECORD=1 swift test --filter ArticleListingsTests
//
// which rewrites the listings from their regions (and still fails, so that a record run is never
// mistaken for a passing one).

import Foundation
import Testing

@Suite("The articles' listings are the compiled code, byte for byte")
@MainActor
struct ArticleListingsTests {
  @Test("every Swift listing is marked and is its region or file, byte for byte; every region is shown")
  func listingsAreTheirRegions() throws {
    let regions = try ArticleListings.regions()
    let record = ProcessInfo.processInfo.environment["DOCUMENTATION_LISTINGS_RECORD"] == "1"
    var shown: Set<String> = []
    var swiftListings = 0
    for file in try ArticleListings.articleFiles() {
      let article = try String(contentsOf: file, encoding: .utf8)
      let listings = try ArticleListings.listings(inArticle: article, named: file.lastPathComponent)
      var replacements: [Int: String] = [:]
      for (index, listing) in listings.enumerated() {
        if listing.language == "swift" { swiftListings += 1 }
        guard let marker = listing.marker else {
          #expect(
            listing.language != "swift",
            "\(listing): a Swift listing without a `<!-- snippet: NAME -->` or `<!-- file: PATH -->` line before it"
          )
          continue
        }
        let expected: String
        switch marker {
        case .snippet(let name):
          guard let region = regions[name] else {
            Issue.record("\(listing): there is no region named '\(name)' in Tests/DocumentationTests")
            continue
          }
          shown.insert(name)
          expected = region.text
        case .file(let path):
          expected = try ArticleListings.fileText(path)
        }
        if listing.text != expected {
          replacements[index] = expected
          Issue.record(
            "\(listing) is not \(marker) byte for byte; it should read:\n\(expected)\n(run with DOCUMENTATION_LISTINGS_RECORD=1 to rewrite it)"
          )
        }
      }
      if record, !replacements.isEmpty {
        let rewritten = ArticleListings.rewriting(article, listings: listings, replacements: replacements)
        try rewritten.write(to: file, atomically: true, encoding: .utf8)
      }
    }
    // The articles hold dozens of listings; finding none means the articles were not found.
    #expect(
      swiftListings >= 20, "only \(swiftListings) Swift listings found in \(ArticleListings.catalogues)")
    let unshown = regions.keys.filter { !shown.contains($0) }.sorted()
    #expect(unshown.isEmpty, "regions no article shows: \(unshown)")
  }

  @Test("regions nest, lose their marker lines and their shared indentation; unclosed ones are errors")
  func regionExtraction() throws {
    let source = """
      enum Step {
        // snippet: outer
        final class A {
          // snippet: inner
          func f() {}

          // end snippet
        }
        // end snippet
      }
      """
    let regions = try ArticleListings.regions(inFile: source, path: "Sample.swift")
    #expect(regions.map(\.name) == ["inner", "outer"])
    #expect(regions[0].text == "func f() {}\n")
    #expect(regions[1].text == "final class A {\n  func f() {}\n\n}")
    #expect(regions[1].location == "Sample.swift:2")
    #expect(throws: ArticleListingError.self) {
      try ArticleListings.regions(inFile: "// snippet: open\nlet x = 1", path: "Open.swift")
    }
    #expect(throws: ArticleListingError.self) {
      try ArticleListings.regions(inFile: "let x = 1\n// end snippet", path: "Stray.swift")
    }
  }

  @Test("listings are found with their markers, and rewriting replaces exactly their bodies")
  func listingParsing() throws {
    let article = """
      # Title

      <!-- snippet: first -->
      ```swift
      let a = 1
      ```

      Text.

      ```shell
      swift test
      ```

      <!-- file: Dir/Package.swift -->

      ```swift
      old
      ```
      """
    let listings = try ArticleListings.listings(inArticle: article, named: "Sample.md")
    #expect(listings.map(\.language) == ["swift", "shell", "swift"])
    #expect(listings.map(\.marker) == [.snippet("first"), nil, .file("Dir/Package.swift")])
    #expect(listings.map(\.text) == ["let a = 1", "swift test", "old"])
    #expect(listings.map(\.line) == [4, 10, 16])
    let rewritten = ArticleListings.rewriting(article, listings: listings, replacements: [2: "new\n\nlines"])
    #expect(rewritten.hasSuffix("```swift\nnew\n\nlines\n```"))
    #expect(rewritten.hasPrefix("# Title\n\n<!-- snippet: first -->\n```swift\nlet a = 1\n```"))
    #expect(throws: ArticleListingError.self) {
      try ArticleListings.listings(inArticle: "```swift\nlet a = 1\n", named: "Open.md")
    }
  }
}
