/// "paged-grid": horizontal pages of `columns × rows` items (`PagedGridLayout`), a home screen.
///
/// Parameters: `items` 1…10,000 (60), `columns` 1…8 (4), `rows` 1…10 (6). Pages have a
/// 20-point inset and spacings of 16; the view pages (`isPagingEnabled`), so a swipe moves one
/// page. Default script: a swipe to the left, which comes to rest on the next page.
final class PagedGridScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "paged-grid", title: "Paged grid",
      summary: "PagedGridLayout home-screen pages of columns × rows items; swipe between pages",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 1, maximum: 10_000, step: 1, defaultValue: 60),
        SceneParameter(key: "columns", label: "Columns", minimum: 1, maximum: 8, step: 1, defaultValue: 4),
        SceneParameter(key: "rows", label: "Rows", minimum: 1, maximum: 10, step: 1, defaultValue: 6),
      ],
      scrollsHorizontally: true,
      scrollHint:
        "Swipe or use the wheel/trackpad (a vertical wheel too) to turn one page per gesture; the dots "
        + "show the page.",
      showsPageControl: true),
    make: { viewport, parameters throws(SceneError) in
      PagedGridScene(viewport: viewport, parameters: parameters)
    })

  let layout = PagedGridLayout()

  init(viewport: CGSize, parameters: [String: Double]) {
    layout.pageInset = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    layout.itemSpacing = 16
    layout.lineSpacing = 16
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 0)))
    collectionView.isPagingEnabled = true
    for key in ["columns", "rows"] { apply(key, parameters[key] ?? 0) }
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "columns": layout.columns = Int(value)
    case "rows": layout.rows = Int(value)
    default: super.apply(key, value)
    }
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript.horizontalDrag(viewport: viewport, fraction: 0.3, duration: 0.15)
  }
}
