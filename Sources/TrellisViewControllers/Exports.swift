@_exported import Trellis
@_exported import TrellisControls
