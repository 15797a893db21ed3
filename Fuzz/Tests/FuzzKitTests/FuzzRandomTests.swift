import FuzzKit
import Testing

/// The harness's generator against the published algorithms: the expected numbers come from a
/// separate C implementation of SplitMix64 and xoshiro256** written from the papers' definitions
/// (Steele, Lea and Flood 2014; Blackman and Vigna 2018), not from this code.
@Suite("FuzzRandom")
@MainActor
struct FuzzRandomTests {
  @Test func splitMixFromZeroGivesTheReferenceSequence() {
    var state: UInt64 = 0
    #expect(FuzzRandom.splitMix(&state) == 0xE220_A839_7B1D_CDAF)
    #expect(FuzzRandom.splitMix(&state) == 0x6E78_9E6A_A1B9_65F4)
    #expect(FuzzRandom.splitMix(&state) == 0x06C4_5D18_8009_454F)
  }

  @Test func xoshiroSeededThroughSplitMixGivesTheReferenceSequence() {
    var random = FuzzRandom(seed: 42)
    #expect(random.next() == 0x1578_0B2E_0C2E_C716)
    #expect(random.next() == 0x6104_D986_6D11_3A7E)
    #expect(random.next() == 0xAE17_5332_39E4_99A1)
  }

  @Test func boundedNumbersStayInTheirRange() {
    var random = FuzzRandom(seed: 7)
    for bound in [1, 2, 3, 10, 1_000_003] {
      for _ in 0..<1_000 { #expect((0..<bound).contains(random.below(bound))) }
    }
    for _ in 0..<1_000 {
      let value = random.double(in: -2...5)
      #expect(value >= -2 && value < 5)
    }
  }

  @Test func bytesSupplyTheFirstNumbersThenTheGeneratorTakesOver() {
    var random = FuzzRandom(bytes: [
      1, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 9,
    ])
    #expect(random.next() == 1)
    #expect(random.next() == .max)
    // The 17th byte is not a whole number: from here on, the seeded generator.
    let afterwards = random.next()
    var again = FuzzRandom(bytes: [1, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 9])
    _ = again.next()
    _ = again.next()
    #expect(again.next() == afterwards)
  }

  @Test func caseSeedsDifferBySurfaceAndIndexAndRepeat() {
    let a = FuzzRandom.caseSeed(campaign: 1, surface: "layout", index: 0)
    #expect(a == FuzzRandom.caseSeed(campaign: 1, surface: "layout", index: 0))
    #expect(a != FuzzRandom.caseSeed(campaign: 1, surface: "batch", index: 0))
    #expect(a != FuzzRandom.caseSeed(campaign: 1, surface: "layout", index: 1))
    #expect(a != FuzzRandom.caseSeed(campaign: 2, surface: "layout", index: 0))
  }
}
