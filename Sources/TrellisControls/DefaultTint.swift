/// The tint a control or image view draws with when none is set: iOS's system blue in light
/// mode, RGB (0, 122, 255) (docs/controls.md §1).
enum DefaultTint {
  static let color = Color(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1)
}
