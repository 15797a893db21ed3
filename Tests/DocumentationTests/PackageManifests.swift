// Checks of the articles' example manifests: each is evaluated by SwiftPM itself
// (`swift package dump-package`, which compiles and runs the manifest without resolving its
// dependencies), and every product it takes from Trellis must be one of Trellis's libraries.

import Foundation
import Testing

/// The manifest of the package in `directory` as `swift package dump-package` prints it.
///
/// SwiftPM runs with a scratch directory of its own: `swift test` holds the lock on the
/// package's `.build` while the tests run, and a `swift package` on that directory would wait
/// for it forever. The scratch directory and SwiftPM's temporary files (its lock files, which it
/// puts in `TMPDIR`, not in the scratch directory) live in one directory removed afterwards.
func dumpPackage(_ directory: URL) throws -> [String: Any] {
  let own = FileManager.default.temporaryDirectory.appendingPathComponent(
    "trellis-docs-dump-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: own) }
  let scratch = own.appendingPathComponent("scratch")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "swift", "package", "--scratch-path", scratch.path, "dump-package", "--package-path", directory.path,
  ]
  var environment = ProcessInfo.processInfo.environment
  environment["TMPDIR"] = own.path
  process.environment = environment
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  let message = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw ArticleListingError(
      description: "`swift package dump-package` failed for \(directory.path): "
        + (String(data: message, encoding: .utf8) ?? ""))
  }
  guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    throw ArticleListingError(
      description: "`swift package dump-package` printed no object for \(directory.path)")
  }
  return json
}

/// The source-control dependencies of a dumped manifest: identity → URL.
func remoteDependencies(of manifest: [String: Any]) -> [String: String] {
  var result: [String: String] = [:]
  for dependency in manifest["dependencies"] as? [[String: Any]] ?? [] {
    guard let control = (dependency["sourceControl"] as? [[String: Any]])?.first,
      let identity = control["identity"] as? String,
      let location = control["location"] as? [String: Any],
      let remote = (location["remote"] as? [[String: Any]])?.first,
      let url = remote["urlString"] as? String
    else { continue }
    result[identity] = url
  }
  return result
}

/// The path dependencies of a dumped manifest: identity → path (made absolute by SwiftPM).
func pathDependencies(of manifest: [String: Any]) -> [String: String] {
  var result: [String: String] = [:]
  for dependency in manifest["dependencies"] as? [[String: Any]] ?? [] {
    guard let fileSystem = (dependency["fileSystem"] as? [[String: Any]])?.first,
      let identity = fileSystem["identity"] as? String,
      let path = fileSystem["path"] as? String
    else { continue }
    result[identity] = path
  }
  return result
}

/// The `.product(name:package:)` dependencies of a dumped manifest's targets, in order.
func productDependencies(of manifest: [String: Any]) -> [(name: String, package: String)] {
  var result: [(name: String, package: String)] = []
  for target in manifest["targets"] as? [[String: Any]] ?? [] {
    for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
      guard let product = dependency["product"] as? [Any], product.count >= 2,
        let name = product[0] as? String, let package = product[1] as? String
      else { continue }
      result.append((name, package))
    }
  }
  return result
}

/// Checks that `manifest` depends on Trellis as `trellis` by the path `../Trellis` (a checkout
/// beside the package, as "Getting started" says; Trellis has no published URL), that every
/// product it names from `trellis` is one of Trellis's libraries, and that every other package it
/// uses is one Trellis itself depends on, by the same URL.
func checkProducts(of manifest: [String: Any], in directory: URL, against trellis: [String: Any]) throws {
  let remotes = remoteDependencies(of: manifest)
  let paths = pathDependencies(of: manifest)
  // SwiftPM resolves the relative path against the package's directory.
  let expectedPath = directory.deletingLastPathComponent().appendingPathComponent("Trellis")
    .standardizedFileURL.path
  #expect(
    paths["trellis"].map { URL(fileURLWithPath: $0).standardizedFileURL.path } == expectedPath, "\(paths)")
  #expect(remotes["trellis"] == nil, "\(remotes)")
  let libraries = Set(
    (trellis["products"] as? [[String: Any]] ?? []).compactMap { product -> String? in
      guard let type = product["type"] as? [String: Any], type["library"] != nil else { return nil }
      return product["name"] as? String
    })
  #expect(libraries.contains("Trellis"))
  let trellisRemotes = remoteDependencies(of: trellis)
  let products = productDependencies(of: manifest)
  #expect(!products.isEmpty)
  for product in products {
    if product.package == "trellis" {
      #expect(libraries.contains(product.name), "Trellis has no library product \(product.name)")
    } else {
      #expect(remotes[product.package] != nil, "\(product.package) is not a dependency of the manifest")
      #expect(
        remotes[product.package] == trellisRemotes[product.package],
        "\(product.package) is not at the URL Trellis itself uses")
    }
  }
}

/// Dumps the manifest of the article's example package in `directory` (relative to this target's
/// directory), checks it against Trellis's own with `checkProducts(of:against:)`, and returns it.
func checkArticleManifest(_ directory: String) throws -> [String: Any] {
  let url = ArticleListings.targetDirectory.appendingPathComponent(directory)
  let manifest = try dumpPackage(url)
  try checkProducts(of: manifest, in: url, against: try dumpPackage(ArticleListings.packageRoot))
  return manifest
}
