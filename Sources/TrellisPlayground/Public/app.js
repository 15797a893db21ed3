// Trellis playground page: picks a scene, sends input over the WebSocket and draws the binary
// frames the server sends. Plain JavaScript, no build step, no external URLs.
//
// PACING: the server runs each session's clock at 60 Hz and sends one binary frame per tick;
// the page draws the newest frame on its next animation frame (frames that arrive while the
// tab is hidden are simply superseded).
//
// MESSAGES TO THE SERVER (JSON text):
//   {"type":"select","scene":"springy","width":390,"height":844,"parameters":{"damping":0.5}}
//   {"type":"touch","phase":"began|moved|ended|cancelled","x":…,"y":…}   view coordinates, points
//   {"type":"wheel","dx":…,"dy":…,"x":…,"y":…}   points; x, y: the pointer (a section under it
//                                                that scrolls sideways takes a sideways scroll)
//   {"type":"wheelEnd","vx":…,"vy":…}   no wheel event for 150 ms: the gesture ends as a finger
//                                       lift at that content velocity (points/s) does
//   {"type":"scrollTo","x":…,"y":…}     content offset (clamped): back to where the page was
//   {"type":"tap","x":…,"y":…}
//   {"type":"reorder","phase":"begin|move|end|cancel","x":…,"y":…}
//   {"type":"param","key":"damping","value":0.5}
//   {"type":"resize","width":…,"height":…}
//   {"type":"visibility","visible":false}   the tab was hidden: the server pauses the session and
//                                           sends no frames until {"visible":true}
// device.js (loaded after this file) sends the wheel, wheelEnd and scrollTo messages, draws the
// scroll indicators and page dots, and keeps the scene, parameters and offset in sessionStorage.
// REPLIES (JSON text): {"type":"selected","scene":…,"parameters":{…}}, {"type":"error","message":…}
//
// BINARY FRAME FORMAT, version 2 (the same table is in PlaygroundFrameEncoder.swift;
// docs/playground.md describes it in prose). Everything LITTLE-ENDIAN; f32 = IEEE-754 binary32.
//   Header, 64 bytes:
//     0  u8×4 magic "TRLS"            4  u16 version = 2         6  u16 header size = 64
//     8  u16  element size = 76      10  u16 encoding µs of the PREVIOUS frame (saturating, 0 first)
//     12 u32  frame number           16  u32 element count n     20 u32 engine µs (advance + capture)
//     24 u32  visible elements       28  u32 active behaviors    32 u32 item count
//     36 f32  content offset x       40  f32 content offset y
//     44 f32  viewport width         48  f32 viewport height
//     52 f32  content width          56  f32 content height      60 f32 simulated time (s)
//   n element records of 76 bytes at 64 + i·76, in drawing order (back to front):
//     0  u8  kind: 0 cell, 1 supplementary, 2 decoration
//     1  u8  shape: 0 rect + affine matrix, 1 projected quad
//     2  u8  flags: bit0 dashed outline, bit1 section header, bit2 section footer, bit3 lifted,
//        bit4 flat tile (fill only, square, no outline or label), bit5 no tile (content only),
//        bit6 square tile (outline and label, square corners: cells that touch)
//            (the cell being reordered: drawn with a drop shadow)
//     3  u8  reserved
//     4  i32 zIndex                  8  f32 alpha (0…1)
//     12 u8×4 fill RGBA              16 u8×4 stroke RGBA
//     20 i32 section (−1: none)      24 i32 item (−1: none)
//     28 i32 label number: the style's label when it is a decimal integer (scenes: the model item
//        id, which follows the item when it moves), −1 otherwise (then section.item is shown)
//     32 f32×10 geometry, content coordinates:
//        shape 0: x, y, width, height, a, b, c, d, tx, ty  (x′ = a·x + c·y + tx, y′ = b·x + d·y + ty)
//        shape 1: top-left, top-right, bottom-right, bottom-left corners as x,y pairs, then the
//                 untransformed width and height
//     72 u32 content id: what the element's views draw, from this frame's content section or an
//        earlier frame's (0: none yet; the plain tile and its label number are drawn)
//   Content section at 64 + 76·n: u32 block count b, u32 flags (bit0: forget every content of
//   earlier frames first), then b blocks:
//     0 u32 content id   4 u32 block length (12 + items)   8 u16 item count m   10 u16 reserved
//     then m items: a 32-byte prefix
//       0 u8 operation: 0 background, 1 border, 2 text, 3 image, 4 shape, 5 begin clip, 6 end clip
//       1 u8 flags (text bit0 italic; image bit0 symbol, bit1 tinted, bit2 outline; background,
//         border, begin clip: bits 0-3 the square corners TL, TR, BL, BR)   2 u16 payload length P
//       4 f32 opacity   8 f32×6 matrix a, b, c, d, tx, ty (view bounds → element bounds, whose
//         origin is the element rect's top-left)
//     and P bytes of payload (colours u8×4 RGBA):
//       background, shape: f32 x, y, w, h, radius; colour
//       border: f32 x, y, w, h, radius, line width; colour (the line inside the rect)
//       text: f32 baseline x, baseline y, size, measured width; u16 weight; u16 0; colour;
//             u16 F, u16 S; F bytes family, S bytes text (UTF-8)
//       image: f32 x, y, w, h; tint colour; u16 S; S bytes label; with the outline flag: f32 line
//         width, then fill, stroke and knockout SVG paths (u16 length + bytes each, 24-point grid)
//       begin clip: f32 x, y, w, h, radius        end clip: nothing

"use strict";

const HEADER_SIZE = 64;
const ELEMENT_SIZE = 76;
const FORMAT_VERSION = 2;
const LONG_PRESS_MS = 500;
const DRAG_SLOP = 4;
// The Inter files TrellisText measures with, declared in style.css (served at /fonts/…).
const TEXT_FAMILY = "Trellis Inter";
const utf8 = new TextDecoder("utf-8");

/** Decodes one binary frame; returns null when the bytes are not a well-formed version-2 frame.
 *  Content blocks it carries are stored in `contents` (id → items) as a side effect, so decode
 *  every frame in arrival order. */
function decodeFrame(buffer, contents) {
  if (buffer.byteLength < HEADER_SIZE) return null;
  const view = new DataView(buffer);
  if (view.getUint8(0) !== 0x54 || view.getUint8(1) !== 0x52 || view.getUint8(2) !== 0x4c ||
      view.getUint8(3) !== 0x53) return null;
  if (view.getUint16(4, true) !== FORMAT_VERSION) return null;
  const headerSize = view.getUint16(6, true);
  const elementSize = view.getUint16(8, true);
  const count = view.getUint32(16, true);
  const contentStart = headerSize + count * elementSize;
  if (elementSize < ELEMENT_SIZE || buffer.byteLength < contentStart + 8) return null;
  const frame = {
    frameNumber: view.getUint32(12, true),
    count,
    engineMicros: view.getUint32(20, true),
    previousEncodeMicros: view.getUint16(10, true),
    visible: view.getUint32(24, true),
    behaviors: view.getUint32(28, true),
    items: view.getUint32(32, true),
    offsetX: view.getFloat32(36, true),
    offsetY: view.getFloat32(40, true),
    width: view.getFloat32(44, true),
    height: view.getFloat32(48, true),
    contentWidth: view.getFloat32(52, true),
    contentHeight: view.getFloat32(56, true),
    time: view.getFloat32(60, true),
    elements: [],
  };
  for (let i = 0; i < count; i++) {
    const o = headerSize + i * elementSize;
    const g = [];
    for (let k = 0; k < 10; k++) g.push(view.getFloat32(o + 32 + 4 * k, true));
    frame.elements.push({
      kind: view.getUint8(o),
      shape: view.getUint8(o + 1),
      flags: view.getUint8(o + 2),
      z: view.getInt32(o + 4, true),
      alpha: view.getFloat32(o + 8, true),
      fill: `rgb(${view.getUint8(o + 12)},${view.getUint8(o + 13)},${view.getUint8(o + 14)})`,
      stroke: `rgb(${view.getUint8(o + 16)},${view.getUint8(o + 17)},${view.getUint8(o + 18)})`,
      section: view.getInt32(o + 20, true),
      item: view.getInt32(o + 24, true),
      label: view.getInt32(o + 28, true),
      content: view.getUint32(o + 72, true),
      g,
    });
  }
  const blocks = view.getUint32(contentStart, true);
  if (view.getUint32(contentStart + 4, true) & 1) contents.clear();
  let offset = contentStart + 8;
  for (let b = 0; b < blocks; b++) {
    if (offset + 12 > buffer.byteLength) return null;
    const id = view.getUint32(offset, true);
    const length = view.getUint32(offset + 4, true);
    if (length < 12 || offset + length > buffer.byteLength) return null;
    const items = decodeContentItems(view, offset + 12, offset + length, view.getUint16(offset + 8, true));
    if (!items) return null;
    contents.set(id, items);
    offset += length;
  }
  return frame;
}

/** The items of one content block between `start` and `end`, or null when they overrun it. */
function decodeContentItems(view, start, end, count) {
  const items = [];
  let o = start;
  const f = (at) => view.getFloat32(at, true);
  const colour = (at) => `rgba(${view.getUint8(at)},${view.getUint8(at + 1)},${view.getUint8(at + 2)},` +
    `${view.getUint8(at + 3) / 255})`;
  const text = (at, length) => utf8.decode(new Uint8Array(view.buffer, view.byteOffset + at, length));
  for (let i = 0; i < count; i++) {
    if (o + 32 > end) return null;
    const op = view.getUint8(o);
    const flags = view.getUint8(o + 1);
    const size = view.getUint16(o + 2, true);
    const p = o + 32;
    if (p + size > end) return null;
    const item = { op, flags, opacity: f(o + 4), m: [f(o + 8), f(o + 12), f(o + 16), f(o + 20), f(o + 24), f(o + 28)] };
    if ((op === 0 || op === 4) && size >= 24) {
      Object.assign(item, { x: f(p), y: f(p + 4), w: f(p + 8), h: f(p + 12), r: f(p + 16), color: colour(p + 20),
        square: op === 0 ? flags & 15 : 0 });
    } else if (op === 1 && size >= 28) {
      Object.assign(item, { x: f(p), y: f(p + 4), w: f(p + 8), h: f(p + 12), r: f(p + 16), line: f(p + 20),
        color: colour(p + 24), square: flags & 15 });
    } else if (op === 2 && size >= 28) {
      const familyLength = view.getUint16(p + 24, true);
      const textLength = view.getUint16(p + 26, true);
      if (28 + familyLength + textLength > size) return null;
      Object.assign(item, { x: f(p), y: f(p + 4), size: f(p + 8), width: f(p + 12),
        weight: view.getUint16(p + 16, true), italic: (flags & 1) !== 0, color: colour(p + 20),
        family: text(p + 28, familyLength), text: text(p + 28 + familyLength, textLength) });
    } else if (op === 3 && size >= 22) {
      const labelLength = view.getUint16(p + 20, true);
      if (22 + labelLength > size) return null;
      Object.assign(item, { x: f(p), y: f(p + 4), w: f(p + 8), h: f(p + 12),
        tint: (flags & 2) ? colour(p + 16) : null, symbol: (flags & 1) !== 0, label: text(p + 22, labelLength) });
      let q = p + 22 + labelLength;
      if ((flags & 4) && q + 4 <= p + size) {
        const outline = { line: f(q), paths: [] };
        q += 4;
        for (let k = 0; k < 3; k++) {
          if (q + 2 > p + size) return null;
          const length = view.getUint16(q, true);
          if (q + 2 + length > p + size) return null;
          outline.paths.push(text(q + 2, length));
          q += 2 + length;
        }
        item.outline = outline;
      }
    } else if (op === 5 && size >= 20) {
      Object.assign(item, { x: f(p), y: f(p + 4), w: f(p + 8), h: f(p + 12), r: f(p + 16), square: flags & 15 });
    } else if (op !== 6) {
      item.op = -1;  // an operation this page does not know, or too short: skipped
    }
    items.push(item);
    o = p + size;
  }
  return items;
}

// ---- State ---------------------------------------------------------------------------------

const state = {
  scenes: [],
  scene: null,          // the SceneListing entry of the running scene
  viewport: { width: 390, height: 844 },
  scale: 1,
  socket: null,
  frame: null,          // newest decoded frame
  drawnFrameNumber: -1,
  framesReceived: 0,
  framesDrawn: 0,
  fps: 0,
  errors: [],
  pointer: null,        // the active pointer gesture
  contents: new Map(),  // content id → items, as the frames sent them (this connection)
  fontsReady: false,    // the Inter faces of style.css have loaded: text is drawn from then on
  textRuns: [],         // the text runs drawn in the last frame (see window.__trellisTextRuns)
};
state.visible = document.visibilityState !== "hidden";
state.buildConfiguration = null;
// For tests and curious people: window.trellis exposes the live numbers.
window.trellis = state;

const $ = (id) => document.getElementById(id);
const canvas = $("view");
const ctx = canvas.getContext("2d");

function send(message) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN) {
    state.socket.send(JSON.stringify(message));
  }
}

// ---- Scenes and parameters -----------------------------------------------------------------

async function loadScenes() {
  const response = await fetch("/scenes");
  state.scenes = await response.json();
  const picker = $("scene-picker");
  picker.textContent = "";
  for (const scene of state.scenes) {
    const option = document.createElement("option");
    option.value = scene.name;
    option.textContent = scene.title;
    picker.appendChild(option);
  }
  const wanted = decodeURIComponent(location.hash.slice(1));
  const initial = state.scenes.find((s) => s.name === wanted) ||
    state.scenes.find((s) => s.name === "springy") || state.scenes[0];
  if (initial) picker.value = initial.name;
  picker.addEventListener("change", () => selectScene(picker.value));
  // Following a link to another #scene on this page switches to it.
  window.addEventListener("hashchange", () => {
    const name = decodeURIComponent(location.hash.slice(1));
    if (state.scene && name === state.scene.name) return;
    if (state.scenes.some((s) => s.name === name)) {
      picker.value = name;
      selectScene(name);
    }
  });
  if (initial) selectScene(initial.name);
}

function selectScene(name) {
  const scene = state.scenes.find((s) => s.name === name);
  if (!scene) return;
  state.scene = scene;
  history.replaceState(null, "", "#" + encodeURIComponent(name));
  document.body.dataset.scene = name;
  $("scene-title").textContent = scene.title;
  $("scene-summary").textContent = scene.summary;
  const hints = $("scene-hints");
  hints.textContent = "";
  const addHint = (text) => {
    const li = document.createElement("li");
    li.textContent = text;
    hints.appendChild(li);
  };
  // The scene says how scrolling works there (nothing at all in some scenes).
  if (scene.scrollHint) addHint(scene.scrollHint);
  if (scene.supportsReorder) addHint("Long-press (½ s), then drag to reorder.");
  for (const hint of scene.hints || []) addHint(hint);
  if (scene.supportsTapInsertDelete && !(scene.hints || []).length) addHint("Tap to insert or delete items.");
  buildSliders(scene);
  restorePlace(scene);
  layoutStage();
  sendSelect();
}

function sendSelect() {
  if (!state.scene) return;
  const parameters = {};
  for (const input of document.querySelectorAll("#parameters input[type=range]")) {
    parameters[input.name] = sliderValue(input);
  }
  state.frame = null;
  send({
    type: "select", scene: state.scene.name,
    width: state.viewport.width, height: state.viewport.height, parameters,
  });
}

// Sliders whose range spans at least 1,000 steps (item counts up to a million, seeds) are
// LOGARITHMIC: the thumb's position t in 0…1000 stands for minimum + (span + 1)^(t/1000) − 1,
// rounded to the step, so small values get as much of the track as large ones.
const LOG_POSITIONS = 1000;

function isLogarithmic(p) {
  return p.minimum >= 0 && p.step > 0 && (p.maximum - p.minimum) / p.step >= 1000;
}

function valueAtPosition(p, t) {
  const span = p.maximum - p.minimum;
  const raw = p.minimum + Math.pow(span + 1, t / LOG_POSITIONS) - 1;
  const stepped = Math.round((raw - p.minimum) / p.step) * p.step + p.minimum;
  return Math.min(p.maximum, Math.max(p.minimum, stepped));
}

function positionOfValue(p, value) {
  const span = p.maximum - p.minimum;
  return Math.round(LOG_POSITIONS * Math.log(Math.max(0, value - p.minimum) + 1) / Math.log(span + 1));
}

/** The parameter value a slider shows (its position mapped back on a logarithmic slider). */
function sliderValue(input) {
  if (input.dataset.scale !== "log") return Number(input.value);
  return Number(input.dataset.value);
}

function setSlider(input, p, value) {
  if (input.dataset.scale === "log") {
    input.value = positionOfValue(p, value);
    input.dataset.value = String(value);
  } else {
    input.value = value;
  }
}

function buildSliders(scene) {
  const form = $("parameters");
  form.textContent = "";
  for (const p of scene.parameters) {
    const row = document.createElement("div");
    row.className = "parameter";
    const label = document.createElement("label");
    label.htmlFor = "param-" + p.key;
    label.textContent = p.label;
    const output = document.createElement("output");
    label.appendChild(output);
    const input = document.createElement("input");
    input.type = "range";
    input.id = "param-" + p.key;
    input.name = p.key;
    if (isLogarithmic(p)) {
      input.dataset.scale = "log";
      input.min = 0;
      input.max = LOG_POSITIONS;
      input.step = 1;
      input.title = "logarithmic: " + formatNumber(p.minimum) + " … " + formatNumber(p.maximum);
    } else {
      input.dataset.scale = "linear";
      input.min = p.minimum;
      input.max = p.maximum;
      input.step = p.step > 0 ? p.step : "any";
    }
    setSlider(input, p, p.defaultValue);
    output.textContent = formatNumber(p.defaultValue);
    let pending = null;
    input.addEventListener("input", () => {
      if (input.dataset.scale === "log") input.dataset.value = String(valueAtPosition(p, Number(input.value)));
      output.textContent = formatNumber(sliderValue(input));
      // Throttle: parameters such as the item count rebuild the scene.
      if (pending) return;
      pending = setTimeout(() => {
        pending = null;
        send({ type: "param", key: p.key, value: sliderValue(input) });
      }, 60);
    });
    row.appendChild(label);
    row.appendChild(input);
    form.appendChild(row);
  }
}

function formatNumber(value) {
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString("en-US");
  return String(Math.round(value * 1000) / 1000);
}

function showError(message) {
  state.errors.push(message);
  const box = $("errors");
  const line = document.createElement("div");
  line.textContent = message;
  box.prepend(line);
  while (box.childNodes.length > 5) box.removeChild(box.lastChild);
}

// ---- Layout: the viewport and its on-screen scale ------------------------------------------

function layoutStage() {
  const stage = $("stage");
  const fit = $("fit-window").checked;
  stage.classList.toggle("fill", fit);
  // The statistics strip sits below the device: leave room for it (and the gap above it).
  const stats = $("stats");
  const statsHeight = stats ? stats.offsetHeight + 10 : 0;
  const available = { width: stage.clientWidth - 32, height: stage.clientHeight - 32 - statsHeight };
  let viewport;
  if (fit) {
    viewport = {
      width: Math.max(100, Math.floor(available.width)),
      height: Math.max(100, Math.floor(available.height)),
    };
  } else {
    const v = state.scene ? state.scene.defaultViewport : { width: 390, height: 844 };
    viewport = { width: v.width, height: v.height };
  }
  const scale = fit ? 1 : Math.min(1, available.width / viewport.width, available.height / viewport.height);
  const changed = viewport.width !== state.viewport.width || viewport.height !== state.viewport.height;
  state.viewport = viewport;
  state.scale = scale > 0 ? scale : 1;
  const dpr = window.devicePixelRatio || 1;
  canvas.style.width = viewport.width * state.scale + "px";
  canvas.style.height = viewport.height * state.scale + "px";
  canvas.width = Math.round(viewport.width * state.scale * dpr);
  canvas.height = Math.round(viewport.height * state.scale * dpr);
  state.drawnFrameNumber = -1;
  return changed;
}

window.addEventListener("resize", () => {
  if (layoutStage()) send({ type: "resize", width: state.viewport.width, height: state.viewport.height });
});
$("fit-window").addEventListener("change", () => {
  if (layoutStage()) send({ type: "resize", width: state.viewport.width, height: state.viewport.height });
});
$("reset-scene").addEventListener("click", () => sendSelect());
$("stats").addEventListener("toggle", () => {
  if (layoutStage()) send({ type: "resize", width: state.viewport.width, height: state.viewport.height });
});

// ---- Fonts: text waits for the Inter files (style.css, GET /fonts/…) ----------------------------

// The faces text runs use; document.fonts.load fetches each (a face is fetched only when asked).
const FONT_FACES = ["400", "500", "600", "700", "italic 400"];

async function loadFonts() {
  await Promise.all(FONT_FACES.map((face) => document.fonts.load(`${face} 16px "${TEXT_FAMILY}"`)));
  const missing = FONT_FACES.filter((face) => !document.fonts.check(`${face} 16px "${TEXT_FAMILY}"`));
  if (missing.length) throw new Error("Inter faces not loaded: " + missing.join(", "));
  state.fontsReady = true;
  state.drawnFrameNumber = -1;  // redraw the current frame, now with its text
}

// For tests: the text runs drawn in the last frame, each with the CSS font it was drawn in and
// the width TrellisText measured for it (the browser test compares that with measureText).
Object.defineProperty(window, "__trellisTextRuns", { get: () => state.textRuns });

// ---- Drawing ---------------------------------------------------------------------------------

/** A rounded rectangle path; `square` names corners left square (bits 0-3: top left, top right,
 *  bottom left, bottom right, as a layer's maskedCorners leaves them). */
function roundedRect(x, y, w, h, r, square = 0) {
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
  const at = (bit) => (square & bit) ? 0 : radius;
  ctx.beginPath();
  ctx.moveTo(x + at(1), y);
  ctx.arcTo(x + w, y, x + w, y + h, at(2));
  ctx.arcTo(x + w, y + h, x, y + h, at(8));
  ctx.arcTo(x, y + h, x, y, at(4));
  ctx.arcTo(x, y, x + w, y, at(1));
  ctx.closePath();
}

/** Draws a symbol's outline (SymbolOutline: paths on a 24-point grid) centred in the item's rect,
 *  scaled to its shorter side: the fill and stroke in the tint, the knockout in white. */
function drawSymbol(item) {
  const side = Math.min(item.w, item.h);
  if (!(side > 0)) return;
  const colour = item.tint || "rgb(0,0,0)";
  ctx.save();
  ctx.translate(item.x + item.w / 2 - side / 2, item.y + item.h / 2 - side / 2);
  ctx.scale(side / 24, side / 24);
  ctx.lineWidth = item.outline.line;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  const [fill, stroke, knockout] = item.outline.paths;
  if (fill) { ctx.fillStyle = colour; ctx.fill(new Path2D(fill)); }
  if (stroke) { ctx.strokeStyle = colour; ctx.stroke(new Path2D(stroke)); }
  if (knockout) { ctx.strokeStyle = "rgb(255,255,255)"; ctx.stroke(new Path2D(knockout)); }
  ctx.restore();
}

function labelFor(e) {
  if (e.flags & 2) return "header " + e.section;
  if (e.flags & 4) return "footer " + e.section;
  if (e.kind === 2) return "";
  if (e.label >= 0) return String(e.label);
  if (e.item < 0) return "";
  return e.section >= 0 ? e.section + "." + e.item : String(e.item);
}

/** The CSS font of a text run: the served Inter for Inter runs (its weight and style select the
 *  file), the run's own family otherwise. */
function runFont(item) {
  const family = item.family === "Inter" ? `"${TEXT_FAMILY}"` : `"${item.family}", "${TEXT_FAMILY}", sans-serif`;
  return `${item.italic ? "italic " : ""}${item.weight} ${item.size}px ${family}`;
}

/** The matrix from an element's bounds coordinates to content coordinates: its rect's origin
 *  through its affine matrix, or for a projected quad the affine map of its top-left, top-right
 *  and bottom-left corners (exact for affine placements, an approximation under perspective). */
function elementMatrix(e) {
  const g = e.g;
  if (e.shape === 0) {
    const [x, y, a, b, c, d, tx, ty] = [g[0], g[1], g[4], g[5], g[6], g[7], g[8], g[9]];
    return [a, b, c, d, a * x + c * y + tx, b * x + d * y + ty];
  }
  const w = g[8] > 0 ? g[8] : 1;
  const h = g[9] > 0 ? g[9] : 1;
  return [(g[2] - g[0]) / w, (g[3] - g[1]) / w, (g[6] - g[0]) / h, (g[7] - g[1]) / h, g[0], g[1]];
}

/** Draws what an element's views recorded (its content items), inside the element. */
function drawContent(e, items, base) {
  const em = elementMatrix(e);
  let clips = 0;
  ctx.save();
  for (const item of items) {
    if (item.op < 0) continue;
    if (item.op === 6) {
      if (clips > 0) { ctx.restore(); clips--; }
      continue;
    }
    ctx.setTransform(...base);
    ctx.transform(...em);
    ctx.transform(...item.m);
    ctx.globalAlpha = Math.min(1, e.alpha) * item.opacity;
    switch (item.op) {
      case 0:
      case 4:
        roundedRect(item.x, item.y, item.w, item.h, item.r, item.square);
        ctx.fillStyle = item.color;
        ctx.fill();
        break;
      case 1: {
        const inset = item.line / 2;
        roundedRect(item.x + inset, item.y + inset, item.w - item.line, item.h - item.line, Math.max(0, item.r - inset),
          item.square);
        ctx.strokeStyle = item.color;
        ctx.lineWidth = item.line;
        ctx.stroke();
        break;
      }
      case 2:
        if (!state.fontsReady) break;  // text waits for the Inter files
        ctx.font = runFont(item);
        ctx.fontKerning = "normal";
        ctx.textAlign = "left";
        ctx.textBaseline = "alphabetic";
        ctx.fillStyle = item.color;
        ctx.fillText(item.text, item.x, item.y);
        state.textRuns.push({ text: item.text, font: ctx.font, family: item.family, size: item.size,
          weight: item.weight, italic: item.italic, width: item.width, x: item.x, y: item.y });
        break;
      case 3: {
        if (item.outline) { drawSymbol(item); break; }
        // A placeholder, as ViewTreeSVGRenderer draws it: the tint at 35 % over an outline.
        const tint = item.tint || "rgba(217,217,217,1)";
        ctx.globalAlpha *= 0.35;
        ctx.fillStyle = tint;
        ctx.fillRect(item.x, item.y, item.w, item.h);
        ctx.globalAlpha /= 0.35;
        ctx.strokeStyle = item.tint || "rgb(128,128,128)";
        ctx.lineWidth = 1;
        ctx.strokeRect(item.x, item.y, item.w, item.h);
        if (state.fontsReady && item.label) {
          ctx.font = `400 ${Math.max(Math.min(item.h * 0.3, 10), 1)}px "${TEXT_FAMILY}"`;
          ctx.textAlign = "center";
          ctx.textBaseline = "middle";
          ctx.fillStyle = "#555555";
          ctx.fillText(item.label, item.x + item.w / 2, item.y + item.h / 2, Math.max(item.w - 2, 1));
        }
        break;
      }
      case 5:
        ctx.save();
        clips++;
        roundedRect(item.x, item.y, item.w, item.h, item.r, item.square);
        ctx.clip();
        break;
    }
  }
  while (clips-- > 0) ctx.restore();
  ctx.restore();
}

function draw(frame) {
  const dpr = window.devicePixelRatio || 1;
  const k = dpr * state.scale;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const base = [k, 0, 0, k, -frame.offsetX * k, -frame.offsetY * k];
  state.textRuns = [];
  for (const e of frame.elements) {
    if (!(e.alpha > 0)) continue;
    ctx.globalAlpha = Math.min(1, e.alpha);
    const flat = (e.flags & 16) !== 0;
    const bare = (e.flags & 32) !== 0;
    ctx.setLineDash(e.flags & 1 ? [5, 4] : []);
    const g = e.g;
    let cx, cy, w, h;
    ctx.setTransform(...base);
    if (e.shape === 0) {
      ctx.transform(g[4], g[5], g[6], g[7], g[8], g[9]);
      const square = flat || (e.flags & 64) !== 0;
      const radius = square ? 0 : e.kind === 0 ? Math.min(12, g[2] * 0.12, g[3] * 0.12) : 6;
      roundedRect(g[0], g[1], g[2], g[3], radius);
      cx = g[0] + g[2] / 2;
      cy = g[1] + g[3] / 2;
      w = g[2];
      h = g[3];
    } else {
      ctx.beginPath();
      ctx.moveTo(g[0], g[1]);
      ctx.lineTo(g[2], g[3]);
      ctx.lineTo(g[4], g[5]);
      ctx.lineTo(g[6], g[7]);
      ctx.closePath();
      cx = (g[0] + g[2] + g[4] + g[6]) / 4;
      cy = (g[1] + g[3] + g[5] + g[7]) / 4;
      w = Math.hypot(g[2] - g[0], g[3] - g[1]);
      h = Math.hypot(g[6] - g[0], g[7] - g[1]);
    }
    ctx.fillStyle = e.fill;
    if (bare) {
      // No tile: only what the element's views draw.
    } else if (flat) {
      ctx.fill();
    } else {
      if (e.flags & 8) {
        // Lifted (being reordered): a soft drop shadow below it, as a lifted item on iOS. The
        // 5% enlargement is already in the frame's geometry.
        ctx.shadowColor = "rgba(29, 35, 48, 0.35)";
        ctx.shadowBlur = 16 * k;
        ctx.shadowOffsetX = 0;
        ctx.shadowOffsetY = 6 * k;
      }
      ctx.fill();
      ctx.shadowColor = "transparent";
      ctx.shadowBlur = 0;
      ctx.shadowOffsetY = 0;
      ctx.lineWidth = 1 / k * dpr;
      ctx.strokeStyle = e.stroke;
      ctx.stroke();
    }
    const items = e.content ? state.contents.get(e.content) : undefined;
    if (items) {
      ctx.setLineDash([]);
      drawContent(e, items, base);
      continue;  // the views' own drawing replaces the tile's number
    }
    const text = flat || bare ? "" : labelFor(e);
    if (text && h >= 12 && w >= 18) {
      const size = Math.max(9, Math.min(15, h * 0.34, (w / text.length) * 1.6));
      ctx.setLineDash([]);
      ctx.fillStyle = "#1d2330";
      ctx.font = `600 ${size}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(text, cx, cy);
    }
  }
  // Scroll indicators and page dots, as iOS draws them (device.js).
  drawDeviceChrome(frame, k);
  ctx.globalAlpha = 1;
}

let fpsWindowStart = performance.now();
let fpsWindowFrames = 0;

function render() {
  const frame = state.frame;
  const now = performance.now();
  if (now - fpsWindowStart >= 500) {
    state.fps = (fpsWindowFrames * 1000) / (now - fpsWindowStart);
    fpsWindowStart = now;
    fpsWindowFrames = 0;
    updateOverlay();
  }
  if (frame && frame.frameNumber !== state.drawnFrameNumber) {
    draw(frame);
    state.drawnFrameNumber = frame.frameNumber;
    state.framesDrawn++;
    updateOverlay();
  }
  requestAnimationFrame(render);
}

function updateOverlay() {
  const frame = state.frame;
  $("stat-fps").textContent = state.fps.toFixed(0);
  document.body.dataset.frames = String(state.framesReceived);
  if (!frame) return;
  $("stat-engine").textContent = String(frame.engineMicros);
  $("stat-encode").textContent = String(frame.previousEncodeMicros);
  $("stat-visible").textContent = String(frame.visible);
  $("stat-behaviors").textContent = String(frame.behaviors);
  $("stat-frame").textContent = String(frame.frameNumber);
  $("stat-offset").textContent = frame.offsetX.toFixed(0) + ", " + frame.offsetY.toFixed(0);
}

// ---- Connection ------------------------------------------------------------------------------

function connect() {
  const status = $("status");
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(`${scheme}//${location.host}/ws`);
  socket.binaryType = "arraybuffer";
  state.socket = socket;
  status.textContent = "connecting…";
  status.className = "status connecting";
  socket.addEventListener("open", () => {
    // A new connection: content ids start afresh.
    state.contents.clear();
    status.textContent = "live";
    status.className = "status open";
    connectionOpened();
    sendSelect();
    if (!state.visible) send({ type: "visibility", visible: false });
  });
  socket.addEventListener("message", (event) => {
    if (typeof event.data === "string") {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.type === "error") showError(message.message);
      if (message.type === "selected") {
        applySelected(message);
        sceneSelected();
      }
      return;
    }
    const frame = decodeFrame(event.data, state.contents);
    if (!frame) return;
    state.frame = frame;
    state.framesReceived++;
    fpsWindowFrames++;
  });
  socket.addEventListener("close", () => {
    status.textContent = "disconnected — retrying";
    status.className = "status closed";
    connectionClosed();
    if (state.socket === socket) setTimeout(connect, 1000);
  });
}

function applySelected(message) {
  for (const [key, value] of Object.entries(message.parameters || {})) {
    const input = document.getElementById("param-" + key);
    if (!input) continue;
    const p = state.scene && state.scene.parameters.find((q) => q.key === key);
    if (p) setSlider(input, p, value); else input.value = value;
    const output = input.parentElement.querySelector("output");
    if (output) output.textContent = formatNumber(value);
  }
}

// ---- Input: pointer (drag, tap, long-press reorder) and wheel ----------------------------------

function viewPoint(event) {
  const rect = canvas.getBoundingClientRect();
  return { x: (event.clientX - rect.left) / state.scale, y: (event.clientY - rect.top) / state.scale };
}

// Long press is recognised by the ENGINE (SceneSession: a finger that rests within 10 pt for
// 0.5 s starts reordering in scenes that support it; later touch moves move the item). The page
// only mirrors it: after 0.5 s of a still press it forwards every move (no drag slop) and shows
// a "move" cursor. A press shorter than 0.5 s that never moved is a tap.
canvas.addEventListener("pointerdown", (event) => {
  if (state.pointer || event.button !== 0) return;
  canvas.setPointerCapture(event.pointerId);
  const p = viewPoint(event);
  const gesture = { id: event.pointerId, start: p, last: p, startTime: performance.now(), mode: "press", timer: null };
  state.pointer = gesture;
  send({ type: "touch", phase: "began", x: p.x, y: p.y });
  if (state.scene && state.scene.supportsReorder) {
    gesture.timer = setTimeout(() => {
      if (state.pointer !== gesture || gesture.mode !== "press") return;
      gesture.mode = "held";
      canvas.classList.add("reordering");
    }, LONG_PRESS_MS);
  }
});

canvas.addEventListener("pointermove", (event) => {
  const gesture = state.pointer;
  if (!gesture || gesture.id !== event.pointerId) return;
  const p = viewPoint(event);
  gesture.last = p;
  if (gesture.mode === "press") {
    if (Math.hypot(p.x - gesture.start.x, p.y - gesture.start.y) * state.scale < DRAG_SLOP) return;
    gesture.mode = "drag";
    clearTimeout(gesture.timer);
    canvas.classList.add("dragging");
  }
  send({ type: "touch", phase: "moved", x: p.x, y: p.y });
});

function finishPointer(event, cancelled) {
  const gesture = state.pointer;
  if (!gesture || gesture.id !== event.pointerId) return;
  clearTimeout(gesture.timer);
  state.pointer = null;
  canvas.classList.remove("dragging", "reordering");
  const p = cancelled ? gesture.last : viewPoint(event);
  send({ type: "touch", phase: cancelled ? "cancelled" : "ended", x: p.x, y: p.y });
  const quick = performance.now() - gesture.startTime < LONG_PRESS_MS;
  if (!cancelled && gesture.mode === "press" && quick && state.scene && state.scene.supportsTapInsertDelete) {
    send({ type: "tap", x: p.x, y: p.y });
  }
}

canvas.addEventListener("pointerup", (event) => finishPointer(event, false));
canvas.addEventListener("pointercancel", (event) => finishPointer(event, true));

// The wheel: device.js (a wheel gesture ends as a finger lift does).

// ---- Visibility: a hidden tab asks the server to pause its session ----------------------------

document.addEventListener("visibilitychange", () => {
  const visible = document.visibilityState !== "hidden";
  if (visible === state.visible) return;
  state.visible = visible;
  send({ type: "visibility", visible });
});

// ---- Build configuration -----------------------------------------------------------------------

async function loadInfo() {
  const response = await fetch("/info");
  const info = await response.json();
  state.buildConfiguration = info.buildConfiguration;
  const badge = $("stat-build");
  badge.textContent = info.buildConfiguration + " build";
  badge.classList.toggle("debug", info.buildConfiguration === "debug");
  if (info.buildConfiguration === "debug") {
    badge.title = "Unoptimised: run `swift run -c release trellis` for full speed";
  }
}

// ---- Start -------------------------------------------------------------------------------------

/** Starts the page. Called at the end of device.js, so that everything this file calls there
 *  (restorePlace, drawDeviceChrome, the connection hooks) exists before any frame, reply or
 *  listing can arrive. */
function start() {
  layoutStage();
  loadFonts().catch((error) => showError("could not load the Inter fonts: " + error));
  connect();
  loadScenes().catch((error) => showError("could not load /scenes: " + error));
  loadInfo().catch((error) => showError("could not load /info: " + error));
  requestAnimationFrame(render);
}
