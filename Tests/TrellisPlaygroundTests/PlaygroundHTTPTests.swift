import Foundation
import HummingbirdTesting
import Testing
import TrellisPlayground

/// The HTTP routes, through Hummingbird's in-process router test client.
@Suite struct PlaygroundHTTPTests {
  private func makeServer() throws -> PlaygroundServer {
    try PlaygroundServer(configuration: .init(port: 0))
  }

  @Test func rootServesThePageWithItsCanvasAndScript() async throws {
    try await makeServer().makeApplication().test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        let page = String(buffer: response.body)
        #expect(page.contains("<canvas id=\"view\""))
        #expect(page.contains("src=\"/app.js\""))
        #expect(page.contains("href=\"/style.css\""))
        // No external URLs: everything the page loads comes from this server.
        #expect(!page.contains("http://") && !page.contains("https://"))
      }
    }
  }

  @Test func scriptAndStyleAreServedWithTheirContentTypes() async throws {
    try await makeServer().makeApplication().test(.router) { client in
      try await client.execute(uri: "/app.js", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
        let script = String(buffer: response.body)
        #expect(script.contains("function decodeFrame"))
        #expect(script.contains("new WebSocket"))
      }
      try await client.execute(uri: "/style.css", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/css; charset=utf-8")
      }
    }
  }

  @Test func scenesListsEveryCatalogueSceneInOrderWithItsParameters() async throws {
    try await makeServer().makeApplication().test(.router) { client in
      try await client.execute(uri: "/scenes", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/json")
        let json = try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8))
        let scenes = try #require(json as? [[String: Any]])
        #expect(scenes.map { $0["name"] as? String } == SceneCatalog.all.map(\.name))
        for (entry, descriptor) in zip(scenes, SceneCatalog.all) {
          #expect(entry["title"] as? String == descriptor.title)
          #expect(entry["supportsReorder"] as? Bool == descriptor.supportsReorder)
          #expect(entry["supportsTapInsertDelete"] as? Bool == descriptor.supportsTapInsertDelete)
          let viewport = try #require(entry["defaultViewport"] as? [String: Double])
          #expect(viewport["width"] == Double(descriptor.defaultViewport.width))
          #expect(viewport["height"] == Double(descriptor.defaultViewport.height))
          let parameters = try #require(entry["parameters"] as? [[String: Any]])
          #expect(parameters.map { $0["key"] as? String } == descriptor.parameters.map(\.key))
          for (parameter, expected) in zip(parameters, descriptor.parameters) {
            #expect(parameter["minimum"] as? Double == expected.minimum)
            #expect(parameter["maximum"] as? Double == expected.maximum)
            #expect(parameter["defaultValue"] as? Double == expected.defaultValue)
            #expect(parameter["label"] as? String == expected.label)
          }
        }
      }
    }
  }

  @Test func healthzReportsOkAndNoSessions() async throws {
    try await makeServer().makeApplication().test(.router) { client in
      try await client.execute(uri: "/healthz", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body) == #"{"status":"ok","sessions":0}"#)
      }
    }
  }

  @Test func unknownPathsAreNotFound() async throws {
    try await makeServer().makeApplication().test(.router) { client in
      for path in ["/nope", "/Public/index.html", "/../Package.swift", "/app.js.map"] {
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .notFound, "\(path)")
        }
      }
    }
  }

  @Test func invalidConfigurationIsRejectedNamingTheCause() {
    #expect(throws: PlaygroundServerError.invalidConfiguration("port 70000 is outside 0...65535")) {
      try PlaygroundServer(configuration: .init(port: 70_000))
    }
    #expect(throws: PlaygroundServerError.invalidConfiguration("frame rate 0 is outside 1...1000")) {
      try PlaygroundServer(configuration: .init(frameRate: 0))
    }
  }
}
