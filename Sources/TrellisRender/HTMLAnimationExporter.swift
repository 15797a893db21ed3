/// Turns a recorded sequence of frames into one self-contained HTML file that plays them back
/// at the rate they were simulated at.
///
/// The file needs nothing else: no external script, style sheet, font or network access. It
/// holds the frames as compact JSON (`animationJSON(frames:framesPerSecond:)`) in a
/// `<script type="application/json">` element and a small inline script that draws each frame
/// into an `<svg>` with the SVG DOM — the same shapes, colours, labels, opacity and drawing
/// order as `SVGRenderer` — timed with `requestAnimationFrame`: frame
/// `floor(elapsed ms · fps / 1000)`, looping. It has a play/pause button, a scrubber and a
/// frame counter ("frame 1 / 19").
///
/// The text depends only on the input: identical frames give identical bytes.
///
/// The JSON format (version 1):
///
///     { "version": 1, "fps": 60, "frameCount": N, "width": w, "height": h,
///       "cornerRadius": 6, "fontSize": 12, "fontFamily": "…", "background": "#f5f6f8",
///       "strokeWidth": 1,
///       "styles": [[fill, stroke, dashed 0|1, labelColor], …],   // first-use order
///       "labels": ["0.0", …],                                    // first-use order
///       "frames": [ { "bounds": [x, y, w, h],
///                     "elements": [ … ],                          // drawing order
///                     "itemFrames": [x, y, w, h, …],              // when shown
///                     "springs": [ax, ay, px, py, …],
///                     "boundaries": [[closed 0|1, x, y, x, y, …], …],
///                     "touch": [x, y] } ] }
///
/// Each element is `[style, label (−1: none), opacity, category (0 cell, 1 supplementary,
/// 2 decoration), shape, …]`, shape 0 followed by `x, y, w, h, a, b, c, d, e, f, labelX, labelY`
/// (a rectangle and its SVG matrix), shape 1 by `x0, y0, x1, y1, x2, y2, x3, y3, labelX, labelY`
/// (a perspective quadrilateral). Numbers use `RenderNumberFormat` (matrix entries a–d with
/// `matrixDigits` decimals, everything else two); `width`/`height` are the
/// first frame's bounds size.
public struct HTMLAnimationExporter: Sendable {
  /// The page title (escaped).
  public var title: String
  /// The corner radius, font, background and outline width, as for still SVG.
  public var renderer: SVGRenderer

  /// Creates an exporter.
  public init(title: String = "Trellis animation", renderer: SVGRenderer = SVGRenderer()) {
    self.title = title
    self.renderer = renderer
  }

  /// The HTML page for the frames of `recorder`, at its frame rate.
  ///
  /// - Throws: `RenderError.emptyAnimation` when the recorder has no frames.
  public func export(_ recorder: AnimationRecorder) throws(RenderError) -> String {
    try export(frames: recorder.frames, framesPerSecond: recorder.framesPerSecond)
  }

  /// The HTML page for `frames` played at `framesPerSecond`.
  ///
  /// - Throws: `RenderError.emptyAnimation` when `frames` is empty,
  ///   `RenderError.invalidFrameRate` when the rate is not finite and positive.
  public func export(frames: [RenderFrame], framesPerSecond: Double) throws(RenderError) -> String {
    let json = try animationJSON(frames: frames, framesPerSecond: framesPerSecond)
    let first = frames[0].visibleBounds
    let last = frames.count - 1
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<title>\(RenderTextEscaping.xml(title))</title>\n"
    page += "<style>\n\(Self.css)</style>\n</head>\n<body>\n<main>\n"
    page += "<h1>\(RenderTextEscaping.xml(title))</h1>\n"
    page += "<svg id=\"stage\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(first.width))\" "
    page += "height=\"\(n(first.height))\" viewBox=\"\(n(first.minX)) \(n(first.minY)) \(n(first.width)) "
    page += "\(n(first.height))\"></svg>\n"
    page += "<div class=\"controls\"><button id=\"play\" type=\"button\">Pause</button>"
    page += "<input id=\"scrub\" type=\"range\" min=\"0\" max=\"\(last)\" value=\"0\" aria-label=\"Frame\">"
    page += "<span id=\"counter\">frame 1 / \(frames.count)</span>"
    page += "<span class=\"rate\">\(n(framesPerSecond)) fps</span></div>\n</main>\n"
    page += "<script id=\"trellis-animation\" type=\"application/json\">\(json)</script>\n"
    page += "<script>\n\(Self.player)</script>\n</body>\n</html>\n"
    return page
  }

  /// The JSON the page embeds (see the type's documentation for the format).
  ///
  /// - Throws: `RenderError.emptyAnimation` when `frames` is empty,
  ///   `RenderError.invalidFrameRate` when the rate is not finite and positive.
  public func animationJSON(frames: [RenderFrame], framesPerSecond: Double) throws(RenderError) -> String {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else { throw .invalidFrameRate(framesPerSecond) }
    guard let first = frames.first else { throw .emptyAnimation }
    var styles = InternTable<RenderStyle>()
    var labels = InternTable<String>()
    var frameTexts: [String] = []
    frameTexts.reserveCapacity(frames.count)
    for frame in frames {
      let b = frame.visibleBounds
      let items = frame.drawingOrder()
      var elements: [String] = []
      elements.reserveCapacity(items.count)
      for item in items {
        let style = styles.index(of: item.element.style)
        let label = item.element.style.label.map { labels.index(of: $0) } ?? -1
        var fields = [String(style), String(label), n(item.opacity)]
        fields.append(String(Self.categoryCode(item.element.attributes.representedElementCategory)))
        switch item.shape {
        case let .rect(rect, t):
          fields += ["0", n(rect.minX), n(rect.minY), n(rect.width), n(rect.height)]
          fields += [m(t.a), m(t.b), m(t.c), m(t.d), n(t.tx), n(t.ty)]
        case let .quad(corners):
          fields.append("1")
          for corner in corners { fields += [n(corner.x), n(corner.y)] }
        }
        fields += [n(item.labelCenter.x), n(item.labelCenter.y)]
        elements.append("[" + fields.joined(separator: ",") + "]")
      }
      var text = "{\"bounds\":[\(n(b.minX)),\(n(b.minY)),\(n(b.width)),\(n(b.height))],"
      text += "\"elements\":[" + elements.joined(separator: ",") + "]"
      text += overlayJSON(frame.overlays, items: items)
      frameTexts.append(text + "}")
    }
    let styleTexts = styles.values.map { style in
      "[\"\(style.fill.hexString)\",\"\(style.stroke.hexString)\",\(style.isDashed ? 1 : 0),\"\(style.labelColor.hexString)\"]"
    }
    var json = "{\"version\":1,\"fps\":\(n(framesPerSecond)),\"frameCount\":\(frames.count),"
    json += "\"width\":\(n(first.visibleBounds.width)),\"height\":\(n(first.visibleBounds.height)),"
    json += "\"cornerRadius\":\(n(renderer.cornerRadius)),\"fontSize\":\(n(renderer.fontSize)),"
    json += "\"fontFamily\":\(RenderTextEscaping.jsonString(renderer.fontFamily)),"
    json +=
      "\"background\":\"\(renderer.background.hexString)\",\"strokeWidth\":\(n(renderer.strokeWidth)),\n"
    json += "\"styles\":[" + styleTexts.joined(separator: ",") + "],\n"
    json += "\"labels\":[" + labels.values.map(RenderTextEscaping.jsonString).joined(separator: ",") + "],\n"
    json += "\"frames\":[\n" + frameTexts.joined(separator: ",\n") + "\n]}"
    return json
  }

  private func overlayJSON(_ overlays: RenderOverlays, items: [RenderDrawItem]) -> String {
    guard !overlays.isEmpty else { return "" }
    var text = ""
    if overlays.showsItemFrames {
      let frames = items.map(\.element.attributes.frame).filter(\.isFiniteRect)
      text +=
        ",\"itemFrames\":["
        + frames.map { "\(n($0.minX)),\(n($0.minY)),\(n($0.width)),\(n($0.height))" }
        .joined(separator: ",") + "]"
    }
    let springs = overlays.springs.filter { $0.anchor.isFinitePoint && $0.attachedPoint.isFinitePoint }
    if !springs.isEmpty {
      text +=
        ",\"springs\":["
        + springs.map {
          "\(n($0.anchor.x)),\(n($0.anchor.y)),\(n($0.attachedPoint.x)),\(n($0.attachedPoint.y))"
        }.joined(separator: ",") + "]"
    }
    let boundaries = overlays.boundaries.filter {
      !$0.points.isEmpty && $0.points.allSatisfy(\.isFinitePoint)
    }
    if !boundaries.isEmpty {
      text +=
        ",\"boundaries\":["
        + boundaries.map { boundary in
          "["
            + ([boundary.isClosed ? "1" : "0"] + boundary.points.flatMap { [n($0.x), n($0.y)] }).joined(
              separator: ",")
            + "]"
        }.joined(separator: ",") + "]"
    }
    if let touch = overlays.touchPoint, touch.isFinitePoint {
      text += ",\"touch\":[\(n(touch.x)),\(n(touch.y))]"
    }
    return text
  }

  private static func categoryCode(_ category: CollectionView.ElementCategory) -> Int {
    switch category {
    case .cell: 0
    case .supplementaryView: 1
    case .decorationView: 2
    }
  }

  static let css = """
    body{margin:0;font:14px Helvetica,Arial,sans-serif;background:#e9ebef;color:#1d2330}
    main{display:flex;flex-direction:column;align-items:center;gap:10px;padding:16px}
    h1{font-size:16px;margin:0}
    svg{background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.25);max-width:100%;height:auto}
    .controls{display:flex;gap:12px;align-items:center}
    #counter{font-variant-numeric:tabular-nums;min-width:9em}
    .rate{color:#6f7b8c}

    """

  /// The player: draws frame i of the embedded data into #stage with the SVG DOM and advances
  /// with requestAnimationFrame at the recorded rate.
  static let player = """
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("trellis-animation").textContent);
      var NS = "http://www.w3.org/2000/svg";
      var svg = document.getElementById("stage");
      var playButton = document.getElementById("play");
      var scrub = document.getElementById("scrub");
      var counter = document.getElementById("counter");
      var kinds = ["cell", "supplementary", "decoration"];

      function node(name, attributes, parent) {
        var element = document.createElementNS(NS, name);
        for (var key in attributes) { element.setAttribute(key, String(attributes[key])); }
        if (parent) { parent.appendChild(element); }
        return element;
      }

      function paint(attributes, style) {
        attributes.fill = style[0];
        attributes.stroke = style[1];
        if (style[2]) { attributes["stroke-dasharray"] = "4 3"; }
        return attributes;
      }

      function label(parent, index, x, y, style) {
        if (index < 0) { return; }
        var text = node("text", { x: x, y: y, fill: style[3] }, parent);
        text.textContent = data.labels[index];
      }

      function drawElement(layer, e) {
        var style = data.styles[e[0]];
        var parent = layer;
        var n;
        if (e[4] === 0) {
          var x = e[5], y = e[6], w = e[7], h = e[8];
          var identity = e[9] === 1 && e[10] === 0 && e[11] === 0 && e[12] === 1 && e[13] === 0 && e[14] === 0;
          if (!identity || e[2] < 1) {
            var group = {};
            if (!identity) { group.transform = "matrix(" + e.slice(9, 15).join(" ") + ")"; }
            if (e[2] < 1) { group.opacity = e[2]; }
            parent = node("g", group, layer);
          }
          var r = Math.max(0, Math.min(data.cornerRadius, w / 2, h / 2));
          node("rect", paint({ "class": kinds[e[3]], x: x, y: y, width: w, height: h, rx: r }, style), parent);
          label(parent, e[1], e[15], e[16], style);
        } else {
          if (e[2] < 1) { parent = node("g", { opacity: e[2] }, layer); }
          var points = [];
          for (n = 5; n < 13; n += 2) { points.push(e[n] + "," + e[n + 1]); }
          node("polygon", paint({ "class": kinds[e[3]], points: points.join(" "), "stroke-linejoin": "round" }, style), parent);
          label(parent, e[1], e[13], e[14], style);
        }
      }

      function drawOverlays(layer, frame) {
        var i;
        var frames = frame.itemFrames || [];
        for (i = 0; i < frames.length; i += 4) {
          node("rect", { x: frames[i], y: frames[i + 1], width: frames[i + 2], height: frames[i + 3],
            stroke: "#e0245e", "stroke-width": 1, "stroke-dasharray": "3 2" }, layer);
        }
        (frame.boundaries || []).forEach(function (b) {
          var points = [];
          for (var k = 1; k < b.length; k += 2) { points.push(b[k] + "," + b[k + 1]); }
          node(b[0] ? "polygon" : "polyline", { points: points.join(" "), stroke: "#2b2f36", "stroke-width": 2 }, layer);
        });
        var springs = frame.springs || [];
        for (i = 0; i < springs.length; i += 4) {
          node("line", { x1: springs[i], y1: springs[i + 1], x2: springs[i + 2], y2: springs[i + 3],
            stroke: "#1f6feb", "stroke-width": 1 }, layer);
          node("circle", { cx: springs[i], cy: springs[i + 1], r: 2.5, fill: "#1f6feb" }, layer);
        }
        if (frame.touch) {
          node("circle", { cx: frame.touch[0], cy: frame.touch[1], r: 14, fill: "#f28c28", "fill-opacity": 0.25,
            stroke: "#f28c28", "stroke-width": 2 }, layer);
        }
      }

      var current = -1;
      function draw(index) {
        var frame = data.frames[index];
        var b = frame.bounds;
        while (svg.firstChild) { svg.removeChild(svg.firstChild); }
        svg.setAttribute("viewBox", b.join(" "));
        node("rect", { x: b[0], y: b[1], width: b[2], height: b[3], fill: data.background }, svg);
        var layer = node("g", { "font-family": data.fontFamily, "font-size": data.fontSize, "text-anchor": "middle",
          "dominant-baseline": "central", "stroke-width": data.strokeWidth }, svg);
        frame.elements.forEach(function (e) { drawElement(layer, e); });
        drawOverlays(node("g", { fill: "none" }, svg), frame);
        current = index;
        scrub.value = String(index);
        counter.textContent = "frame " + (index + 1) + " / " + data.frameCount;
      }

      var playing = data.frameCount > 1;
      var startTime = null;
      var startFrame = 0;
      function tick(now) {
        if (playing) {
          if (startTime === null) { startTime = now; }
          var elapsed = Math.floor((now - startTime) * data.fps / 1000);
          var index = (startFrame + elapsed) % data.frameCount;
          if (index !== current) { draw(index); }
        }
        window.requestAnimationFrame(tick);
      }
      function setPlaying(value) {
        playing = value && data.frameCount > 1;
        startTime = null;
        startFrame = Math.max(current, 0);
        playButton.textContent = playing ? "Pause" : "Play";
      }
      playButton.addEventListener("click", function () { setPlaying(!playing); });
      scrub.addEventListener("input", function () { setPlaying(false); draw(Number(scrub.value)); });
      setPlaying(playing);
      draw(0);
      window.requestAnimationFrame(tick);
    })();

    """
}
