"""The room server under simulated people, beside ``cardtable play``'s route, in one run.

    python benchmarks/serve.py [--rooms 500] [--tabs 2] [--rate 20] [--seconds 30] [--level easy] [--play 50]
                               [--flood 100] [--flood-seconds 15]

A real ``cardtable serve`` runs in its own process. This script opens ``--rooms`` Five-O
rooms from the lobby's form, connects ``--tabs`` websockets to each (a person with a
second tab), then plays at a person's pace: ``--rate`` moves a second over the whole
server, each room at most one move in flight, with a burst of ten moves at once every
five seconds. It prints rooms held, connections, the server's memory per room (RSS and
PSS), the time from an intent sent to the new view received (p50, p99, max), and the
time from the lobby's form to the first state of a new room. Then ``--flood``
connections take one seat of one more room and send stale moves (clicks on an earlier
table), each under a connection's pace, while the other rooms play on: it prints the
other rooms' intent-to-view times without and with the flood side by side, and what the
flood was answered (a seat's pace is shared by its connections, and a refused click is
answered to its own connection alone). The server opens tables for this one address
without a pace and holds its pages without a cap (``--rooms-per-minute``,
``--pages-per-address``), as it would for a classroom behind one address. With ``--play N`` it also
starts ``cardtable play five-o`` and visits it N times (the page, the POST its script
sends, the room page, the first state), and prints the memory each visit adds and the
time to the first state, beside the Voilà route it replaced (a kernel a visit).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def memory_kib(pid: int) -> tuple[int, int]:
    """RSS and PSS of a process and its children, in KiB (Linux's /proc)."""
    pids = [pid]
    children = Path(f"/proc/{pid}/task/{pid}/children")
    if children.exists():
        pids += [int(p) for p in children.read_text().split()]
    rss = pss = 0
    for p in pids:
        with open(f"/proc/{p}/smaps_rollup") as f:
            for line in f:
                if line.startswith("Rss:"):
                    rss += int(line.split()[1])
                elif line.startswith("Pss:"):
                    pss += int(line.split()[1])
    return rss, pss


def start_server(port: int, data: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    # one address opens every room here: the pace a person opens tables at is lifted
    command = [sys.executable, "-m", "cardtable", "serve", "--port", str(port), "--data", str(data)]
    process = subprocess.Popen(
        [*command, "--rooms-per-minute", "100000", "--pages-per-address", "100000"],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    process.stdout.readline()
    return process


class _Keep(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


def open_room(base: str, level: str) -> tuple[str, str, str]:
    """The lobby's form: the room, its seat key and the player cookie."""
    opener = urllib.request.build_opener(_Keep)
    data = urllib.parse.urlencode({"table": "five-o", "level": level}).encode()
    try:
        opener.open(base + "/play", data=data, timeout=60)
    except urllib.error.HTTPError as exc:
        room, key = exc.headers["Location"].removeprefix("/room/").split("#")
        return room, key, exc.headers.get("set-cookie", "").split(";")[0]
    raise RuntimeError("the lobby did not open a room")


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


class Tab:
    """One page's socket: sends intents, keeps the latest view."""

    def __init__(self, socket: object, room: str = "") -> None:
        self.socket = socket
        self.room = room
        self.view: dict[str, object] = {}
        self.waiting: asyncio.Future[float] | None = None

    async def listen(self) -> None:
        try:
            async for raw in self.socket:  # type: ignore[attr-defined]
                message = json.loads(raw)
                if message.get("kind") == "state":
                    self.view = message["view"]
                else:
                    print("unexpected message:", message, flush=True)
                if self.waiting is not None and not self.waiting.done():
                    self.waiting.set_result(time.perf_counter())
        except ConnectionClosed as closed:
            print("a connection closed:", closed, flush=True)
            if self.waiting is not None and not self.waiting.done():
                self.waiting.set_exception(closed)


async def connect_tab(ws_base: str, room: str, key: str) -> Tab:
    socket = await connect(f"{ws_base}/ws/{room}", max_size=1 << 22)
    await socket.send(json.dumps({"kind": "hello", "key": key}))
    tab = Tab(socket, room)
    tab.view = json.loads(await socket.recv())["view"]
    return tab


async def move(tab: Tab) -> float | None:
    """One person's move on this tab; the seconds until its new view arrived."""
    actions = {a["id"]: a for a in tab.view.get("actions", [])}  # type: ignore[union-attr]
    place, next_game = actions.get("place"), actions.get("next_game")
    if place and place.get("enabled", True) and place.get("targets"):
        intent = {"action": "place", "target": random.choice(place["targets"])}
    elif next_game:
        intent = {"action": "next_game"}
    else:
        return None
    tab.waiting = asyncio.get_running_loop().create_future()
    sent = time.perf_counter()
    await tab.socket.send(json.dumps({"kind": "intent", "state_id": tab.view["state_id"], **intent}))  # type: ignore[attr-defined]
    try:
        received = await asyncio.wait_for(tab.waiting, 60)
    except TimeoutError:
        print("no answer to", intent, "on", tab.view.get("status"), flush=True)
        raise
    return received - sent


async def play_at_pace(tabs: list[list[Tab]], seconds: float, rate: float) -> list[float]:
    """People playing at ``rate`` moves a second over the rooms of ``tabs``, a burst of ten
    every five seconds, each room one move in flight; every move's intent-to-view time."""
    latencies: list[float] = []
    busy: set[int] = set()
    end = time.perf_counter() + seconds
    next_burst = time.perf_counter() + 5

    async def one(index: int) -> None:
        try:
            took = await move(tabs[index][0])
            if took is not None:
                latencies.append(took)
        finally:
            busy.discard(index)

    tasks: list[asyncio.Task[None]] = []
    while time.perf_counter() < end:
        count = 1
        if time.perf_counter() >= next_burst:
            count, next_burst = 10, next_burst + 5
        for _ in range(count):
            free = [i for i in range(len(tabs)) if i not in busy]
            if free:
                index = random.choice(free)
                busy.add(index)  # now, not when the task starts: a burst never picks a room twice
                tasks.append(asyncio.create_task(one(index)))
        await asyncio.sleep(1 / rate)
    await asyncio.gather(*tasks)
    return latencies


class Flooder:
    """One of many connections on one seat, sending clicks on an earlier table at
    ``per_second`` (under one connection's pace of 8 a second) and counting the answers."""

    def __init__(self, socket: object, per_second: float) -> None:
        self.socket = socket
        self.per_second = per_second
        self.states = self.too_fast = self.other = self.sent = 0

    async def listen(self) -> None:
        async for raw in self.socket:  # type: ignore[attr-defined]
            kind = json.loads(raw).get("kind")
            if kind == "state":
                self.states += 1
            elif kind == "refused":
                self.too_fast += 1
            else:
                self.other += 1

    async def send(self, target: str, until: float) -> None:
        stale = json.dumps({"kind": "intent", "state_id": "0", "action": "place", "target": target})
        await asyncio.sleep(random.random() / self.per_second)  # the connections out of step
        while time.perf_counter() < until:
            await self.socket.send(stale)  # type: ignore[attr-defined]
            self.sent += 1
            await asyncio.sleep(1 / self.per_second)


async def flood_beside(base: str, ws_base: str, tabs: list[list[Tab]], args: argparse.Namespace) -> None:
    """The other rooms' intent-to-view times at the same pace, without and with
    ``args.flood`` connections on one seat of another room sending stale moves."""
    quiet = await play_at_pace(tabs, args.flood_seconds, args.rate)
    room, key, _cookie = await asyncio.to_thread(open_room, base, args.level)
    per_second = 6.0
    flooders = []
    for _ in range(args.flood):
        socket = await connect(f"{ws_base}/ws/{room}", max_size=1 << 22)
        await socket.send(json.dumps({"kind": "hello", "key": key}))
        view = json.loads(await socket.recv())["view"]
        flooders.append(Flooder(socket, per_second))
    place = next(a for a in view["actions"] if a["id"] == "place")
    listeners = [asyncio.create_task(f.listen()) for f in flooders]
    until = time.perf_counter() + args.flood_seconds
    senders = [asyncio.create_task(f.send(place["targets"][0], until)) for f in flooders]
    flooded = await play_at_pace(tabs, args.flood_seconds, args.rate)
    await asyncio.gather(*senders)
    for f in flooders:
        await f.socket.close()  # type: ignore[attr-defined]
    for task in listeners:
        task.cancel()
    sent = sum(f.sent for f in flooders)
    print(
        f"a flood on one seat        {args.flood} connections on one seat, each {per_second:.0f} stale moves a second "
        f"({sent / args.flood_seconds:.0f} a second in all), {args.flood_seconds:.0f} s beside the other rooms"
    )
    for label, times in (("  other rooms, no flood", quiet), ("  other rooms, flooded", flooded)):
        print(
            f"{label:<27}p50 {pct(times, 0.5) * 1000:6.1f} ms   p99 {pct(times, 0.99) * 1000:6.1f} ms"
            f"   max {max(times) * 1000:6.1f} ms   ({len(times)} moves)"
        )
    states, refused = sum(f.states for f in flooders), sum(f.too_fast for f in flooders)
    print(
        f"  the flood was answered   {sent} stale moves: {states} state messages (each to its own connection), "
        f"{refused} 'too fast' sentences, {sum(f.other for f in flooders)} others"
    )


async def crowd_beside(ws_base: str, tabs: list[list[Tab]], args: argparse.Namespace) -> None:
    """The rooms' intent-to-view times while ``args.crowd`` watchers join them (spread over
    the rooms, each room at most its cap) and ``args.stalled`` pages that never read sit in
    the busiest rooms: a watcher's coming is one message, and a page that stops reading
    is written to by its own task, so neither should move the times."""
    rooms = [group[0].room for group in tabs]
    stalled = []
    for index in range(args.stalled):  # pages that say hello and never read again
        socket = await connect(f"{ws_base}/ws/{rooms[index % len(rooms)]}", max_queue=1)
        await socket.send(json.dumps({"kind": "hello"}))
        stalled.append(socket)
    quiet = await play_at_pace(tabs, args.flood_seconds, args.rate)
    watchers: list[object] = []

    async def join(index: int) -> None:
        await asyncio.sleep(index * args.flood_seconds / max(args.crowd, 1))  # arriving over the phase
        socket = await connect(f"{ws_base}/ws/{rooms[index % len(rooms)]}")
        await socket.send(json.dumps({"kind": "hello"}))
        await socket.recv()
        watchers.append(socket)

    joining = asyncio.gather(*(join(i) for i in range(args.crowd)), return_exceptions=True)
    crowded = await play_at_pace(tabs, args.flood_seconds, args.rate)
    joined = await joining
    refused = sum(isinstance(result, BaseException) for result in joined)
    print(
        f"a crowd and stalled pages  {args.crowd} watchers joining over {args.flood_seconds:.0f} s "
        f"({args.crowd / args.flood_seconds:.0f} a second, {refused} refused), {args.stalled} pages that never read, "
        "beside the playing"
    )
    for label, times in (("  rooms, before", quiet), ("  rooms, while they join", crowded)):
        print(
            f"{label:<27}p50 {pct(times, 0.5) * 1000:6.1f} ms   p99 {pct(times, 0.99) * 1000:6.1f} ms"
            f"   max {max(times) * 1000:6.1f} ms   ({len(times)} moves)"
        )
    for socket in [*watchers, *stalled]:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(socket.close(), 5)  # type: ignore[attr-defined]


async def load(base: str, args: argparse.Namespace, pid: int) -> None:
    ws_base = base.replace("http://", "ws://")
    before = memory_kib(pid)
    rooms = [await asyncio.to_thread(open_room, base, args.level) for _ in range(args.rooms)]
    held = memory_kib(pid)
    tabs: list[list[Tab]] = []
    for room, key, _cookie in rooms:
        tabs.append([await connect_tab(ws_base, room, key) for _ in range(args.tabs)])
    listeners = [asyncio.create_task(t.listen()) for group in tabs for t in group]
    after = memory_kib(pid)
    per_room_rss = (after[0] - before[0]) / args.rooms
    per_room_pss = (after[1] - before[1]) / args.rooms
    print(f"rooms held                {args.rooms:>8}   connections {args.rooms * args.tabs}")
    print(f"server memory             {after[0] / 1024:8.1f} MiB RSS  ({before[0] / 1024:.1f} MiB with no room)")
    print(f"memory per room           {per_room_rss:8.1f} KiB RSS  {per_room_pss:8.1f} KiB PSS  (connections included)")
    rooms_only = (held[0] - before[0]) / args.rooms
    per_connection = (after[0] - held[0]) / (args.rooms * args.tabs)
    print(f"  of which the room         {rooms_only:8.1f} KiB RSS;  each connection {per_connection:.1f} KiB RSS")

    latencies = await play_at_pace(tabs, args.seconds, args.rate)
    rate = len(latencies) / args.seconds
    print(
        f"intent to new view         p50 {pct(latencies, 0.5) * 1000:6.1f} ms"
        f"   p99 {pct(latencies, 0.99) * 1000:6.1f} ms"
        f"   max {max(latencies) * 1000:6.1f} ms   ({len(latencies)} moves, {rate:.1f} a second, level {args.level})"
    )
    if args.flood:
        await flood_beside(base, ws_base, tabs, args)
    if args.crowd or args.stalled:
        await crowd_beside(ws_base, tabs, args)
    for task in listeners:
        task.cancel()
    for group in tabs:
        for tab in group:
            await tab.socket.close()  # type: ignore[attr-defined]

    firsts = []
    for _ in range(20):
        start = time.perf_counter()
        room, key, _ = await asyncio.to_thread(open_room, base, args.level)
        await asyncio.to_thread(urllib.request.urlopen, f"{base}/room/{room}")
        tab = await connect_tab(ws_base, room, key)
        firsts.append(time.perf_counter() - start)
        await tab.socket.close()  # type: ignore[attr-defined]
    print(
        f"form to first state        p50 {pct(firsts, 0.5) * 1000:6.1f} ms   p99 {pct(firsts, 0.99) * 1000:6.1f} ms"
        "   (POST /play, the room page, the socket's first state; the browser's drawing not included)"
    )


# The route cardtable play had before it ran on this server, measured on this machine
# with `cardtable play five-o` (Voilà 0.5, a kernel a visit; issue 22): the baseline.
VOILA_BASELINE = "Voilà, a kernel a visit (before): 77 MiB RSS and 55 MiB PSS a visit, page in 1.5-2 s; never freed"


async def play_visits(visits: int) -> None:
    """``cardtable play five-o`` as a visitor meets it: the page, the POST its script
    sends, the room page and the socket's first state; memory each visit adds."""
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    command = [sys.executable, "-m", "cardtable", "play", "five-o", "--no-browser", "--port", str(port)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
    try:
        assert process.stdout is not None
        process.stdout.readline()  # "Serving five-o at …": the address is served
        base_url = f"http://127.0.0.1:{port}"
        before = memory_kib(process.pid)
        times = []
        for _ in range(visits):
            start = time.perf_counter()
            await asyncio.to_thread(lambda: urllib.request.urlopen(base_url + "/", timeout=60).read())
            room, key, _ = await asyncio.to_thread(open_room, base_url, "standard")
            await asyncio.to_thread(lambda r=room: urllib.request.urlopen(f"{base_url}/room/{r}").read())
            tab = await connect_tab(base_url.replace("http", "ws", 1), room, key)
            times.append(time.perf_counter() - start)
            await tab.socket.close()  # type: ignore[attr-defined]
        after = memory_kib(process.pid)
        print(
            f"cardtable play, a room a visit  {visits} visits: {(after[0] - before[0]) / visits:7.1f} KiB RSS and "
            f"{(after[1] - before[1]) / visits:7.1f} KiB PSS a visit, page to first state p50 "
            f"{statistics.median(times) * 1000:.0f} ms, p99 {pct(times, 0.99) * 1000:.0f} ms"
        )
        print(VOILA_BASELINE)
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=500)
    parser.add_argument("--tabs", type=int, default=2, help="connections per room")
    parser.add_argument("--rate", type=float, default=20.0, help="moves a second, all rooms together")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--level", default="easy", help="the computer's level in every room")
    parser.add_argument("--play", type=int, default=0, help="also visit cardtable play five-o this many times")
    parser.add_argument("--flood", type=int, default=100, help="connections on one seat sending stale moves (0: none)")
    parser.add_argument("--flood-seconds", type=float, default=15.0, help="seconds without, then with, the flood")
    parser.add_argument("--crowd", type=int, default=400, help="watchers joining the rooms while they play (0: none)")
    parser.add_argument("--stalled", type=int, default=20, help="pages that never read, sitting in the rooms")
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores; python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        server = start_server(port, Path(folder) / "rooms.sqlite3")
        try:
            asyncio.run(load(f"http://127.0.0.1:{port}", args, server.pid))
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(30)
    if args.play:
        asyncio.run(play_visits(args.play))


if __name__ == "__main__":
    main()
