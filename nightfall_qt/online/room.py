"""One game on the server: its seats and their tokens, the live engine state, and every way it changes.

The room is synchronous and knows nothing of sockets: the server asks it to check and apply a choice,
then sends each seat `state_message(seat, events)`. Everything a seat is sent is built here from
`observation(seat)` and `events_for_seat(...)` only, so what one seat learns cannot depend on another
seat's hidden cards.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import random
import secrets
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from nightfall_qt.ai import make_bot
from nightfall_qt.engine import CardDB, Choice, GameOptions, GameState, new_game
from nightfall_qt.engine.observation import observe_all
from nightfall_qt.online.delta import observation_changes, shared_changes
from nightfall_qt.online.protocol import ROOM_ALPHABET, ROOM_CODE_LENGTH, TOKEN_BYTES, ProtocolError, choice_from_wire
from nightfall_qt.online.store import RoomRecord, SeatRecord, Store
from nightfall_qt.online.visibility import events_for_seat
from nightfall_qt.online.wire import observations_to_wire

log = logging.getLogger(__name__)

# The searching levels get a fixed number of iterations on the server instead of a time budget: the same
# position, seed and decision number then give the same move on any machine and under any load, so a server
# restarted mid-game replays a bot's turn exactly. ~0.5 s / 1 s on a free core (docs/AI.md: ~2000 it/s);
# the desktop's 3 s for "expert" would hold a core too long for a server of many rooms.
SERVER_SEARCH_ITERATIONS: dict[str, int] = {"hard": 1000, "expert": 2000}

# The state snapshot is stored with every 16th decision and the last: dumping it was a tenth of the server's
# time per decision, and the moves after it rebuild the rest (Room.load). A restart replays at most 15 moves.
SNAPSHOT_EVERY = 16


def new_room_code(taken: set[str] | dict[str, Any]) -> str:
    while True:
        code = "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_CODE_LENGTH))
        if code not in taken:
            return code


def hash_token(token: str) -> str:
    """Only hashes are stored: a stolen database does not hand out seats."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


@dataclass(frozen=True)
class BotJob:
    """Everything a bot needs, copied on the event loop so a worker thread never reads the live state."""

    seat: int
    level: str
    version: int
    observation: Any
    snapshot: GameState
    rng: random.Random


Clock = Callable[[], float]  # wall-clock seconds (time.time); tests pass a fake one


class Room:
    def __init__(
        self, store: Store, record: RoomRecord, seats: list[SeatRecord], state: GameState, clock: Clock = time.time
    ) -> None:
        self.store = store
        self.record = record
        self.seats = seats
        self.state = state
        self.clock = clock
        self._observed: dict[int, dict[str, Any]] = {}  # seat -> wire observation now (built once per step)
        # The step before's, and the changes of the fields all seats share between the two (delta.shared_changes)
        self._previous: dict[int, dict[str, Any]] = {}
        self._shared: dict[str, Any] | None = None
        self._since_snapshot: list[Choice] = []  # the choices stored after record.state_version, in order

    # ------------------------------------------------------------------ creation and loading
    @classmethod
    def create(
        cls, store: Store, code: str, cards: CardDB, setup: str, variants: list[str], seat_specs: list[dict[str, Any]],
        timer: float, timer_level: str, seed: int, host: str, clock: Clock = time.time,
    ) -> tuple[Room, int, str]:  # fmt: skip
        """A new room with its first human seat already `host`'s, stored in one transaction (a room is never
        stored without its host: a failed write leaves nothing); returns (room, host's seat, host's token)."""
        options = GameOptions(players=len(seat_specs), seed=seed, setup=setup, variants=frozenset(variants))
        state = new_game(options, cards)
        state.keep_forced = True  # see forced_choice()
        snapshot = _snapshot(state)
        seats = [SeatRecord(i, s["kind"], s.get("level"), None, None) for i, s in enumerate(seat_specs)]
        host_seat = next(s.seat for s in seats if s.kind == "human")
        token = secrets.token_urlsafe(TOKEN_BYTES)
        seats[host_seat] = replace(seats[host_seat], name=host, token_hash=hash_token(token))
        now = clock()
        record = RoomRecord(code, now, options.to_dict(), seed, float(timer), timer_level, snapshot, snapshot,
                            0, None, now)  # fmt: skip
        room = cls(store, record, seats, state, clock)
        record.deadline = room._next_deadline()
        store.create_room(record, seats)
        return room, host_seat, token

    @classmethod
    def load(
        cls, store: Store, record: RoomRecord, seats: list[SeatRecord], cards: CardDB, clock: Clock = time.time
    ) -> Room:
        since = [Choice.from_dict(choice) for choice in store.choices_after(record.code, record.state_version)]
        room = cls(store, record, seats, cls._rebuilt(record.state, since, cards), clock)
        room._since_snapshot = since
        return room

    @classmethod
    def _rebuilt(cls, snapshot: str, since: list[Choice], cards: CardDB) -> GameState:
        """The state after the last stored decision: the snapshot, then the choices stored after it played again
        (the engine is deterministic: its random generator is part of the snapshot)."""
        state = cls._loaded(snapshot, cards)
        for choice in since:
            state.apply(choice)
        return state

    @staticmethod
    def _loaded(snapshot: str, cards: CardDB) -> GameState:
        state = GameState.from_json(snapshot, cards)
        state.record_events = True  # snapshots are saved without their log (the log is in the moves table)
        state.keep_forced = True  # not saved either
        return state

    # ------------------------------------------------------------------ seats and tokens
    @property
    def code(self) -> str:
        return self.record.code

    @property
    def version(self) -> int:
        return self.record.version

    def claim(self, name: str) -> tuple[int, str]:
        """Give the first free human seat to `name`; returns (seat, token). The token is shown once."""
        for i, s in enumerate(self.seats):
            if s.kind == "human" and s.token_hash is None:
                token = secrets.token_urlsafe(TOKEN_BYTES)
                claimed, now = replace(s, name=name, token_hash=hash_token(token)), self.clock()
                # The database first: if the write fails, the seat stays free in memory too (a seat marked
                # taken only in memory turned the invited friend away with room_full until a restart).
                self.store.claim_seat(self.code, claimed, now)
                self.seats[i], self.record.active = claimed, now
                return s.seat, token
        raise ProtocolError("room_full", f"room {self.code} has no free seat for a person")

    def seat_for_token(self, token: str) -> int:
        found = self.seat_if_token(token)
        if found is None:
            raise ProtocolError("bad_token", f"this token does not hold a seat in room {self.code}")
        return found

    def seat_if_token(self, token: str) -> int | None:
        wanted = hash_token(token)
        found = None
        for s in self.seats:  # compare with every seat in constant time: no timing hint about which is close
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, wanted):
                found = s.seat
        return found

    def touch(self) -> None:
        """A player arrived or left: an abandoned room is one nobody has visited for long (server.sweep).
        Only a date for expiry: a failed write is logged and the arrival or departure goes on (refusing a
        resume for it, after the seat was taken, would lose the seat's token)."""
        now = self.clock()
        try:
            self.store.touch(self.code, now)
        except sqlite3.Error:
            log.exception("room %s: could not store its last activity", self.code)
            return
        self.record.active = now

    def public_seats(self, connected: set[int]) -> list[dict[str, Any]]:
        return [
            {"seat": s.seat, "kind": s.kind, "level": s.level, "name": s.name,
             "claimed": s.kind == "bot" or s.token_hash is not None, "connected": s.seat in connected}
            for s in self.seats
        ]  # fmt: skip

    # ------------------------------------------------------------------ decisions
    def check(self, seat: int, decision: int, choice: dict[str, Any], ref: int | None) -> Choice:
        """The Choice `seat` may apply now, or a ProtocolError saying why not (nothing is changed)."""
        st = self.state
        if st.is_over:
            raise ProtocolError("game_over", "the game is over", ref)
        pending = st.decision
        assert pending is not None
        if pending.seat != seat:
            raise ProtocolError("not_your_decision", f"seat {pending.seat} decides now, not seat {seat}", ref)
        if decision != self.version:
            raise ProtocolError(
                "stale_decision", f"this answers decision {decision}; the pending decision is {self.version}", ref
            )
        parsed = choice_from_wire(choice)
        if parsed not in pending.options:
            raise ProtocolError("illegal_choice", f"{parsed} is not one of the {len(pending.options)} options", ref)
        return parsed

    def apply(self, seat: int, choice: Choice, by: str, note: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        """Apply a checked choice and store it before anyone hears of it; returns the events to send
        (`note`, a server event such as a timed-out turn, first)."""
        before = replace(self.record)
        self._previous, self._observed, self._shared = self._observed, {}, None
        engine_events = self.state.apply(choice)
        events = ([note] if note else []) + [dict(e) for e in engine_events]
        record = self.record
        record.version += 1
        snapshot = None
        if record.version % SNAPSHOT_EVERY == 0 or self.state.is_over:
            snapshot = record.state = _snapshot(self.state)
            record.state_version = record.version
        record.deadline = self._next_deadline()
        record.active = self.clock()
        try:
            self.store.record_move(self.code, record.version, seat, choice.to_dict(), by, events, snapshot,
                                   record.deadline, record.active)  # fmt: skip
        except Exception:
            # Not stored, so not played: memory goes back to the stored position (nobody has been told).
            self.record, self.state = before, self._rebuilt(before.state, self._since_snapshot, self.state.cards)
            raise
        if snapshot is None:
            self._since_snapshot.append(choice)
        else:
            self._since_snapshot = []
        return events

    def deciding_seat(self) -> int | None:
        p = self.state.pending
        return None if p is None else p.seat

    def forced_choice(self) -> Choice | None:
        """The only answer of the pending decision, when it has just one. The engine would apply it at once
        (a chain passed by someone holding no card to chain); then whether a seat is asked at all would tell
        the others about its hidden hand. So the room keeps such decisions pending (`keep_forced`), every
        seat is sent the state with that seat deciding, and the server then plays the answer itself."""
        p = self.state.pending
        return p.options[0] if p is not None and len(p.options) == 1 else None

    def bot_to_move(self) -> int | None:
        seat = self.deciding_seat()
        return seat if seat is not None and self.seats[seat].kind == "bot" else None

    def bot_job(self, seat: int, level: str) -> BotJob:
        # The bot's randomness comes from the room's secret seed and the decision number, so a server
        # restarted mid-game makes the same bot move it would have made.
        rng = random.Random(f"{self.record.seed}:{self.version}")
        # No why-not reasons: no bot reads them (they are for a person's table).
        observation = self.state.observation(seat, why_not=False)
        return BotJob(seat, level, self.version, observation, self.state.clone(events=False), rng)

    def _next_deadline(self) -> float | None:
        seat = self.deciding_seat()
        if not self.record.timer or seat is None or self.seats[seat].kind != "human":
            return None
        if self.forced_choice() is not None:  # answered at once by the server
            return None
        return self.clock() + self.record.timer

    # ------------------------------------------------------------------ what a seat is sent
    def observation(self, seat: int) -> dict[str, Any]:
        """`observation(seat)` of the current position in its wire form, built once per decision however often
        it is sent (never changed afterwards: messages and connections share it)."""
        if not self._observed:  # every seat is sent its observation: all of them at once, the public parts shared
            self._observed = dict(enumerate(observations_to_wire(observe_all(self.state))))
        return self._observed[seat]

    def state_message(
        self, seat: int, events: list[dict[str, Any]], connected: set[int] | None = None,
        seats: list[dict[str, Any]] | None = None,
    ) -> dict[str, Any]:  # fmt: skip
        """The whole state as `seat` may see it (`seats`: the public seats, when already built for others)."""
        msg = self._message_head(seat, events, connected, seats)
        msg.update(type="state", observation=self.observation(seat))
        return msg

    def update_message(
        self, seat: int, events: list[dict[str, Any]], base: tuple[int, dict[str, Any], list[dict[str, Any]]],
        seats: list[dict[str, Any]],
    ) -> dict[str, Any]:  # fmt: skip
        """The state as what changed since `base` (decision number, observation and public seats the client
        holds); see delta.py."""
        number, observation, known_seats = base
        msg = self._message_head(seat, events, None, seats)
        now = self.observation(seat)
        shared = None
        if self._previous.get(seat) is observation:  # the client holds the step before's: shared changes apply
            if self._shared is None:
                self._shared = shared_changes(self._previous[0], self._observed[0])
            shared = self._shared
        changed, views = observation_changes(observation, now, shared)
        msg.update(type="update", base=number, changed=changed, seat_views=views)
        if seats == known_seats:
            del msg["seats"]
        return msg

    def _message_head(
        self, seat: int, events: list[dict[str, Any]], connected: set[int] | None, seats: list[dict[str, Any]] | None
    ) -> dict[str, Any]:
        msg = {
            "room": self.code, "seat": seat, "decision": self.version, "events": events_for_seat(events, seat),
            "seats": seats if seats is not None else self.public_seats(connected or set()),
            "timer": self.record.timer, "deadline": self.record.deadline,
        }  # fmt: skip
        if seat == self.deciding_seat() and self.forced_choice() is not None:
            msg["auto"] = True  # only the decider learns that its decision is forced: the server answers it
        return msg

    def log_message(self, seat: int) -> dict[str, Any]:
        """Every past event as `seat` may see it (sent on join and resume)."""
        events = [e for (_v, _s, _c, _b, evs) in self.store.moves(self.code) for e in evs]
        return {"type": "log", "room": self.code, "seat": seat, "events": events_for_seat(events, seat)}


def run_bot(job: BotJob) -> Choice:
    """On a worker thread: the bot's answer, or the first option if the bot fails (a game never hangs)."""
    iterations = SERVER_SEARCH_ITERATIONS.get(job.level)
    bot = make_bot(job.level) if iterations is None else make_bot(job.level, time_budget=0, iterations=iterations)
    options: tuple[Choice, ...] = tuple(job.observation.options)
    choice: Any
    try:
        if getattr(bot, "wants_worlds", False):
            choice = bot.choose(job.observation, job.rng, worlds=lambda r: job.snapshot.determinize(job.seat, r))  # type: ignore[call-arg]
        else:
            choice = bot.choose(job.observation, job.rng)
    except Exception:  # noqa: BLE001 - a failing bot is replaced by a legal move, the server keeps going
        log.exception(
            "bot %s for seat %d failed at decision %d; it plays its first option", job.level, job.seat, job.version
        )
        choice = None
    return next((o for o in options if o == choice), options[0])


def _snapshot(state: GameState) -> str:
    """The state without its event log (that is stored per move), but recording events when loaded."""
    # The state's own data with the log left out, not a clone's: the copy cost as much as the dump, every decision.
    data = {**state.to_data(), "events": [], "history": [], "record_events": True}
    return json.dumps(data, separators=(",", ":"))
