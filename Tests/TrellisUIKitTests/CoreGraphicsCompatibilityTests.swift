// The Core Graphics, Core Foundation, Quartz Core and UIKit Foundation additions that Linux's
// Foundation lacks, used the way UIKit layouts use them.
import Testing
import TrellisUIKit

@Suite("Core Graphics API Linux lacks, as UIKit code uses it") @MainActor
struct CoreGraphicsCompatibilityTests {
  @Test("equalTo(_:) as in shouldInvalidateLayout(forBoundsChange:)")
  func equalTo() {
    let old = CGRect(x: 0, y: 0, width: 320, height: 480)
    let scrolled = CGRect(x: 0, y: 200, width: 320, height: 480)
    let rotated = CGRect(x: 0, y: 200, width: 480, height: 320)
    #expect(scrolled.size.equalTo(old.size))
    #expect(!rotated.size.equalTo(old.size))
    #expect(!scrolled.origin.equalTo(old.origin))
    #expect(old.origin.equalTo(.zero))
    #expect(old.equalTo(CGRect(x: 0, y: 0, width: 320, height: 480)))
    // Core Graphics standardizes rectangles first: a negative width counts from the other edge.
    #expect(CGRect(x: 100, y: 0, width: -100, height: 50).equalTo(CGRect(x: 0, y: 0, width: 100, height: 50)))
    #expect(CGRect.null.equalTo(.null))
  }

  @Test("CGFloat(MAXFLOAT) as an unbounded height")
  func maxFloat() {
    let unbounded = CGSize(width: 320, height: CGFloat(MAXFLOAT))
    // FLT_MAX, 3.40282347e+38, the largest finite Float.
    #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
    #expect(unbounded.height > 1e38 && unbounded.height.isFinite)
  }

  @Test("NSIndexPath(item:section:) with item, section and row, and bridging to IndexPath")
  func nsIndexPath() {
    let path = NSIndexPath(item: 3, section: 1)
    #expect(path.item == 3 && path.section == 1 && path.row == 3)
    #expect(path.length == 2)
    let bridged = path as IndexPath
    #expect(bridged == IndexPath(item: 3, section: 1))
    let back = IndexPath(item: 5, section: 2) as NSIndexPath
    #expect(back.item == 5 && back.section == 2)
    #expect(NSIndexPath(row: 4, section: 0).row == 4)
  }

  @Test("NSValue(cgRect:) keeps rects in collections; NSStringFromCGRect prints UIKit's format")
  func valuesAndStrings() {
    var cache: [NSValue] = []
    cache.append(NSValue(cgRect: CGRect(x: 10, y: 20, width: 100, height: 50)))
    cache.append(NSValue(cgPoint: CGPoint(x: 1.5, y: 2)))
    cache.append(NSValue(cgSize: CGSize(width: 3, height: 4)))
    #expect(cache[0].cgRectValue == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(cache[1].cgPointValue == CGPoint(x: 1.5, y: 2))
    #expect(cache[2].cgSizeValue == CGSize(width: 3, height: 4))
    #expect(NSStringFromCGRect(CGRect(x: 0, y: 0, width: 320, height: 480)) == "{{0, 0}, {320, 480}}")
    #expect(NSStringFromCGPoint(CGPoint(x: 0.5, y: -2)) == "{0.5, -2}")
    // 17 significant digits, as %.17g: 0.1 is 0.10000000000000001.
    #expect(NSStringFromCGSize(CGSize(width: 0.1, height: 1)) == "{0.10000000000000001, 1}")
  }

  @Test("CACurrentMediaTime() measures elapsed time; CFAbsoluteTimeGetCurrent() is the reference-date clock")
  func clocks() {
    // As a layout that throttles its work measures time: two readings of a monotonic clock.
    let start: CFTimeInterval = CACurrentMediaTime()
    var spin = 0
    for value in 0..<10_000 { spin &+= value }
    let elapsed = CACurrentMediaTime() - start
    #expect(spin == 49_995_000)
    #expect(elapsed >= 0 && elapsed < 60)
    // Seconds since 1 January 2001: within a second of Foundation's own reading.
    let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
    #expect(abs(now - Date().timeIntervalSinceReferenceDate) < 1)
    // 2001 + 24 years is more than 7.5·10⁸ seconds.
    #expect(now > 7.5e8)
  }
}
