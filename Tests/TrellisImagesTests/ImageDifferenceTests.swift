import Testing
import TrellisImages

@Suite("ImageDifference counts pixels whose premultiplied colours differ by more than the tolerance")
struct ImageDifferenceTests {
  /// A 2 × 2 image: opaque red, green, blue and white.
  let reference = try! PNGImage(
    width: 2, height: 2, rgba: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])

  @Test("an image matches itself")
  func identical() {
    let difference = ImageDifference(reference: reference, actual: reference)
    #expect(difference.differingPixels == 0 && difference.matches())
    #expect(difference.description == "the images match")
  }

  @Test(
    "one channel 3 off: one of four pixels differs at tolerance 2, none at tolerance 3; precision 0.75 accepts it"
  )
  func tolerance() throws {
    var bytes = reference.rgba
    bytes[2 * 4 + 2] = 252  // pixel (0, 1): blue 255 → 252
    let actual = try PNGImage(width: 2, height: 2, rgba: bytes)
    let strict = ImageDifference(reference: reference, actual: actual, channelTolerance: 2)
    #expect(strict.differingPixels == 1)
    #expect(strict.largestChannelDifference == 3)
    #expect(strict.firstDifference! == (0, 1))
    #expect(!strict.matches())
    #expect(strict.matches(precision: 0.75))  // 3 of 4 pixels match
    #expect(!strict.matches(precision: 0.76))
    #expect(
      strict.description
        == "1 of 4 pixels differ (largest channel difference 3 of 255), the first at x 0, y 1")
    #expect(ImageDifference(reference: reference, actual: actual, channelTolerance: 3).matches())
  }

  @Test(
    "fully transparent pixels match whatever their colour channels hold; half-transparent ones compare premultiplied"
  )
  func premultiplied() throws {
    let clearRed = try PNGImage(width: 1, height: 1, rgba: [255, 0, 0, 0])
    let clearBlue = try PNGImage(width: 1, height: 1, rgba: [0, 0, 255, 0])
    #expect(ImageDifference(reference: clearRed, actual: clearBlue).matches())
    // 200 at alpha 128 is 200 × 128 / 255 = 100.39 → 100; 201 gives 100.89 → 101: one apart.
    let a = try PNGImage(width: 1, height: 1, rgba: [200, 0, 0, 128])
    let b = try PNGImage(width: 1, height: 1, rgba: [201, 0, 0, 128])
    #expect(ImageDifference(reference: a, actual: b).largestChannelDifference == 1)
  }

  @Test("images of different sizes never match and the message gives both sizes")
  func sizes() throws {
    let small = try PNGImage(width: 1, height: 1, rgba: [0, 0, 0, 255])
    let difference = ImageDifference(reference: reference, actual: small)
    #expect(!difference.matches(precision: 0))
    #expect(difference.description == "the image is 1 × 1 pixels, the reference 2 × 2")
  }
}
