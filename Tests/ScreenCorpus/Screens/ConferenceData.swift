import Foundation

/// Videos of an imaginary conference, in three categories.
struct ConferenceVideoCollection: Hashable {
  let title: String
  let videos: [ConferenceVideo]
  let identifier: Int
}

struct ConferenceVideo: Hashable {
  let title: String
  let category: String
  let identifier: Int
}

/// Stories of an imaginary conference's news feed.
struct ConferenceNewsItem: Hashable {
  let title: String
  let date: String
  let body: String
  let identifier: Int
}

enum ConferenceData {
  static let collections: [ConferenceVideoCollection] = {
    let plans: [(String, [String])] = [
      (
        "The Latest",
        [
          "Layouts without a simulator", "Physics for list views", "Deterministic tests",
          "Text that measures itself", "A solver for every screen",
        ]
      ),
      (
        "Frameworks",
        [
          "Composable sections", "Snapshots and differences", "Springs and collisions",
          "Fonts on every platform",
        ]
      ),
      ("Tools", ["Porting a layout library", "Profiling a fling", "Fuzzing your layout"]),
    ]
    var identifier = 0
    return plans.enumerated().map { index, plan in
      let videos = plan.1.map { title -> ConferenceVideo in
        identifier += 1
        return ConferenceVideo(title: title, category: plan.0, identifier: identifier)
      }
      return ConferenceVideoCollection(title: plan.0, videos: videos, identifier: 1000 + index)
    }
  }()

  static let news: [ConferenceNewsItem] = [
    ConferenceNewsItem(
      title: "Registration opens",
      date: "Mar 3",
      body: "Sign up for the sessions you want to attend.",
      identifier: 1),
    ConferenceNewsItem(
      title: "Labs are back in person this year, with engineers from every team",
      date: "Mar 10",
      body:
        "Bring your questions about layout, text and physics: the engineers who wrote them will be there all week.",
      identifier: 2),
    ConferenceNewsItem(
      title: "Keynote",
      date: "Mar 17",
      body: "Watch the keynote live.",
      identifier: 3),
  ]
}
