// The libFuzzer target: built only by Fuzz/libfuzzer.sh, with every module compiled under
// `-sanitize=fuzzer` (coverage instrumentation and libFuzzer linked in). `main` hands the command
// line to libFuzzer's driver with `fuzzOneInput` as the callback. The input's first byte picks
// the surface; the rest become the case's random numbers (`FuzzRandom(bytes:)`), so coverage
// feedback steers every choice a case makes, and a saved input replays the same case.

import FuzzKit

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point for programs that have their own `main` (LLVM 11 and later).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The surfaces libFuzzer drives: the engine's, which need neither a server nor the CLI.
@MainActor
enum LibFuzzerSurfaces {
  static let all: [any SynchronousFuzzSurface] = [
    LayoutInputSurface(), BatchUpdateSurface(), InteractiveMovementSurface(), DynamicsSurface(),
    CompositionalLayoutSurface(), DiffableApplySurface(), RightToLeftSurface(), ConstraintSolverSurface(),
    UpdateMapSurface(), TextSurface(), SelectionSurface(), SelectionPanFocusSurface(), ListsSurface(),
    ContextMenuSurface(),
    TransitionSurface(), DragDropSurface(), GestureRecognizerSurface(), PhysicsSurface(),
  ]
}

/// Runs one case for libFuzzer; a failed check calls `fatalError`, which libFuzzer reports as a
/// crash and saves the input of.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  return MainActor.assumeIsolated {
    let surface = LibFuzzerSurfaces.all[Int(bytes[0]) % LibFuzzerSurfaces.all.count]
    do {
      try surface.runSynchronously(FuzzContext(bytes: Array(bytes.dropFirst())))
    } catch {
      fatalError("\(surface.name): \(error)")
    }
    return 0
  }
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
