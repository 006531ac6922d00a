"""What the server lets one client address do: the counts and allowances kept per address.

The server holds rooms for days and answers a join or resume with a room's whole log, so cheap requests from
one address could fill it or keep it busy. Here, per client address: connections open and still in the
opening handshake (counted from the moment TCP accepts them), and token buckets for rooms opened, wrong
guesses (unknown room codes and wrong tokens: codes are short, so scanning them must stay slow) and arrivals
(joins and resumes). A refusal always says why and what the limit is. Behind a reverse proxy every client
shares the proxy's address: every cap here can be raised or switched off (ServerConfig, cli.py).
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING

from websockets.asyncio.server import ServerConnection

from nightfall_qt.online.protocol import ProtocolError

if TYPE_CHECKING:
    from nightfall_qt.online.server import ServerConfig

log = logging.getLogger(__name__)
FORGET_ABOVE = 100_000  # addresses kept per kind of allowance before those whose allowance refilled are forgotten


class Bucket:
    """Token bucket: `rate` messages per second on average, `burst` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens, self.stamp = float(burst), time.monotonic()

    def _refill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def full(self) -> bool:
        self._refill()
        return self.tokens >= self.burst

    def empty(self) -> bool:
        self._refill()
        return self.tokens < 1.0

    def take(self) -> bool:
        self._refill()
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class Admission:
    """The per-address counts of one server; every method is called on its event loop."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self.connections = 0  # open connections in total
        self.per_address: dict[str, int] = {}  # open connections per client address
        self.opening: dict[str, int] = {}  # connections per client address still in the opening handshake
        self._room_buckets: dict[str, Bucket] = {}
        self._guess_buckets: dict[str, Bucket] = {}  # wrong room codes and tokens
        self._arrival_buckets: dict[str, Bucket] = {}  # joins and resumes

    # ------------------------------------------------------------------ opening handshakes
    def connection_class(self) -> type[ServerConnection]:
        """Connections counted per address from the moment TCP accepts them: one address holding many
        half-open handshakes (each kept for `handshake_seconds`) is refused with a reason, like one holding
        many open connections."""
        admission = self

        class Counted(ServerConnection):
            opening_address: str | None = None

            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                super().connection_made(transport)
                peer = transport.get_extra_info("peername")
                address = str(peer[0]) if peer else "?"
                if admission._may_open(address):
                    self.opening_address = address
                else:
                    transport.write(_too_many_opening(admission.config.max_opening_per_ip))  # type: ignore[attr-defined]
                    transport.close()

            def connection_lost(self, exc: Exception | None) -> None:
                admission.opened(self)
                super().connection_lost(exc)

        return Counted

    def _may_open(self, address: str) -> bool:
        cap = self.config.max_opening_per_ip
        if cap and self.opening.get(address, 0) >= cap:
            log.info("refused a connection from %s: %d handshakes under way", address, cap)
            return False
        self.opening[address] = self.opening.get(address, 0) + 1
        return True

    def opened(self, ws: ServerConnection) -> None:
        """The handshake is over (done or failed): the connection no longer counts as opening."""
        address = getattr(ws, "opening_address", None)
        if address is None:
            return
        ws.opening_address = None  # type: ignore[attr-defined]
        if (left := self.opening.pop(address, 0) - 1) > 0:
            self.opening[address] = left

    # ------------------------------------------------------------------ open connections
    def refusal(self, address: str) -> tuple[str, str, int] | None:
        """Why a new connection from `address` may not be served: (error code, message, close code), or None."""
        cap = self.config.max_connections_per_ip
        if self.connections >= self.config.max_connections:
            return "server_full", "the server holds as many connections as it can; try later", 1013
        if cap and self.per_address.get(address, 0) >= cap:
            message = f"your address already holds {cap} connections to this server (at most {cap}); close one"
            return "too_many_connections", message, 1008
        return None

    def connected(self, address: str) -> None:
        self.connections += 1
        self.per_address[address] = self.per_address.get(address, 0) + 1

    def disconnected(self, address: str) -> None:
        self.connections -= 1
        if (left := self.per_address.pop(address) - 1) > 0:
            self.per_address[address] = left

    # ------------------------------------------------------------------ allowances of rooms, guesses, arrivals
    def room_allowance(self, address: str, ref: int | None) -> None:
        """Rooms are stored for days: one address may not fill the server by reconnecting and creating more."""
        cfg = self.config
        if not _bucket(self._room_buckets, address, cfg.rooms_per_hour, cfg.room_burst).take():
            raise ProtocolError(
                "rate_limited",
                f"this address may open {cfg.room_burst} rooms at once and {cfg.rooms_per_hour:g} an hour; try later",
                ref,
            )

    def wrong_guess(self, address: str) -> None:
        """An unknown room code or a wrong token was answered: it costs the address one of its guesses."""
        self._guess_bucket(address).take()

    def may_arrive(self, address: str, ref: int | None) -> None:
        """Checks before a join or resume: the address's allowances of arrivals and of wrong guesses.

        Room codes (32^6) could be scanned for a free seat, from many connections: every unknown code and
        wrong token costs the address, and an address out of guesses may not look rooms up for a while.
        Every arrival is answered with the room's whole log: reconnecting again and again to resume would
        make the server do that work at the client's pace."""
        self.may_guess(address, ref)
        self.may_arrive_again(address, ref)

    def may_guess(self, address: str, ref: int | None) -> None:
        cfg = self.config
        if self._guess_bucket(address).empty():
            raise ProtocolError(
                "rate_limited",
                f"too many unknown room codes or wrong tokens from your address (at most {cfg.guess_burst} at once "
                f"and {cfg.guesses_per_hour:g} an hour); check the code and try later",
                ref,
            )

    def may_arrive_again(self, address: str, ref: int | None) -> None:
        cfg = self.config
        if not _bucket(self._arrival_buckets, address, cfg.arrivals_per_hour, cfg.arrival_burst).take():
            raise ProtocolError(
                "rate_limited",
                f"your address joined or resumed seats too often (at most {cfg.arrival_burst} at once and "
                f"{cfg.arrivals_per_hour:g} an hour); try later",
                ref,
            )

    def _guess_bucket(self, address: str) -> Bucket:
        return _bucket(self._guess_buckets, address, self.config.guesses_per_hour, self.config.guess_burst)


def _too_many_opening(cap: int) -> bytes:
    body = f"too_many_connections: your address already has {cap} connections opening (at most {cap})\n".encode()
    head = f"HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {len(body)}"
    return f"{head}\r\nConnection: close\r\n\r\n".encode() + body


def _bucket(buckets: dict[str, Bucket], address: str, per_hour: float, burst: int) -> Bucket:
    if len(buckets) > FORGET_ABOVE:  # forget addresses whose allowance has refilled
        for full in [a for a, b in buckets.items() if b.full()]:
            del buckets[full]
    return buckets.setdefault(address, Bucket(per_hour / 3600, burst))
