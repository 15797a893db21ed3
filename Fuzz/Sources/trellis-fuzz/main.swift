// trellis-fuzz: the command line of the fuzzing harness (see Fuzz/README.md).
//
//   trellis-fuzz [--surface NAME|all] [--cases N] [--seed S] [--jobs J] [--timeout SECONDS]
//                [--chunk N] [--quiet]
//   trellis-fuzz replay --surface NAME --case-seed X [--verbose]
//   trellis-fuzz list
//   trellis-fuzz worker --surface NAME --seed S --from I --to J   (internal: one chunk of cases)

import Foundation
import FuzzCore
import FuzzKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parsed options.
struct Options {
  var mode = "run"
  var surface = "all"
  var cases: UInt64 = 2_000
  var seed: UInt64 = 1
  var jobs = 2
  var timeout = 20.0
  var chunk: UInt64 = 250
  var quiet = false
  var verbose = false
  var caseSeed: UInt64?
  var caseIndex: UInt64?
  var skip: Set<String> = []
  var from: UInt64 = 0
  var to: UInt64 = 0

  static func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    var rest = arguments[...]
    if let first = rest.first, ["replay", "worker", "list", "run"].contains(first) {
      options.mode = first
      rest = rest.dropFirst()
    }
    func value(_ name: String) throws -> String {
      guard let value = rest.popFirst() else { throw RunnerError("\(name) needs a value") }
      return value
    }
    func number(_ name: String) throws -> UInt64 {
      let text = try value(name)
      let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
      guard let parsed else { throw RunnerError("\(name) must be a non-negative integer, got '\(text)'") }
      return parsed
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--surface": options.surface = try value(argument)
      case "--cases": options.cases = try number(argument)
      case "--seed": options.seed = try number(argument)
      case "--jobs": options.jobs = Int(min(try number(argument), 64))
      case "--timeout":
        let text = try value(argument)
        guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
          throw RunnerError("--timeout must be a positive number of seconds, got '\(text)'")
        }
        options.timeout = seconds
      case "--chunk": options.chunk = try number(argument)
      case "--case-seed": options.caseSeed = try number(argument)
      case "--case": options.caseIndex = try number(argument)
      case "--from": options.from = try number(argument)
      case "--to": options.to = try number(argument)
      case "--skip":
        options.skip.formUnion(try value(argument).split(separator: ",").map(String.init))
      case "--quiet": options.quiet = true
      case "--verbose": options.verbose = true
      case "--help", "-h":
        options.mode = "help"
      default:
        throw RunnerError("unknown argument '\(argument)' (see --help)")
      }
    }
    return options
  }
}

let usage = """
  usage: trellis-fuzz [--surface NAME|all] [--skip NAME,…] [--cases N] [--seed S] [--jobs J]
                      [--timeout SECONDS] [--chunk N] [--quiet]
         trellis-fuzz replay --surface NAME (--case-seed X | --seed S --case N) [--verbose]
         trellis-fuzz list

  Runs N seeded cases (default 2000, split across the surfaces by weight with --surface all) in
  worker processes, J at a time (default 2), each case under a watchdog (default 20 s). A trap,
  a hang, a NaN or a wrong result is printed with the command that replays it; the exit status
  is 1 when anything was found.
  """

/// Caps this process's address space (workers and replays) at `TRELLIS_FUZZ_MEMORY_MB`
/// megabytes (default 4096), so that a case that allocates without bound fails as a trap
/// ("failed to allocate …") instead of exhausting a shared machine.
func limitMemory() {
  let text = ProcessInfo.processInfo.environment["TRELLIS_FUZZ_MEMORY_MB"] ?? ""
  let megabytes = UInt64(text).flatMap { $0 > 0 ? $0 : nil } ?? 4_096
  var limit = rlimit(rlim_cur: rlim_t(megabytes << 20), rlim_max: rlim_t(megabytes << 20))
  #if canImport(Glibc)
  _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
  #else
  _ = setrlimit(RLIMIT_AS, &limit)
  #endif
}

/// Runs one chunk of cases in this process, reporting on file descriptor 3.
@MainActor
func runWorker(_ options: Options) async -> Int32 {
  guard let surface = FuzzSurfaces.named(options.surface) else { return 2 }
  limitMemory()
  let out = FileHandle(fileDescriptor: 3, closeOnDealloc: false)
  var index = options.from
  while index < options.to {
    let seed = FuzzRandom.caseSeed(campaign: options.seed, surface: surface.name, index: index)
    out.write(Data("B \(index)\n".utf8))
    do {
      try await surface.run(FuzzContext(seed: seed))
      out.write(Data("P \(index)\n".utf8))
    } catch let failure as FuzzFailure {
      let message = failure.message.replacingOccurrences(of: "\n", with: " ")
      out.write(Data("F \(index) \(failure.kind.rawValue) \(message)\n".utf8))
    } catch {
      out.write(
        Data(
          "F \(index) wrong unexpected error: \("\(error)".replacingOccurrences(of: "\n", with: " "))\n".utf8)
      )
    }
    index += 1
  }
  return 0
}

/// Replays one case in this process, printing its inputs with `--verbose`.
@MainActor
func runReplay(_ options: Options) async -> Int32 {
  guard let surface = FuzzSurfaces.named(options.surface),
    let caseSeed = options.caseSeed
      ?? options.caseIndex.map({
        FuzzRandom.caseSeed(campaign: options.seed, surface: options.surface, index: $0)
      })
  else {
    print(
      "replay needs --surface NAME (one of: \(FuzzSurfaces.all.map(\.name).joined(separator: ", "))) and "
        + "--case-seed X (or --seed S --case N)")
    return 2
  }
  limitMemory()
  print("replaying \(surface.name) case seed 0x\(String(caseSeed, radix: 16))")
  do {
    try await surface.run(FuzzContext(seed: caseSeed, verbose: options.verbose))
    print("passed")
    return 0
  } catch {
    print("FAILED: \(error)")
    return 1
  }
}

/// Splits `total` cases across the surfaces (but `skipping`) by weight (every surface gets at
/// least one).
@MainActor
func allocation(total: UInt64, skipping: Set<String>) -> [(String, UInt64)] {
  let surfaces = FuzzSurfaces.all.filter { !skipping.contains($0.name) }
  let weights = surfaces.map(\.weight)
  let sum = weights.reduce(0, +)
  var result: [(String, UInt64)] = []
  var assigned: UInt64 = 0
  for (index, surface) in surfaces.enumerated() {
    let share: UInt64
    if index == surfaces.count - 1 {
      share = total > assigned ? total - assigned : 0
    } else {
      share = max(1, UInt64((Double(total) * weights[index] / sum).rounded()))
    }
    result.append((surface.name, share))
    assigned += share
  }
  return result
}

@MainActor
func runCampaign(_ options: Options) -> Int32 {
  let campaign = Campaign(
    seed: options.seed, jobs: options.jobs, timeout: options.timeout, chunkSize: options.chunk,
    quiet: options.quiet)
  campaign.caseSeedFunction = { seed, surface, index in
    FuzzRandom.caseSeed(campaign: seed, surface: surface, index: index)
  }
  if options.surface == "all" {
    for (surface, count) in allocation(total: options.cases, skipping: options.skip) {
      campaign.add(surface: surface, count: count)
    }
  } else {
    guard FuzzSurfaces.named(options.surface) != nil else {
      print(
        "unknown surface '\(options.surface)'; known: all, \(FuzzSurfaces.all.map(\.name).joined(separator: ", "))"
      )
      return 2
    }
    campaign.add(surface: options.surface, count: options.cases)
  }
  print(
    "trellis-fuzz: \(options.cases) cases, seed \(options.seed), surface \(options.surface), "
      + "\(options.jobs) jobs, \(Int(options.timeout)) s watchdog")
  fflush(nil)
  let start = monotonicSeconds()
  let problems = campaign.run()
  print(campaign.summary(totalSeconds: monotonicSeconds() - start))
  return problems == 0 ? 0 : 1
}

let status: Int32
do {
  let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
  switch options.mode {
  case "worker": status = await runWorker(options)
  case "replay": status = await runReplay(options)
  case "list":
    for surface in FuzzSurfaces.all {
      print(
        "\(surface.name.padding(toLength: 22, withPad: " ", startingAt: 0)) weight \(surface.weight)  \(surface.summary)"
      )
    }
    status = 0
  case "help":
    print(usage)
    status = 0
  default: status = runCampaign(options)
  }
} catch {
  print("trellis-fuzz: \(error)\n\n\(usage)")
  status = 2
}
GestureScripts.removeDirectory()
exit(status)
