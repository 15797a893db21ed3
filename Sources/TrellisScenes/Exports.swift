@_exported import TrellisDynamics
@_exported import TrellisLayouts
@_exported import TrellisRender
