import Testing
import TrellisPort

/// A `?? fallback` after a delegate call that the port makes non-optional is removed, since it
/// could never be used (Swift warns "right side of nil coalescing operator … never used").
@Suite("trellis port: fallbacks its own rewrite made dead")
struct DeadFallbackTests {
  @Test("a non-optional receiver: `?? sectionInset` is removed; an optional chain keeps it")
  func deadFallbackIsRemoved() {
    let source = """
      import UIKit

      final class L: UICollectionViewFlowLayout {
          func inset(_ d: UICollectionViewDelegateFlowLayout, _ cv: UICollectionView, _ s: Int) -> UIEdgeInsets {
              return d.collectionView?(cv, layout: self, insetForSectionAt: s) ?? sectionInset
          }
          func chained(_ cv: UICollectionView, _ s: Int) -> UIEdgeInsets {
              let d = cv.delegate as? UICollectionViewDelegateFlowLayout
              return d?.collectionView?(cv, layout: self, insetForSectionAt: s) ?? sectionInset
          }
          func grouped(_ d: UICollectionViewDelegateFlowLayout, _ cv: UICollectionView, _ s: Int) -> CGFloat {
              return d.collectionView?(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? 1 + 2
          }
      }

      """
    let (text, diagnostics) = port(source)
    #expect(text.contains("return d.collectionView(cv, layout: self, insetForSectionAt: s)\n"))
    #expect(text.contains("return d?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset"))
    // With another operator after the fallback, removing `?? 1` would regroup the sum: noted.
    #expect(text.contains("minimumLineSpacingForSectionAt: s) ?? 1 + 2"))
    let lines = diagnostics.map { "\($0.line) \($0.kind) \($0.text)" }
    #expect(lines.contains { $0.hasPrefix("5 rewrite `?? sectionInset` removed") })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "12 note the call no longer returns an optional, so the fallback after `??` (`1 + 2` and")
      })
    #expect(!lines.contains { $0.hasPrefix("9 rewrite `?? sectionInset` removed") })
  }
}
