import Foundation

/// The queue between a connection's reader (which decodes browser messages) and its frame
/// loop (which owns the scene session and applies them once per frame).
///
/// Bounded: at most `limit` entries wait between two frames; further messages are dropped and
/// reported once. Consecutive `touch moved`, `reorder move` and `wheel` messages are coalesced
/// (the last position wins; wheel deltas add up), so each frame sees at most one move — which
/// also keeps the touch timestamps the session gives each event strictly increasing between
/// moves, as velocity tracking needs.
///
/// `@unchecked Sendable`: the mutable state is only touched under `lock` (NSLock rather than
/// `Synchronization.Mutex`, which needs macOS 15 while the package supports macOS 14).
final class PlaygroundInbox: @unchecked Sendable {
  /// One queued entry: a message to apply or an error to report.
  enum Entry: Sendable, Equatable {
    case message(PlaygroundMessage)
    case error(PlaygroundProtocolError)
  }

  private struct State {
    var entries: [Entry] = []
    var overflowReported = false
  }

  /// The most entries kept between two frames.
  let limit: Int
  private let lock = NSLock()
  private var state = State()

  init(limit: Int = 256) {
    self.limit = limit
  }

  /// Queues a decoded message, coalescing it with the previous one where that is lossless
  /// for the picture.
  func post(_ message: PlaygroundMessage) {
    lock.withLock {
      if case .message(let last)? = state.entries.last {
        switch (last, message) {
        case (.touch(.moved, _), .touch(.moved, _)), (.reorder(.move, _), .reorder(.move, _)):
          state.entries[state.entries.count - 1] = .message(message)
          return
        case (.wheel(let a, let first), .wheel(let b, let last)) where (first == nil) == (last == nil):
          // The deltas add up; the pointer's last position wins.
          state.entries[state.entries.count - 1] = .message(
            .wheel(CGVector(dx: a.dx + b.dx, dy: a.dy + b.dy), at: last))
          return
        default:
          break
        }
      }
      Self.append(.message(message), to: &state, limit: limit)
    }
  }

  /// Queues an error to be sent to the browser.
  func post(_ error: PlaygroundProtocolError) {
    lock.withLock { Self.append(.error(error), to: &state, limit: limit) }
  }

  /// Takes every queued entry, in arrival order, into `entries` (cleared first).
  func take(into entries: inout [Entry]) {
    entries.removeAll(keepingCapacity: true)
    lock.withLock {
      swap(&entries, &state.entries)
      state.overflowReported = false
    }
  }

  /// Puts `entries` back at the front of the queue, before anything that arrived since they
  /// were taken (the frame loop's leftovers when its work budget ran out).
  func putBack(_ entries: ArraySlice<Entry>) {
    lock.withLock { state.entries.insert(contentsOf: entries, at: 0) }
  }

  private static func append(_ entry: Entry, to state: inout State, limit: Int) {
    if state.entries.count < limit {
      state.entries.append(entry)
    } else if !state.overflowReported {
      state.overflowReported = true
      state.entries[state.entries.count - 1] = .error(.tooManyMessages(limit: limit))
    }
  }
}
