import Foundation
import HummingbirdTesting
import Testing
import TrellisPlayground
import TrellisText

/// `GET /fonts/NAME`: the Inter files TrellisText measures with, byte for byte, and nothing else.
@Suite struct PlaygroundFontRouteTests {
  /// The repository's Fonts/ directory, read directly (not through the bundle the server uses).
  private static let fontsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Sources/TrellisText/Fonts")

  /// The five files of Sources/TrellisText/Fonts.
  private static let names = [
    "Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-Italic.otf",
  ]

  @Test("each Inter file is served as font/otf with the bytes of the file in the repository")
  func everyFontIsServedByteForByte() async throws {
    try await PlaygroundServer(configuration: .init(port: 0)).makeApplication().test(.router) { client in
      for name in Self.names {
        let expected = try Data(contentsOf: Self.fontsDirectory.appendingPathComponent(name))
        // An OpenType file with CFF outlines starts with "OTTO".
        #expect(expected.prefix(4) == Data("OTTO".utf8))
        try await client.execute(uri: "/fonts/" + name, method: .get) { response in
          #expect(response.status == .ok, "\(name)")
          #expect(response.headers[.contentType] == "font/otf")
          #expect(Data(buffer: response.body) == expected, "\(name)")
        }
      }
    }
  }

  @Test("other names, other files and traversal attempts are 404 with a message naming the fonts")
  func otherNamesAreNotFound() async throws {
    let paths = [
      "/fonts/Inter-Black.otf", "/fonts/inter-regular.otf", "/fonts/Inter-Regular", "/fonts/OFL.txt",
      "/fonts/..%2F..%2FPackage.swift", "/fonts/%2e%2e%2fapp.js", "/fonts/../app.js.map", "/fonts/",
      "/fonts", "/fonts/Inter-Regular.otf/x", "/fonts/Inter-Regular.otf%00", "/Fonts/Inter-Regular.otf",
    ]
    try await PlaygroundServer(configuration: .init(port: 0)).makeApplication().test(.router) { client in
      for path in paths {
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .notFound, "\(path)")
          #expect(!Data(buffer: response.body).starts(with: Data("OTTO".utf8)), "\(path)")
        }
      }
      try await client.execute(uri: "/fonts/Inter-Black.otf", method: .get) { response in
        #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
        #expect(
          String(buffer: response.body)
            == "no font named \"Inter-Black.otf\"; the fonts are Inter-Regular.otf, Inter-Medium.otf, "
            + "Inter-SemiBold.otf, Inter-Bold.otf, Inter-Italic.otf\n")
      }
    }
  }

  @Test("style.css declares each file at the weight and style its face reports to TrellisText")
  func styleSheetWeightsMatchTheFaces() async throws {
    try await PlaygroundServer(configuration: .init(port: 0)).makeApplication().test(.router) { client in
      try await client.execute(uri: "/style.css", method: .get) { response in
        let css = String(buffer: response.body)
        for file in BundledFontFile.all {
          let face = try #require(Font(name: file.postScriptName, size: 17)).face
          #expect(face.weightClass == file.cssWeight)
          #expect(face.isItalic == file.isItalic)
          let rule =
            "font-family: \"Trellis Inter\"; font-weight: \(face.weightClass); font-style: "
            + "\(face.isItalic ? "italic" : "normal"); font-display: block;\n  src: url(\"/fonts/\(file.fileName)\")"
          #expect(css.contains(rule), "\(file.fileName)")
        }
        #expect(BundledFontFile.all.map(\.fileName) == Self.names)
      }
    }
  }
}
