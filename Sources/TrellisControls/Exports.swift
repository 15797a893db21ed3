@_exported import TrellisText
@_exported import TrellisViews
