/// One element of a frame: the layout attributes that place it and the style that paints it.
public struct RenderElement {
  /// The element's attributes (a snapshot: frames copy the attributes they are given).
  public var attributes: CollectionViewLayoutAttributes
  /// How the element is painted.
  public var style: RenderStyle

  /// Creates an element with `style`, or the default style for `attributes` when `style` is `nil`.
  ///
  /// The attributes are used as given; `RenderFrame`'s initialisers copy them so that a frame
  /// does not change when the layout reuses its objects.
  public init(attributes: CollectionViewLayoutAttributes, style: RenderStyle? = nil) {
    self.attributes = attributes
    self.style = style ?? RenderStyle.default(for: attributes)
  }
}
