@_exported import TrellisGeometry
