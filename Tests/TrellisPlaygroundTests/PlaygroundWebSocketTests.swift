import Foundation
import HummingbirdTesting
import HummingbirdWSTesting
import NIOCore
import Testing
import TrellisPlayground
import WSClient

/// Reads a playground socket: binary frames decoded with `DecodedFrame`, JSON text replies.
/// Every wait is bounded by a number of messages (the server sends 60 frames per second, so 600
/// messages are about ten seconds), so a broken server fails the test instead of hanging it.
struct SocketReader {
  var iterator: WebSocketInboundMessageStream.AsyncIterator
  var texts: [String] = []

  init(_ inbound: WebSocketInboundStream) {
    iterator = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
  }

  /// The next binary frame that satisfies `condition`, remembering text replies on the way.
  mutating func frame(
    limit: Int = 600, where condition: (DecodedFrame) -> Bool = { _ in true }
  ) async throws
    -> DecodedFrame?
  {
    for _ in 0..<limit {
      guard let message = try await iterator.next() else { return nil }
      switch message {
      case .text(let text): texts.append(text)
      case .binary(let buffer):
        let frame = try DecodedFrame(Array(buffer.readableBytesView))
        if condition(frame) { return frame }
      }
    }
    return nil
  }

  /// The next text reply (JSON object) whose `type` is `type`, skipping frames.
  mutating func reply(ofType type: String, limit: Int = 600) async throws -> [String: Any]? {
    if let index = texts.firstIndex(where: { Self.type(of: $0) == type }) {
      return Self.object(texts.remove(at: index))
    }
    for _ in 0..<limit {
      guard let message = try await iterator.next() else { return nil }
      if case .text(let text) = message {
        if Self.type(of: text) == type { return Self.object(text) }
        texts.append(text)
      }
    }
    return nil
  }

  static func object(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
  }

  static func type(of text: String) -> String? {
    object(text)?["type"] as? String
  }
}

/// The WebSocket protocol, end to end against a live in-process server (Hummingbird's `.live`
/// test client and HummingbirdWSTesting's WebSocket client).
///
/// The time limit catches a hang, not slowness: the server's frame loop runs on the main actor,
/// which the main-actor suites of a parallel `swift test` share, so on a loaded 2-core machine a
/// test waits its turn for minutes (a one-minute limit failed every test of this suite there).
@Suite(.timeLimit(.minutes(5))) struct PlaygroundWebSocketTests {
  let client = WebSocketClientConfiguration(maxFrameSize: 1 << 20)

  private func makeServer() throws -> PlaygroundServer {
    try PlaygroundServer(configuration: .init(port: 0))
  }

  @Test func selectedSceneStreamsFramesAndWheelScrollingMovesTheContentOffset() async throws {
    try await makeServer().makeApplication().test(.live) { client in
      _ = try await client.ws("/ws", configuration: self.client) { inbound, outbound, _ in
        var reader = SocketReader(inbound)
        try await outbound.write(.text(#"{"type":"select","scene":"flow","width":390,"height":844}"#))
        let selected = try #require(try await reader.reply(ofType: "selected"))
        #expect(selected["scene"] as? String == "flow")
        let first = try #require(try await reader.frame())
        #expect(first.offsetY == 0)
        #expect(first.viewportWidth == 390 && first.viewportHeight == 844)
        // flow: 1,000 items by default (FlowScene's documentation).
        #expect(first.itemCount == 1000)
        #expect(first.elementCount > 0)
        #expect(first.visibleElements == first.elementCount)
        // SceneSession.scroll(by:): the offset moves by the delta at once (content ≫ 300 pt).
        try await outbound.write(.text(#"{"type":"wheel","dx":0,"dy":300}"#))
        let scrolled = try #require(try await reader.frame { $0.offsetY != 0 })
        #expect(scrolled.offsetY == 300)
        #expect(scrolled.frameNumber > first.frameNumber)
        // Frames keep coming, numbered one by one.
        let next = try #require(try await reader.frame())
        #expect(next.frameNumber == scrolled.frameNumber + 1)
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func dragWithTouchesScrollsTheContent() async throws {
    try await makeServer().makeApplication().test(.live) { client in
      _ = try await client.ws("/ws", configuration: self.client) { inbound, outbound, _ in
        var reader = SocketReader(inbound)
        // The waterfall has no long-press reordering: on a loaded machine the server may advance
        // the scene by more than 0.5 s between two of these messages (it skips ticks it has no
        // time for), which in the flow grid would turn the press into a reorder.
        try await outbound.write(.text(#"{"type":"select","scene":"waterfall"}"#))
        _ = try #require(try await reader.frame())
        // A finger from y = 600 up to y = 400: the content follows it, 200 pt further down.
        try await outbound.write(.text(#"{"type":"touch","phase":"began","x":200,"y":600}"#))
        _ = try await reader.frame()
        try await outbound.write(.text(#"{"type":"touch","phase":"moved","x":200,"y":500}"#))
        _ = try await reader.frame()
        try await outbound.write(.text(#"{"type":"touch","phase":"moved","x":200,"y":400}"#))
        let dragged = try #require(try await reader.frame { $0.offsetY >= 200 })
        #expect(dragged.offsetY == 200)
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func longPressAndDragReordersAndLabelsFollowTheItem() async throws {
    try await makeServer().makeApplication().test(.live) { client in
      _ = try await client.ws("/ws", configuration: self.client) { inbound, outbound, _ in
        var reader = SocketReader(inbound)
        try await outbound.write(.text(#"{"type":"select","scene":"flow","width":390,"height":844}"#))
        let start = try #require(try await reader.frame())
        // Flow grid (FlowScene: 80-pt squares, spacing 10, insets 10) in a 390-pt view: 4
        // columns, rows 90 pt apart, so item 0 is centred at (50, 50) and item 4, the first of
        // the second row, at (50, 140).
        try await outbound.write(.text(#"{"type":"touch","phase":"began","x":50,"y":50}"#))
        // SceneSession: a finger resting 0.5 s (30 frames at 60 Hz) starts the reorder; wait 40.
        _ = try #require(try await reader.frame { $0.frameNumber >= start.frameNumber + 40 })
        try await outbound.write(.text(#"{"type":"touch","phase":"moved","x":50,"y":100}"#))
        _ = try await reader.frame()
        try await outbound.write(.text(#"{"type":"touch","phase":"moved","x":50,"y":140}"#))
        let moving = try #require(try await reader.frame())
        try await outbound.write(.text(#"{"type":"touch","phase":"ended","x":50,"y":140}"#))
        let settled = try #require(try await reader.frame { $0.frameNumber >= moving.frameNumber + 60 })
        // Moving item 0 to index 4 (UIKit's move: out at 0, in at 4): positions 0…3 now hold the
        // items labelled 1…4 and position 4 holds the item labelled 0.
        let labels = Dictionary(
          settled.elements.filter { $0.kind == 0 }.map { ($0.item, $0.label) },
          uniquingKeysWith: { a, _ in a })
        #expect(labels[4] == 0)
        #expect(labels[0] == 1)
        #expect(labels[3] == 4)
        #expect(labels[5] == 5)
        #expect(settled.itemCount == 1000)
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func tapOnACellOfTheFeedDeletesIt() async throws {
    try await makeServer().makeApplication().test(.live) { client in
      _ = try await client.ws("/ws", configuration: self.client) { inbound, outbound, _ in
        var reader = SocketReader(inbound)
        try await outbound.write(.text(#"{"type":"select","scene":"reorder-feed"}"#))
        let first = try #require(try await reader.frame { $0.elementCount > 0 })
        // reorder-feed starts with 40 items (its `items` default); a tap on a cell deletes it.
        #expect(first.itemCount == 40)
        let cell = try #require(first.elements.first { $0.kind == 0 && $0.item == 0 })
        let x = cell.geometry[0] + cell.geometry[2] / 2 - first.offsetX
        let y = cell.geometry[1] + cell.geometry[3] / 2 - first.offsetY
        try await outbound.write(.text(#"{"type":"tap","x":\#(x),"y":\#(y)}"#))
        let after = try #require(try await reader.frame { $0.itemCount != 40 })
        #expect(after.itemCount == 39)
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func malformedMessagesAreAnsweredAndTheSessionGoesOn() async throws {
    try await makeServer().makeApplication().test(.live) { client in
      _ = try await client.ws("/ws", configuration: self.client) { inbound, outbound, _ in
        var reader = SocketReader(inbound)
        // Input before any scene.
        try await outbound.write(.text(#"{"type":"wheel","dx":0,"dy":10}"#))
        let early = try #require(try await reader.reply(ofType: "error"))
        #expect((early["message"] as? String)?.contains("needs a scene") == true)
        try await outbound.write(.text(#"{"type":"select","scene":"flow"}"#))
        let before = try #require(try await reader.frame())
        let cases: [(String, String)] = [
          ("{not json", "malformed JSON"),
          (#"{"type":"fly"}"#, "unknown message type 'fly'"),
          (#"{"type":"touch","phase":"began","x":"a","y":1}"#, "needs a number 'x'"),
          (#"{"type":"tap","x":1e300,"y":1}"#, "field 'x'"),
          (#"{"type":"select","scene":"springyy"}"#, "unknown scene 'springyy'"),
          (#"{"type":"param","key":"nope","value":1}"#, "unknown parameter 'nope'"),
          (#"{"type":"resize","width":50,"height":50}"#, "invalid viewport"),
        ]
        for (message, expected) in cases {
          try await outbound.write(.text(message))
          let error = try #require(try await reader.reply(ofType: "error"), "\(message)")
          let text = try #require(error["message"] as? String)
          #expect(text.contains(expected), "\(message) → \(text)")
        }
        // A binary message is refused too.
        try await outbound.write(.binary(ByteBuffer(bytes: [1, 2, 3])))
        let binary = try #require(try await reader.reply(ofType: "error"))
        #expect((binary["message"] as? String)?.contains("binary messages are not accepted") == true)
        // The session survived: the same scene, still scrolling, frames still numbered on.
        try await outbound.write(.text(#"{"type":"wheel","dx":0,"dy":120}"#))
        let after = try #require(try await reader.frame { $0.offsetY == 120 })
        #expect(after.frameNumber > before.frameNumber)
        #expect(after.itemCount == 1000)
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func oversizedMessagesAreAnsweredAndTheSessionGoesOn() async throws {
    try await makeServer().makeApplication().test(.live) { client in
      _ = try await client.ws("/ws", configuration: self.client) { inbound, outbound, _ in
        var reader = SocketReader(inbound)
        try await outbound.write(.text(#"{"type":"select","scene":"flow"}"#))
        _ = try #require(try await reader.frame())
        // One 100,000-byte frame: over the 65,536-byte message limit.
        try await outbound.write(.text(String(repeating: " ", count: 100_000)))
        let single = try #require(try await reader.reply(ofType: "error"))
        #expect(
          single["message"] as? String
            == "message of 100000 bytes is larger than the limit of 65536 bytes; it was ignored")
        // 70,000 bytes split by the client into 16 KiB frames: the size is counted across them.
        try await outbound.writeTextMessage(String(repeating: "x", count: 70_000))
        let split = try #require(try await reader.reply(ofType: "error"))
        #expect(
          split["message"] as? String
            == "message of 70000 bytes is larger than the limit of 65536 bytes; it was ignored")
        try await outbound.write(.text(#"{"type":"wheel","dx":0,"dy":50}"#))
        _ = try #require(try await reader.frame { $0.offsetY == 50 })
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func sessionsEndWhenTheirSocketCloses() async throws {
    let server = try makeServer()
    try await server.makeApplication().test(.live) { client in
      _ = try await client.ws("/ws", configuration: self.client) { inbound, outbound, _ in
        var reader = SocketReader(inbound)
        try await outbound.write(.text(#"{"type":"select","scene":"flow"}"#))
        _ = try #require(try await reader.frame())
        #expect(server.activeSessions == 1)
        try await outbound.close(.normalClosure, reason: nil)
      }
      // The count drops once the frame loop has been cancelled and awaited.
      var remaining = server.activeSessions
      for _ in 0..<200 where remaining != 0 {
        try await Task.sleep(for: .milliseconds(10))
        remaining = server.activeSessions
      }
      #expect(remaining == 0)
      try await client.execute(uri: "/healthz", method: .get) { response in
        #expect(String(buffer: response.body) == #"{"status":"ok","sessions":0}"#)
      }
    }
  }
}
