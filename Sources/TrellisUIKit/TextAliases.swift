// UIKit's names for text measurement (TrellisText), so that code that sizes text with `UIFont`,
// Dynamic Type and `NSString` drawing compiles with `import TrellisUIKit`.

@_exported import TrellisText

/// UIKit's name for `Font`: Inter at a point size, with UIKit's factories and Dynamic Type.
///
/// UIKit difference: a value type, and the system font is Inter, not San Francisco (its
/// metrics differ; see docs/text.md).
public typealias UIFont = Font

/// UIKit's name for `FontMetrics`, which scales fonts and values for a content size category.
///
/// UIKit difference: a value type.
public typealias UIFontMetrics = FontMetrics

/// UIKit's name for `ContentSizeCategory`, the user's preferred text size.
public typealias UIContentSizeCategory = ContentSizeCategory

/// UIKit's name for `LineBreakMode`, how a line that does not fit is wrapped or truncated.
public typealias NSLineBreakMode = LineBreakMode

/// UIKit's name for `ParagraphStyle`.
///
/// UIKit difference: a value type (UIKit's is a class with a mutable subclass).
public typealias NSParagraphStyle = ParagraphStyle

/// UIKit's name for `StringDrawingOptions`, the options of `boundingRect(with:options:attributes:context:)`.
public typealias NSStringDrawingOptions = StringDrawingOptions

/// UIKit's name for `StringDrawingContext`, which receives the measured bounds.
public typealias NSStringDrawingContext = StringDrawingContext
