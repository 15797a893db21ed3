@_exported import TrellisGeometry
@_exported import TrellisUpdates
