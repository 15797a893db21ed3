@_exported import TrellisGeometry
@_exported import TrellisUpdates
@_exported import TrellisViews
