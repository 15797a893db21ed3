import Foundation

/// A text field for searching, with an optional cancel button, shaped as `UISearchBar`
/// (docs/controls.md §4).
///
/// The user types (`simulateTyping(_:)`, `simulateDeleteBackward()`), taps the search key
/// (`simulateSearchButtonTap()`) or the cancel button (`simulateCancelButtonTap()`); the
/// delegate hears of each. Setting `text` from code tells the delegate nothing, as in UIKit.
///
/// UIKit difference: a search bar is a plain view here (no text field subview, no keyboard, no
/// scope bar); `isFirstResponder` stands for the text field being edited.
@MainActor
open class SearchBar: View, ContentDrawing {
  /// The height of a search bar, 56 points (docs/controls.md §4).
  public static let height: CGFloat = 56
  /// The text font: body (17 points at Large).
  public static let textFont = Font.preferredFont(forTextStyle: .body)

  /// The delegate, held weakly.
  open weak var delegate: (any SearchBarDelegate)?

  /// The search controller managing the bar, told of editing and user changes beside the
  /// delegate.
  package weak var observer: (any SearchBarObserver)?

  /// The text. The default is empty; setting `nil` makes it empty (UIKit returns "" then too).
  /// Setting it tells the delegate nothing.
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }
  private var storedText = ""

  /// The grey text shown while the text is empty, or `nil`.
  open var placeholder: String?

  /// A line shown above the field, or `nil`. Recorded only.
  open var prompt: String?

  /// Whether the cancel button shows. The default is `false`.
  open var showsCancelButton = false

  /// Whether the search bar is being edited.
  public private(set) var isFirstResponder = false

  /// Creates a search bar with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a search bar from an archive (see `View`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets `showsCancelButton`; `animated` changes nothing headlessly.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Starts editing when the delegate allows it; returns whether the search bar is editing.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
    isFirstResponder = true
    delegate?.searchBarTextDidBeginEditing(self)
    observer?.searchBar(self, editingDidChange: true)
    return true
  }

  /// Stops editing when the delegate allows it; returns whether editing stopped.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.searchBarShouldEndEditing(self) ?? true else { return false }
    isFirstResponder = false
    delegate?.searchBarTextDidEndEditing(self)
    observer?.searchBar(self, editingDidChange: false)
    return true
  }

  /// Whether the user can interact: interaction enabled and neither it nor an ancestor hidden.
  private var acceptsSimulatedInteraction: Bool {
    isUserInteractionEnabled && isShownWithAncestors
  }

  /// Does what typing `typed` does: starts editing if needed (the delegate may refuse), then for
  /// each character asks `searchBar(_:shouldChangeTextIn:replacementText:)` (the range is the
  /// end of the text, in UTF-16 units) and, when allowed, appends it and sends
  /// `searchBar(_:textDidChange:)`. Returns how many characters were typed.
  @discardableResult
  open func simulateTyping(_ typed: String) -> Int {
    guard acceptsSimulatedInteraction, becomeFirstResponder() else { return 0 }
    var count = 0
    for character in typed {
      let range = NSRange(location: storedText.utf16.count, length: 0)
      let replacement = String(character)
      guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else {
        continue
      }
      storedText += replacement
      count += 1
      delegate?.searchBar(self, textDidChange: storedText)
      observer?.searchBarTextDidChange(self)
    }
    return count
  }

  /// Does what the delete key does: removes the last character when the delegate allows it
  /// (replacing its UTF-16 range with ""), and sends `searchBar(_:textDidChange:)`. Returns
  /// whether a character was removed.
  @discardableResult
  open func simulateDeleteBackward() -> Bool {
    guard acceptsSimulatedInteraction, becomeFirstResponder(), let last = storedText.last else {
      return false
    }
    let length = String(last).utf16.count
    let range = NSRange(location: storedText.utf16.count - length, length: length)
    guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: "") ?? true else {
      return false
    }
    storedText.removeLast()
    delegate?.searchBar(self, textDidChange: storedText)
    observer?.searchBarTextDidChange(self)
    return true
  }

  /// Does what the search key does: tells the delegate `searchBarSearchButtonClicked(_:)`.
  /// Returns `false` when the search bar does not accept interaction.
  @discardableResult
  open func simulateSearchButtonTap() -> Bool {
    guard acceptsSimulatedInteraction else { return false }
    delegate?.searchBarSearchButtonClicked(self)
    return true
  }

  /// Does what tapping the cancel button does: tells the delegate
  /// `searchBarCancelButtonClicked(_:)`. Returns `false` (and tells nothing) when the button is
  /// not shown or the search bar does not accept interaction.
  @discardableResult
  open func simulateCancelButtonTap() -> Bool {
    guard acceptsSimulatedInteraction, showsCancelButton else { return false }
    delegate?.searchBarCancelButtonClicked(self)
    observer?.searchBarDidCancel(self)
    return true
  }

  /// No intrinsic width; `height` points high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Self.height)
  }

  /// The current width (0 when it is not a finite, non-negative number) by `height`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width.isFinite ? max(bounds.width, 0) : 0, height: Self.height)
  }

  /// The field (a grey rounded rectangle 8 points inside the bounds, narrower by the cancel
  /// button's width when it shows), the text or the placeholder in grey, and "Cancel".
  public var drawingCommands: [DrawingCommand] {
    guard bounds.width.isFinite, bounds.height.isFinite else { return [] }
    let font = Self.textFont
    let cancel = "Cancel"
    let cancelWidth = cancel.size(withAttributes: [.font: font]).width
    let trailing: CGFloat = showsCancelButton ? cancelWidth + 16 : 0
    let field = CGRect(
      x: bounds.minX + 8, y: bounds.minY + 10, width: max(bounds.width - 16 - trailing, 0),
      height: max(bounds.height - 20, 0))
    var commands: [DrawingCommand] = [
      .shape(DrawingCommand.Shape(rect: field, cornerRadius: 10, fill: Color(white: 0.93, alpha: 1)))
    ]
    let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
    let baseline = field.midY - font.lineHeight / 2 + font.ascender
    func run(_ string: String, x: CGFloat, color: Color) -> DrawingCommand {
      .text(
        DrawingCommand.Text(
          string: string, fontName: font.fontName, familyName: font.familyName, pointSize: font.pointSize,
          fontWeight: font.face.weightClass, isItalic: font.face.isItalic, color: color,
          baselineOrigin: CGPoint(x: x, y: baseline), width: string.size(withAttributes: [.font: font]).width)
      )
    }
    if !shown.isEmpty {
      commands.append(run(shown, x: field.minX + 8, color: storedText.isEmpty ? .gray : .black))
    }
    if showsCancelButton {
      commands.append(run(cancel, x: bounds.maxX - 8 - cancelWidth, color: tintColor))
    }
    return commands
  }
}
