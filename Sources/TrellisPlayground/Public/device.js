// Trellis playground page, part 2 (loaded after app.js, whose globals it uses, and which it
// starts at its end): what makes the page behave like a device (docs/playground.md §5).
//
// - WHEEL GESTURES. Every wheel event is sent as {"type":"wheel"}; when no wheel event has come
//   for WHEEL_END_MS the gesture is over and {"type":"wheelEnd","vx","vy"} says so, with the
//   content velocity measured over the gesture's last 100 ms (see wheelVelocity). The engine
//   ends the scroll as a finger lift at that velocity does: paging, snapping, deceleration.
// - SCROLL INDICATORS as iOS draws them: 3 points thick with round ends, 3 points from the
//   trailing edge (vertical) or the bottom edge (horizontal), as long as the track times
//   visible/content (at least 36 points), shorter by the overshoot while the content is pulled
//   past an end; shown while the content moves and faded out INDICATOR_FADE_MS after it stops.
// - PAGE DOTS (UIPageControl) for scenes whose listing says showsPageControl: one 7-point dot per
//   page, 16 points apart, centred 14 points above the bottom; the current page dark.
// - THE SAME PLACE AFTER A RECONNECTION (a restarted server, a reloaded tab): the scene, its
//   parameters and the content offset are kept in sessionStorage; when the page selects that
//   scene again it sends the same parameters and then {"type":"scrollTo"}.

"use strict";

const WHEEL_END_MS = 150;
const WHEEL_WINDOW_MS = 100;
const WHEEL_SPEED_LIMIT = 20000;
const INDICATOR_THICKNESS = 3;
const INDICATOR_INSET = 3;
const INDICATOR_MINIMUM = 36;
const INDICATOR_FADE_MS = 500;
const DOT_SIZE = 7;
const DOT_PITCH = 16;
const DOT_MAXIMUM = 15;
const PLACE_KEY = "trellis.place";

// ---- Wheel gestures ----------------------------------------------------------------------------

const wheelGesture = { events: [], timer: null };

/** The content velocity (points per second) of wheel events {t (ms), dx, dy}, all within
 *  WHEEL_WINDOW_MS of the newest: the deltas after the first, over the time from the first to
 *  the newest (the first event's delta happened before its timestamp's interval began). Zero
 *  for a single event (a mouse wheel's click has no speed of its own). */
function wheelVelocity(events) {
  if (events.length < 2) return { vx: 0, vy: 0 };
  const span = (events[events.length - 1].t - events[0].t) / 1000;
  if (!(span > 0)) return { vx: 0, vy: 0 };
  let dx = 0;
  let dy = 0;
  for (let i = 1; i < events.length; i++) {
    dx += events[i].dx;
    dy += events[i].dy;
  }
  const limit = (v) => Math.max(-WHEEL_SPEED_LIMIT, Math.min(WHEEL_SPEED_LIMIT, v));
  return { vx: limit(dx / span), vy: limit(dy / span) };
}
window.__trellisWheelVelocity = wheelVelocity;

function endWheelGesture() {
  wheelGesture.timer = null;
  const velocity = wheelVelocity(wheelGesture.events);
  wheelGesture.events = [];
  window.__trellisLastWheelEnd = velocity;
  send({ type: "wheelEnd", vx: velocity.vx, vy: velocity.vy });
}

canvas.addEventListener("wheel", (event) => {
  event.preventDefault();
  const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? state.viewport.height : 1;
  const dx = (event.deltaX * unit) / (event.deltaMode === 0 ? state.scale : 1);
  const dy = (event.deltaY * unit) / (event.deltaMode === 0 ? state.scale : 1);
  if (dx === 0 && dy === 0) return;
  const p = viewPoint(event);
  const now = event.timeStamp || performance.now();
  const events = wheelGesture.events;
  events.push({ t: now, dx, dy });
  while (events.length > 1 && now - events[0].t > WHEEL_WINDOW_MS) events.shift();
  send({ type: "wheel", dx, dy, x: p.x, y: p.y });
  clearTimeout(wheelGesture.timer);
  wheelGesture.timer = setTimeout(endWheelGesture, WHEEL_END_MS);
}, { passive: false });

// ---- Scroll indicators and page dots -----------------------------------------------------------

const indicatorState = { offsetX: NaN, offsetY: NaN, movedAt: -Infinity };

/** The indicators iOS would draw for `frame` (offset, viewport and content size, points), as
 *  rects in view coordinates: [{axis, x, y, width, height}]. */
function scrollIndicatorRects(frame) {
  const rects = [];
  const showsVertical = frame.contentHeight > frame.height + 1;
  const showsHorizontal = frame.contentWidth > frame.width + 1;
  // Each track runs along its edge, inset 3 points from both ends, and stops short of the other
  // indicator's track where both are shown.
  const corner = INDICATOR_INSET + INDICATOR_THICKNESS;
  const bar = (length, content, offset, trackLength) => {
    const range = content - length;
    let size = Math.max(INDICATOR_MINIMUM, (trackLength * length) / content);
    const overshoot = offset < 0 ? -offset : offset > range ? offset - range : 0;
    // Pulled past an end: shorter by the overshoot, down to its thickness.
    size = Math.max(INDICATOR_THICKNESS, Math.min(size, trackLength) - overshoot);
    const progress = range > 0 ? Math.min(1, Math.max(0, offset / range)) : 0;
    return { start: (trackLength - size) * progress, size };
  };
  if (showsVertical) {
    const track = frame.height - 2 * INDICATOR_INSET - (showsHorizontal ? corner : 0);
    const b = bar(frame.height, frame.contentHeight, frame.offsetY, track);
    rects.push({
      axis: "vertical", x: frame.width - INDICATOR_INSET - INDICATOR_THICKNESS, y: INDICATOR_INSET + b.start,
      width: INDICATOR_THICKNESS, height: b.size,
    });
  }
  if (showsHorizontal) {
    const track = frame.width - 2 * INDICATOR_INSET - (showsVertical ? corner : 0);
    const b = bar(frame.width, frame.contentWidth, frame.offsetX, track);
    rects.push({
      axis: "horizontal", x: INDICATOR_INSET + b.start, y: frame.height - INDICATOR_INSET - INDICATOR_THICKNESS,
      width: b.size, height: INDICATOR_THICKNESS,
    });
  }
  return rects;
}
window.__trellisScrollIndicatorRects = scrollIndicatorRects;

/** The page dots of `frame`: the page count (one per view width of content) and the current
 *  page (the nearest to the offset). */
function pageControl(frame) {
  const count = Math.max(1, Math.round(frame.contentWidth / frame.width));
  const current = Math.min(count - 1, Math.max(0, Math.round(frame.offsetX / frame.width)));
  return { count, current };
}
window.__trellisPageControlOf = pageControl;

/** Draws the indicators (while the content moves, then fading) and the page dots, in view
 *  coordinates at scale k. */
function drawDeviceChrome(frame, k) {
  const now = performance.now();
  if (frame.offsetX !== indicatorState.offsetX || frame.offsetY !== indicatorState.offsetY) {
    if (!Number.isNaN(indicatorState.offsetX)) indicatorState.movedAt = now;
    indicatorState.offsetX = frame.offsetX;
    indicatorState.offsetY = frame.offsetY;
  }
  const idle = now - indicatorState.movedAt;
  const alpha = idle < INDICATOR_FADE_MS ? 0.35 : Math.max(0, 0.35 * (1 - (idle - INDICATOR_FADE_MS) / 200));
  ctx.setLineDash([]);
  ctx.setTransform(k, 0, 0, k, 0, 0);
  const rects = scrollIndicatorRects(frame);
  window.__trellisScrollIndicators = alpha > 0 ? rects.map((r) => ({ ...r, alpha })) : [];
  if (alpha > 0) {
    ctx.globalAlpha = alpha;
    ctx.fillStyle = "#1d2330";
    for (const r of rects) {
      roundedRect(r.x, r.y, r.width, r.height, INDICATOR_THICKNESS / 2);
      ctx.fill();
    }
  }
  window.__trellisPageControl = null;
  if (state.scene && state.scene.showsPageControl && frame.width > 0) {
    const dots = pageControl(frame);
    window.__trellisPageControl = dots;
    const shown = Math.min(dots.count, DOT_MAXIMUM);
    const first = Math.min(Math.max(0, dots.current - Math.floor(shown / 2)), dots.count - shown);
    const left = frame.width / 2 - ((shown - 1) * DOT_PITCH) / 2;
    const y = frame.height - 14;
    for (let i = 0; i < shown; i++) {
      const page = first + i;
      ctx.globalAlpha = page === dots.current ? 0.9 : 0.3;
      ctx.fillStyle = "#1d2330";
      ctx.beginPath();
      ctx.arc(left + i * DOT_PITCH, y, DOT_SIZE / 2, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.globalAlpha = 1;
}

// ---- The same place after a reconnection -------------------------------------------------------

state.pendingScroll = null;   // {x, y}: sent as scrollTo once the server says the scene is selected
state.placeRestored = false;  // the first scene of this page load was matched with the saved place
state.holdPlaceUntil = 0;     // the place is not saved before the restored offset has arrived
state.wasDisconnected = false;

function savedPlace() {
  try {
    return JSON.parse(sessionStorage.getItem(PLACE_KEY) || "null");
  } catch {
    return null;
  }
}

function currentParameters() {
  const parameters = {};
  for (const input of document.querySelectorAll("#parameters input[type=range]")) {
    parameters[input.name] = sliderValue(input);
  }
  return parameters;
}

/** Saves the scene, its parameters and the newest frame's offset. */
function rememberPlace() {
  if (!state.scene || !state.frame || state.pendingScroll || performance.now() < state.holdPlaceUntil) return;
  const place = {
    scene: state.scene.name, parameters: currentParameters(), x: state.frame.offsetX, y: state.frame.offsetY,
  };
  try {
    sessionStorage.setItem(PLACE_KEY, JSON.stringify(place));
  } catch {
    // Storage full or forbidden: the page simply starts afresh next time.
  }
}
setInterval(rememberPlace, 200);

/** Called by selectScene after the sliders are built: the first scene of a page load that is
 *  the saved one gets its saved parameter values and, once selected, its offset. */
function restorePlace(scene) {
  if (state.placeRestored) return;
  state.placeRestored = true;
  const place = savedPlace();
  if (!place || place.scene !== scene.name) return;
  for (const p of scene.parameters) {
    const value = place.parameters && place.parameters[p.key];
    const input = document.getElementById("param-" + p.key);
    if (!input || typeof value !== "number" || !(value >= p.minimum && value <= p.maximum)) continue;
    setSlider(input, p, value);
    const output = input.parentElement.querySelector("output");
    if (output) output.textContent = formatNumber(value);
  }
  if (Number.isFinite(place.x) && Number.isFinite(place.y)) state.pendingScroll = { x: place.x, y: place.y };
}

function connectionNote(text) {
  const note = $("connection-note");
  if (note) note.textContent = text;
}

/** The socket closed: the server is gone (restarting, perhaps). */
function connectionClosed() {
  if (!state.wasDisconnected) {
    state.wasDisconnected = true;
    const place = savedPlace();
    if (state.scene && place && place.scene === state.scene.name) {
      state.pendingScroll = { x: place.x, y: place.y };
    }
  }
  connectionNote("Server gone: reconnecting every second…");
}

/** A socket opened (app.js then sends the scene with the sliders' values). After a
 *  disconnection the server may be a new build (the watch mode, `dev`): its listing is read
 *  again, so that the picker, the title and the summary show what it serves now. */
function connectionOpened() {
  if (!state.wasDisconnected) return;
  connectionNote("Reconnected: returning to the same scene, settings and scroll position…");
  refreshListing().catch(() => {});
}

/** Reads /scenes again and updates the picker and the current scene's title and summary,
 *  without selecting anything (the selection, sliders and offset stay as they are). */
async function refreshListing() {
  const response = await fetch("/scenes");
  if (!response.ok) return;
  const scenes = await response.json();
  if (!Array.isArray(scenes)) return;
  state.scenes = scenes;
  const picker = $("scene-picker");
  const current = state.scene ? state.scene.name : picker.value;
  picker.textContent = "";
  for (const scene of scenes) {
    const option = document.createElement("option");
    option.value = scene.name;
    option.textContent = scene.title;
    picker.appendChild(option);
  }
  const scene = scenes.find((s) => s.name === current);
  if (!scene) return;
  picker.value = scene.name;
  state.scene = scene;
  $("scene-title").textContent = scene.title;
  $("scene-summary").textContent = scene.summary;
}

/** The server selected the scene: go back to the saved offset, if any. */
function sceneSelected() {
  if (state.pendingScroll) {
    send({ type: "scrollTo", x: state.pendingScroll.x, y: state.pendingScroll.y });
    state.pendingScroll = null;
    state.holdPlaceUntil = performance.now() + 300;
  }
  if (state.wasDisconnected) {
    state.wasDisconnected = false;
    connectionNote("Reconnected: the same scene, settings and scroll position.");
    setTimeout(() => {
      if (!state.wasDisconnected) connectionNote("");
    }, 8000);
  }
}

// ---- Start: app.js's start(), now that both files are loaded ---------------------------------

start();
