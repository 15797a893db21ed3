import TimelineScenes
import TrellisCLI

// The Trellis command line over this package's scenes:
//   timeline-scenes render timeline --out timeline.svg
//   timeline-scenes record timeline --out timeline.html
//   timeline-scenes bench timeline
//   timeline-scenes            (the live playground, http://127.0.0.1:8080/)
await TrellisCommand.main(scenes: [TimelineScene.definition], commandName: "timeline-scenes")
