// The link between the DocC articles and the code in this target.
//
// An article marks each code listing with an HTML comment on the line before its opening fence
// (DocC drops HTML comments, so readers never see them):
//
//   <!-- snippet: NAME -->     the listing is region NAME of a file in this target: the lines
//                              between `// snippet: NAME` and `// end snippet`;
//   <!-- file: PATH -->        the listing is the whole file PATH (relative to this target's
//                              directory), for files that cannot hold markers (a manifest,
//                              whose first line must be its tools version).
//
// A region's text is its lines without the marker lines of regions nested in it, with the
// indentation they all share removed, so a region inside a type or a test function reads as the
// top-level code a reader writes. ArticleListingsTests requires every Swift listing to carry a
// marker and to be its region byte for byte.

import Foundation

/// A code listing of an article: its fenced block and the marker before it.
struct ArticleListing: CustomStringConvertible {
  /// The article's file name, for messages.
  var article: String
  /// The line of the opening fence (1-based).
  var line: Int
  /// The fence's language (`swift`, `shell`, `text`, or empty).
  var language: String
  /// The marker before the fence, if any.
  var marker: ArticleListingMarker?
  /// The lines between the fences, joined with `\n`.
  var text: String
  /// The 0-based line indexes of the lines between the fences, and the fence's indentation.
  var bodyLines: Range<Int>
  var indentation: Int

  var description: String { "\(article):\(line)" }
}

/// What an article's marker names.
enum ArticleListingMarker: Equatable {
  case snippet(String)
  case file(String)
}

/// A marked region of a source file.
struct SnippetRegion {
  var name: String
  /// The file, relative to the target directory, and the line of its `// snippet:` marker.
  var location: String
  var text: String
}

/// A problem in the articles or the regions themselves (not a mismatch between them).
struct ArticleListingError: Error, CustomStringConvertible {
  var description: String
}

enum ArticleListings {
  /// This target's directory.
  static let targetDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  /// The package's root directory.
  static let packageRoot = targetDirectory.deletingLastPathComponent().deletingLastPathComponent()

  /// The DocC catalogues that hold articles.
  static let catalogues = [
    "Sources/Trellis/Trellis.docc", "Sources/TrellisLayouts/TrellisLayouts.docc",
    "Sources/TrellisDynamics/TrellisDynamics.docc", "Sources/TrellisUIKit/TrellisUIKit.docc",
    "Sources/TrellisCompositional/TrellisCompositional.docc", "Sources/TrellisDiffable/TrellisDiffable.docc",
    "Sources/TrellisLists/TrellisLists.docc",
  ]

  /// The files of this mechanism, which mention markers without declaring regions.
  static let machineryFiles: Set<String> = ["ArticleListings.swift", "ArticleListingsTests.swift"]

  /// Every Markdown file of the catalogues, sorted by path.
  static func articleFiles() throws -> [URL] {
    var files: [URL] = []
    for catalogue in catalogues {
      let directory = packageRoot.appendingPathComponent(catalogue)
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      files += names.filter { $0.hasSuffix(".md") }.map { directory.appendingPathComponent($0) }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The fenced code blocks of `text`, with their markers.
  static func listings(inArticle text: String, named article: String) throws -> [ArticleListing] {
    let lines = text.components(separatedBy: "\n")
    var result: [ArticleListing] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("```") else {
        index += 1
        continue
      }
      let indentation = line.prefix { $0 == " " }.count
      let language = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
      var previous = index - 1
      while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).isEmpty { previous -= 1 }
      let marker = previous >= 0 ? try parseMarker(lines[previous], at: "\(article):\(previous + 1)") : nil
      var end = index + 1
      while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
      guard end < lines.count else {
        throw ArticleListingError(description: "\(article):\(index + 1): a code block is never closed")
      }
      let body = lines[(index + 1)..<end].map { String($0.dropFirst(min(indentation, leadingSpaces($0)))) }
      result.append(
        ArticleListing(
          article: article, line: index + 1, language: language, marker: marker,
          text: body.joined(separator: "\n"), bodyLines: (index + 1)..<end, indentation: indentation))
      index = end + 1
    }
    return result
  }

  /// The marker on `line`, `nil` when the line is not an HTML comment of ours.
  static func parseMarker(_ line: String, at location: String) throws -> ArticleListingMarker? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
    let inner = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    if inner.hasPrefix("snippet:") {
      return .snippet(inner.dropFirst("snippet:".count).trimmingCharacters(in: .whitespaces))
    }
    if inner.hasPrefix("file:") {
      return .file(inner.dropFirst("file:".count).trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  /// Every region of every file under this target's directory, by name.
  static func regions() throws -> [String: SnippetRegion] {
    var result: [String: SnippetRegion] = [:]
    let root = targetDirectory.path
    guard let enumerator = FileManager.default.enumerator(atPath: root) else {
      throw ArticleListingError(description: "cannot list \(root)")
    }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      // The machinery's own files quote markers in their comments and samples.
      if path.hasSuffix(".swift"), !machineryFiles.contains(path) { paths.append(path) }
    }
    for path in paths.sorted() {
      let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
      for region in try regions(inFile: text, path: path) {
        if let existing = result[region.name] {
          throw ArticleListingError(
            description:
              "region '\(region.name)' is declared twice: \(existing.location) and \(region.location)")
        }
        result[region.name] = region
      }
    }
    return result
  }

  /// The regions of one file.
  static func regions(inFile text: String, path: String) throws -> [SnippetRegion] {
    let lines = text.components(separatedBy: "\n")
    var open: [(name: String, line: Int, body: [String])] = []
    var closed: [SnippetRegion] = []
    for (number, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("// snippet:") {
        let name = trimmed.dropFirst("// snippet:".count).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
          throw ArticleListingError(description: "\(path):\(number + 1): a region without a name")
        }
        open.append((name, number + 1, []))
      } else if trimmed == "// end snippet" {
        guard let region = open.popLast() else {
          throw ArticleListingError(description: "\(path):\(number + 1): `// end snippet` without a region")
        }
        closed.append(
          SnippetRegion(
            name: region.name, location: "\(path):\(region.line)", text: dedented(region.body)))
      } else {
        for index in open.indices { open[index].body.append(line) }
      }
    }
    if let unclosed = open.last {
      throw ArticleListingError(
        description: "\(path):\(unclosed.line): region '\(unclosed.name)' is never closed")
    }
    return closed
  }

  /// `lines` without the indentation their non-blank lines share, joined with `\n`; blank lines
  /// become empty.
  static func dedented(_ lines: [String]) -> String {
    let indentation =
      lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(leadingSpaces).min() ?? 0
    return lines.map { line in
      line.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String(line.dropFirst(indentation))
    }
    .joined(separator: "\n")
  }

  /// The text of file `path` (relative to this target's directory) without its final newline.
  static func fileText(_ path: String) throws -> String {
    var text = try String(contentsOf: targetDirectory.appendingPathComponent(path), encoding: .utf8)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// `article` with the body of each listing in `replacements` (by its index in
  /// `listings(inArticle:named:)`) replaced by the given text.
  static func rewriting(
    _ article: String, listings: [ArticleListing], replacements: [Int: String]
  ) -> String {
    var lines = article.components(separatedBy: "\n")
    for index in replacements.keys.sorted(by: >) {
      let listing = listings[index]
      let pad = String(repeating: " ", count: listing.indentation)
      let body = replacements[index]!.components(separatedBy: "\n").map { $0.isEmpty ? "" : pad + $0 }
      lines.replaceSubrange(listing.bodyLines, with: body)
    }
    return lines.joined(separator: "\n")
  }

  static func leadingSpaces(_ line: String) -> Int {
    line.prefix { $0 == " " }.count
  }
}
