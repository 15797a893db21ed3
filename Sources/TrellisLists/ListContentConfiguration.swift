/// The content of a list row, header or footer (UIKit's `UIListContentConfiguration`): an
/// image, a text and a secondary text, with their properties, margins and paddings.
///
/// Start from a factory that gives the system's look — `cell()`, `subtitleCell()`,
/// `valueCell()`, the sidebar cells, the plain, grouped, prominent and sidebar headers and
/// footers — or from a list cell's `defaultContentConfiguration()`, set the text and image, and
/// set it as the cell's `contentConfiguration`. `ListContentView` shows it with real text
/// metrics; docs/lists.md §2 lists each factory's fonts, colours and metrics.
///
/// UIKit difference: UIKit does not publish its metrics; the values are Trellis's choice,
/// stated in docs/lists.md §2. `axesPreservingSuperviewLayoutMargins` is not provided (the
/// configuration's own margins are used as they are).
public struct ListContentConfiguration: ContentConfiguration {
  /// The factory the configuration came from; decides `updated(for:)`.
  package enum Style: Sendable, Equatable {
    case cell, subtitleCell, valueCell
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
    case plainHeader, plainFooter, groupedHeader, groupedFooter
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader

    /// Whether it is one of the sidebar cells.
    var isSidebarCell: Bool {
      switch self {
      case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
      default: false
      }
    }
    /// Whether it is one of the accompanied sidebar cells.
    var isAccompanied: Bool { self == .accompaniedSidebarCell || self == .accompaniedSidebarSubtitleCell }
  }

  /// The factory the configuration came from.
  package let style: Style

  /// The image, or `nil`.
  public var image: Image?
  /// How the image is shown.
  public var imageProperties = ImageProperties()
  /// The text, or `nil`. `attributedText`, when set, is shown instead.
  public var text: String?
  /// The text with attributes, or `nil`.
  public var attributedText: NSAttributedString?
  /// How the text is shown.
  public var textProperties: TextProperties
  /// The secondary text, or `nil`. `secondaryAttributedText`, when set, is shown instead.
  public var secondaryText: String?
  /// The secondary text with attributes, or `nil`.
  public var secondaryAttributedText: NSAttributedString?
  /// How the secondary text is shown.
  public var secondaryTextProperties: TextProperties
  /// The margins around the content.
  public var directionalLayoutMargins: DirectionalEdgeInsets
  /// Whether the secondary text goes beside the text (trailing-aligned) when both fit on one
  /// line; otherwise it goes below.
  public var prefersSideBySideTextAndSecondaryText: Bool
  /// The space between the image and the texts.
  public var imageToTextPadding: CGFloat
  /// The space between the text and the secondary text side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat
  /// The space between the text and the secondary text one above the other.
  public var textToSecondaryTextVerticalPadding: CGFloat

  package init(
    style: Style, text: TextProperties, secondaryText: TextProperties, margins: DirectionalEdgeInsets,
    sideBySide: Bool = false, verticalPadding: CGFloat = ListMetrics.textToSecondaryTextVerticalPadding
  ) {
    self.style = style
    textProperties = text
    secondaryTextProperties = secondaryText
    directionalLayoutMargins = margins
    prefersSideBySideTextAndSecondaryText = sideBySide
    imageToTextPadding = ListMetrics.imageToTextPadding
    textToSecondaryTextHorizontalPadding = ListMetrics.textToSecondaryTextHorizontalPadding
    textToSecondaryTextVerticalPadding = verticalPadding
  }

  /// A new `ListContentView` showing this configuration.
  @MainActor public func makeContentView() -> any View & ContentView {
    ListContentView(configuration: self)
  }

  /// A copy for `state`: a selected sidebar cell shows its texts and image in white (an
  /// accompanied sidebar cell: in the system tint colour), unless you set those colours yourself; the
  /// other styles do not change with the state.
  public func updated(for state: any ConfigurationState) -> ListContentConfiguration {
    guard style.isSidebarCell else { return self }
    let selected =
      (state as? CellConfigurationState)?.isSelected ?? (state as? ViewConfigurationState)?.isSelected
      ?? false
    var copy = self
    let selectedColor: Color = style.isAccompanied ? .tintColor : .white
    copy.textProperties.applyStateColor(selected ? selectedColor : .label)
    copy.secondaryTextProperties.applyStateColor(selected ? selectedColor : .secondaryLabel)
    copy.imageProperties.applyStateTint(selected ? selectedColor : nil)
    return copy
  }
}
