"""Online server benchmark: how many rooms and clients one server holds with decision latency p99 < 50 ms.

    python -m benchmarks.online_bench                # ~2 min; prints the table in docs/PERFORMANCE.md
    python -m benchmarks.online_bench --rooms 20,50 --seconds 5   # quicker look
    python -m benchmarks.online_bench --cpu-seats 2,5 --decisions 1500   # server CPU per decision
    python -m benchmarks.online_bench --cpu-seats 5 --server-tree ../other-checkout   # another server's code

The server is the real console script (`nightfall-qt-server`, its own process, fresh SQLite database per
row) on 127.0.0.1; the clients run in this process, one asyncio loop. Each room holds two people and a
bot ("normal"), quick-start setup. A person "thinks" `--think` seconds (±50 %) before each answer, then
the latency is the time from sending the choice to receiving the state with the next decision number
(validation, engine, SQLite commit, observation and JSON for every seat, loopback both ways). Games that
end are replaced by new rooms. The first `--warmup` seconds of each row are not counted.

`--cpu-seats` measures instead the server's CPU time per decision in rooms of only people (2 to 5 seats, every
seat a client answering at once with a random legal choice, so every decision is announced to every seat):
the server process's user + system time from listening to the last decision, divided by the decisions played.
`--server-tree` runs the server from another checkout (its `nightfall_qt` first on PYTHONPATH) while the
clients stay this checkout's, so two versions of the server are timed by the same clients.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from nightfall_qt.ai import RandomBot
from nightfall_qt.online.client import OnlineClient, OnlineError
from nightfall_qt.online.wire import observation_from_wire

SEATS = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "level": "normal"}]


@dataclass
class Row:
    rooms: int
    clients: int
    decisions: int = 0
    latencies: list[float] = field(default_factory=list)
    errors: int = 0

    def p(self, q: float) -> float:
        if not self.latencies:
            return float("nan")
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc; NaN elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _spawn(data: Path, tree: Path | None = None) -> tuple[subprocess.Popen[str], str]:
    script = Path(sys.executable).with_name("nightfall-qt-server")
    cmd = [str(script)] if script.exists() and tree is None else [sys.executable, "-m", "nightfall_qt.online.cli"]
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(tree.resolve()), *filter(None, [env.get("PYTHONPATH")])])
    # Every room of a row opens (and is joined) within a second from one address: the room and arrival
    # allowances (10 and 30 at once) must refill faster than that, and the per-address connection cap is off.
    proc = subprocess.Popen(
        [*cmd, "--port", "0", "--data", str(data), "--rate", "1000", "--rooms-per-hour", "1000000000",
         "--arrivals-per-hour", "1000000000", "--max-connections-per-ip", "0", "--log-level", "WARNING"],
        stdout=subprocess.PIPE, text=True, env=env, cwd=tree,  # `-m` puts the working directory first
    )  # fmt: skip
    assert proc.stdout is not None
    found = re.search(r"(ws://[0-9.]+:\d+)", proc.stdout.readline())
    if found is None:
        proc.kill()
        raise SystemExit("the server did not start")
    return proc, found.group(1)


async def _person(client: OnlineClient, row: Row, think: float, until: float, warm: float, rng: random.Random) -> bool:
    """Play one seat until `until`; returns True if the game ended first."""
    bot = RandomBot()
    following: dict[str, object] | None = None  # the state that answered our last choice
    while time.monotonic() < until:
        msg = following if following is not None else await client.recv(timeout=60)
        following = None
        if msg["type"] == "error":
            row.errors += 1
            continue
        if msg["type"] != "state" or client.newer_state_waiting():
            continue
        obs = msg["observation"]
        if obs["is_over"]:
            return True
        if obs["deciding_seat"] != msg["seat"] or not obs["options"] or msg.get("auto"):
            continue  # not ours, or a single answer the server gives itself
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        choice = bot.choose(observation_from_wire(obs), rng)
        sent = time.monotonic()
        await client.choose(choice, msg["decision"])
        while True:
            answer = await client.recv(timeout=60)
            if answer["type"] == "state" and answer["decision"] > msg["decision"]:
                break
            if answer["type"] == "error":
                row.errors += 1
                break
        if sent >= warm:
            row.latencies.append(time.monotonic() - sent)
            row.decisions += 1
        following = answer
    return False


async def _room(url: str, row: Row, think: float, until: float, warm: float, seed: int) -> None:
    rng = random.Random(seed)
    while time.monotonic() < until:
        ada = await OnlineClient.connect(url)
        ticket = await ada.create_room("Ada", SEATS)
        bob = await OnlineClient.connect(url)
        await bob.join(ticket.room, "Bob")
        try:
            await asyncio.gather(
                *(_person(c, row, think, until, warm, random.Random(rng.random())) for c in (ada, bob))
            )
        except (OnlineError, TimeoutError):
            row.errors += 1
        for c in (ada, bob):
            with contextlib.suppress(Exception):
                await c.close()


async def _measure(url: str, rooms: int, seconds: float, warmup: float, think: float) -> Row:
    row = Row(rooms, 2 * rooms)
    start = time.monotonic()
    warm, until = start + warmup, start + warmup + seconds
    await asyncio.gather(*(_room(url, row, think, until, warm, i) for i in range(rooms)))
    return row


async def _seat_player(client: OnlineClient, rng: random.Random) -> int:
    """Answer every decision of this seat at once until the game ends; returns the last decision number."""
    bot = RandomBot()
    last = 0
    while True:
        msg = await client.recv(timeout=60)
        if msg["type"] != "state" or client.newer_state_waiting():
            continue
        last, obs = msg["decision"], msg["observation"]
        if obs["is_over"]:
            return int(last)
        if obs["deciding_seat"] == msg["seat"] and obs["options"] and not msg.get("auto"):
            await client.choose(bot.choose(observation_from_wire(obs), rng), msg["decision"])


async def _people_games(url: str, seats: int, decisions: int, seed: int) -> int:
    """Whole games of `seats` people, one after another, until `decisions` are played; returns the count."""
    rng, played = random.Random(seed), 0
    while played < decisions:
        clients = [await OnlineClient.connect(url) for _ in range(seats)]
        ticket = await clients[0].create_room("P0", [{"kind": "human"}] * seats)
        for i, client in enumerate(clients[1:], 1):
            await client.join(ticket.room, f"P{i}")
        ends = await asyncio.gather(*(_seat_player(c, random.Random(rng.random())) for c in clients))
        played += max(ends)
        for c in clients:
            await c.close()
    return played


def cpu_per_decision(seats: int, decisions: int, tree: Path | None, seed: int = 1) -> tuple[int, float]:
    """(decisions played, server CPU milliseconds per decision) for games of `seats` people."""
    data = Path(tempfile.mkdtemp(prefix="nightfall-bench-"))
    proc, url = _spawn(data, tree)
    try:
        started = _cpu_seconds(proc.pid)  # imports and loading the cards: not per decision
        played = asyncio.run(_people_games(url, seats, decisions, seed))
        cpu = _cpu_seconds(proc.pid) - started
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
        shutil.rmtree(data, ignore_errors=True)
    return played, cpu / played * 1000


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rooms", default="25,50,100,200,300", help="comma-separated room counts, one row each")
    p.add_argument("--seconds", type=float, default=20.0, help="measured seconds per row")
    p.add_argument("--warmup", type=float, default=5.0)
    p.add_argument("--think", type=float, default=1.0, help="mean seconds a person waits before answering")
    p.add_argument("--cpu-seats", help="comma-separated seat counts: measure server CPU per decision instead")
    p.add_argument("--decisions", type=int, default=1500, help="with --cpu-seats: decisions per seat count")
    p.add_argument("--server-tree", type=Path, help="run the server from this checkout (default: this one)")
    a = p.parse_args(argv)
    if a.cpu_seats:
        tree = a.server_tree or Path(__file__).resolve().parent.parent
        print(f"# server from {tree}; CPython {sys.version.split()[0]}; load {os.getloadavg()[0]:.1f}")
        print("| seats | decisions | server CPU ms per decision |\n| ---: | ---: | ---: |")
        for seats in (int(n) for n in a.cpu_seats.split(",")):
            played, ms = cpu_per_decision(seats, a.decisions, a.server_tree)
            print(f"| {seats} | {played} | {ms:.3f} |", flush=True)
        return 0
    print(f"# {os.cpu_count()} cores, CPython {sys.version.split()[0]}, think {a.think:g} s, {a.seconds:g} s per row")
    print(f"# load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())} (other processes share the cores)")
    print(
        "| rooms | clients | decisions measured | decisions/s | p50 ms | p99 ms | max ms | errors | p99 < 50 ms "
        "| load (1 min) | server CPU | clients CPU |"
    )
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |")
    for rooms in (int(r) for r in a.rooms.split(",")):
        data = Path(tempfile.mkdtemp(prefix="nightfall-bench-"))
        proc, url = _spawn(data)
        wall, server_cpu, client_cpu = time.monotonic(), _cpu_seconds(proc.pid), time.process_time()
        try:
            row = asyncio.run(_measure(url, rooms, a.seconds, a.warmup, a.think))
            # CPU used per wall second (% of one core), over the whole row: the server's own demand, which
            # the load average of other processes does not change.
            wall = time.monotonic() - wall
            server_cpu = (_cpu_seconds(proc.pid) - server_cpu) / wall * 100
            client_cpu = (time.process_time() - client_cpu) / wall * 100
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=30)
            shutil.rmtree(data, ignore_errors=True)
        ok = "yes" if row.p(0.99) < 50 else "no"
        worst = max(row.latencies, default=0) * 1000
        load = os.getloadavg()[0]
        print(f"| {rooms} | {row.clients} | {row.decisions} | {row.decisions / a.seconds:.0f} | {row.p(0.5):.1f} "
              f"| {row.p(0.99):.1f} | {worst:.1f} | {row.errors} | {ok} | {load:.1f} "
              f"| {server_cpu:.0f} % | {client_cpu:.0f} % |", flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
