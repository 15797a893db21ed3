// "Writing a custom layout", step 1: an empty subclass.

import Trellis

enum Step1 {
  // snippet: custom-layout-step-1
  class MasonryLayout: CollectionViewLayout {}
  // end snippet
}
