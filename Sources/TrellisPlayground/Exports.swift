@_exported import TrellisScenes
