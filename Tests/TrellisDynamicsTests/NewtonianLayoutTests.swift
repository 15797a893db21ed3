import Foundation
import Testing
import TrellisDynamics

/// A 320 × 480 collection view (the objc.io sample's screen) with a Newtonian layout and an
/// empty single-section data source.
struct NewtonianScene {
  let layout = NewtonianLayout()
  let view: CollectionView
  let dataSource = FixedCountDataSource([0])
  let recorder = SpringPauseRecorder()

  init() {
    view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.dataSource = dataSource
    view.layoutIfNeeded()
    layout.dynamicAnimator.delegate = recorder
  }

  func insert(_ count: Int) throws {
    let start = dataSource.counts[0]
    try view.performCheckedBatchUpdates {
      dataSource.counts[0] += count
      view.insertItems(at: (start..<(start + count)).map { IndexPath(item: $0, section: 0) })
    }
  }

  func delete(_ item: Int) throws {
    try view.performCheckedBatchUpdates {
      dataSource.counts[0] -= 1
      view.deleteItems(at: [IndexPath(item: item, section: 0)])
    }
  }

  /// Advances in 1/120 s frames; returns the frames of the live cells after each one.
  @discardableResult
  func run(seconds: Double) -> [[CGRect]] {
    var frames: [[CGRect]] = []
    for _ in 0..<Int((seconds * 120).rounded()) {
      view.advance(by: 1.0 / 120)
      frames.append(cellFrames())
    }
    return frames
  }

  func cellFrames() -> [CGRect] {
    (0..<dataSource.counts[0]).compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
  }

  var cells: [CollectionViewLayoutAttributes] {
    (layout.layoutAttributesForElements(in: CGRect(x: -1000, y: -1000, width: 3000, height: 3000)) ?? [])
      .filter { $0.representedElementCategory == .cell }
  }
}

@Suite struct NewtonianLayoutTests {
  static let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)

  /// Whether `frame` lies inside the 320 × 480 bounds give or take 1 pt.
  static func inside(_ frame: CGRect) -> Bool {
    bounds.insetBy(dx: -1, dy: -1).contains(frame)
  }

  @Test("An inserted cell starts off-screen at (maxX + 100, 300) and ends at rest inside the bounds")
  func insertedCellComesToRest() throws {
    let scene = NewtonianScene()
    #expect(scene.layout.collectionViewContentSize == CGSize(width: 320, height: 480))
    try scene.insert(1)
    // objc.io (docs/uikit-reference.md, "Newtonian layout"): a 100 × 100 cell at origin
    // (maxX + 100, 300) = (420, 300).
    let start = try #require(scene.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(start.frame == CGRect(x: 420, y: 300, width: 100, height: 100))
    scene.run(seconds: 8)
    let frame = try #require(scene.cellFrames().first)
    #expect(Self.inside(frame))
    // At rest on the floor: bottom at 480 (within the contact slop of 1 pt).
    #expect(abs(frame.maxY - 480) < 1)
    #expect(!scene.layout.dynamicAnimator.isRunning)
    #expect(scene.recorder.pauses.count >= 1)
  }

  @Test("Ten cells inserted at once all end inside the bounds and the animator pauses")
  func tenCellsSettle() throws {
    let scene = NewtonianScene()
    try scene.insert(10)
    var t = 0.0
    while scene.recorder.pauses.isEmpty && t < 20 {
      scene.view.advance(by: 1.0 / 120)
      t += 1.0 / 120
    }
    // 10 boxes of 100 × 100 fit in 320 × 480 (3 per row, 4 rows); the bound of 20 s covers
    // the entrance swing (a 1 Hz spring, ~1 s per swing), the fall and the 0.5 s sleep time.
    #expect(t < 20)
    #expect(!scene.layout.dynamicAnimator.isRunning)
    let frames = scene.cellFrames()
    #expect(frames.count == 10)
    for f in frames { #expect(Self.inside(f)) }
  }

  @Test("A deleted cell falls as a decoration item out of the bounds and is removed; other updates go on")
  func deletedCellFallsAway() throws {
    let scene = NewtonianScene()
    try scene.insert(2)
    scene.run(seconds: 8)
    let resting = try #require(scene.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let top = resting.frame.minY
    try scene.delete(0)
    #expect(scene.layout.fallingItemCount == 1)
    #expect(scene.cells.count == 1)
    // The falling item is a decoration element with a serial index path, where the cell was.
    let all = scene.layout.layoutAttributesForElements(in: Self.bounds) ?? []
    let falling = try #require(all.first { $0.representedElementCategory == .decorationView })
    #expect(falling.representedElementKind == NewtonianLayout.elementKindFallingItem)
    #expect(abs(falling.center.y - resting.center.y) < 1e-9)
    // An insert while it falls is not blocked; the live cells are renumbered 0, 1.
    try scene.insert(1)
    #expect(scene.cells.count == 2)
    #expect(scene.layout.fallingItemCount == 1)
    // Free fall from rest (docs/uikit-reference.md, "Closed forms for tests": y = ½gt²,
    // g = 1000 pt/s²): the top edge passes the bottom of the bounds after falling 480 − top pt,
    // t = √(2·(480 − top)/1000); with the engine's semi-implicit Euler (y = ½g·t(t + h), h = 1/120)
    // a little earlier. Removal comes at the end of the step that takes it out, so within
    // [t − 0.02 s, t + 0.02 s].
    let d = Double(480 - top)
    let t = (2 * d / 1000).squareRoot()
    scene.run(seconds: t - 0.02)
    #expect(scene.layout.fallingItemCount == 1)
    scene.run(seconds: 0.04)
    #expect(scene.layout.fallingItemCount == 0)
    #expect(
      (scene.layout.layoutAttributesForElements(in: Self.bounds) ?? []).allSatisfy {
        $0.representedElementCategory == .cell
      })
    #expect(scene.cells.count == 2)
  }

  @Test("A falling item is removed after deletionTimeout even inside the bounds")
  func deletionTimeout() throws {
    let scene = NewtonianScene()
    scene.layout.deletionTimeout = 0.1
    try scene.insert(1)
    scene.run(seconds: 8)
    try scene.delete(0)
    // From rest the cell falls ½·1000·0.1² = 5 pt in 0.1 s: still inside, removed by the timeout.
    scene.run(seconds: 0.05)
    #expect(scene.layout.fallingItemCount == 1)
    scene.run(seconds: 0.06)
    #expect(scene.layout.fallingItemCount == 0)
  }

  @Test("Two runs of the same insert/delete script give identical frames")
  func deterministic() throws {
    func script() throws -> [[CGRect]] {
      let scene = NewtonianScene()
      try scene.insert(4)
      var frames = scene.run(seconds: 1.5)
      try scene.delete(1)
      try scene.insert(2)
      frames += scene.run(seconds: 2)
      return frames
    }
    let a = try script()
    let b = try script()
    #expect(a.count == 420)
    #expect(a == b)
  }

  @Test("Invalid constants are rejected with an error and change nothing")
  func rejectsInvalidValues() {
    let layout = NewtonianLayout()
    layout.itemSize = CGSize(width: 0, height: 100)
    #expect(layout.itemSize == CGSize(width: 100, height: 100))
    #expect(layout.lastError != nil)
    layout.attachmentDamping = 2
    #expect(layout.attachmentDamping == 0.4)
    layout.attachmentFrequency = 0
    #expect(layout.attachmentFrequency == 1)
    layout.attachmentLength = -5
    #expect(layout.attachmentLength == 300)
    layout.deletionTimeout = .nan
    #expect(layout.deletionTimeout == 2)
  }
}
