@_exported import Trellis
