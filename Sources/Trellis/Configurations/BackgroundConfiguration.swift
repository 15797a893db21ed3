/// A description of a cell's or header's background (UIKit's `UIBackgroundConfiguration`): a
/// colour, corner radius, stroke, insets and an optional view of your own.
///
/// Set one as a cell's `backgroundConfiguration`; the cell shows it behind its content and,
/// while `automaticallyUpdatesBackgroundConfiguration` is `true`, updates it for the cell's
/// state (`updated(for:)`): the system styles turn the selection colour on while the cell is
/// selected or highlighted, unless you set the colour yourself. See docs/lists.md §3 for the
/// colours of each style.
public struct BackgroundConfiguration {
  /// Which system style the configuration started from; decides `updated(for:)`.
  package enum Style: Sendable, Equatable {
    case clear, listPlainCell, listPlainHeaderFooter, listGroupedCell, listGroupedHeaderFooter
    case listSidebarHeader, listSidebarCell, listAccompaniedSidebarCell
  }

  /// The system style.
  package private(set) var style: Style
  private var storedBackgroundColor: Color?
  private var backgroundColorIsCustom = false

  /// A view shown over the background colour, filling the background, or `nil`.
  public var customView: View?
  /// The radius of the background's corners. Inset-grouped list cells round only the corners
  /// at the ends of their section.
  public var cornerRadius: CGFloat = 0
  /// How far the background is inset from the cell's edges.
  public var backgroundInsets = DirectionalEdgeInsets.zero
  /// The background colour; `nil` means the view's tint colour. Setting it keeps it through
  /// state updates.
  public var backgroundColor: Color? {
    get { storedBackgroundColor }
    set {
      storedBackgroundColor = newValue
      backgroundColorIsCustom = true
    }
  }
  /// Changes the background colour when it is resolved, or `nil`.
  public var backgroundColorTransformer: ConfigurationColorTransformer?
  /// The colour of the stroke around the background; `nil` means the tint colour.
  public var strokeColor: Color?
  /// Changes the stroke colour when it is resolved, or `nil`.
  public var strokeColorTransformer: ConfigurationColorTransformer?
  /// The width of the stroke. The default is 0 (none).
  public var strokeWidth: CGFloat = 0
  /// How far the stroke lies outside the background's edges.
  public var strokeOutset: CGFloat = 0

  private init(style: Style, color: Color?, cornerRadius: CGFloat = 0) {
    self.style = style
    storedBackgroundColor = color
    self.cornerRadius = cornerRadius
  }

  /// No background: a clear colour.
  public static func clear() -> BackgroundConfiguration { .init(style: .clear, color: .clear) }
  /// A plain list's cell: `systemBackground`.
  public static func listPlainCell() -> BackgroundConfiguration {
    .init(style: .listPlainCell, color: .systemBackground)
  }
  /// A plain list's header or footer: `systemBackground`.
  public static func listPlainHeaderFooter() -> BackgroundConfiguration {
    .init(style: .listPlainHeaderFooter, color: .systemBackground)
  }
  /// A grouped list's cell: `secondarySystemGroupedBackground`.
  public static func listGroupedCell() -> BackgroundConfiguration {
    .init(style: .listGroupedCell, color: .secondarySystemGroupedBackground)
  }
  /// A grouped list's header or footer: clear, so the list's grouped background shows.
  public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
    .init(style: .listGroupedHeaderFooter, color: .clear)
  }
  /// A sidebar's header: clear.
  public static func listSidebarHeader() -> BackgroundConfiguration {
    .init(style: .listSidebarHeader, color: .clear)
  }
  /// A sidebar's cell: clear, rounded (radius 10); the tint colour while selected.
  public static func listSidebarCell() -> BackgroundConfiguration {
    .init(style: .listSidebarCell, color: .clear, cornerRadius: BackgroundConfiguration.sidebarCornerRadius)
  }
  /// A sidebar's cell beside a supplementary column: clear, rounded (radius 10); grey while
  /// selected.
  public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
    .init(
      style: .listAccompaniedSidebarCell, color: .clear,
      cornerRadius: BackgroundConfiguration.sidebarCornerRadius)
  }

  /// The corner radius of sidebar cells' backgrounds (docs/lists.md §3).
  package static let sidebarCornerRadius: CGFloat = 10
  /// The corner radius of an inset-grouped section's container (docs/lists.md §3).
  package static let insetGroupedCornerRadius: CGFloat = 10

  /// The colour the background shows: `backgroundColor` (or `tintColor` when it is `nil`)
  /// through `backgroundColorTransformer`.
  public func resolvedBackgroundColor(for tintColor: Color) -> Color {
    let base = storedBackgroundColor ?? tintColor
    return backgroundColorTransformer.map { $0(base) } ?? base
  }

  /// The colour of the stroke: `strokeColor` (or `tintColor` when it is `nil`) through
  /// `strokeColorTransformer`.
  public func resolvedStrokeColor(for tintColor: Color) -> Color {
    let base = strokeColor ?? tintColor
    return strokeColorTransformer.map { $0(base) } ?? base
  }

  /// A copy with the style's colour for `state`, unless `backgroundColor` was set: the list
  /// cell styles show `systemGray4` while selected or highlighted (`systemGray5` in a sidebar
  /// while highlighted, the tint colour while a sidebar cell is selected, `systemGray4` while an
  /// accompanied sidebar cell is); headers, footers and `clear()` do not change.
  public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
    guard !backgroundColorIsCustom else { return self }
    let selected: Bool
    let highlighted: Bool
    if let cell = state as? CellConfigurationState {
      (selected, highlighted) = (cell.isSelected, cell.isHighlighted)
    } else if let view = state as? ViewConfigurationState {
      (selected, highlighted) = (view.isSelected, view.isHighlighted)
    } else {
      return self
    }
    var copy = self
    switch style {
    case .listPlainCell:
      copy.storedBackgroundColor = selected || highlighted ? .systemGray4 : .systemBackground
    case .listGroupedCell:
      copy.storedBackgroundColor = selected || highlighted ? .systemGray4 : .secondarySystemGroupedBackground
    case .listSidebarCell:
      copy.storedBackgroundColor = selected ? nil : highlighted ? .systemGray5 : .clear
    case .listAccompaniedSidebarCell:
      copy.storedBackgroundColor = selected ? .systemGray4 : highlighted ? .systemGray5 : .clear
    case .clear, .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader:
      break
    }
    return copy
  }
}
