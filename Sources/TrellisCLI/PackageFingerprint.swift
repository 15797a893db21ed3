import Foundation

/// What `dev` watches in a package: the manifest and every file under `Sources/` — each one's
/// path, size and modification date, sorted by path, so that two fingerprints compare equal
/// exactly when no watched file was added, removed, resized or saved.
///
/// Hidden files and directories (editors' swap files, `.build`) are not watched.
struct PackageFingerprint: Equatable, Sendable {
  /// One watched file.
  struct Entry: Equatable, Sendable {
    /// The path relative to the package's directory.
    let path: String
    let size: Int
    let modified: Date
  }

  /// The watched files, sorted by path.
  let entries: [Entry]

  /// The fingerprint of the package at `directory`.
  ///
  /// - Throws: `CLIError` when the directory has no `Package.swift`.
  /// - Complexity: O(n log n) for n files under `Sources/`.
  init(of directory: URL) throws {
    let manager = FileManager.default
    let manifest = directory.appendingPathComponent("Package.swift")
    guard manager.fileExists(atPath: manifest.path) else {
      throw CLIError("\(directory.path) is not a Swift package: it has no Package.swift")
    }
    let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
    var found: [Entry] = []
    func add(_ url: URL, relative: String) {
      guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else {
        return
      }
      found.append(
        Entry(
          path: relative, size: values.fileSize ?? 0,
          modified: values.contentModificationDate ?? Date(timeIntervalSince1970: 0)))
    }
    add(manifest, relative: "Package.swift")
    let sources = directory.appendingPathComponent("Sources")
    let prefix = sources.standardizedFileURL.path + "/"
    if let walker = manager.enumerator(
      at: sources, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    {
      for case let url as URL in walker {
        let path = url.standardizedFileURL.path
        let relative = path.hasPrefix(prefix) ? "Sources/" + path.dropFirst(prefix.count) : path
        add(url, relative: relative)
      }
    }
    entries = found.sorted { $0.path < $1.path }
  }

  /// The paths that differ from `earlier`: added, removed or changed, sorted.
  func changes(since earlier: PackageFingerprint) -> [String] {
    let before = Dictionary(earlier.entries.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    let now = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    return Set(before.keys).union(now.keys).filter { before[$0] != now[$0] }.sorted()
  }
}
