import Foundation
import Testing

@testable import Trellis

/// Layout attributes with one more property, copied and compared as UIKit subclasses do.
nonisolated private final class TaggedAttributes: CollectionViewLayoutAttributes {
  var tag = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? TaggedAttributes)?.tag = tag
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TaggedAttributes, other.tag == tag else { return false }
    return super.isEqual(object)
  }
}

/// Attributes whose getters report other values than the stored ones (centre x + 1, half the
/// alpha), as an override may.
nonisolated private final class SkewedAttributes: CollectionViewLayoutAttributes {
  override var center: CGPoint {
    get { CGPoint(x: super.center.x + 1, y: super.center.y) }
    set { super.center = newValue }
  }

  override var alpha: CGFloat {
    get { super.alpha / 2 }
    set { super.alpha = newValue }
  }
}

/// A content configuration that counts its automatic updates.
private struct CountingConfiguration: ContentConfiguration {
  nonisolated(unsafe) static var updates = 0

  func makeContentView() -> any View & ContentView { CountingContentView(configuration: self) }

  func updated(for state: any ConfigurationState) -> CountingConfiguration {
    Self.updates += 1
    return self
  }
}

private final class CountingContentView: View, ContentView {
  var configuration: any ContentConfiguration

  init(configuration: any ContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }
}

/// A cell whose `updateConfiguration(using:)` records the states it is given.
private final class StateRecordingCell: CollectionViewCell {
  var states: [CellConfigurationState] = []

  override func updateConfiguration(using state: CellConfigurationState) {
    super.updateConfiguration(using: state)
    states.append(state)
  }
}

/// The sixth pass over the springy fling's layout pass (issue 23, host): the kept copy of plain
/// applied attributes stands for the applied values (`VisibleElement.appliedIsPlainCopy`), kept
/// values are compared in place (`hasValues(equalTo:)`), self-sizing compares and copies plain
/// attributes without `Any`, and a plain cell with nothing to configure does not build its
/// configuration state. Each shortcut is checked against the general code it stands for.
@MainActor @Suite struct LayoutPassSixthPassTests {
  /// A deterministic generator (a 64-bit linear congruential one, Knuth's MMIX constants).
  private struct Seeded {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }
  }

  /// Changes one seeded field of `a` (or none): geometry, appearance, identity, the bounds'
  /// origin (not part of the applied values, but of the attributes' equality).
  private func mutate(_ a: CollectionViewLayoutAttributes, _ random: inout Seeded) {
    let numbers: [CGFloat] = [0, -0.0, 3.75, 10, .nan]
    switch random.next() % 12 {
    case 0: a.center.x = random.pick(numbers)
    case 1: a.center.y = random.pick(numbers)
    case 2: a.size = random.pick([CGSize(width: 44, height: 44), CGSize(width: 20, height: 44), .zero])
    case 3: a.alpha = random.pick([1, 0.5, 0])
    case 4: a.zIndex = random.pick([0, 1, -2])
    case 5: a.isHidden.toggle()
    case 6:
      a.transform3D = random.pick([CATransform3DIdentity, CATransform3DMakeRotation(0.25, 0, 0, 1)])
    case 7:
      a.indexPath = random.pick([
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(indexes: [0, 1, 2]),
      ])
    case 8: a.selfSizingAxes = random.pick([[], .height, [.width, .height]])
    case 9: a.bounds.origin = random.pick([.zero, CGPoint(x: 3, y: 0)])
    case 10: (a as? TaggedAttributes)?.tag = random.pick([0, 1])
    default: break
    }
  }

  /// Bit patterns of applied values (NaN compares unequal to itself), or `[]` for none.
  private func bits(_ v: AppliedValues?) -> [UInt64] {
    guard let v else { return [] }
    let t = v.transform3D
    return [v.center.x, v.center.y, v.size.width, v.size.height, v.alpha, t.m11, t.m12, t.m21, t.m22]
      .map { Double($0).bitPattern } + [UInt64(bitPattern: Int64(v.zIndex)), v.isHidden ? 1 : 0]
  }

  // MARK: applied values kept as the plain copy

  /// The element's answers follow the rule it had before the shortcut — applied unless both
  /// the applied values snapshot and `isEqual(_:)` of the kept `copy()` match — over 4,000
  /// seeded steps that change plain and subclass attributes in place and switch between them;
  /// `update(to:)` reports a size change (self-sizing) exactly when the reference does, and
  /// the element's `appliedValues` are the reference's.
  @Test func appliedDecisionsMatchTheSnapshotRuleOnSeededSequences() {
    var random = Seeded(state: 23_000_006)
    let pool: [CollectionViewLayoutAttributes] = [
      CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)),
      CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)),
      TaggedAttributes(forCellWith: IndexPath(item: 0, section: 0)),
      SkewedAttributes(forCellWith: IndexPath(item: 0, section: 0)),
    ]
    for a in pool { a.size = CGSize(width: 44, height: 44) }
    var element = VisibleElement(
      key: .cell(ItemPath(section: 0, item: 0)), view: CollectionReusableView(frame: .zero),
      attributes: pool[0])
    var referenceValues: AppliedValues?
    var referenceObject: CollectionViewLayoutAttributes?
    var applied = 0
    var skipped = 0
    for step in 0..<4_000 {
      // Mostly the same object changed in place (a springy layout's), sometimes another.
      let a = random.next() % 5 == 0 ? random.pick(pool) : pool[step / 500 % pool.count]
      mutate(a, &random)
      let previousSize = referenceValues?.size
      let expectApplied: Bool
      if let referenceObject, let referenceValues, referenceValues == AppliedValues(a),
        referenceObject.isEqual(a)
      {
        expectApplied = false
      } else {
        expectApplied = true
        referenceObject = a.copy() as? CollectionViewLayoutAttributes
        referenceValues = AppliedValues(a)
      }
      let appliedBefore = element.view.appliedLayoutAttributes
      element.view.applyLayoutAttributes(CollectionViewLayoutAttributes())  // a marker
      let marker = element.view.appliedLayoutAttributes
      let sized = element.update(to: a)
      let didApply = element.view.appliedLayoutAttributes !== marker
      #expect(didApply == expectApplied, "step \(step)")
      #expect(sized == (expectApplied && previousSize != a.size), "step \(step)")
      #expect(bits(element.appliedValues) == bits(referenceValues), "step \(step)")
      if didApply { applied += 1 } else { skipped += 1 }
      _ = appliedBefore
    }
    #expect(applied > 500)
    #expect(skipped > 500)
  }

  private func applied(_ element: inout VisibleElement, _ a: CollectionViewLayoutAttributes) -> Bool {
    element.applyIfChanged(a)
  }

  /// A worked example: plain attributes applied, then the same values (not applied), then a
  /// new bounds origin (applied: `isEqual(_:)` compares the whole bounds), then a subclass with
  /// equal stored values (applied: another class), then the plain ones again (applied).
  @Test func aWorkedExampleOfPlainAndSubclassAttributes() {
    let plain = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
    plain.frame = CGRect(x: 10, y: 20, width: 44, height: 44)
    var element = VisibleElement(
      key: .cell(ItemPath(section: 0, item: 2)), view: CollectionReusableView(frame: .zero),
      attributes: plain)
    #expect(applied(&element, plain))
    #expect(element.appliedIsPlainCopy)
    #expect(element.appliedValuesBox == nil)
    #expect(element.appliedValues?.center == CGPoint(x: 32, y: 42))
    #expect(!applied(&element, plain))
    plain.bounds.origin = CGPoint(x: 1, y: 0)
    #expect(applied(&element, plain))
    let tagged = TaggedAttributes(forCellWith: IndexPath(item: 2, section: 0))
    tagged.values = plain.values
    #expect(applied(&element, tagged))
    #expect(!element.appliedIsPlainCopy)
    #expect(element.appliedValuesBox?.values.center == CGPoint(x: 32, y: 42))
    #expect(!applied(&element, tagged))
    #expect(applied(&element, plain))
    #expect(element.appliedIsPlainCopy)
    #expect(element.appliedValuesBox == nil)
    element.forgetApplied()
    #expect(element.appliedValues == nil)
    #expect(applied(&element, plain))
  }

  // MARK: hasValues(equalTo:)

  /// `hasValues(equalTo:)` answers as `values == other.values` on 20,000 seeded pairs that
  /// differ in no field, one field or several (three-part index paths, kinds, list placements
  /// and NaN among them).
  @Test func hasValuesMatchesValueEqualityOnSeededPairs() {
    var random = Seeded(state: 623)
    func make() -> CollectionViewLayoutAttributes {
      let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      a.size = CGSize(width: 44, height: 44)
      return a
    }
    var equal = 0
    for _ in 0..<20_000 {
      let a = make()
      let b = make()
      for _ in 0..<Int(random.next() % 3) { mutate(a, &random) }
      for _ in 0..<Int(random.next() % 3) { mutate(b, &random) }
      if random.next() % 7 == 0 { a.representedElementKind = "header" }
      if random.next() % 7 == 0 { b.representedElementKind = "header" }
      if random.next() % 9 == 0 {
        a.listPlacement = ListPlacement(style: .plain, role: .cell, isFirst: true, isLast: false)
      }
      if random.next() % 5 == 0 { b.values = a.values }
      let expected = a.values == b.values
      #expect(a.hasValues(equalTo: b) == expected)
      #expect(b.hasValues(equalTo: a) == expected)
      if expected { equal += 1 }
    }
    #expect(equal > 1_000)
  }

  // MARK: self-sizing's comparison and copy

  /// `isEqualAttributes` answers as `isEqual(_:)` for plain and subclass attributes, either way
  /// round, equal or not; `appliedCopy(of:)` of plain attributes is a new plain object with
  /// equal values, of a subclass the subclass's own copy.
  @Test func selfSizingComparisonAndCopyMatchTheMethods() {
    var random = Seeded(state: 77)
    for _ in 0..<2_000 {
      let kinds: [CollectionViewLayoutAttributes.Type] = [
        CollectionViewLayoutAttributes.self, TaggedAttributes.self, SkewedAttributes.self,
      ]
      let a = random.pick(kinds).init()
      let b = random.pick(kinds).init()
      a.size = CGSize(width: 44, height: 44)
      b.size = CGSize(width: 44, height: 44)
      mutate(a, &random)
      if random.next() % 2 == 0 { b.values = a.values } else { mutate(b, &random) }
      #expect(CollectionView.isEqualAttributes(a, b) == a.isEqual(b))
      let copy = VisibleElement.appliedCopy(of: a)
      #expect(copy !== a)
      #expect(copy.map { type(of: $0) == type(of: a) } == true)
      #expect(copy?.isEqual(a) == a.isEqual(a))
      #expect(copy?.values == a.values || a.values != a.values)
    }
  }

  // MARK: configuration updates of plain cells

  /// A plain cell with nothing to configure still counts its update; a handler set on a plain
  /// cell gets the state (with the selection); a plain cell's automatically updated content
  /// configuration is updated; a subclass's `updateConfiguration(using:)` gets the state.
  @Test func configurationUpdatesStillReachWhatReadsTheState() {
    let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    cell.layoutIfNeeded()
    let count = cell.configurationUpdateCount
    cell.setNeedsUpdateConfiguration()
    cell.layoutIfNeeded()
    #expect(cell.configurationUpdateCount == count + 1)

    var seen: [Bool] = []
    cell.configurationUpdateHandler = { _, state in seen.append(state.isSelected) }
    cell.layoutIfNeeded()
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(seen == [false, true])

    let configured = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    configured.contentConfiguration = CountingConfiguration()
    configured.layoutIfNeeded()
    let updates = CountingConfiguration.updates
    configured.isHighlighted = true
    configured.layoutIfNeeded()
    #expect(CountingConfiguration.updates == updates + 1)

    let recording = StateRecordingCell(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    recording.layoutIfNeeded()
    recording.states.removeAll()
    recording.isSelected = true
    recording.layoutIfNeeded()
    #expect(recording.states.map(\.isSelected) == [true])
  }

  // MARK: placing plain cells in one call

  /// A cell class that overrides nothing: it is placed through the view's setters, one by one.
  private final class PlainSubclassCell: CollectionViewCell {}

  /// A cell that records its setters' calls, to show a subclass is still placed through them.
  private final class SetterRecordingCell: CollectionViewCell {
    var calls: [String] = []
    override var center: CGPoint {
      get { super.center }
      set {
        calls.append("center")
        super.center = newValue
      }
    }
    override var alpha: CGFloat {
      get { super.alpha }
      set {
        calls.append("alpha")
        super.alpha = newValue
      }
    }
  }

  /// Bit patterns of what placing left on a view and its layer.
  private func placement(_ view: CollectionReusableView) -> [UInt64] {
    let layer = view.layer
    let t = layer.transform
    let numbers: [CGFloat] = [
      layer.bounds.minX, layer.bounds.minY, layer.bounds.width, layer.bounds.height, layer.position.x,
      layer.position.y, t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, layer.zPosition, view.frame.minX,
      view.frame.minY, view.frame.width, view.frame.height,
    ]
    return numbers.map { Double($0).bitPattern } + [
      UInt64(layer.opacity.bitPattern), layer.isHidden ? 1 : 0, UInt64(bitPattern: Int64(view.zIndex)),
    ]
  }

  /// A plain `CollectionViewCell` and a `CollectionReusableView`, placed in one call
  /// (`View.setPlacement`), end with the bits of a subclass placed through the setters, over 500
  /// seeded attributes (rotations, NaN, hidden, z indices, a bounds origin the view keeps); a
  /// subclass's overridden setters are still called, in order.
  @Test func plainViewsArePlacedAsThroughTheSetters() {
    var random = Seeded(state: 600_006)
    let plainCell = CollectionViewCell(frame: .zero)
    let plainView = CollectionReusableView(frame: .zero)
    let reference = PlainSubclassCell(frame: .zero)
    for view in [plainCell, plainView, reference] { view.bounds.origin = CGPoint(x: 5, y: -3) }
    for step in 0..<500 {
      let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: step, section: 0))
      a.size = CGSize(width: 44, height: 44)
      for _ in 0..<3 { mutate(a, &random) }
      a.zIndex = random.pick([0, 3, -1])
      plainCell.applyLayoutAttributes(a)
      plainView.applyLayoutAttributes(a)
      reference.applyLayoutAttributes(a)
      #expect(placement(plainCell) == placement(reference), "step \(step)")
      #expect(placement(plainView) == placement(reference), "step \(step)")
      #expect(plainCell.appliedLayoutAttributes === a)
    }
    let recording = SetterRecordingCell(frame: .zero)
    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    recording.applyLayoutAttributes(a)
    #expect(recording.calls == ["center", "alpha"])
  }

  // MARK: the plain frame

  /// Attributes of a subclass that overrides nothing: its `frame` runs the getter's general
  /// path, through the overridable getters.
  nonisolated private final class NonOverridingAttributes: CollectionViewLayoutAttributes {}

  /// `plainFrame` (what the layout pass reads for plain attributes) has the bits of the general
  /// path's frame, over 20,000 seeded attributes: signed zero, negative, NaN and infinite sizes
  /// and centres, identity, rotated and translated transforms.
  @Test func thePlainFrameMatchesTheGettersFrameOnSeededAttributes() {
    var random = Seeded(state: 1_023)
    let lengths: [CGFloat] = [44, 0.5, 0, -0.0, -10, .infinity, .nan, 1e300]
    let coordinates: [CGFloat] = [0, -0.0, 3.75, -7.125, 1e18, .nan, -.infinity]
    let transforms = [
      CATransform3DIdentity, CATransform3DMakeRotation(0.25, 0, 0, 1),
      CATransform3DMakeTranslation(3, -2, 0), CATransform3DMakeScale(2, 0.5, 1),
    ]
    func bits(_ r: CGRect) -> [UInt64] {
      [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0).bitPattern }
    }
    for step in 0..<20_000 {
      let plain = CollectionViewLayoutAttributes()
      plain.size = CGSize(width: random.pick(lengths), height: random.pick(lengths))
      plain.center = CGPoint(x: random.pick(coordinates), y: random.pick(coordinates))
      plain.transform3D = random.pick(transforms)
      let general = NonOverridingAttributes()
      general.values = plain.values
      #expect(bits(plain.plainFrame) == bits(general.frame), "step \(step)")
      #expect(bits(plain.frame) == bits(general.frame), "step \(step)")
    }
  }
}
