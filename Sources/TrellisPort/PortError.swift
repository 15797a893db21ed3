/// Why `trellis port` stopped without writing anything (or, for `cannotWrite`, partway through
/// writing): a path it cannot read or write. Constructs it cannot port are not errors; they are
/// reported as messages.
public enum PortError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No path was given.
  case noInput
  /// A given path does not exist.
  case noSuchPath(String)
  /// A given file is not a `.swift` file.
  case notSwiftFile(String)
  /// A file or directory could not be read.
  case cannotRead(path: String, reason: String)
  /// Two input files would be written to the same output file.
  case outputCollision(first: String, second: String, output: String)
  /// The output path exists and is not a directory.
  case outputNotDirectory(String)
  /// An output file or directory could not be written.
  case cannotWrite(path: String, reason: String)

  /// The message, naming the path.
  public var description: String {
    switch self {
    case .noInput:
      "no file or directory to port was given"
    case .noSuchPath(let path):
      "cannot read \(path): no such file or directory"
    case .notSwiftFile(let path):
      "cannot port \(path): not a .swift file (give Swift files, or directories to search for them)"
    case .cannotRead(let path, let reason):
      "cannot read \(path): \(reason)"
    case .outputCollision(let first, let second, let output):
      "\(first) and \(second) would both be written to \(output); port them in separate runs"
    case .outputNotDirectory(let path):
      "cannot write into \(path): it exists and is not a directory"
    case .cannotWrite(let path, let reason):
      "cannot write \(path): \(reason)"
    }
  }
}
