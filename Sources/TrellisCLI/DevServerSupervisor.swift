import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The child processes of `dev`: `swift build` of the product, then the product's `serve`,
/// stopped and started again after each good build.
final class DevServerSupervisor: @unchecked Sendable {
  let package: URL
  let product: String
  let swift: String
  let host: String
  let port: Int
  /// Guards `server` and `signalSources` (the signal handlers run on another queue).
  private let lock = NSLock()
  private var server: Process?
  private var signalSources: [any DispatchSourceSignal] = []

  init(package: URL, product: String, swift: String, host: String, port: Int) {
    self.package = package
    self.product = product
    self.swift = swift
    self.host = host
    self.port = port
  }

  /// Prints a line of the supervisor's own, marked so it stands apart from the build's output.
  func say(_ message: String) {
    FileHandle.standardOutput.write(Data("[dev] \(message)\n".utf8))
  }

  /// Runs `swift build --product PRODUCT`, its output passed through; whether it succeeded.
  func build() -> Bool {
    let status = run(["build", "--package-path", package.path, "--product", product])
    return status == 0
  }

  /// Stops the running server, if any, and starts the freshly built one.
  ///
  /// - Throws: `CLIError` when the binary cannot be found or started.
  func restart() throws {
    guard let binary = builtBinary() else {
      throw CLIError("cannot find the built \(product): `swift build --show-bin-path` gave no directory")
    }
    lock.lock()
    defer { lock.unlock() }
    if let old = server {
      old.terminate()
      old.waitUntilExit()
      server = nil
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = ["serve", "--host", host, "--port", String(port)]
    do {
      try process.run()
    } catch {
      throw CLIError("cannot start \(binary.path): \(error)")
    }
    server = process
    say(
      "serving \(product) at http://\(host.contains(":") ? "[\(host)]" : host):\(port)/ (pid \(process.processIdentifier))"
    )
  }

  /// Stops the server and exits when the tool gets SIGINT or SIGTERM.
  func stopOnSignals() {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [self] in
        lock.lock()
        if let server, server.isRunning {
          server.terminate()
          server.waitUntilExit()
        }
        lock.unlock()
        say("stopped")
        exit(0)
      }
      source.resume()
      lock.lock()
      signalSources.append(source)
      lock.unlock()
    }
  }

  /// The built product's path, from `swift build --show-bin-path`.
  private func builtBinary() -> URL? {
    let pipe = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [swift, "build", "--package-path", package.path, "--show-bin-path"]
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      return nil
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let directory = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard !directory.isEmpty else { return nil }
    let binary = URL(fileURLWithPath: directory).appendingPathComponent(product)
    return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
  }

  /// Runs `swift ARGUMENTS` with the tool's standard output and error; its exit status.
  private func run(_ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [swift] + arguments
    do {
      try process.run()
    } catch {
      say("cannot run \(swift): \(error)")
      return -1
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
