import Foundation
import Testing
import TrellisImages

@Suite("PNGImage decodes the PNG files written by hand and rejects bad ones with a reason")
struct PNGImageTests {
  @Test("a 2 × 2 RGBA image with no filters gives its bytes back as they were written")
  func unfilteredRGBA() throws {
    let rows: [UInt8] = [
      0, 255, 0, 0, 255, 0, 255, 0, 128,
      0, 0, 0, 255, 0, 10, 20, 30, 40,
    ]
    let image = try PNGImage(data: HandMadePNG.file(width: 2, height: 2, colourType: 6, scanlines: rows))
    #expect(image.width == 2 && image.height == 2)
    #expect(image.rgba == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 10, 20, 30, 40])
    #expect(image.pixel(x: 1, y: 0)! == (0, 255, 0, 128))
    #expect(image.pixel(x: 2, y: 0) == nil)
  }

  @Test(
    "sub, up, average and Paeth scanlines of an RGB image are undone as the specification's worked sums say")
  func filters() throws {
    // A 2 × 4 RGB image whose pixels are, row by row:
    //   row 0: (10, 20, 30) (40, 60, 80)     written with sub:  10 20 30 | 40−10 60−20 80−30 = 30 40 50
    //   row 1: (15, 25, 35) (50, 50, 50)     written with up:   15−10 25−20 35−30 = 5 5 5 | 50−40 50−60 50−80
    //                                         = 10, 246, 226 (mod 256)
    //   row 2: (20, 30, 40) (60, 61, 62)     written with average, a = left, b = above:
    //     first pixel: a = 0, so x − ⌊b/2⌋: 20−7 30−12 40−17 = 13 18 23;
    //     second: x − ⌊(a + b)/2⌋: 60−⌊(20+50)/2⌋ 61−⌊(30+50)/2⌋ 62−⌊(40+50)/2⌋ = 25 21 17
    //   row 3: (21, 30, 39) (70, 40, 45)     written with Paeth (a left, b above, c above-left):
    //     first pixel: a = c = 0, so the predictor is b: 21−20 30−30 39−40 = 1 0 255;
    //     second, red: a 21, b 60, c 20: p = 61, |p−a| 40, |p−b| 1, |p−c| 41 → b = 60: 70−60 = 10;
    //     green: a 30, b 61, c 30: p = 61, |p−a| 31, |p−b| 0 → b = 61: 40−61 = 235;
    //     blue: a 39, b 62, c 40: p = 61, |p−a| 22, |p−b| 1, |p−c| 21 → b = 62: 45−62 = 239.
    let rows: [UInt8] = [
      1, 10, 20, 30, 30, 40, 50,
      2, 5, 5, 5, 10, 246, 226,
      3, 13, 18, 23, 25, 21, 17,
      4, 1, 0, 255, 10, 235, 239,
    ]
    let image = try PNGImage(data: HandMadePNG.file(width: 2, height: 4, colourType: 2, scanlines: rows))
    let expected: [[UInt8]] = [
      [10, 20, 30, 255, 40, 60, 80, 255],
      [15, 25, 35, 255, 50, 50, 50, 255],
      [20, 30, 40, 255, 60, 61, 62, 255],
      [21, 30, 39, 255, 70, 40, 45, 255],
    ]
    #expect(image.rgba == expected.flatMap { $0 })
  }

  @Test("grey and grey-with-alpha samples become RGBA with the grey in every colour channel")
  func greyExpansion() throws {
    let grey = try PNGImage(
      data: HandMadePNG.file(width: 2, height: 1, colourType: 0, scanlines: [0, 7, 200]))
    #expect(grey.rgba == [7, 7, 7, 255, 200, 200, 200, 255])
    let greyAlpha = try PNGImage(
      data: HandMadePNG.file(width: 1, height: 1, colourType: 4, scanlines: [0, 90, 30]))
    #expect(greyAlpha.rgba == [90, 90, 90, 30])
  }

  @Test("bad data gets the specific error: signature, truncation, CRC, filter type, size, unsupported kinds")
  func errors() throws {
    let good = HandMadePNG.file(width: 1, height: 1, colourType: 6, scanlines: [0, 1, 2, 3, 4])
    #expect(throws: PNGError.notPNG) { try PNGImage(data: Data("GIF89a".utf8)) }
    #expect(throws: PNGError.truncated) { try PNGImage(data: good.prefix(good.count - 12)) }
    var corrupt = good
    corrupt[16] ^= 0xFF  // a byte of the IHDR's width
    #expect(throws: PNGError.badChecksum(chunk: "IHDR")) { try PNGImage(data: corrupt) }
    let badFilter = HandMadePNG.file(width: 1, height: 1, colourType: 6, scanlines: [5, 1, 2, 3, 4])
    #expect(throws: PNGError.badFilter(type: 5, row: 0)) { try PNGImage(data: badFilter) }
    let huge = HandMadePNG.file(width: 100_000, height: 100_000, colourType: 6, scanlines: [0])
    #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000)) { try PNGImage(data: huge) }
    let interlaced = HandMadePNG.file(
      width: 1, height: 1, colourType: 6, interlace: 1, scanlines: [0, 0, 0, 0, 0])
    #expect(throws: PNGError.unsupported("interlaced images")) { try PNGImage(data: interlaced) }
    let sixteen = HandMadePNG.file(width: 1, height: 1, bitDepth: 16, colourType: 6, scanlines: [0])
    #expect(throws: PNGError.unsupported("16-bit samples (8-bit only)")) { try PNGImage(data: sixteen) }
    let short = HandMadePNG.file(width: 2, height: 1, colourType: 6, scanlines: [0, 1, 2, 3, 4])
    #expect(throws: PNGError.self) { try PNGImage(data: short) }
  }

  @Test("an image made from RGBA bytes checks that the bytes fill its size")
  func fromBytes() throws {
    #expect(throws: PNGError.self) { try PNGImage(width: 2, height: 2, rgba: [0, 0, 0, 0]) }
    #expect(throws: PNGError.self) { try PNGImage(width: 0, height: 2, rgba: []) }
    #expect(try PNGImage(width: 1, height: 1, rgba: [1, 2, 3, 4]).pixel(x: 0, y: 0)! == (1, 2, 3, 4))
  }
}
