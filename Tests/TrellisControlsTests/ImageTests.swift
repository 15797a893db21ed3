import Testing
import TrellisControls

@Suite("Image and ImageView")
struct ImageTests {
  @Test("a named image exists only once registered, with its size and scale")
  func namedImagesNeedRegistration() throws {
    #expect(Image(named: "ImageTests.photo") == nil)
    try Image.register(named: "ImageTests.photo", size: CGSize(width: 40, height: 20), scale: 2)
    let image = try #require(Image(named: "ImageTests.photo"))
    #expect(image.size == CGSize(width: 40, height: 20))
    #expect(image.scale == 2)
    #expect(image.name == "ImageTests.photo")
    #expect(!image.isSymbolImage)
    Image.unregister(named: "ImageTests.photo")
    #expect(Image(named: "ImageTests.photo") == nil)
  }

  @Test("registering with an empty name, a bad size or a bad scale throws and registers nothing")
  func badRegistrationsThrow() {
    #expect(throws: ImageRegistrationError.emptyName) { try Image.register(named: "", size: .zero) }
    #expect(throws: ImageRegistrationError.self) {
      try Image.register(named: "ImageTests.bad", size: CGSize(width: CGFloat.nan, height: 1))
    }
    #expect(throws: ImageRegistrationError.self) {
      try Image.register(named: "ImageTests.bad", size: CGSize(width: -1, height: 1))
    }
    #expect(throws: ImageRegistrationError.self) {
      try Image.register(named: "ImageTests.bad", size: CGSize(width: 1, height: 1), scale: 0)
    }
    #expect(Image(named: "ImageTests.bad") == nil)
  }

  /// docs/controls.md §3: side = point size × 0.8 / 1 / 1.3 for small / medium / large; the
  /// point size is the configuration's, else its text style's at Large, else 17.
  @Test("symbol sizes follow the configuration's point size, text style and scale")
  func symbolSizes() throws {
    let star = try #require(Image(systemName: "star"))
    #expect(star.isSymbolImage)
    #expect(star.size == CGSize(width: 17, height: 17))
    let big = try #require(
      Image(
        systemName: "star",
        withConfiguration: Image.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
      ))
    #expect(close(big.size.width, 26) && close(big.size.height, 26))
    let title = try #require(
      Image(
        systemName: "star", withConfiguration: Image.SymbolConfiguration(textStyle: .title1, scale: .small)))
    #expect(close(title.size.width, 28 * 0.8))
    // Applying a scale keeps the point size; applying a point size keeps the scale.
    let smaller = big.withConfiguration(Image.SymbolConfiguration(scale: .small))
    #expect(close(smaller.size.width, 16))
    #expect(smaller.symbolConfiguration?.weight == .bold)
    let resized = smaller.withConfiguration(Image.SymbolConfiguration(pointSize: 30))
    #expect(close(resized.size.width, 24))
    #expect(Image(systemName: "") == nil)
    // A NaN point size is refused: the default 17 is used.
    #expect(Image(systemName: "x", withConfiguration: .init(pointSize: .nan))?.size.width == 17)
  }

  @Test("rendering mode and tint colour make new images; symbols draw as templates")
  func variants() throws {
    let plain = Image(size: CGSize(width: 10, height: 10))
    #expect(!plain.isTemplate)
    #expect(plain.withRenderingMode(.alwaysTemplate).isTemplate)
    let star = try #require(Image(systemName: "star"))
    #expect(star.isTemplate)
    let red = star.withTintColor(.red)
    #expect(red.tintColor == .red && red.renderingMode == .alwaysOriginal)
    #expect(star.tintColor == nil)
    #expect(Image(size: CGSize(width: -3, height: CGFloat.nan)).size == .zero)
  }

  @Test("an image view's intrinsic size is its image's, none without one")
  func imageViewIntrinsicSize() throws {
    let view = ImageView(image: nil)
    #expect(
      view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    view.image = Image(size: CGSize(width: 40, height: 20))
    #expect(view.intrinsicContentSize == CGSize(width: 40, height: 20))
    let sized = ImageView(image: Image(size: CGSize(width: 12, height: 8)))
    #expect(sized.frame.size == CGSize(width: 12, height: 8))
    let star = try #require(Image(systemName: "star"))
    view.image = star
    view.preferredSymbolConfiguration = Image.SymbolConfiguration(
      pointSize: 20, weight: .regular, scale: .large)
    #expect(close(view.intrinsicContentSize.width, 26))
    view.highlightedImage = Image(size: CGSize(width: 5, height: 6))
    view.isHighlighted = true
    #expect(view.intrinsicContentSize == CGSize(width: 5, height: 6))
  }

  /// A 40 × 20 image in 100 × 100 bounds. Fit: scale min(100/40, 100/20) = 2.5 → 100 × 50,
  /// centred at y = 25. Fill: scale max(2.5, 5) = 5 → 200 × 100, centred at x = −50. Unscaled
  /// modes keep 40 × 20: centred (30, 40), top (30, 0), bottom (30, 80), left (0, 40), right
  /// (60, 40), corners at x ∈ {0, 60}, y ∈ {0, 80}.
  @Test(
    "content modes place a 40 × 20 image in 100 × 100 bounds",
    arguments: [
      (View.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
      (.redraw, CGRect(x: 0, y: 0, width: 100, height: 100)),
      (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
      (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
      (.center, CGRect(x: 30, y: 40, width: 40, height: 20)),
      (.top, CGRect(x: 30, y: 0, width: 40, height: 20)),
      (.bottom, CGRect(x: 30, y: 80, width: 40, height: 20)),
      (.left, CGRect(x: 0, y: 40, width: 40, height: 20)),
      (.right, CGRect(x: 60, y: 40, width: 40, height: 20)),
      (.topLeft, CGRect(x: 0, y: 0, width: 40, height: 20)),
      (.topRight, CGRect(x: 60, y: 0, width: 40, height: 20)),
      (.bottomLeft, CGRect(x: 0, y: 80, width: 40, height: 20)),
      (.bottomRight, CGRect(x: 60, y: 80, width: 40, height: 20)),
    ])
  func contentModes(mode: View.ContentMode, expected: CGRect) {
    let view = ImageView(frame: CGRect(x: 7, y: 9, width: 100, height: 100))
    view.image = Image(size: CGSize(width: 40, height: 20))
    view.contentMode = mode
    guard case .image(let drawn)? = view.drawingCommands.first else {
      Issue.record("no image drawn")
      return
    }
    #expect(drawn.rect == expected)
    #expect(drawn.tintColor == nil)
  }

  @Test("content modes never give NaN for empty images or unusable bounds")
  func contentModesWithBadSizes() {
    for mode in View.ContentMode.allCases {
      let zero = mode.rect(forContentOf: .zero, in: CGRect(x: 0, y: 0, width: 10, height: 10))
      #expect(zero == CGRect(x: 5, y: 5, width: 0, height: 0))
      let nan = mode.rect(
        forContentOf: CGSize(width: 1, height: 1), in: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
      #expect(nan == .zero)
      let flat = mode.rect(
        forContentOf: CGSize(width: 10, height: 10), in: CGRect(x: 0, y: 0, width: 0, height: 50))
      #expect(flat.origin.x.isFinite && flat.width.isFinite && flat.height.isFinite)
      // Found by the controls fuzz surface: a 1e10 × 1e-300 image scaled to fill 300 × 100 (scale
      // 1e302) is 1e312 points wide, which overflows
      // to infinity; the result is an empty rectangle at the centre instead.
      let tiny = mode.rect(
        forContentOf: CGSize(width: 1e10, height: 1e-300), in: CGRect(x: 0, y: 0, width: 300, height: 100))
      #expect(tiny.isFiniteRect)
    }
  }

  @Test("symbols are drawn in the view's tint colour, system blue by default")
  func symbolTint() throws {
    let view = ImageView(image: Image(systemName: "star"))
    guard case .image(let drawn)? = view.drawingCommands.first else {
      Issue.record("no image drawn")
      return
    }
    #expect(drawn.isSymbol && drawn.label == "star")
    #expect(drawn.tintColor == Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    view.tintColor = .red
    guard case .image(let tinted)? = view.drawingCommands.first else { return }
    #expect(tinted.tintColor == .red)
  }
}
