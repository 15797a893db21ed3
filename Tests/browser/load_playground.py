"""Load check: N concurrent playground sessions at the server's 60 Hz (or --frame-rate), on
127.0.0.1 only.

    swift build -c release --product trellis
    TRELLIS_BIN=.build/release/trellis python3 Tests/browser/load_playground.py \
        --sessions 20 --seconds 10 --scene springy
    TRELLIS_BIN=.build/release/trellis python3 Tests/browser/load_playground.py \
        --sessions 1 --seconds 20 --scene springy --items 1000000 --frame-rate 120 --minimum-rate 118

Starts `trellis serve --port 0` itself (or uses --url), opens --sessions WebSocket clients
(Python `websockets`), selects the scene in each, keeps every list moving (a wheel nudge every
0.25 s; every 2 s a finger flick of 12 moves of 25 pt, one per frame, then release), warms up
for 2 s, then counts the binary frames each session receives for --seconds and reads from
every frame header the engine time (offset 20, u32 µs) and the encoding time of the previous
frame (offset 10, u16 µs). Prints frames/s per session (min, median, max) and the per-frame
times (median, p99), then stops the clients and the server. Bounded: at most 100 sessions and
120 s; it always stops by itself. Exit status 1 when a session got fewer than --minimum-rate
frames per second.
"""

import argparse
import asyncio
import json
import statistics
import struct
import sys
import time
from pathlib import Path

import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent))
from playground_harness import playground_server  # noqa: E402


async def run_session(ws_url, scene, items, warmup, seconds, result):
    async with websockets.connect(ws_url, max_size=1 << 22) as socket:
        select = {"type": "select", "scene": scene, "width": 390, "height": 844}
        if items:
            select["parameters"] = {"items": items}
        await socket.send(json.dumps(select))
        loop = asyncio.get_running_loop()
        start = loop.time()
        measure_from = start + warmup
        stop_at = measure_from + seconds
        next_nudge = start
        direction = 1
        drag = None  # (frame counter, direction) of a finger drag in progress
        next_drag = start + 1.0
        frames = 0
        engine = []
        encode = []
        elements = []
        errors = []
        while True:
            now = loop.time()
            if now >= stop_at:
                break
            if now >= next_nudge and drag is None:
                await socket.send(json.dumps({"type": "wheel", "dx": 0, "dy": 40 * direction}))
                next_nudge = now + 0.25
                if int(now - start) % 4 == 3:
                    direction = -direction
            if now >= next_drag and drag is None:
                # A finger flick every 2 s: 12 moves of 25 pt, one per frame, then release.
                drag = [0, -direction]
                await socket.send(json.dumps({"type": "touch", "phase": "began", "x": 195, "y": 422}))
            try:
                message = await asyncio.wait_for(socket.recv(), timeout=max(0.001, stop_at - now))
            except asyncio.TimeoutError:
                break
            if isinstance(message, str):
                reply = json.loads(message)
                if reply.get("type") == "error":
                    errors.append(reply["message"])
                continue
            if drag is not None:
                drag[0] += 1
                y = 422 + drag[1] * 25 * min(drag[0], 12)
                phase = "moved" if drag[0] <= 12 else "ended"
                await socket.send(json.dumps({"type": "touch", "phase": phase, "x": 195, "y": y}))
                if phase == "ended":
                    drag = None
                    next_drag = loop.time() + 2.0
            if loop.time() >= measure_from:
                frames += 1
                engine.append(struct.unpack_from("<I", message, 20)[0])
                encode.append(struct.unpack_from("<H", message, 10)[0])
                elements.append(struct.unpack_from("<I", message, 16)[0])
                result["items"] = struct.unpack_from("<I", message, 32)[0]
        result.update(frames=frames, engine=engine, encode=encode, elements=elements, errors=errors)


async def main_async(arguments, url):
    ws_url = url.replace("http://", "ws://") + "ws"
    results = [dict() for _ in range(arguments.sessions)]
    await asyncio.gather(*(run_session(ws_url, arguments.scene, arguments.items, 2.0, arguments.seconds, r)
                           for r in results))
    rates = sorted(r["frames"] / arguments.seconds for r in results)
    engine = sorted(e for r in results for e in r["engine"])
    encode = sorted(e for r in results for e in r["encode"])
    total = sorted(a + b for r in results for a, b in zip(r["engine"], r["encode"][1:] + [0]))
    elements = [e for r in results for e in r["elements"]]
    errors = [e for r in results for e in r["errors"]]
    print(f"sessions: {arguments.sessions}, scene: {arguments.scene}, items: {arguments.items or 'default'}, "
          f"measured: {arguments.seconds} s")
    print(f"frames/s per session: min {rates[0]:.1f}, median {statistics.median(rates):.1f}, max {rates[-1]:.1f}")
    if engine:
        p99 = engine[min(len(engine) - 1, int(len(engine) * 0.99))]
        print(f"engine µs per frame (advance + capture): median {statistics.median(engine):.0f}, p99 {p99}")
        e99 = encode[min(len(encode) - 1, int(len(encode) * 0.99))]
        print(f"encoding µs per frame: median {statistics.median(encode):.0f}, p99 {e99}")
        t99 = total[min(len(total) - 1, int(len(total) * 0.99))]
        print(f"engine + encoding µs per frame: median {statistics.median(total):.0f}, p99 {t99}, "
              f"max {total[-1]}")
        print(f"elements per frame: median {statistics.median(elements):.0f}; "
              f"item count (frame header): {results[0].get('items')}")
    if errors:
        print(f"errors: {len(errors)}, first: {errors[0]}")
    return rates[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--scene", default="springy")
    parser.add_argument("--items", type=int, default=0, help="the scene's `items` parameter (0: its default)")
    parser.add_argument("--frame-rate", type=int, default=60, help="passed to `trellis serve --frame-rate`")
    parser.add_argument("--url", help="an already running playground on 127.0.0.1, e.g. http://127.0.0.1:8080/")
    parser.add_argument("--minimum-rate", type=float, default=58, help="exit 1 if a session gets fewer frames/s")
    arguments = parser.parse_args()
    if not 1 <= arguments.sessions <= 100 or not 1 <= arguments.seconds <= 120:
        parser.error("--sessions must be 1...100 and --seconds 1...120")
    if arguments.url and not arguments.url.startswith("http://127.0.0.1:"):
        parser.error("--url must be on http://127.0.0.1")

    def run(url):
        return asyncio.run(asyncio.wait_for(main_async(arguments, url), timeout=arguments.seconds + 60))

    if arguments.url:
        slowest = run(arguments.url if arguments.url.endswith("/") else arguments.url + "/")
    else:
        with playground_server(extra_arguments=("--frame-rate", str(arguments.frame_rate))) as url:
            slowest = run(url)
    sys.exit(0 if slowest >= arguments.minimum_rate else 1)


if __name__ == "__main__":
    main()
