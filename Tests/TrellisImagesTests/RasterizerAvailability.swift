import Foundation
import TrellisImages

/// Whether `rsvg-convert` is installed. `.ci/run` installs it and sets `TRELLIS_REQUIRE_RSVG=1`,
/// which makes the tests that need it run (and fail) whether or not it is found; elsewhere they
/// are skipped when it is missing.
nonisolated enum RasterizerAvailability {
  static let isRequired = ProcessInfo.processInfo.environment["TRELLIS_REQUIRE_RSVG"] == "1"
  static let shouldRun = isRequired || SVGRasterizer().programURL() != nil
}
