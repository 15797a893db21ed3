import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What went wrong in one case.
struct Problem {
  enum Kind: String {
    case trap, hang, nan, wrong
  }

  let kind: Kind
  let surface: String
  let index: UInt64
  let caseSeed: UInt64
  let detail: String
}

/// The counts of one surface.
struct Tally {
  var cases = 0
  var passed = 0
  var traps = 0
  var hangs = 0
  var nonFinite = 0
  var wrong = 0
  var seconds = 0.0

  var problems: Int { traps + hangs + nonFinite + wrong }
}

/// Runs a campaign: the cases of each surface in chunks, each chunk in a worker process, at most
/// `jobs` at a time, each case under a watchdog.
///
/// A worker reports `B <index>` when a case begins, `P <index>` when it passes and
/// `F <index> <nan|wrong> <message>` when a check fails. When a worker dies inside a case (a trap)
/// or a case outlives `timeout` (a hang; the worker is killed), the case is counted with its
/// seed and a new worker continues with the next case.
final class Campaign {
  struct Chunk {
    let surface: String
    var next: UInt64
    let end: UInt64
  }

  final class Running {
    let chunk: Chunk
    let process: ChildProcess
    var current: UInt64?
    var caseStart: Double
    var next: UInt64

    init(chunk: Chunk, process: ChildProcess, now: Double) {
      self.chunk = chunk
      self.process = process
      self.caseStart = now
      self.next = chunk.next
    }
  }

  let seed: UInt64
  let jobs: Int
  let timeout: Double
  let chunkSize: UInt64
  let quiet: Bool
  var queue: [Chunk] = []
  var tallies: [String: Tally] = [:]
  var problems: [Problem] = []
  var order: [String] = []
  private var spawned = 0
  /// Per surface: when its first worker started and when it last reported.
  private var firstStart: [String: Double] = [:]
  private var lastEvent: [String: Double] = [:]
  private let executable = executablePath()
  private let scratch: String

  init(seed: UInt64, jobs: Int, timeout: Double, chunkSize: UInt64, quiet: Bool) {
    self.seed = seed
    self.jobs = max(1, jobs)
    self.timeout = timeout
    self.chunkSize = max(1, chunkSize)
    self.quiet = quiet
    scratch = NSTemporaryDirectory() + "trellis-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
  }

  /// Queues `count` cases of `surface`, starting at case index `first`.
  func add(surface: String, count: UInt64, first: UInt64 = 0) {
    guard count > 0 else { return }
    order.append(surface)
    tallies[surface] = Tally()
    var start = first
    while start < first + count {
      let end = min(first + count, start + chunkSize)
      queue.append(Chunk(surface: surface, next: start, end: end))
      start = end
    }
  }

  /// Runs everything queued; returns the total number of problems.
  func run() -> Int {
    var running: [Running] = []
    let started = monotonicSeconds()
    var lastReport = started
    while !queue.isEmpty || !running.isEmpty {
      while running.count < jobs, !queue.isEmpty {
        let chunk = queue.removeFirst()
        if firstStart[chunk.surface] == nil { firstStart[chunk.surface] = monotonicSeconds() }
        if let worker = spawn(chunk) { running.append(worker) }
      }
      var fds = running.map { pollfd(fd: $0.process.protocolFD, events: Int16(POLLIN), revents: 0) }
      _ = poll(&fds, nfds_t(fds.count), 100)
      let now = monotonicSeconds()
      var finished: [Int] = []
      for (position, worker) in running.enumerated() {
        for line in worker.process.readLines() {
          handle(line, worker, now: now)
          lastEvent[worker.chunk.surface] = now
        }
        if worker.process.isEOF {
          finished.append(position)
        } else if let current = worker.current, now - worker.caseStart > timeout {
          worker.process.terminate()
          _ = worker.process.wait()
          record(
            .hang, surface: worker.chunk.surface, index: current,
            detail: String(format: "still running after %.0f s", timeout))
          worker.current = nil
          requeue(worker, after: current)
          finished.append(position)
          try? FileManager.default.removeItem(atPath: worker.process.stderrPath)
          continue
        }
      }
      for position in finished.reversed() {
        let worker = running.remove(at: position)
        guard worker.process.isEOF else { continue }
        let exit = worker.process.wait()
        if let current = worker.current {
          let message = worker.process.stderrTail()
          record(
            .trap, surface: worker.chunk.surface, index: current,
            detail: (exit ?? "exited") + (message.isEmpty ? "" : ": " + message))
          requeue(worker, after: current)
        } else if let exit, worker.next < worker.chunk.end {
          // Died between cases (should not happen): count the next case as a trap.
          record(.trap, surface: worker.chunk.surface, index: worker.next, detail: exit + " between cases")
          requeue(worker, after: worker.next)
        }
        try? FileManager.default.removeItem(atPath: worker.process.stderrPath)
        lastEvent[worker.chunk.surface] = now
      }
      if now - lastReport > (quiet ? 300 : 10) {
        lastReport = now
        progress(elapsed: now - started)
      }
    }
    try? FileManager.default.removeItem(atPath: scratch)
    for (surface, start) in firstStart { tallies[surface]?.seconds = (lastEvent[surface] ?? start) - start }
    return tallies.values.reduce(0) { $0 + $1.problems }
  }

  private func spawn(_ chunk: Chunk) -> Running? {
    spawned += 1
    let stderrPath = scratch + "/worker-\(spawned).err"
    let arguments = [
      "worker", "--surface", chunk.surface, "--seed", String(seed), "--from", String(chunk.next), "--to",
      String(chunk.end),
    ]
    do {
      let process = try ChildProcess(executable: executable, arguments: arguments, stderrPath: stderrPath)
      return Running(chunk: chunk, process: process, now: monotonicSeconds())
    } catch {
      FileHandle.standardError.write(Data("trellis-fuzz: \(error)\n".utf8))
      return nil
    }
  }

  private func requeue(_ worker: Running, after index: UInt64) {
    let next = index + 1
    if next < worker.chunk.end {
      queue.insert(Chunk(surface: worker.chunk.surface, next: next, end: worker.chunk.end), at: 0)
    }
  }

  private func handle(_ line: String, _ worker: Running, now: Double) {
    let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count >= 2, let index = UInt64(parts[1]) else { return }
    let surface = worker.chunk.surface
    switch parts[0] {
    case "B":
      worker.current = index
      worker.caseStart = now
    case "P":
      worker.current = nil
      worker.next = index + 1
      tallies[surface]?.cases += 1
      tallies[surface]?.passed += 1
    case "F":
      worker.current = nil
      worker.next = index + 1
      let kind: Problem.Kind = parts.count > 2 && parts[2] == "nan" ? .nan : .wrong
      record(kind, surface: surface, index: index, detail: parts.count > 3 ? String(parts[3]) : "")
    default:
      break
    }
  }

  private func record(_ kind: Problem.Kind, surface: String, index: UInt64, detail: String) {
    var tally = tallies[surface] ?? Tally()
    tally.cases += 1
    switch kind {
    case .trap: tally.traps += 1
    case .hang: tally.hangs += 1
    case .nan: tally.nonFinite += 1
    case .wrong: tally.wrong += 1
    }
    tallies[surface] = tally
    let caseSeed = caseSeedFor(surface: surface, index: index)
    let problem = Problem(kind: kind, surface: surface, index: index, caseSeed: caseSeed, detail: detail)
    problems.append(problem)
    if !quiet || problems.count <= 50 {
      print("\(kind.rawValue.uppercased()) \(surface) case \(index): \(detail)")
      print("  reproduce: \(reproduceCommand(problem))")
    }
  }

  func caseSeedFor(surface: String, index: UInt64) -> UInt64 {
    caseSeedFunction(seed, surface, index)
  }

  /// Set by main: the seed derivation of FuzzCore (kept out of this file so it has no MainActor
  /// dependency).
  var caseSeedFunction: (UInt64, String, UInt64) -> UInt64 = { _, _, _ in 0 }

  func reproduceCommand(_ problem: Problem) -> String {
    "swift run --package-path Fuzz -c release trellis-fuzz replay --surface \(problem.surface) "
      + "--case-seed 0x\(String(problem.caseSeed, radix: 16)) --verbose"
  }

  private func progress(elapsed: Double) {
    let done = tallies.values.reduce(0) { $0 + $1.cases }
    let bad = tallies.values.reduce(0) { $0 + $1.problems }
    print(String(format: "… %d cases, %d problems, %.0f s", done, bad, elapsed))
    fflush(nil)
  }

  /// The summary table.
  func summary(totalSeconds: Double) -> String {
    var lines = ["surface                  cases   traps  hangs  nan  wrong  seconds"]
    var total = Tally()
    for surface in order {
      let t = tallies[surface] ?? Tally()
      lines.append(
        surface.padding(toLength: 22, withPad: " ", startingAt: 0)
          + String(
            format: " %8d %7d %6d %4d %6d %8.1f", t.cases, t.traps, t.hangs, t.nonFinite, t.wrong, t.seconds))
      total.cases += t.cases
      total.traps += t.traps
      total.hangs += t.hangs
      total.nonFinite += t.nonFinite
      total.wrong += t.wrong
    }
    lines.append(
      "total".padding(toLength: 22, withPad: " ", startingAt: 0)
        + String(
          format: " %8d %7d %6d %4d %6d %8.1f", total.cases, total.traps, total.hangs, total.nonFinite,
          total.wrong,
          totalSeconds))
    return lines.joined(separator: "\n")
  }
}
