// TrellisGeometry re-exports Foundation so that `CGPoint`, `CGSize`, `CGRect`, `CGFloat` and
// `IndexPath` come with a single `import`.
@_exported import Foundation

#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif

#if canImport(QuartzCore)
@_exported import QuartzCore
#endif
