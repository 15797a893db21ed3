import Foundation
import Testing

@testable import TrellisScenes

/// Golden values for determinism: for every built-in scene, a hash of the frames its default
/// script produces at fixed steps, recorded here. Two runs in one process agreeing
/// (SceneDeterminismTests) does not show that another machine or compiler gives the same frames;
/// these values do. A change of output — a new rounding, an evaluation order, a library that
/// answers differently — changes a hash.
///
/// The values were recorded by running this test on x86_64 Linux, Swift 6.3.1, debug build (the
/// test prints the value it computed when one differs). Change one only when a change of output
/// is intended, and say so in the commit.
@Suite("Scene golden hashes")
struct SceneGoldenHashTests {
  static let expected: [String: UInt64] = [
    "flow": 0x0c3b_5230_67dd_e6ae,
    "waterfall": 0xa059_fc63_7036_7bf2,
    "paged-grid": 0x0d6d_2b4f_2c80_357a,
    "cover-flow": 0x3609_1255_7108_73dc,
    "circular-cards": 0x9562_bd67_f326_d7f1,
    "springy": 0x23b4_04c2_aa2d_e3ff,
    "newtonian": 0x5a62_6dc6_accb_0906,
    "reorder-feed": 0xc370_25eb_388b_bf91,
    "compositional-grid": 0x2565_96ba_c634_49bd,
    "compositional-nested": 0x5fa7_e82d_f26b_60a6,
    "compositional-sections": 0xd2dd_e516_90b8_55b1,
    "app-store": 0x6394_e237_3d3c_1222,
    "carousel": 0x6a22_e601_91d7_1db7,
    "inset-grouped-list": 0xe783_8eee_ebe5_c637,
    "settings": 0x6deb_a769_7a62_1fa1,
    "mail": 0x00d7_1509_7eb9_5512,
    "files": 0xe9e0_1aa1_71f6_5ee0,
    "board": 0x68ff_3dd5_d470_eecd,
    "photos": 0x0ae6_7322_3843_d971,
    "diffable": 0xee66_e36f_05da_71ec,
    "layout-transition": 0xe82f_579d_7128_78e6,
  ]

  /// FNV-1a over the bit patterns of every element's index path, category, frame, alpha, z index
  /// and transform, and the visible bounds, of each frame: 1 s of the default script at 10 fps.
  static func hash(scene name: String) throws -> UInt64 {
    let session = try SceneCatalog.makeSession(
      named: name, parameters: SceneDeterminismTests.smallParameters[name] ?? [:])
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) {
      for shift in stride(from: 0, to: 64, by: 8) {
        hash ^= (value >> UInt64(shift)) & 0xff
        hash = hash &* 0x0000_0100_0000_01b3
      }
    }
    func mix(_ value: CGFloat) { mix(Double(value).bitPattern) }
    func mix(_ rect: CGRect) {
      mix(rect.minX)
      mix(rect.minY)
      mix(rect.width)
      mix(rect.height)
    }
    for frame in session.play(session.defaultScript, duration: 1, fps: 10) {
      mix(frame.visibleBounds)
      mix(UInt64(frame.elements.count))
      for element in frame.elements {
        let attributes = element.attributes
        for index in attributes.indexPath { mix(UInt64(bitPattern: Int64(index))) }
        mix(UInt64(attributes.representedElementCategory.rawValue))
        mix(attributes.frame)
        mix(attributes.alpha)
        mix(UInt64(bitPattern: Int64(attributes.zIndex)))
        let t = attributes.transform
        for value in [t.a, t.b, t.c, t.d, t.tx, t.ty] { mix(value) }
      }
    }
    return hash
  }

  @Test("each built-in scene's frames hash to the recorded golden value", arguments: SceneCatalogTests.names)
  func goldenHash(name: String) throws {
    let actual = try Self.hash(scene: name)
    let recorded = Self.expected[name]
    let recordedText = recorded.map { "0x" + String($0, radix: 16) } ?? "missing"
    #expect(
      recorded == actual,
      "scene \(name): frames hash to 0x\(String(actual, radix: 16)); the recorded value is \(recordedText)")
  }
}
