/// Writes one content block of the playground's frame format (the layout is in the comment at
/// the top of PlaygroundFrameEncoder.swift): a 12-byte block header, then each item as a 32-byte
/// prefix (operation, flags, payload length, opacity, matrix) and its payload.
///
/// Items with a number that is not finite (a text run's baseline, an image's rect, …) are left
/// out, so a frame never carries NaN or infinity; strings are cut to their limits at a character
/// boundary.
enum PlaygroundContentWriter {
  /// Appends the block of `content` under `id` to `out`.
  ///
  /// - Complexity: O(c + s) for c items and s bytes of text.
  static func writeBlock(_ content: RenderContent, id: UInt32, into out: inout [UInt8]) {
    let start = out.count
    appendUInt32(id, to: &out)
    appendUInt32(0, to: &out)  // the length, patched below
    appendUInt16(0, to: &out)  // the item count, patched below
    appendUInt16(0, to: &out)
    var count: UInt16 = 0
    for item in content.items where count < UInt16.max {
      if write(item, into: &out) { count += 1 }
    }
    patchUInt32(UInt32(clamping: out.count - start), at: start + 4, in: &out)
    out[start + 8] = UInt8(truncatingIfNeeded: count)
    out[start + 9] = UInt8(truncatingIfNeeded: count >> 8)
  }

  /// Appends one item; returns `false` (and appends nothing) when a number is not finite.
  private static func write(_ item: RenderContent.Item, into out: inout [UInt8]) -> Bool {
    let p = item.placement
    let matrix = [p.a, p.b, p.c, p.d, p.tx, p.ty]
    guard p.opacity.isFinite, matrix.allSatisfy(\.isFinite) else { return false }
    var operation: UInt8
    // Backgrounds, borders and clips: bits 0…3 name the corners drawn square (top left, top
    // right, bottom left, bottom right — CornerMask's order), so 0 rounds all four.
    var flags = UInt8(
      truncatingIfNeeded: RenderContent.Item.allCorners.subtracting(item.corners).rawValue & 0xF)
    var payload: [UInt8] = []
    switch item.operation {
    case .background(let rect, let radius, let color):
      operation = 0
      guard appendFloats([rect.minX, rect.minY, rect.width, rect.height, radius], to: &payload) else {
        return false
      }
      appendColor(color, to: &payload)
    case .border(let rect, let radius, let color, let width):
      operation = 1
      guard appendFloats([rect.minX, rect.minY, rect.width, rect.height, radius, width], to: &payload) else {
        return false
      }
      appendColor(color, to: &payload)
    case .drawing(.shape(let shape)):
      operation = 4
      flags = 0
      let rect = shape.rect
      let radius = max(0, min(shape.cornerRadius, rect.width / 2, rect.height / 2))
      guard appendFloats([rect.minX, rect.minY, rect.width, rect.height, radius], to: &payload) else {
        return false
      }
      appendColor(shape.fill, to: &payload)
    case .drawing(.text(let run)):
      operation = 2
      flags = 0
      if run.isItalic { flags |= 1 }
      let origin = run.baselineOrigin
      guard appendFloats([origin.x, origin.y, run.pointSize, run.width], to: &payload) else { return false }
      appendUInt16(UInt16(clamping: max(run.fontWeight, 0)), to: &payload)
      appendUInt16(0, to: &payload)
      appendColor(run.color, to: &payload)
      let family = utf8Prefix(run.familyName, PlaygroundFrameEncoder.maximumNameBytes)
      let text = utf8Prefix(run.string, PlaygroundFrameEncoder.maximumTextBytes)
      appendUInt16(UInt16(family.count), to: &payload)
      appendUInt16(UInt16(text.count), to: &payload)
      payload.append(contentsOf: family)
      payload.append(contentsOf: text)
    case .drawing(.image(let image)):
      operation = 3
      flags = 0
      if image.isSymbol { flags |= 1 }
      let rect = image.rect
      guard appendFloats([rect.minX, rect.minY, rect.width, rect.height], to: &payload) else { return false }
      if let tint = image.tintColor {
        flags |= 2
        appendColor(tint, to: &payload)
      } else {
        payload.append(contentsOf: [0, 0, 0, 0])
      }
      let label = utf8Prefix(image.label, PlaygroundFrameEncoder.maximumNameBytes)
      appendUInt16(UInt16(label.count), to: &payload)
      payload.append(contentsOf: label)
      // A symbol Trellis has an outline for: its three paths and line width (flags bit 2).
      if image.isSymbol, let outline = SymbolOutline.named(image.label) {
        flags |= 4
        _ = appendFloats([outline.lineWidth], to: &payload)
        for path in [outline.fill, outline.stroke, outline.knockout] {
          let bytes = Array(path.utf8.prefix(Int(UInt16.max)))
          appendUInt16(UInt16(bytes.count), to: &payload)
          payload.append(contentsOf: bytes)
        }
      }
    case .beginClip(let rect, let radius):
      operation = 5
      guard appendFloats([rect.minX, rect.minY, rect.width, rect.height, radius], to: &payload) else {
        return false
      }
    case .endClip:
      operation = 6
      flags = 0
    }
    out.append(operation)
    out.append(flags)
    appendUInt16(UInt16(clamping: payload.count), to: &out)
    appendUInt32(Float(min(max(p.opacity, 0), 1)).bitPattern, to: &out)
    for value in matrix { appendUInt32(Float(value).bitPattern, to: &out) }
    out.append(contentsOf: payload)
    return true
  }

  /// The UTF-8 bytes of the longest prefix of `string` made of whole characters that fits
  /// `limit` bytes.
  static func utf8Prefix(_ string: String, _ limit: Int) -> [UInt8] {
    if string.utf8.count <= limit { return Array(string.utf8) }
    var bytes: [UInt8] = []
    for character in string {
      let next = Array(String(character).utf8)
      guard bytes.count + next.count <= limit else { break }
      bytes.append(contentsOf: next)
    }
    return bytes
  }

  /// Appends `values` as f32, or nothing and `false` when one is not finite (or too large for
  /// an f32).
  private static func appendFloats(_ values: [CGFloat], to out: inout [UInt8]) -> Bool {
    guard values.allSatisfy({ $0.isFinite && Float($0).isFinite }) else { return false }
    for value in values { appendUInt32(Float(value).bitPattern, to: &out) }
    return true
  }

  private static func appendColor(_ color: Color, to out: inout [UInt8]) {
    func channel(_ value: CGFloat) -> UInt8 {
      guard value.isFinite else { return 0 }
      return UInt8(max(0, min(255, (value * 255).rounded())))
    }
    out.append(contentsOf: [
      channel(color.red), channel(color.green), channel(color.blue), channel(color.alpha),
    ])
  }

  private static func appendUInt16(_ value: UInt16, to out: inout [UInt8]) {
    out.append(UInt8(truncatingIfNeeded: value))
    out.append(UInt8(truncatingIfNeeded: value >> 8))
  }

  private static func appendUInt32(_ value: UInt32, to out: inout [UInt8]) {
    out.append(UInt8(truncatingIfNeeded: value))
    out.append(UInt8(truncatingIfNeeded: value >> 8))
    out.append(UInt8(truncatingIfNeeded: value >> 16))
    out.append(UInt8(truncatingIfNeeded: value >> 24))
  }

  private static func patchUInt32(_ value: UInt32, at offset: Int, in out: inout [UInt8]) {
    out[offset] = UInt8(truncatingIfNeeded: value)
    out[offset + 1] = UInt8(truncatingIfNeeded: value >> 8)
    out[offset + 2] = UInt8(truncatingIfNeeded: value >> 16)
    out[offset + 3] = UInt8(truncatingIfNeeded: value >> 24)
  }
}
