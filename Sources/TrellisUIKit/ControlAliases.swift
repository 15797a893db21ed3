// UIKit's names for labels, images and controls (TrellisControls), so that code that builds
// cells and screens out of UILabel, UIImageView and UIButton compiles with `import TrellisUIKit`.

@_exported import TrellisControls

/// UIKit's name for `Label`, a view showing read-only text measured with Inter.
///
/// UIKit difference: one font and colour for the whole text; see `Label`.
public typealias UILabel = Label

/// UIKit's name for `Image`, a headless image record (name, size, scale, rendering mode).
///
/// UIKit difference: named images must be registered with `Image.register(named:size:scale:)`;
/// nothing is decoded or drawn.
public typealias UIImage = Image

/// UIKit's name for `ImageView`, a view showing an image where its content mode places it.
public typealias UIImageView = ImageView

/// UIKit's name for `Control`, the base of views that send actions for events.
///
/// UIKit difference: `addTarget(_:action:for:)` takes a method reference, not a selector.
public typealias UIControl = Control

/// UIKit's name for `Action`, a closure with a title, an image and an identifier.
public typealias UIAction = Action

/// UIKit's name for `Button`.
public typealias UIButton = Button

/// UIKit's name for `Switch`.
public typealias UISwitch = Switch

/// UIKit's name for `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl

/// UIKit's name for `Slider`.
public typealias UISlider = Slider

/// UIKit's name for `SearchBar`.
public typealias UISearchBar = SearchBar

/// UIKit's name for `SearchBarDelegate`.
public typealias UISearchBarDelegate = SearchBarDelegate

/// UIKit's name for `TextAlignment`, how lines of text are placed horizontally.
public typealias NSTextAlignment = TextAlignment
