"""Autosaves built and written in a separate writer *process*, so that the GUI thread never waits for them.

Why a process and not a thread: the JSON and the hash of a late position take ~10-60 ms of Python that holds
the GIL; a writer thread makes the GUI thread wait for the GIL now and then (up to the 5 ms switch interval,
more on a loaded machine: 1-2.5 % of decisions took >= 2 ms, benchmarks/autosave_bench.py). The process has
its own interpreter and its own GIL.

The hand-over is cheap because the engine is deterministic: the writer process keeps a *mirror* of the live
game. When the game is new to it (a game starts, a save is loaded, a move is undone) it gets the state's JSON
once (the `base`); after that each decision sends only the choices appended to `GameState.history` since the
last hand-over (a few small dicts), and the process applies them to its mirror. Only the sequence number,
the seats and the meta go with every decision.

Pipes: GUI thread -> (list, under a lock) -> sender thread -> pipe -> writer process -> pipe -> receiver thread
-> `done(path, error)`. The process drains everything that is waiting before it writes, so a burst of
decisions costs one write of the newest position (coalescing). It writes with AutosaveStore.write (temporary
file, flush, fsync, os.replace, fsync of the folder): the same guarantees as in the app process. It ends when
its pipe closes (the app quit or was killed), after writing what it had.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import threading
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from nightfall_qt.app.autosave_writer import AutosaveWriter, Done
from nightfall_qt.app.saves import AutosaveStore, GameMeta, save_text
from nightfall_qt.app.seats import SeatConfig
from nightfall_qt.engine import CardDB, GameState, load_cards
from nightfall_qt.engine.choices import Choice

log = logging.getLogger(__name__)


@dataclass
class _Hand:
    """One decision's hand-over. `base` (the state's JSON) only when the process's mirror cannot follow."""

    seq: int
    cards: str | None  # with a base: the cards.yaml its cards came from (None: the packaged one)
    base: GameState | None  # a private copy; the sender thread turns it into JSON
    start: int  # the history length at the previous hand-over
    steps: list[dict[str, Any]]  # choices appended to the history since then
    seats: tuple[SeatConfig, ...]
    meta: GameMeta


class AutosaveProcess:
    """The same interface as AutosaveWriter (submit, flush, close, written), with a writer process."""

    def __init__(self, store: AutosaveStore, done: Done) -> None:
        self.store = store
        self._done = done
        self._cond = threading.Condition()
        self._outgoing: list[_Hand] = []
        self._submitted = 0
        self._acked = 0
        self.written = 0
        self._proc: Any = None
        self._sender: threading.Thread | None = None
        self._state: GameState | None = None  # the live state the process mirrors
        self._sent_len = 0  # its history length at the last hand-over
        self._threaded = AutosaveWriter(store, done)  # for cards the process cannot load (built in memory)

    def submit_game(self, state: GameState, seats: tuple[SeatConfig, ...], meta: GameMeta) -> None:
        """Hand the live game over (GUI thread): a few list operations; no JSON, no pickling, no disk."""
        cards = _cards_file(state.cards)
        if cards is False:
            self._threaded.submit_game(state, seats, meta)
            return
        with self._cond:
            follows = (state is self._state and state.record_events and len(state.history) >= self._sent_len
                       and self._sender is not None)
            base = None if follows else state.clone()
            start = self._sent_len if follows else len(state.history)
            steps = state.history[start:] if follows else []
            self._state, self._sent_len = state, len(state.history)
            self._submitted += 1
            self._outgoing.append(_Hand(self._submitted, cards, base, start, steps, seats, meta))  # type: ignore[arg-type]
            if self._sender is None:
                self._sender = threading.Thread(target=self._send_loop, name="autosave-sender", daemon=True)
                self._sender.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every submitted decision is on disk; False if `timeout` seconds passed first."""
        with self._cond:
            done = self._cond.wait_for(lambda: self._acked >= self._submitted, timeout)
        return self._threaded.flush(timeout) and done

    def close(self, timeout: float | None = 10.0) -> None:
        """Write what is waiting, then end the process (its pipe closes)."""
        self.flush(timeout)
        with self._cond:
            self._outgoing.append(None)  # type: ignore[arg-type]  # the sender's signal to stop
            self._cond.notify_all()
            sender = self._sender
        if sender is not None:
            sender.join(timeout)
        self._threaded.close(timeout)

    # ------------------------------------------------------------------ app side, background threads
    def _start(self) -> tuple[Connection, Any]:
        ctx = multiprocessing.get_context("spawn")  # fork would copy Qt's threads and locks
        to_child_r, to_child_w = ctx.Pipe(duplex=False)
        from_child_r, from_child_w = ctx.Pipe(duplex=False)
        proc = ctx.Process(target=serve, args=(to_child_r, from_child_w, str(self.store.directory),
                                               self.store.keep), name="nightfall-autosave", daemon=True)
        proc.start()
        to_child_r.close()  # only the child reads: when this process ends, the child sees the end of the pipe
        from_child_w.close()
        threading.Thread(target=self._receive_loop, args=(from_child_r,), name="autosave-receiver",
                         daemon=True).start()
        return to_child_w, proc

    def _send_loop(self) -> None:
        pipe, self._proc = self._start()
        me = threading.current_thread()
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._outgoing) or self._sender is not me)
                if self._sender is not me:  # the process ended; a new sender serves a new one
                    pipe.close()
                    return
                hands, self._outgoing = self._outgoing, []
            for hand in hands:
                if hand is None or not self._send(pipe, hand):
                    pipe.close()
                    return

    def _send(self, pipe: Connection, hand: _Hand) -> bool:
        base = None if hand.base is None else hand.base.to_json()
        try:
            pipe.send((hand.seq, hand.cards, base, hand.start, hand.steps, hand.seats, hand.meta))
        except (OSError, ValueError):  # the process is gone: the receiver reports it and a new one starts
            return False
        return True

    def _receive_loop(self, pipe: Connection) -> None:
        while True:
            try:
                seq, path, error = pipe.recv()
            except (EOFError, OSError):
                break
            with contextlib.suppress(RuntimeError):  # the receiver of `done` is gone (its window closed)
                self._done(None if path is None else Path(path), error)  # before flush() returns
            with self._cond:
                self._acked = max(self._acked, seq)
                self.written += 1
                if error is not None:
                    self._state = None  # the mirror may be wrong: the next hand-over sends a base
                self._cond.notify_all()
        with self._cond:  # the process ended: what it did not acknowledge is lost; the next submit restarts it
            lost = self._acked < self._submitted
            self._acked, self._sender, self._state = self._submitted, None, None
            self._cond.notify_all()
        if lost:
            with contextlib.suppress(RuntimeError):
                self._done(None, OSError("the autosave process ended"))


def _cards_file(cards: CardDB) -> str | None | bool:
    """None for the packaged cards, the path of the cards.yaml `cards` came from, or False (not from a file)."""
    if cards is load_cards():
        return None
    return cards.source if Path(cards.source).is_file() else False


# ------------------------------------------------------------------ the writer process
def serve(inbox: Connection, outbox: Connection, directory: str, keep: int) -> None:
    """The writer process: follow the game, write its newest position after each drained batch."""
    store, mirror, ended = AutosaveStore(directory, keep), _Mirror(), False
    while not ended:
        try:
            batch = [inbox.recv()]
        except EOFError:
            return
        while not ended and inbox.poll():
            try:
                batch.append(inbox.recv())
            except EOFError:
                ended = True  # write what came, then end
        errors = [mirror.follow(cards_file, base, start, steps) for _, cards_file, base, start, steps, _, _ in batch]
        seq, *_, seats, meta = batch[-1]
        error, path = next((e for e in reversed(errors) if e is not None), None), None
        if mirror.state is not None:
            try:
                path = str(store.write(save_text(mirror.state, seats, meta)))
            except OSError as exc:
                error = OSError(exc.errno, exc.strerror or str(exc))
        try:
            outbox.send((seq, path, error))
        except (OSError, ValueError):
            return


class _Mirror:
    """The writer process's copy of the live game."""

    def __init__(self) -> None:
        self.state: GameState | None = None
        self.loaded: dict[str, CardDB] = {}

    def follow(self, cards_file: str | None, base: str | None, start: int, steps: list[dict[str, Any]]
               ) -> OSError | None:
        """Catch up with the live game: `steps` are its history from index `start` on. A decision with a
        single option is taken by the engine itself (and recorded), so such entries are skipped here."""
        try:
            if base is not None:
                if cards_file is not None and cards_file not in self.loaded:
                    self.loaded[cards_file] = load_cards(cards_file)
                cards = load_cards() if cards_file is None else self.loaded[cards_file]
                self.state = GameState.from_json(base, cards)
            if self.state is None:
                raise ValueError("no game to follow")
            for i, step in enumerate(steps, start):
                if i >= len(self.state.history):
                    self.state.apply(Choice.from_dict(step))
        except Exception as exc:  # a bug, not the disk: the app sends a base after this error
            self.state = None
            return OSError(f"{type(exc).__name__}: {exc}")
        return None
