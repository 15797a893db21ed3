// UIKit's names for list cells, content and background configurations and cell accessories
// (TrellisLists and Trellis), so that iOS 14 list code compiles with `import TrellisUIKit`.

@_exported import TrellisLists

/// UIKit's name for `CollectionViewListCell`, a list's cell.
public typealias UICollectionViewListCell = CollectionViewListCell
/// UIKit's name for `ListContentConfiguration`, a list row's content.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's name for `ListContentView`, the view showing a list content configuration.
public typealias UIListContentView = ListContentView
/// UIKit's name for `BackgroundConfiguration`, a cell's background.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// UIKit's name for `CellConfigurationState`, a cell's state for its configurations.
public typealias UICellConfigurationState = CellConfigurationState
/// UIKit's name for `ViewConfigurationState`, a view's state for its configurations.
public typealias UIViewConfigurationState = ViewConfigurationState
/// UIKit's name for `ConfigurationState`, the state configurations are updated for.
public typealias UIConfigurationState = ConfigurationState
/// UIKit's name for `ConfigurationStateCustomKey`, the key of a custom state.
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
/// UIKit's name for `ContentConfiguration`, a description of a view's content.
public typealias UIContentConfiguration = ContentConfiguration
/// UIKit's name for `ContentView`, a view showing a content configuration.
public typealias UIContentView = ContentView
/// UIKit's name for `ConfigurationColorTransformer`, a colour change applied on resolving.
public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
/// UIKit's name for `CellAccessory`, a list cell's accessory.
public typealias UICellAccessory = CellAccessory
/// UIKit's name for `ContextualAction`, a swipe action.
public typealias UIContextualAction = ContextualAction
/// UIKit's name for `SwipeActionsConfiguration`, the swipe actions of one side of a row.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
