import Foundation
import Testing

@testable import Trellis

/// Per-frame observers on their own, and through `advance(by:)`.
@Suite struct FrameObserversTests {
  @Test func observersRunInOrderAndARemovedOneNeverRunsAgain() {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: CollectionViewFlowLayout())
    var log: [String] = []
    let first = view.addFrameObserver { _, seconds in log.append("a \(seconds)") }
    view.addFrameObserver { _, _ in log.append("b") }
    view.advance(by: 0.5)
    view.removeFrameObserver(first)
    view.removeFrameObserver(first)
    view.advance(by: 0.25)
    #expect(log == ["a 0.5", "b", "b"])
  }

  @Test func tokensAreNeverReused() {
    var observers = FrameObservers()
    let a = observers.add { _, _ in }
    observers.remove(a)
    let b = observers.add { _, _ in }
    #expect(a != b)
    #expect(observers.entries.count == 1)
  }

  @Test func anObserverMayAddAnotherWhileTheyRun() {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: CollectionViewFlowLayout())
    var calls = 0
    view.addFrameObserver { collectionView, _ in
      calls += 1
      if calls == 1 { collectionView.addFrameObserver { _, _ in calls += 10 } }
    }
    view.advance(by: 0.1)  // the new observer joins from the next frame
    view.advance(by: 0.1)
    #expect(calls == 12)
  }
}
