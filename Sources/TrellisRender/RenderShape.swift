/// The outline an element covers once its transform is applied, in content coordinates.
nonisolated public enum RenderShape: Equatable, Sendable {
  /// The untransformed rectangle of the element and the affine matrix that carries it to where
  /// it is drawn (identity when there is no transform). Drawn as an SVG `<rect>` with
  /// `transform="matrix(a b c d tx ty)"`, so rounded corners survive rotation and scale.
  case rect(CGRect, transform: CGAffineTransform)
  /// The four projected corners (top-left, top-right, bottom-right, bottom-left of the
  /// untransformed element) when the transform has perspective. Drawn as an SVG `<polygon>`.
  case quad([CGPoint])
}
