import Foundation

@testable import TrellisConstraintSolver

/// kiwisolver (the Python binding of kiwi, an independent C++ implementation of Cassowary) as a
/// test oracle: systems go to `python3` as JSON on standard input, the values come back as JSON.
nonisolated enum KiwiOracle {
  /// Whether `python3` can import kiwisolver on this machine.
  static let isAvailable: Bool = {
    (try? run(script: "import kiwisolver", input: Data())) != nil
  }()

  /// Whether the environment demands the oracle (`TRELLIS_REQUIRE_KIWI=1`): then the tests that
  /// use it run, and fail if it is missing.
  static let isRequired = ProcessInfo.processInfo.environment["TRELLIS_REQUIRE_KIWI"] == "1"

  /// One constraint for kiwi: terms (variable index, coefficient), constant, operator and
  /// strength ("required" or a weight).
  struct KiwiConstraint: Encodable {
    var terms: [[Double]]
    var constant: Double
    var op: String
    var strength: Double?
  }

  /// One system: the number of variables and the constraints.
  struct KiwiSystem: Encodable {
    var variables: Int
    var constraints: [KiwiConstraint]
  }

  /// The Python side: builds each system with kiwisolver and prints every variable's value.
  static let script = """
    import json, sys
    import kiwisolver as kiwi
    data = json.load(sys.stdin)
    results = []
    for system in data:
        solver = kiwi.Solver()
        variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
        for c in system["constraints"]:
            expression = kiwi.Expression([kiwi.Term(variables[int(t[0])], t[1]) for t in c["terms"]], c["constant"])
            strength = "required" if c.get("strength") is None else c["strength"]
            solver.addConstraint(kiwi.Constraint(expression, c["op"], strength))
        solver.updateVariables()
        results.append([v.value() for v in variables])
    json.dump(results, sys.stdout)
    """

  struct OracleError: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `python3 -c script` with `input` on standard input; the standard output.
  static func run(script: String, input: Data) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Write and read on separate threads' worth of buffering: write all, close, then read.
    let writer = Thread {
      stdin.fileHandleForWriting.write(input)
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw OracleError(
        description: "python3 exited with \(process.terminationStatus): "
          + (String(data: errors, encoding: .utf8) ?? ""))
    }
    return output
  }

  /// kiwi's values for each system, variable by variable.
  static func solve(_ systems: [KiwiSystem]) throws -> [[Double]] {
    let input = try JSONEncoder().encode(systems)
    let output = try run(script: script, input: input)
    return try JSONDecoder().decode([[Double]].self, from: output)
  }
}
