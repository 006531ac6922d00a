"""The game server inside the app (File → Host online game…): `GameServer` on its own thread and event loop.

The app's GUI thread never waits on the server: the server thread owns its loop, its database and its bot
threads, exactly as the standalone `nightfall-qt-server` does; the host's own table connects to it over
the loopback like any friend. No Qt here.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from pathlib import Path

from nightfall_qt.engine import CardDB
from nightfall_qt.online.server import GameServer, ServerConfig

START_TIMEOUT = 30.0  # seconds to load the stored rooms and listen
ALL_INTERFACES = "0.0.0.0"
LOOPBACK = "127.0.0.1"


class EmbeddedServer:
    def __init__(self, host: str, port: int, data: Path, cards: CardDB | None = None) -> None:
        self.config = ServerConfig(host=host, port=port, data=Path(data), switch_interval=None)
        self._cards = cards
        self.port: int | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None

    def start(self) -> int:
        """Listen (raises OSError when the port is taken or the address cannot be used); returns the port."""
        self.config.data.mkdir(parents=True, exist_ok=True)
        self._thread = threading.Thread(target=self._run, name="nightfall-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_TIMEOUT):
            raise OSError(f"the game server did not start within {START_TIMEOUT:.0f} s")
        if self._error is not None:
            self._thread.join()
            raise self._error if isinstance(self._error, OSError) else OSError(str(self._error))
        assert self.port is not None
        return self.port

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def local_url(self) -> str:
        """The address the host's own table connects to."""
        return f"ws://{LOOPBACK}:{self.port}"

    def stop(self) -> None:
        """Stop listening and close the database (every game stays stored; idempotent)."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    def _run(self) -> None:
        loop = self._loop = asyncio.new_event_loop()
        try:
            loop.run_until_complete(self._serve())
        except BaseException as exc:  # noqa: BLE001 (told to the thread that waits in start())
            self._error = exc
        finally:
            self._ready.set()
            loop.close()

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        server = GameServer(self.config, self._cards)
        try:
            self.port = await server.start()
        except BaseException:
            await server.stop()
            raise
        self._ready.set()
        await self._stop.wait()
        await server.stop()


def friend_addresses(host: str, port: int) -> list[str]:
    """The addresses to give friends: every IPv4 address of this computer when listening on all
    interfaces (found without sending anything), else the one address listened on."""
    if host != ALL_INTERFACES:
        return [f"ws://{host}:{port}"]
    candidates: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        # Connecting a UDP socket sends nothing: it only picks the interface a packet to a private address would
        # leave from (the address friends on the same network reach).
        probe.connect(("10.254.254.254", 1))
        candidates.append(str(probe.getsockname()[0]))
    with contextlib.suppress(OSError):
        candidates += [str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)]
    found: list[str] = []
    for ip in candidates:
        if ip not in found and not ip.startswith("127.") and ip != ALL_INTERFACES:
            found.append(ip)
    return [f"ws://{ip}:{port}" for ip in [*found, LOOPBACK]]
