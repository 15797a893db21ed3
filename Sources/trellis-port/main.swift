import TrellisPortCommand

// `trellis-port`: the port tool on its own, so that `trellis` never builds swift-syntax.
PortCommand.main()
