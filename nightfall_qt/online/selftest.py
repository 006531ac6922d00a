"""`nightfall-qt --self-test-online`: prove that an installed copy can host and join online games.

Two servers, each on 127.0.0.1 and a free port, each in a fresh temporary data folder:

1. the in-app host (`EmbeddedServer`, what File → Host online game… starts), and
2. the installed `nightfall-qt-server` command, started as a separate process (found next to the
   `nightfall-qt` that runs this, else on PATH, else given as the option's value).

On each, one client creates a room (two people and a Normal bot), a second client joins it by its code, and
both play RandomBot answers until the game is over. Prints one summary line and returns 0; on any failure
prints one line starting with "nightfall-qt online self-test FAILED:" and returns 1. No Qt is imported.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import traceback
from pathlib import Path

SERVER_COMMAND = "nightfall-qt-server"
SEATS = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "level": "normal"}]
START_TIMEOUT = 60.0  # seconds for the server command to print its address
GAME_TIMEOUT = 600.0  # seconds for one whole game (a loaded machine, a chroot)
# Seconds between two answers of one client: the servers keep their real limits (20 messages a second per
# connection), so the self-test answers at a brisk human pace rather than as fast as the loop runs.
ANSWER_PACE = 0.08


class OnlineSelfTestError(Exception):
    pass


def run(server_command: str | None = None) -> int:
    try:
        print(_run(server_command), flush=True)
    except OnlineSelfTestError as exc:
        print(f"nightfall-qt online self-test FAILED: {exc}", file=sys.stderr, flush=True)
        return 1
    except Exception as exc:  # noqa: BLE001 (one clear line, then the trace)
        print(f"nightfall-qt online self-test FAILED: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
        traceback.print_exc()
        return 1
    return 0


def _run(server_command: str | None) -> str:
    from nightfall_qt import assets

    command = find_server_command(server_command)
    with tempfile.TemporaryDirectory(prefix="nightfall-qt-online-") as tmp:
        hosted = _game_on_embedded_server(Path(tmp) / "in-app")
        standalone = _game_on_server_command(command, Path(tmp) / "server")
    return (
        f"nightfall-qt {assets.version()} online self-test ok: {websockets_summary()}; in-app host: {hosted}; "
        f"{shlex.join(command)}: {standalone}"
    )


def websockets_summary() -> str:
    """The websockets version, and whether its C speedups module loaded (it falls back to pure Python)."""
    from websockets.version import version

    try:
        from websockets import speedups  # noqa: F401 (only whether it loads)
    except ImportError:
        kind = "pure Python"
    else:
        kind = "C speedups"
    return f"websockets {version} ({kind})"


def find_server_command(given: str | None = None) -> list[str]:
    """The command that starts the standalone server: `given` (a shell-quoted command), else
    `nightfall-qt-server` beside the program that runs this (argv[0], then the frozen executable), else on PATH."""
    if given:
        return shlex.split(given)
    beside = [Path(sys.argv[0]).parent] if os.sep in sys.argv[0] else []
    if getattr(sys, "frozen", False):
        beside.append(Path(sys.executable).parent)
    for folder in beside:
        candidate = folder / SERVER_COMMAND
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return [str(candidate)]
    found = shutil.which(SERVER_COMMAND)
    if found is None:
        raise OnlineSelfTestError(
            f"{SERVER_COMMAND} is not installed: not beside {sys.argv[0]} and not on PATH ({os.environ.get('PATH')})"
        )
    return [found]


def _game_on_embedded_server(data: Path) -> str:
    from nightfall_qt.online.embedded import LOOPBACK, EmbeddedServer

    server = EmbeddedServer(LOOPBACK, 0, data)
    server.start()
    try:
        return _play(server.local_url)
    finally:
        server.stop()


def _game_on_server_command(command: list[str], data: Path) -> str:
    argv = [*command, "--host", "127.0.0.1", "--port", "0", "--data", str(data), "--log-level", "WARNING"]
    try:
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    except OSError as exc:
        raise OnlineSelfTestError(f"cannot start {shlex.join(command)}: {exc}") from exc
    try:
        url = _listening_url(proc, command)
        summary = _play(url)
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        try:
            code = proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            code = proc.wait()
    if code != 0:
        err = proc.stderr.read() if proc.stderr else ""
        raise OnlineSelfTestError(f"{shlex.join(command)} exited with {code} after SIGTERM: {err.strip()}")
    return summary


def _listening_url(proc: subprocess.Popen[str], command: list[str]) -> str:
    """The ws:// address from the server's first line (read on a thread: readline has no timeout)."""
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.append(proc.stdout.readline() if proc.stdout else ""), daemon=True)
    reader.start()
    reader.join(START_TIMEOUT)
    found = re.search(r"(ws://[0-9.]+:\d+)", lines[0]) if lines else None
    if found is None:
        proc.kill()
        err = proc.stderr.read() if proc.stderr else ""
        said = lines[0].strip() if lines else f"nothing within {START_TIMEOUT:.0f} s"
        raise OnlineSelfTestError(f"{shlex.join(command)} did not start: {said} {err.strip()}")
    return found.group(1)


def _play(url: str) -> str:
    return asyncio.run(asyncio.wait_for(_host_and_join(url), GAME_TIMEOUT))


async def _host_and_join(url: str) -> str:
    from nightfall_qt.ai import RandomBot
    from nightfall_qt.engine import Choice
    from nightfall_qt.online.client import OnlineClient, autoplay

    class PacedClient(OnlineClient):
        async def choose(self, choice: Choice, decision: int | None = None) -> int:
            await asyncio.sleep(ANSWER_PACE)
            return await super().choose(choice, decision)

    host = await PacedClient.connect(url)
    ticket = await host.create_room("Host", SEATS)
    guest = await PacedClient.connect(url)
    joined = await guest.join(ticket.room, "Guest")
    if (ticket.seat, joined.seat) != (0, 1):
        raise OnlineSelfTestError(f"seats {ticket.seat} and {joined.seat} given, expected 0 and 1")
    answers = await asyncio.gather(
        autoplay(host, RandomBot(), random.Random(1)), autoplay(guest, RandomBot(), random.Random(2))
    )
    results = []
    for seat, client in enumerate((host, guest)):
        final = client.state
        if final is None or not final["observation"]["is_over"]:
            raise OnlineSelfTestError(f"the game in room {ticket.room} did not end for seat {seat}")
        results.append(final["observation"]["result"])
    await host.close()
    await guest.close()
    if results[0] != results[1]:
        raise OnlineSelfTestError(f"host and guest saw different results: {results[0]} / {results[1]}")
    return f"{url} room {ticket.room}, 2 players + 1 bot, {sum(answers)} decisions answered, game over"
