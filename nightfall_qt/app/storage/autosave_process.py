"""Autosaves built and written in a separate writer *process*, so that the GUI thread never waits for them.

Why a process and not a thread: the JSON and the hash of a late position take ~10-60 ms of Python that holds
the GIL; with a writer thread the GUI thread waited for the GIL now and then (1-2.5 % of decisions took
>= 2 ms on a loaded machine, up to 138 ms; benchmarks/autosave_bench.py). The process has its own GIL, and
the app side has no thread at all: every other Python thread in the app process is one more GIL hand-over
that a loaded machine can stretch into milliseconds.

The hand-over is cheap because the engine is deterministic: the writer process keeps a *mirror* of the live
game. When a game starts (new or loaded) it gets the state's JSON once (the base, ~0.2 ms for a new game);
after that each decision sends only the choices appended to `GameState.history` since the last hand-over
(a few small dicts), and the process applies them to its mirror. An undo sends "rewind to n choices" (the
process replays from its base). Every message is a small pickle written to a pipe on the GUI thread.

The process drains everything that is waiting before it writes, so a burst of decisions costs one write of
the newest position (coalescing). It writes with AutosaveStore.write (temporary file, flush, fsync,
os.replace, fsync of the folder): the same guarantees as in the app process. It acknowledges each write on a
second pipe, read on the GUI thread by a QSocketNotifier (or by `flush()`, which waits for the newest). It
ends with the app, like a thread: when its pipe closes (the app quit, flushed before) and, on Linux, at once when
the app's process dies (PR_SET_PDEATHSIG), so a killed app's writer never writes after a new start.

multiprocessing is imported when the first autosave starts the process, not at start (app/optional_parts.py).
Where no process can start (multiprocessing missing or broken, a sandbox), the autosaves are written by the
thread writer instead (app/storage/autosave_writer.py: the same files, the GUI thread waits a little more), logged once.
"""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import signal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSocketNotifier

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.storage.autosave_writer import AutosaveWriter, Done
from nightfall_qt.app.storage.saves import AutosaveStore, GameMeta, save_text
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import CardDB, GameState
from nightfall_qt.engine.choices import Choice

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

log = logging.getLogger(__name__)

NICE = 10  # the writer process's niceness: on a busy machine it waits, not the window
PR_SET_PDEATHSIG = 1  # prctl option (linux/prctl.h)
PIPE_BYTES = 1 << 20  # room for a late game's base without blocking the GUI thread (Linux caps it at 1 MiB)


class AutosaveProcess:
    """The same interface as AutosaveWriter (submit_game, flush, close, written), with a writer process.
    Use it from one thread (the GUI thread)."""

    def __init__(self, store: AutosaveStore, done: Done) -> None:
        self.store = store
        self._done = done
        self._submitted = 0
        self._acked = 0
        self.written = 0
        self._pipe: Connection | None = None  # to the process
        self._acks: Connection | None = None  # from the process
        self._notifier: QSocketNotifier | None = None
        self._proc: Any = None
        self._state: GameState | None = None  # the live state the process mirrors (None: send a base)
        self._sent: list[dict[str, Any]] = []  # its history as the process has it
        self._base_len = 0  # the history length of the base
        self._threaded = AutosaveWriter(store, done)  # for cards the process cannot load (built in memory)
        self._no_process = False  # no writer process can start here: every autosave goes to the thread writer

    def new_game(self) -> None:
        """A game started (new or loaded): the next hand-over sends the whole state."""
        self._state = None

    def submit_game(self, state: GameState, seats: tuple[SeatConfig, ...], meta: GameMeta) -> None:
        """Hand the live game over: the new choices (a few dicts) in a small pickle; no JSON, no disk."""
        cards = _cards_file(state.cards)
        if cards is False or not self._process_ready():
            self._threaded.submit_game(state, seats, meta)
            return
        history, n = state.history, len(self._sent)
        base, rewind, steps = None, None, history[n:]
        if state is self._state and len(history) >= n:
            self._sent.extend(steps)
        elif (self._state is not None and state.record_events and self._base_len <= len(history) <= n
              and history == self._sent[:len(history)]):  # an undo: the process replays from its base
            rewind, steps = len(history), []
            del self._sent[rewind:]
        else:
            base, steps, self._base_len, self._sent = state.to_json(), [], len(history), history[:]
        self._state = state
        self._send((self._submitted + 1, cards, base, rewind, steps, seats, meta))

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every submitted decision is on disk; False if `timeout` seconds passed first."""
        while self._acked < self._submitted and self._acks is not None:
            if not self._acks.poll(timeout):
                return False
            self._read_acks()
        return self._threaded.flush(timeout)

    def close(self, timeout: float | None = 10.0) -> None:
        """Write what is waiting, then end the process (its pipe closes)."""
        self.flush(timeout)
        self._stop()
        if self._proc is not None:
            self._proc.join(timeout)
            self._proc = None
        self._threaded.close(timeout)

    # ------------------------------------------------------------------ app side
    def _process_ready(self) -> bool:
        """The writer process runs (started now if need be); False where none can start (thread writer)."""
        if self._pipe is None and not self._no_process:
            try:
                self._start()
            except (ImportError, OSError, ValueError, RuntimeError) as exc:
                why = "Autosaves are written by a thread: no writer process could start (%s)"
                log.warning(why, exc)  # untranslated: the log stays in English
                self._stop()
                self._no_process = True
        return not self._no_process

    def _send(self, message: tuple[Any, ...]) -> None:
        if self._pipe is None:
            self._start()
        try:
            self._pipe.send(message)  # type: ignore[union-attr]
        except (OSError, ValueError) as exc:  # the process is gone: report it; the next decision starts another
            self._stop()
            self._done(None, OSError(f"the autosave process ended ({exc})"))
            return
        self._submitted += 1

    def _start(self) -> None:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")  # fork would copy Qt's threads and locks
        to_child_r, to_child_w = ctx.Pipe(duplex=False)
        from_child_r, from_child_w = ctx.Pipe(duplex=False)
        with contextlib.suppress(OSError, AttributeError):  # F_SETPIPE_SZ: Linux only
            fcntl.fcntl(to_child_w.fileno(), fcntl.F_SETPIPE_SZ, PIPE_BYTES)
        self._proc = ctx.Process(target=serve, args=(to_child_r, from_child_w, str(self.store.directory),
                                                     self.store.keep, os.getpid()),
                                 name="nightfall-autosave", daemon=True)
        self._proc.start()
        to_child_r.close()  # only the child reads: when this process ends, the child sees the end of the pipe
        from_child_w.close()
        self._pipe, self._acks = to_child_w, from_child_r
        self._notifier = QSocketNotifier(from_child_r.fileno(), QSocketNotifier.Type.Read)
        self._notifier.activated.connect(self._read_acks)
        self._state = None  # a new process has no mirror yet

    def _stop(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
        for pipe in (self._pipe, self._acks):
            if pipe is not None:
                pipe.close()
        self._pipe = self._acks = self._notifier = None
        self._acked, self._state = self._submitted, None

    def _read_acks(self, *_: object) -> None:
        while self._acks is not None and self._acks.poll():
            try:
                seq, path, error = self._acks.recv()
            except (EOFError, OSError):  # the process ended: what it did not acknowledge is lost
                lost = self._acked < self._submitted
                self._stop()
                if lost:
                    self._done(None, OSError("the autosave process ended"))
                return
            self._acked, self.written = max(self._acked, seq), self.written + 1
            if error is not None:
                self._state = None  # the mirror may be wrong: the next hand-over sends a base
            with contextlib.suppress(RuntimeError):  # the receiver of `done` is gone (its window closed)
                self._done(None if path is None else Path(path), error)


def _cards_file(cards: CardDB) -> str | None | bool:
    """None for the packaged cards, the path of the cards.yaml `cards` came from, or False (not from a file)."""
    if cards is load_cards():
        return None
    return cards.source if Path(cards.source).is_file() else False


# ------------------------------------------------------------------ the writer process
def _die_with(parent: int) -> None:
    """End this process when the app's process ends, however it ends (Linux: PR_SET_PDEATHSIG), as a writer
    thread would: a killed app's writer must not write after a new start has taken over the folder."""
    import ctypes  # here, in the writer process: ~5 ms (and subprocess) the app's first window does not need
    import ctypes.util

    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:  # it ended before prctl
        os._exit(0)


def serve(inbox: Connection, outbox: Connection, directory: str, keep: int, parent: int) -> None:
    """The writer process: follow the game, write its newest position after each drained batch. It ends when
    the pipe from the app closes, without writing what it has not written yet (the app is gone)."""
    _die_with(parent)
    with contextlib.suppress(OSError, AttributeError):  # background work: the GUI process gets the CPU first
        os.nice(NICE)
    store, mirror = AutosaveStore(directory, keep), _Mirror()
    while True:
        try:
            batch = [inbox.recv()]
            while inbox.poll():
                batch.append(inbox.recv())
        except EOFError:
            return
        errors = [mirror.follow(cards, base, rewind, steps) for _, cards, base, rewind, steps, _, _ in batch]
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
    """The writer process's copy of the live game: its base (JSON and cards) and the state after the choices."""

    def __init__(self) -> None:
        self.state: GameState | None = None
        self.base: tuple[str, CardDB] | None = None
        self.loaded: dict[str, CardDB] = {}

    def follow(self, cards_file: str | None, base: str | None, rewind: int | None, steps: list[dict[str, Any]]
               ) -> OSError | None:
        """Take a new base, or go back to the first `rewind` choices (an undo), then apply `steps`."""
        try:
            if base is not None:
                if cards_file is not None and cards_file not in self.loaded:
                    self.loaded[cards_file] = load_cards(cards_file)
                self.base = (base, load_cards() if cards_file is None else self.loaded[cards_file])
                self.state = GameState.from_json(*self.base)
            if self.state is None or self.base is None:
                raise ValueError("no game to follow")
            if rewind is not None:
                past = self.state.history[:rewind]
                self.state = GameState.from_json(*self.base)
                self._replay(past[len(self.state.history):])
            self._replay(steps)
        except Exception as exc:  # a bug, not the disk: the app sends a base after this error
            self.state = None
            return OSError(f"{type(exc).__name__}: {exc}")
        return None

    def _replay(self, entries: list[dict[str, Any]]) -> None:
        """Apply history entries that follow the mirror's history. A decision with a single option is taken by
        the engine itself (and recorded), so the entries it already recorded are skipped."""
        assert self.state is not None
        start = len(self.state.history)
        for i, step in enumerate(entries, start):
            if i >= len(self.state.history):
                self.state.apply(Choice.from_dict(step))
