"""`nightfall-qt-server`: the standalone game server for internet play (no Qt is imported)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
from pathlib import Path

from nightfall_qt.online.server import GameServer, ServerConfig


def parse_args(argv: list[str] | None = None) -> ServerConfig:
    p = argparse.ArgumentParser(prog="nightfall-qt-server", description="Nightfall online game server.")
    _add_listening(p)
    _add_capacity(p)
    _add_allowances(p)
    _add_durability_and_time_limits(p)
    p.add_argument("--log-level", default="INFO")
    a = p.parse_args(argv)
    _check(p, a)
    logging.basicConfig(level=a.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return _config(a)


def _add_listening(p: argparse.ArgumentParser) -> None:
    """Where the server listens, how (TLS) and where it keeps its database."""
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0: every interface)")
    p.add_argument("--port", type=int, default=8765, help="TCP port (0: any free port, printed at start)")
    p.add_argument("--data", type=Path, required=True, help="directory of the SQLite database")
    p.add_argument("--cert", type=Path, help="TLS certificate chain (PEM); with --key the server speaks wss://")
    p.add_argument("--key", type=Path, help="TLS private key (PEM)")


def _add_capacity(p: argparse.ArgumentParser) -> None:
    """How many rooms and connections the server holds, and how long it keeps a room."""
    p.add_argument("--max-rooms", type=int, default=10_000)
    p.add_argument("--max-connections", type=int, default=5_000, help="connections in total")
    p.add_argument(
        "--max-connections-per-ip",
        type=int,
        default=16,
        help="connections from one client address (0: no cap; behind a reverse proxy every client has its address)",
    )
    p.add_argument(
        "--keep-finished-days",
        type=float,
        default=7.0,
        help="days a finished game is kept after its last activity (0: for ever)",
    )
    p.add_argument(
        "--keep-idle-days",
        type=float,
        default=30.0,
        help="days an unfinished game nobody moved in or visited is kept (0: for ever)",
    )


def _add_allowances(p: argparse.ArgumentParser) -> None:
    """How often one connection may send and one client address may open rooms, guess and arrive."""
    p.add_argument("--rate", type=float, default=20.0, help="messages per second per connection")
    p.add_argument(
        "--rooms-per-hour",
        type=float,
        default=60.0,
        help="rooms one client address may open per hour (10 at once); raise it behind a reverse proxy",
    )
    p.add_argument(
        "--guesses-per-hour",
        type=float,
        default=120.0,
        help="unknown room codes and wrong tokens one client address may try per hour (20 at once)",
    )
    p.add_argument(
        "--arrivals-per-hour",
        type=float,
        default=600.0,
        help="joins and resumes one client address may make per hour (30 at once)",
    )


def _add_durability_and_time_limits(p: argparse.ArgumentParser) -> None:
    """What a stored decision survives, and how long a connection or an unattended room is waited for."""
    p.add_argument(
        "--sync",
        choices=("normal", "full"),
        default="normal",
        help="SQLite durability: normal survives a killed server, full also a power cut",
    )
    p.add_argument("--max-opening-per-ip", type=int, default=8,
                   help="connections from one address still in the opening handshake (0: no cap)")  # fmt: skip
    p.add_argument("--handshake-seconds", type=float, default=10.0, help="time to finish the opening handshake")
    p.add_argument("--seatless-seconds", type=float, default=300.0,
                   help="time a connection may stay without a seat, then closed (0: no limit)")  # fmt: skip
    p.add_argument("--unattended-seconds", type=float, default=60.0,
                   help="a room with no person connected this long stops playing bots until one is back")  # fmt: skip


def _check(p: argparse.ArgumentParser, a: argparse.Namespace) -> None:
    """Values argparse's types let through but the server cannot use: the parser exits saying which."""
    if (a.cert is None) != (a.key is None):
        p.error("--cert and --key go together")
    if not 0 <= a.port <= 65535:
        p.error(f"--port must be 0..65535, not {a.port}")
    for flag in ("max_connections_per_ip", "keep_finished_days", "keep_idle_days", "guesses_per_hour",
                 "arrivals_per_hour", "max_opening_per_ip", "seatless_seconds", "unattended_seconds"):  # fmt: skip
        if getattr(a, flag) < 0:
            p.error(f"--{flag.replace('_', '-')} must be 0 or more, not {getattr(a, flag):g}")


def _config(a: argparse.Namespace) -> ServerConfig:
    return ServerConfig(
        host=a.host,
        port=a.port,
        data=a.data,
        certfile=a.cert,
        keyfile=a.key,
        max_rooms=a.max_rooms,
        max_connections=a.max_connections,
        max_connections_per_ip=a.max_connections_per_ip,
        keep_finished_days=a.keep_finished_days,
        keep_idle_days=a.keep_idle_days,
        rate=a.rate,
        burst=max(1, int(a.rate * 2)),
        rooms_per_hour=a.rooms_per_hour,
        guesses_per_hour=a.guesses_per_hour,
        arrivals_per_hour=a.arrivals_per_hour,
        sync=a.sync,
        max_opening_per_ip=a.max_opening_per_ip,
        handshake_seconds=max(1.0, a.handshake_seconds),
        seatless_seconds=a.seatless_seconds,
        unattended_seconds=a.unattended_seconds,
    )


async def run(config: ServerConfig) -> None:
    server = GameServer(config)
    port = await server.start()
    scheme = "wss" if config.certfile else "ws"
    print(f"nightfall-qt-server listening on {scheme}://{config.host}:{port} (data: {config.data})", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await server.stop()


def main(argv: list[str] | None = None) -> int:
    import sys

    args = sys.argv[1:] if argv is None else argv
    if "--export-replay" in args:  # a finished room as a replay file (online/replay_export.py), no server started
        from nightfall_qt.online.replay_export import main as export_replay

        return export_replay(args)
    asyncio.run(run(parse_args(argv)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
