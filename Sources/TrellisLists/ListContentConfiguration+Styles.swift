// The factories of list content configurations: each style's fonts, colours and margins
// (docs/lists.md §2, where the table gives the same values).

extension ListContentConfiguration {
  /// A row: the text in body, the secondary text below it in subheadline, secondary label colour.
  public static func cell() -> ListContentConfiguration {
    row(.cell, secondary: .preferredFont(forTextStyle: .subheadline))
  }

  /// A row with the secondary text below the text, in subheadline, secondary label colour.
  public static func subtitleCell() -> ListContentConfiguration {
    row(.subtitleCell, secondary: .preferredFont(forTextStyle: .subheadline))
  }

  /// A row with the secondary text (body, secondary label colour) beside the text at the
  /// trailing edge when both fit on one line.
  public static func valueCell() -> ListContentConfiguration {
    row(.valueCell, secondary: .preferredFont(forTextStyle: .body), sideBySide: true)
  }

  /// A sidebar row.
  public static func sidebarCell() -> ListContentConfiguration {
    row(.sidebarCell, secondary: .preferredFont(forTextStyle: .subheadline))
  }

  /// A sidebar row with the secondary text below.
  public static func sidebarSubtitleCell() -> ListContentConfiguration {
    row(.sidebarSubtitleCell, secondary: .preferredFont(forTextStyle: .subheadline))
  }

  /// A sidebar row beside a supplementary column.
  public static func accompaniedSidebarCell() -> ListContentConfiguration {
    row(.accompaniedSidebarCell, secondary: .preferredFont(forTextStyle: .subheadline))
  }

  /// A sidebar row beside a supplementary column, with the secondary text below.
  public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration {
    row(.accompaniedSidebarSubtitleCell, secondary: .preferredFont(forTextStyle: .subheadline))
  }

  /// A plain list's header: headline, label colour.
  public static func plainHeader() -> ListContentConfiguration {
    header(.plainHeader, font: .preferredFont(forTextStyle: .headline), color: .label, top: 8, bottom: 8)
  }

  /// A plain list's footer: subheadline, secondary label colour.
  public static func plainFooter() -> ListContentConfiguration {
    header(
      .plainFooter, font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel, top: 8,
      bottom: 8)
  }

  /// A grouped list's header: footnote in upper case, secondary label colour, close to the
  /// rows below it.
  public static func groupedHeader() -> ListContentConfiguration {
    header(
      .groupedHeader, font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel, top: 16,
      bottom: 6,
      transform: .uppercase)
  }

  /// A grouped list's footer: footnote, secondary label colour.
  public static func groupedFooter() -> ListContentConfiguration {
    header(
      .groupedFooter, font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel, top: 6, bottom: 6
    )
  }

  /// A prominent inset-grouped header: title 3 in bold, label colour.
  public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
    header(.prominentInsetGroupedHeader, font: bold(.title3), color: .label, top: 16, bottom: 8)
  }

  /// An extra-prominent inset-grouped header: title 2 in bold, label colour.
  public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
    header(.extraProminentInsetGroupedHeader, font: bold(.title2), color: .label, top: 16, bottom: 8)
  }

  /// A sidebar's header: subheadline in semibold, secondary label colour.
  public static func sidebarHeader() -> ListContentConfiguration {
    let font = Font.systemFont(
      ofSize: Font.preferredFont(forTextStyle: .subheadline).pointSize, weight: .semibold)
    return header(.sidebarHeader, font: font, color: .secondaryLabel, top: 12, bottom: 6)
  }

  private static func row(
    _ style: Style, secondary: Font, sideBySide: Bool = false
  ) -> ListContentConfiguration {
    ListContentConfiguration(
      style: style, text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
      secondaryText: TextProperties(font: secondary, color: .secondaryLabel),
      margins: DirectionalEdgeInsets(
        top: ListMetrics.verticalMargin, leading: ListMetrics.horizontalMargin,
        bottom: ListMetrics.verticalMargin,
        trailing: ListMetrics.horizontalMargin),
      sideBySide: sideBySide)
  }

  private static func header(
    _ style: Style, font: Font, color: Color, top: CGFloat, bottom: CGFloat,
    transform: TextProperties.TextTransform = .none
  ) -> ListContentConfiguration {
    ListContentConfiguration(
      style: style, text: TextProperties(font: font, color: color, transform: transform),
      secondaryText: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      margins: DirectionalEdgeInsets(
        top: top, leading: ListMetrics.horizontalMargin, bottom: bottom,
        trailing: ListMetrics.horizontalMargin))
  }

  private static func bold(_ style: Font.TextStyle) -> Font {
    Font.systemFont(ofSize: Font.preferredFont(forTextStyle: style).pointSize, weight: .bold)
  }
}
