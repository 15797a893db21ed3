"""The playground server under load and abuse, end to end against the built `trellis serve`
(127.0.0.1 only, standard library only: a small WebSocket client of its own, because the abuse
needs frames no library sends).

    swift build -c release --product trellis
    TRELLIS_BIN=.build/release/trellis python3 Tests/browser/abuse_playground.py
    TRELLIS_BIN=.build/release/trellis python3 Tests/browser/abuse_playground.py --sessions 30 --seconds 20

Checks, in order, printing the figures as it goes:

1. budget: the heaviest setting (flow, 1,000,000 items of size 20, 10,000 x 10,000) is answered
   with an error; the heaviest accepted flow setting at that viewport is found by raising the
   item size in steps of 10, and its frames stay under the 1 MiB frame limit;
2. load: --sessions sessions (springy, 390 x 844, scrolled by the wheel) run for --seconds each
   beside that heavy session; each keeps about 60 frames/s on a quiet machine (at least
   --minimum-rate), no session gets less than --minimum-share of the median session's rate (the
   heavy one starves nobody, whatever else the machine is doing), /healthz
   and new WebSocket handshakes keep answering quickly;
3. memory: the server's resident size comes back to near its baseline once the sessions end;
4. oversize: a 2 MiB message, in one frame and in 64 KiB fragments, gets the error reply;
5. RFC 6455: an unmasked frame and an orphan continuation frame get a close frame of status
   1002; the font route answers a served name with 200 and malformed, unknown and traversing
   names (escapes, NUL, `..`, 10,000 characters) with 404 and a message naming the fonts;
6. churn: --churn connections opened and dropped at once (half of them mid-handshake) leave the
   server answering with no session left;
7. shutdown: with a client that streams a scene, never reads and never answers the close frame,
   SIGTERM stops the server within --shutdown-limit seconds.

Exit status 1 when a check fails. Bounded: every wait has a timeout, the whole run about
--seconds + 40 s.
"""

import argparse
import asyncio
import base64
import json
import os
import re
import signal
import statistics
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parents[2]
URL_LINE = re.compile(r"Trellis playground: http://127\.0\.0\.1:(\d+)/")
FAILURES = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message, flush=True)
    if not condition:
        FAILURES.append(message)


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def start_server(binary):
    process = subprocess.Popen(
        [binary, "serve", "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    deadline = time.monotonic() + 30
    port = None
    while port is None and time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        match = URL_LINE.search(line)
        if match:
            port = int(match.group(1))
    if port is None:
        process.kill()
        raise RuntimeError("trellis serve did not print its URL")
    threading.Thread(target=lambda: [None for _ in process.stdout], daemon=True).start()
    return process, port


class Socket:
    """A WebSocket client over asyncio streams: masked frames unless told otherwise."""

    def __init__(self, reader, writer):
        self.reader = reader
        self.writer = writer

    @classmethod
    async def connect(cls, port, timeout=5.0):
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write((
            f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode())
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
        if not head.startswith(b"HTTP/1.1 101"):
            raise RuntimeError("handshake refused: " + head.decode(errors="replace"))
        return cls(reader, writer)

    @staticmethod
    def frame(opcode, payload, fin=True, masked=True):
        header = bytes([(0x80 if fin else 0) | opcode])
        bit = 0x80 if masked else 0
        if len(payload) < 126:
            header += bytes([bit | len(payload)])
        elif len(payload) < 65536:
            header += bytes([bit | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([bit | 127]) + struct.pack(">Q", len(payload))
        if not masked:
            return header + payload
        key = os.urandom(4)
        return header + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))

    def send_text(self, text):
        self.writer.write(self.frame(1, json.dumps(text).encode() if isinstance(text, dict) else text.encode()))

    async def read_frame(self, timeout=5.0):
        head = await asyncio.wait_for(self.reader.readexactly(2), timeout)
        length = head[1] & 0x7F
        if length == 126:
            length = struct.unpack(">H", await asyncio.wait_for(self.reader.readexactly(2), timeout))[0]
        elif length == 127:
            length = struct.unpack(">Q", await asyncio.wait_for(self.reader.readexactly(8), timeout))[0]
        payload = await asyncio.wait_for(self.reader.readexactly(length), timeout)
        return head[0] & 0x0F, payload

    async def next_text_or_close(self, timeout=5.0, limit=2000):
        for _ in range(limit):
            opcode, payload = await self.read_frame(timeout)
            if opcode == 1:
                return payload.decode(errors="replace")
            if opcode == 8:
                return "close %d" % (struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else 1005)
        return None

    def close(self):
        self.writer.close()


async def http_get(port, path, timeout=5.0):
    start = time.monotonic()
    reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), timeout)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
    data = await asyncio.wait_for(reader.read(65536), timeout)
    writer.close()
    body = data.split(b"\r\n\r\n", 1)[-1].decode(errors="replace")
    return time.monotonic() - start, data.startswith(b"HTTP/1.1 200"), body


async def budget(port):
    print("\n1. budget")
    socket = await Socket.connect(port)
    socket.send_text({"type": "select", "scene": "flow", "width": 10000, "height": 10000,
                      "parameters": {"items": 1000000, "size": 20}})
    start = time.monotonic()
    reply = await socket.next_text_or_close()
    check(reply is not None and "elements per frame" in reply,
          "flow, 1,000,000 items of size 20 at 10,000 x 10,000 is refused "
          f"in {1000 * (time.monotonic() - start):.0f} ms: {(reply or '')[:110]}")
    size = 20
    while size <= 200:
        socket.send_text({"type": "select", "scene": "flow", "width": 10000, "height": 10000,
                          "parameters": {"items": 1000000, "size": size}})
        reply = await socket.next_text_or_close()
        if reply and '"selected"' in reply:
            break
        size += 10
    check(size <= 200, f"the heaviest accepted flow setting at 10,000 x 10,000: items of size {size}")
    largest = 0
    elements = 0
    for _ in range(30):
        opcode, payload = await socket.read_frame()
        if opcode == 2:
            largest = max(largest, len(payload))
            elements = struct.unpack_from("<I", payload, 16)[0]
    check(largest < 1 << 20, f"its frames: {elements} elements, {largest / 1024:.0f} KiB (limit 1,024 KiB)")
    return socket, size


async def stream(socket, stop_at, measure_from, result):
    """Keeps a session scrolling by the wheel and counts the frames it receives."""
    frames = 0
    direction = 1
    next_nudge = 0.0
    loop = asyncio.get_running_loop()
    try:
        while loop.time() < stop_at:
            if loop.time() >= next_nudge:
                socket.send_text({"type": "wheel", "dx": 0, "dy": 40 * direction})
                direction = -direction
                next_nudge = loop.time() + 0.25
            opcode, _ = await socket.read_frame()
            if opcode == 2 and loop.time() >= measure_from:
                frames += 1
    except (asyncio.TimeoutError, asyncio.IncompleteReadError, ConnectionError) as error:
        result["error"] = repr(error)
    result["frames"] = frames


async def load(port, pid, heavy, sessions, seconds, minimum_rate, minimum_share):
    print(f"\n2. load: {sessions} sessions for {seconds} s beside the heavy one")
    sockets = []
    for _ in range(sessions):
        socket = await Socket.connect(port)
        socket.send_text({"type": "select", "scene": "springy", "width": 390, "height": 844})
        sockets.append(socket)
    loop = asyncio.get_running_loop()
    warmup = 2.0
    measure_from = loop.time() + warmup
    stop_at = measure_from + seconds
    results = [dict() for _ in sockets]
    heavy_result = {}
    tasks = [asyncio.create_task(stream(s, stop_at, measure_from, r)) for s, r in zip(sockets, results)]
    tasks.append(asyncio.create_task(stream(heavy, stop_at, measure_from, heavy_result)))
    health, handshakes, peak = [], [], 0.0
    while loop.time() < stop_at:
        await asyncio.sleep(0.5)
        latency, ok, _ = await http_get(port, "/healthz")
        health.append(latency if ok else float("inf"))
        if len(health) % 4 == 0:
            start = time.monotonic()
            probe = await Socket.connect(port)
            handshakes.append(time.monotonic() - start)
            probe.close()
        peak = max(peak, rss_mib(pid))
    await asyncio.gather(*tasks)
    rates = sorted(r.get("frames", 0) / seconds for r in results)
    errors = [r["error"] for r in results if "error" in r]
    check(not errors, f"no session failed ({errors[:2]})")
    median = statistics.median(rates)
    check(rates[0] >= minimum_rate,
          f"frames/s per session: min {rates[0]:.1f}, median {median:.1f}, max {rates[-1]:.1f} "
          f"(at least {minimum_rate:.0f})")
    check(median > 0 and rates[0] >= minimum_share * median,
          f"fair share: the slowest session gets {rates[0] / median if median else 0:.2f} of the median's "
          f"rate (at least {minimum_share:.2f})")
    print(f"     heavy session: {heavy_result.get('frames', 0) / seconds:.1f} frames/s")
    check(max(health) < 0.5, f"/healthz under load: median {1000 * statistics.median(health):.1f} ms, "
          f"max {1000 * max(health):.1f} ms")
    check(max(handshakes) < 0.5, f"new handshakes under load: max {1000 * max(handshakes):.1f} ms")
    print(f"     resident size at the peak: {peak:.0f} MiB")
    for socket in sockets + [heavy]:
        socket.close()
    return peak


async def memory(port, pid, baseline, peak):
    print("\n3. memory")
    for _ in range(100):
        _, _, body = await http_get(port, "/healthz")
        if '"sessions":0' in body:
            break
        await asyncio.sleep(0.1)
    await asyncio.sleep(2)
    after = rss_mib(pid)
    check(after <= baseline + 32,
          f"resident size: {baseline:.0f} MiB at start, {peak:.0f} MiB at the peak, {after:.0f} MiB after")


async def oversize(port):
    print("\n4. oversize messages")
    text = json.dumps({"type": "wheel", "dx": 0, "dy": 1, "pad": "x" * (2 << 20)}).encode()
    socket = await Socket.connect(port)
    socket.writer.write(Socket.frame(1, text))
    reply = await socket.next_text_or_close()
    check(reply is not None and "larger than the limit" in reply, f"2 MiB in one frame: {(reply or '')[:80]}")
    pieces = [text[i:i + 65536] for i in range(0, len(text), 65536)]
    for index, piece in enumerate(pieces):
        socket.writer.write(Socket.frame(1 if index == 0 else 0, piece, fin=index == len(pieces) - 1))
    reply = await socket.next_text_or_close()
    check(reply is not None and "larger than the limit" in reply, f"2 MiB in fragments: {(reply or '')[:80]}")
    socket.close()


async def protocol(port):
    print("\n5. RFC 6455")
    socket = await Socket.connect(port)
    socket.writer.write(Socket.frame(1, b'{"type":"select","scene":"flow"}', masked=False))
    reply = await socket.next_text_or_close()
    check(reply == "close 1002", f"an unmasked frame: {reply}")
    socket.close()
    socket = await Socket.connect(port)
    socket.writer.write(Socket.frame(0, b"{}"))
    reply = await socket.next_text_or_close()
    check(reply == "close 1002", f"an orphan continuation frame: {reply}")
    socket.close()


async def font_route(port):
    print("\n5b. font route")
    for path in ["/fonts/Inter-Regular.otf"]:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 5)
        writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        data = await asyncio.wait_for(reader.read(), 10)
        writer.close()
        check(data.startswith(b"HTTP/1.1 200") and b"\r\n\r\nOTTO" in data, f"{path}: 200, an OpenType file")
    for path in ["/fonts/..%2F..%2FPackage.swift", "/fonts/%00", "/fonts/Inter-Regular.otf%00.txt",
                 "/fonts/%ff%fe", "/fonts/" + "x" * 10000, "/fonts/../../../etc/passwd",
                 "/fonts/OFL.txt"]:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 5)
        writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        data = await asyncio.wait_for(reader.read(), 10)
        writer.close()
        status = data.split(b"\r\n", 1)[0].decode(errors="replace")
        body = data.split(b"\r\n\r\n", 1)[-1]
        clear = b"no font named" in body or status.startswith("HTTP/1.1 400") or "/etc/" in path
        check(status.split(" ")[1:2] in (["404"], ["400"]) and clear and not body.startswith(b"OTTO"),
              f"{path[:40]}{'…' if len(path) > 40 else ''}: {status}")
    _, ok, _ = await http_get(port, "/healthz")
    check(ok, "/healthz still answers")


async def churn(port, count):
    print(f"\n6. churn: {count} connections opened and dropped")
    start = time.monotonic()
    for index in range(count):
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        request = (f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}\r\n"
                   f"Sec-WebSocket-Version: 13\r\n\r\n").encode()
        writer.write(request if index % 2 else request[:len(request) // 2])
        if index % 4 == 1:
            writer.write(Socket.frame(1, b'{"type":"select","scene":"springy"}'))
        writer.close()
    latency, ok, body = 0.0, False, ""
    for _ in range(100):
        latency, ok, body = await http_get(port, "/healthz")
        if '"sessions":0' in body:
            break
        await asyncio.sleep(0.1)
    check(ok and '"sessions":0' in body,
          f"after {time.monotonic() - start:.1f} s: /healthz {body.strip()} in {1000 * latency:.1f} ms")


async def stalled_client(port):
    socket = await Socket.connect(port)
    socket.send_text({"type": "select", "scene": "springy"})
    await asyncio.sleep(1.0)  # frames pile up unread
    return socket


def shutdown(process, port, limit):
    print("\n7. shutdown with a client that never reads nor answers")
    loop = asyncio.new_event_loop()
    socket = loop.run_until_complete(stalled_client(port))
    start = time.monotonic()
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=limit + 10)
    except subprocess.TimeoutExpired:
        process.kill()
    elapsed = time.monotonic() - start
    check(elapsed <= limit, f"SIGTERM to exit: {elapsed:.2f} s (limit {limit} s)")
    socket.close()
    loop.close()


async def run_checks(port, pid, arguments):
    await asyncio.sleep(1)
    baseline = rss_mib(pid)
    print(f"resident size at start: {baseline:.0f} MiB")
    heavy, _ = await budget(port)
    peak = await load(port, pid, heavy, arguments.sessions, arguments.seconds, arguments.minimum_rate,
                      arguments.minimum_share)
    await memory(port, pid, baseline, peak)
    await oversize(port)
    await protocol(port)
    await font_route(port)
    await churn(port, arguments.churn)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--minimum-rate", type=float, default=50)
    parser.add_argument("--minimum-share", type=float, default=0.5)
    parser.add_argument("--churn", type=int, default=300)
    parser.add_argument("--shutdown-limit", type=float, default=5)
    arguments = parser.parse_args()
    arguments.sessions = max(1, min(arguments.sessions, 100))
    arguments.seconds = max(1, min(arguments.seconds, 120))
    binary = os.environ.get("TRELLIS_BIN", str(PACKAGE_ROOT / ".build" / "debug" / "trellis"))
    process, port = start_server(binary)
    try:
        asyncio.run(run_checks(port, process.pid, arguments))
        shutdown(process, port, arguments.shutdown_limit)
    finally:
        if process.poll() is None:
            process.kill()
    print("\n" + ("all checks passed" if not FAILURES else f"{len(FAILURES)} check(s) failed"))
    sys.exit(1 if FAILURES else 0)


if __name__ == "__main__":
    main()
