import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import TrellisText
import UnixSignals

#if canImport(Glibc)
import Glibc
#endif

/// The live browser playground: an HTTP + WebSocket server (Hummingbird 2) that serves the
/// page and runs one `SceneSession` per WebSocket connection.
///
/// Routes:
/// - `GET /`, `/index.html`, `/app.js`, `/device.js`, `/style.css`: the page (from the module's resources;
///   plain HTML/JS/CSS, no external URLs).
/// - `GET /favicon.svg` (also answered at `/favicon.ico`): the page's icon.
/// - `GET /fonts/NAME`: the Inter file NAME of TrellisText (`BundledFontFile.all`:
///   `Inter-Regular.otf`, `Inter-Medium.otf`, `Inter-SemiBold.otf`, `Inter-Bold.otf`,
///   `Inter-Italic.otf`) as `font/otf`, byte for byte, so the page draws text in the font it was
///   measured in. Any other NAME is 404 with a plain-text message naming the files; NAME is
///   compared with those five names and never reaches the file system.
/// - `GET /scenes`: the scenes of `catalog` as JSON (see `SceneListing`).
/// - `GET /info`: `{"buildConfiguration":"debug"}` or `"release"` (`BuildConfiguration`).
/// - `GET /healthz`: `{"status":"ok","sessions":N}`, N the WebSocket sessions running now.
/// - `GET /ws`: the WebSocket. The browser sends JSON text messages (see
///   `PlaygroundMessage`); the server sends a binary frame per tick (see
///   `PlaygroundFrameEncoder` for the byte layout) and JSON text replies (`selected`, `error`).
///   Pacing and lifetime are described in `PlaygroundConnection`.
///
/// Any other path is 404. The server listens on `host` only (127.0.0.1 by default).
///
/// Robustness: every session works within a `PlaygroundBudget` (elements per frame, time per
/// tick); the WebSocket's RFC 6455 rules the stack leaves out are checked on the raw bytes
/// (`WebSocketFrameGuard`: unmasked client frames and orphan continuation frames fail the
/// connection with status 1002); messages up to `maximumInboundFrameSize` are read, so one over
/// `maximumMessageSize` is answered with an error instead of closing the socket; `run` stops
/// within `closeTimeout` + `shutdownTimeout` of SIGTERM or SIGINT whatever the browsers do; and
/// when the last session ends, the memory it used is returned to the system.
public struct PlaygroundServer: Sendable {
  /// What the server listens on and how sessions run.
  public struct Configuration: Sendable, Equatable {
    /// The address to bind, `127.0.0.1` by default.
    public var host: String
    /// The port; 0 picks a free port (reported through `onStarted`).
    public var port: Int
    /// Frames per second of every session's frame loop.
    public var frameRate: Int
    /// The largest message the browser may send, in bytes; larger ones (up to
    /// `maximumInboundFrameSize` per WebSocket frame, in any number of frames) are answered with
    /// an error and ignored.
    public var maximumMessageSize: Int
    /// The largest frame the server sends, in bytes: a session's frame that would be larger is
    /// not sent (an error is). With the default budget frames stay under 600 KB (elements and
    /// at most one frame's worth of new cell content; see `PlaygroundBudget`).
    public var maximumFrameSize: Int
    /// The largest single WebSocket frame read from a browser, in bytes. A frame larger than this
    /// closes the connection (status 1009, message too big) before it is buffered; anything up to
    /// it is read, so a single-frame message over `maximumMessageSize` gets the error reply.
    public var maximumInboundFrameSize: Int
    /// The most messages queued between two frames of a session.
    public var maximumQueuedMessages: Int
    /// What one session may cost (elements per frame, work per tick).
    public var budget: PlaygroundBudget
    /// How long a closing connection waits for the browser's close frame before the socket is
    /// closed anyway.
    public var closeTimeout: Duration
    /// How long a graceful shutdown (SIGTERM, SIGINT) may take before the remaining connections
    /// are cancelled.
    public var shutdownTimeout: Duration
    /// The log level of the server's logger (Hummingbird's own messages included).
    public var logLevel: Logger.Level

    /// Creates a configuration.
    public init(
      host: String = "127.0.0.1", port: Int = 8080, frameRate: Int = 60, maximumMessageSize: Int = 64 * 1024,
      maximumFrameSize: Int = 1 << 20, maximumInboundFrameSize: Int = 4 << 20,
      maximumQueuedMessages: Int = 256,
      budget: PlaygroundBudget = PlaygroundBudget(), closeTimeout: Duration = .seconds(1),
      shutdownTimeout: Duration = .seconds(3), logLevel: Logger.Level = .warning
    ) {
      self.host = host
      self.port = port
      self.frameRate = frameRate
      self.maximumMessageSize = maximumMessageSize
      self.maximumFrameSize = maximumFrameSize
      self.maximumInboundFrameSize = maximumInboundFrameSize
      self.maximumQueuedMessages = maximumQueuedMessages
      self.budget = budget
      self.closeTimeout = closeTimeout
      self.shutdownTimeout = shutdownTimeout
      self.logLevel = logLevel
    }
  }

  /// The server's configuration.
  public let configuration: Configuration
  /// The scenes the page offers.
  public let catalog: SceneCatalog
  private let assets: PlaygroundAssets
  private let sessionCount = SessionCount()

  /// The number of WebSocket sessions running now: counted up when a socket opens, down when
  /// its frame loop has finished after the socket closed.
  public var activeSessions: Int { sessionCount.value }

  /// Creates a server and reads the page's files.
  ///
  /// - Parameters:
  ///   - configuration: what to listen on and how sessions run.
  ///   - catalog: the scenes the page offers: the built-in ones by default, or a catalogue
  ///     with scenes of your own.
  /// - Throws: `PlaygroundServerError` for a port outside 0…65535, a frame rate outside
  ///   1…1000, a non-positive size limit, or a page file missing from the bundle.
  public init(
    configuration: Configuration = Configuration(), catalog: SceneCatalog = .builtIn
  ) throws(PlaygroundServerError) {
    guard (0...65535).contains(configuration.port) else {
      throw .invalidConfiguration("port \(configuration.port) is outside 0...65535")
    }
    guard (1...1000).contains(configuration.frameRate) else {
      throw .invalidConfiguration("frame rate \(configuration.frameRate) is outside 1...1000")
    }
    guard configuration.maximumMessageSize > 0, configuration.maximumFrameSize > 0,
      configuration.maximumInboundFrameSize > 0, configuration.maximumQueuedMessages > 0,
      configuration.budget.maximumVisibleElements > 0, configuration.budget.maximumWorkPerTick > .zero
    else {
      throw .invalidConfiguration("message, frame, queue and budget limits must be positive")
    }
    guard configuration.closeTimeout >= .zero, configuration.shutdownTimeout >= .zero else {
      throw .invalidConfiguration("timeouts must not be negative")
    }
    self.configuration = configuration
    self.catalog = catalog
    self.assets = try PlaygroundAssets.load()
  }

  /// Builds the Hummingbird application (for `runService()`, or Hummingbird's test client).
  ///
  /// - Parameter onStarted: called once the server listens, with the bound port (the real one
  ///   when the configured port is 0).
  public func makeApplication(
    onStarted: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    var logger = Logger(label: "trellis.playground")
    logger.logLevel = configuration.logLevel
    let router = makeRouter()
    let configuration = self.configuration
    let webSocketResponder = router.buildResponder()
    var webSocket = WebSocketServerConfiguration(maxFrameSize: configuration.maximumInboundFrameSize)
    webSocket.closeTimeout = configuration.closeTimeout
    let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(ws: webSocket)
    return Application(
      router: router,
      server: HTTPServerBuilder { responder in
        FrameCheckingChannel(
          inner: HTTP1WebSocketUpgradeChannel(
            responder: responder, webSocketResponder: webSocketResponder, configuration: channelConfiguration)
        )
      },
      configuration: .init(
        address: .hostname(configuration.host, port: configuration.port), serverName: "Trellis playground"),
      onServerRunning: { channel in
        await onStarted(channel.localAddress?.port ?? configuration.port)
      },
      logger: logger)
  }

  /// Runs the server until the process receives SIGINT or SIGTERM (or the task is cancelled).
  ///
  /// A signal starts a graceful shutdown: the server stops accepting, every session ends and its
  /// socket gets a close frame, and connections whose browsers do not answer within
  /// `closeTimeout` are closed; whatever is left after `shutdownTimeout` is cancelled, so `run`
  /// always returns.
  ///
  /// - Parameter onStarted: called once the server listens, with the bound port.
  /// - Throws: `PlaygroundServerError.addressInUse` when another process listens on the port;
  ///   otherwise the server's own errors.
  public func run(onStarted: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
    do {
      try await makeServiceGroup(gracefulShutdownSignals: [.sigterm, .sigint], onStarted: onStarted).run()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw PlaygroundServerError.addressInUse(host: configuration.host, port: configuration.port)
    }
  }

  /// The service group `run` runs: the application, shut down gracefully on
  /// `gracefulShutdownSignals` (or `triggerGracefulShutdown()`), escalated to cancellation after
  /// `shutdownTimeout`.
  public func makeServiceGroup(
    gracefulShutdownSignals: [UnixSignal] = [], onStarted: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> ServiceGroup {
    let application = makeApplication(onStarted: onStarted)
    var group = ServiceGroupConfiguration(
      services: [application], gracefulShutdownSignals: gracefulShutdownSignals, logger: application.logger)
    group.maximumGracefulShutdownDuration = configuration.shutdownTimeout
    return ServiceGroup(configuration: group)
  }

  private func makeRouter() -> Router<BasicWebSocketRequestContext> {
    let router = Router(context: BasicWebSocketRequestContext.self)
    let assets = self.assets
    let scenesJSON = SceneListing.json(for: catalog.descriptors)
    router.get("/") { _, _ in Self.response(assets.indexHTML) }
    router.get("/index.html") { _, _ in Self.response(assets.indexHTML) }
    router.get("/app.js") { _, _ in Self.response(assets.appJS) }
    router.get("/device.js") { _, _ in Self.response(assets.deviceJS) }
    router.get("/style.css") { _, _ in Self.response(assets.styleCSS) }
    router.get("/favicon.svg") { _, _ in Self.response(assets.faviconSVG) }
    router.get("/favicon.ico") { _, _ in Self.response(assets.faviconSVG) }
    router.get("/fonts/:name") { _, context in
      let name = context.parameters.get("name") ?? ""
      if let font = assets.fonts[name] { return Self.response(font) }
      return Self.notFound(Self.unknownFontMessage(name))
    }
    let infoJSON = Data("{\"buildConfiguration\":\"\(BuildConfiguration.current.rawValue)\"}".utf8)
    router.get("/info") { _, _ in
      Self.response(PlaygroundAssets.Asset(data: infoJSON, contentType: "application/json"))
    }
    router.get("/scenes") { _, _ in
      Self.response(PlaygroundAssets.Asset(data: scenesJSON, contentType: "application/json"))
    }
    let sessionCount = self.sessionCount
    router.get("/healthz") { _, _ in
      let body = "{\"status\":\"ok\",\"sessions\":\(sessionCount.value)}"
      return Self.response(PlaygroundAssets.Asset(data: Data(body.utf8), contentType: "application/json"))
    }
    let configuration = self.configuration
    let catalog = self.catalog
    router.ws("/ws") { inbound, outbound, _ in
      sessionCount.add(1)
      await PlaygroundConnection(configuration: configuration, catalog: catalog).run(
        inbound: inbound, outbound: outbound)
      if sessionCount.add(-1) == 0 { ReleasedMemory.returnToSystem() }
    }
    return router
  }

  /// The 404 body for a font name that is not one of the served files.
  static func unknownFontMessage(_ name: String) -> String {
    var shown = name
    if name.unicodeScalars.count > 80 {
      var prefix = String.UnicodeScalarView()
      prefix.append(contentsOf: name.unicodeScalars.prefix(80))
      shown = String(prefix) + "…"
    }
    let names = BundledFontFile.all.map(\.fileName).joined(separator: ", ")
    return "no font named \(RenderTextEscaping.jsonString(shown)); the fonts are \(names)\n"
  }

  private static func notFound(_ message: String) -> Response {
    Response(
      status: .notFound,
      headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: message)))
  }

  private static func response(_ asset: PlaygroundAssets.Asset) -> Response {
    Response(
      status: .ok,
      headers: [.contentType: asset.contentType, .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.data)))
  }
}

/// A thread-safe count of running sessions.
///
/// `@unchecked Sendable`: the one mutable field is only touched under `lock`. (NSLock rather
/// than `Synchronization.Atomic`, which needs macOS 15 while the package supports macOS 14.)
private final class SessionCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  /// Adds `delta`; returns the new count.
  @discardableResult
  func add(_ delta: Int) -> Int {
    lock.withLock {
      count += delta
      return count
    }
  }
}

/// Hands memory the process freed back to the system.
enum ReleasedMemory {
  /// With glibc, `malloc_trim(0)`: freed pages of the heap (and of every arena) go back to the
  /// system, so that the resident size returns to its baseline once the sessions that used the
  /// memory have ended. Elsewhere the allocator does this by itself.
  static func returnToSystem() {
    #if canImport(Glibc)
    // `malloc_trim` is glibc's (malloc.h, which the Glibc module does not export): looked up
    // by name, and skipped with another C library.
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }
}
