import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A worker process: this executable re-run in `worker` mode, its case protocol on a pipe at
/// file descriptor 3, its standard output discarded and its standard error kept in a file (the
/// message of a trap is read from there).
final class ChildProcess {
  let pid: pid_t
  /// The read end of the protocol pipe (non-blocking).
  let protocolFD: Int32
  /// Where the worker's standard error goes.
  let stderrPath: String
  private var pending: [UInt8] = []
  private(set) var isEOF = false

  /// Starts `executable` with `arguments`.
  init(executable: String, arguments: [String], stderrPath: String) throws {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw RunnerError("pipe() failed: errno \(errno)") }
    let readEnd = fds[0]
    let writeEnd = fds[1]
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 3)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // The plain "Fatal error: …" line is what the report needs; the backtracer's symbolication
    // takes seconds per trap.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in envp { free(pointer) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, nil, argv, envp)
    close(writeEnd)
    guard status == 0 else {
      close(readEnd)
      throw RunnerError("posix_spawn of \(executable) failed: \(String(cString: strerror(status)))")
    }
    pid = child
    protocolFD = readEnd
    self.stderrPath = stderrPath
  }

  /// Reads whatever the pipe has now; returns the complete lines. Sets `isEOF` when the worker
  /// closed the pipe (it exited).
  func readLines() -> [String] {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(protocolFD, &buffer, buffer.count)
      if count > 0 {
        pending.append(contentsOf: buffer[0..<count])
        continue
      }
      if count == 0 { isEOF = true }
      break
    }
    var lines: [String] = []
    while let newline = pending.firstIndex(of: 10) {
      lines.append(String(decoding: pending[..<newline], as: UTF8.self))
      pending.removeSubrange(...newline)
    }
    return lines
  }

  /// Kills the worker (SIGKILL).
  func terminate() {
    _ = kill(pid, SIGKILL)
  }

  /// Waits for the worker to exit; returns a description when it did not exit with status 0.
  func wait() -> String? {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    close(protocolFD)
    let signal = status & 0x7F
    if signal != 0 {
      return "killed by signal \(signal) (\(String(cString: strsignal(signal))))"
    }
    let code = (status >> 8) & 0xFF
    return code == 0 ? nil : "exited with status \(code)"
  }

  /// The last lines the worker wrote to its standard error (the trap's message).
  func stderrTail(maxLines: Int = 6) -> String {
    guard let text = try? String(contentsOfFile: stderrPath, encoding: .utf8) else { return "" }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    let interesting = lines.filter {
      $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("error:")
        || $0.contains("Crash")
        || $0.contains("precondition") || $0.contains("Assertion") || $0.contains("at /")
    }
    let chosen = interesting.isEmpty ? Array(lines.suffix(maxLines)) : Array(interesting.prefix(maxLines))
    return chosen.joined(separator: " | ")
  }
}

/// An error of the runner itself (not of a case).
struct RunnerError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Seconds on the monotonic clock (the runner's watchdog; the engine never reads a clock).
func monotonicSeconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// The path of the running executable.
func executablePath() -> String {
  #if os(Linux)
  if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
  #endif
  return CommandLine.arguments[0]
}
