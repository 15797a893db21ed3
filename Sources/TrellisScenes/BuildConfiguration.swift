/// How the Trellis modules were compiled: `debug` (`swift build`, `swift run`: no optimisation,
/// many times slower) or `release` (`swift build -c release`, `swift run -c release`).
///
/// The playground shows it in its statistics and `trellis bench` prints it, so that timings
/// are read knowing which build made them.
nonisolated public enum BuildConfiguration: String, Sendable, Equatable {
  /// Compiled without optimisation (`-Onone`, the `DEBUG` condition set).
  case debug
  /// Compiled with optimisation (`-c release`).
  case release

  /// The configuration this module was compiled in (`#if DEBUG`).
  public static var current: BuildConfiguration {
    #if DEBUG
    .debug
    #else
    .release
    #endif
  }
}
