import ArgumentParser
import Foundation

/// Why a run did not simply succeed: the exit status and the text to print (on standard error,
/// or on standard output for help and version requests, whose status is 0).
struct CLIFailure: Error, Equatable {
  /// The exit status: 64 (`EX_USAGE`) for arguments the tool rejects, 1 for other failures, 0
  /// for help.
  var status: ExitCode
  /// The full text: "Error: …" followed by the usage of the command concerned, or the help.
  var text: String
}

extension TrellisCommand {
  /// Parses and runs `arguments` in the current `CLIContext`; `nil` on success.
  ///
  /// Differences from ArgumentParser's own `main()`:
  /// - a first argument that is neither an option nor a subcommand is an unknown command, with
  ///   a suggestion ("unknown command 'rendr'; did you mean 'render'?"), instead of an
  ///   unexpected argument of the default subcommand `serve`;
  /// - an error a subcommand throws while running because of its arguments (a scene that
  ///   rejects a value, an unreadable gesture script) is printed with that subcommand's usage
  ///   and exits with status 64, like a validation error.
  static func execute(_ arguments: [String]) async -> CLIFailure? {
    var command: any ParsableCommand
    do {
      try checkSubcommandName(arguments)
      command = try parseAsRoot(arguments)
    } catch {
      return CLIFailure(status: exitCode(for: error), text: fullMessage(for: error))
    }
    do {
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      return nil
    } catch let error as ValidationError {
      let subcommand = type(of: command)
      let usage = usageString(for: subcommand)
      let name = [CLIContext.commandName, subcommand.configuration.commandName].compactMap { $0 }.joined(
        separator: " ")
      return CLIFailure(
        status: .validationFailure,
        text: "Error: \(error.message)\nUsage: \(usage)\n  See '\(name) --help' for more information.")
    } catch {
      return CLIFailure(status: exitCode(for: error), text: fullMessage(for: error))
    }
  }

  /// The names a first argument may take: the subcommands and `help`.
  static var subcommandNames: [String] {
    subcommands.compactMap { $0.configuration.commandName } + ["help"]
  }

  /// Rejects a first argument that is not an option and names no subcommand.
  ///
  /// - Throws: `ValidationError` "unknown command 'rendr'; did you mean 'render'? Commands: …".
  static func checkSubcommandName(_ arguments: [String]) throws {
    guard let first = arguments.first, !first.hasPrefix("-"), !subcommandNames.contains(first) else { return }
    let names = subcommands.compactMap { $0.configuration.commandName }
    var message = "unknown command '\(first)'"
    if let suggestion = suggestion(for: first, among: names) {
      message += "; did you mean '\(suggestion)'?"
    } else {
      message += "."
    }
    message +=
      " Commands: \(names.joined(separator: ", ")) (the playground, `serve`, runs when none is given)."
    throw ValidationError(message)
  }

  /// The name in `names` closest to `word`: within an edit distance of 2 (and less than the
  /// word's length), or the only name `word` is a prefix of; the first in `names` on a tie.
  static func suggestion(for word: String, among names: [String]) -> String? {
    let lowered = word.lowercased()
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = editDistance(lowered, name)
      if distance <= 2, distance < lowered.count, distance < (best?.distance ?? .max) {
        best = (name, distance)
      }
    }
    if let best { return best.name }
    let prefixed = names.filter { $0.hasPrefix(lowered) && !lowered.isEmpty }
    return prefixed.count == 1 ? prefixed[0] : nil
  }

  /// The Levenshtein distance between `a` and `b`: the fewest insertions, deletions and
  /// substitutions of characters that turn one into the other.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
