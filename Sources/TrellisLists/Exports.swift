// TrellisLists: UIKit's list cells and list content configurations (iOS 14), headless
// (docs/lists.md).

@_exported import Trellis
@_exported import TrellisCompositional
@_exported import TrellisControls
