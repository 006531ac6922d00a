"""Root-parallel ISMCTS in worker processes: every core searches its own tree, the root statistics merge.

A search in a worker process never holds the GUI process's GIL, so the window stays smooth without
changing the interpreter's switch interval, and a bot uses every free core. Each worker rebuilds the
position from its JSON (`GameState.to_json`), searches with its own seed for the same budget, and
returns visits and total reward per root edge; the edges' statistics are summed (root parallelisation,
Chaslot et al. 2008) and the most visited legal edge is played.

Cancellation: a shared generation counter; a worker's token reads "cancelled" as soon as the counter
moves past the generation of its search, which it checks every iteration and every few playout moves; the
caller looks at its own token every 5 ms and returns at once when it is set, without waiting for the
workers (their late results are never read).

Tree reuse: the workers keep each bot's last tree, and the bot's next decision of the same turn continues
from the subtree of the edge it played (as the thread search does). `prestart()` starts the pool in the
background when a game with a searching bot begins. Where
processes cannot start (sandbox, frozen build without multiprocessing support, a Python whose multiprocessing
cannot be imported) `SearchPool` raises `PoolUnavailable` and the bot searches on its own thread instead; the
shared pool logs that once.

multiprocessing and concurrent.futures are imported when the pool starts, not with this module: the app imports
the bots at start, and the first window needs neither (app/optional_parts.py).
"""

from __future__ import annotations

import atexit
import contextlib
import inspect
import logging
import os
import threading
from typing import Any

from nightfall_qt.ai.inference import apply_evidence
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState, Rng

Stats = dict[tuple[Any, ...], tuple[int, float, float]]  # per root edge: visits, total reward, sum of squares
Result = tuple[Stats, int, int]  # merged root statistics, iterations run, visits inherited from kept trees
Played = tuple[tuple[Any, ...], tuple[Any, ...]]  # (public part of the position, key of the edge played)

log = logging.getLogger(__name__)


class Determinizer:
    """A worlds source that can travel to another process: the position and the seat that searches (and
    whether its worlds remember the table: `GameState.determinize`'s `remember`; and what the other players'
    play said about their hands: ai/inference.py's `evidence`, None for none)."""

    def __init__(self, state: GameState, seat: int, remember: bool = False, evidence: Any = None) -> None:
        self.state = state
        self.seat = seat
        self.remember = remember
        self.evidence = evidence

    def __call__(self, rng: Rng) -> GameState:
        world = self.state.determinize(self.seat, rng, self.remember)
        if self.evidence:
            apply_evidence(world, self.seat, self.evidence, rng, self.remember)
        return world


def as_determinizer(worlds: Any) -> Determinizer | None:
    """The worlds source as a `Determinizer`, or None. A plain closure `lambda r: snapshot.determinize(seat, r)`
    (what app/game/controller.py passes today) is recognised by its captured position and seat."""
    if isinstance(worlds, Determinizer):
        return worlds
    try:
        captured = list(inspect.getclosurevars(worlds).nonlocals.values())
    except TypeError:
        return None
    states = [v for v in captured if isinstance(v, GameState)]
    seats = [v for v in captured if isinstance(v, int) and not isinstance(v, bool)]
    if len(states) == 1 and len(seats) == 1 and len(captured) == 2:
        return Determinizer(states[0], seats[0])
    return None


class PoolUnavailable(RuntimeError):
    """Worker processes could not be started here."""


# ---------------------------------------------------------------------------------------- worker side
_GENERATION: Any = None


WORKER_NICENESS = 10  # below the GUI process: a window waking up takes a core from a search at once


# What a worker process should have imported before its first search, given as classes (a class travels to the
# worker by its module's name, so receiving one imports that module). The search module registers its own
# (ai/ismcts.py, with `warm_workers_with`): this module sits below it and does not import it.
_WARM: list[type] = []


def warm_workers_with(*classes: type) -> None:
    """Have every worker started from now on import the modules of `classes` at its start."""
    _WARM.extend(c for c in classes if c not in _WARM)


def _init_worker(generation: Any, warm: tuple[type, ...] = ()) -> None:
    """Runs first in each worker. `warm` is not used: receiving it imported the search modules."""
    global _GENERATION
    _GENERATION = generation
    # The workers fill every core while a bot thinks; at equal priority the GUI thread waited for a core
    # (ui_bench: gaps of 54-61 ms with only ~33 ms of the GUI thread's own work). Lower priority keeps all of
    # the idle CPU for the search but gives the window the core the moment it wants one.
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(WORKER_NICENESS)
    # Pay the imports (`warm`) and the card database's parse (~0.5 s) now, not in the first search's budget: a
    # bot's first decision otherwise lost a quarter of one worker's second (parallel_bench's first round).
    load_cards()


class _WorkerCancel:
    __slots__ = ("generation",)

    def __init__(self, generation: int) -> None:
        self.generation = generation

    @property
    def cancelled(self) -> bool:
        return bool(_GENERATION is not None and _GENERATION.value != self.generation)


# Tree reuse in the workers: each worker keeps the tree of the last search it ran for a bot (by the bot's
# token), with the public part of the position. The bot's next search of the same turn names the edge it
# played; a worker holding that tree starts from the edge's subtree (each worker's tree is a search of its
# own, so any worker may continue its own). Only the last KEEP bots' trees are kept.
_KEPT: dict[str, tuple[tuple[Any, ...], Any]] = {}
KEEP = 8


def _search(
    config: Any, observation: Any, state_json: str, seat: int, seed: int, generation: int,
    token: str | None = None, played: Played | None = None, evidence: Any = None,
) -> Result:  # fmt: skip
    # The GUI process wrote this text a moment ago: playing it on to check it (as a save is) cost a few random
    # games of a worker's time at the start of every search, and delayed a cancelled worker's next search.
    st = GameState.from_json(state_json, load_cards(), play_on=False)
    bot = config.searcher()  # an IsmctsBot (ai/ismcts.py), made by the config it came with
    start_from = None
    kept = _KEPT.pop(token, None) if token is not None else None
    if kept is not None and played is not None and kept[0] == played[0]:
        child = kept[1].children.get(played[1])
        if child is not None:
            bot._kept = (played[0], child)
            start_from = bot._reusable(observation)
    worlds = Determinizer(st, seat, config.remember, evidence)
    root = bot.search(observation, worlds, seed, _WorkerCancel(generation), start_from)
    if token is not None and not _WorkerCancel(generation).cancelled:
        _KEPT[token] = (bot.public_key(observation), root)
        while len(_KEPT) > KEEP:
            _KEPT.pop(next(iter(_KEPT)))
    stats = {k: (ch.visits, ch.total, ch.squares) for k, ch in root.children.items()}
    return stats, bot.last_iterations, bot.last_reused


def _ping() -> int:
    return os.getpid()


# ---------------------------------------------------------------------------------------- GUI / caller side
POLL = 0.005  # seconds between two looks at the caller's cancel token while the workers search


class SearchPool:
    """Worker processes for root-parallel search; one per core by default. Thread-safe to call `search`
    from one thread at a time (the AI runner's worker)."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        try:
            import multiprocessing as mp
            from concurrent.futures import ProcessPoolExecutor

            ctx = mp.get_context("spawn")  # never fork a process that runs Qt
            self._generation = ctx.Value("q", 0, lock=False)
            self._pool = ProcessPoolExecutor(
                self.workers, mp_context=ctx, initializer=_init_worker,
                initargs=(self._generation, tuple(_WARM)),
            )
            # Start every worker now (imports take a moment) and prove they run.
            for f in [self._pool.submit(_ping) for _ in range(self.workers)]:
                f.result(timeout=60)
        except Exception as exc:  # noqa: BLE001 - any failure to start means: search on a thread
            raise PoolUnavailable(f"worker processes could not start: {exc!r}") from exc
        self._lock = threading.Lock()

    def search(
        self, config: Any, observation: Any, state: GameState, seat: int, seed: int, cancel: Any = None,
        token: str | None = None, played: Played | None = None, evidence: Any = None,
    ) -> Result:  # fmt: skip
        """Merged root statistics of one search per worker (seeds seed, seed+1, ...), total iterations and
        inherited visits. `token` names the bot (its workers keep its trees), `played` the edge it played
        last, `evidence` what the other players' play said (`Determinizer`). Cancelled: returns at once with
        no statistics; the workers stop at their next check."""
        from concurrent.futures import FIRST_EXCEPTION, wait  # loaded by the pool's start already

        with self._lock:
            self._generation.value += 1
            gen = self._generation.value
            text = state.to_json()
            futures = [self._pool.submit(_search, config, observation, text, seat, seed + i, gen, token, played,
                                         evidence) for i in range(self.workers)]  # fmt: skip
            pending = set(futures)
            while pending:
                done, pending = wait(pending, timeout=POLL, return_when=FIRST_EXCEPTION)
                if cancel is not None and cancel.cancelled:
                    self._generation.value += 1  # every worker of this search stops at its next check
                    return {}, 0, 0  # the caller drops a cancelled answer: no need to wait for the workers
                if any(f.exception() is not None for f in done):
                    self._generation.value += 1
                    wait(pending)
                    break
            merged: Stats = {}
            iterations = reused = 0
            for f in futures:
                if f.exception() is not None:
                    raise f.exception()  # type: ignore[misc]
                stats, its, inherited = f.result()
                iterations += its
                reused += inherited
                for k, (v, t, q) in stats.items():
                    ov, ot, oq = merged.get(k, (0, 0.0, 0.0))
                    merged[k] = (ov + v, ot + t, oq + q)
            return merged, iterations, reused

    def cancel(self) -> None:
        """Stop every running search now (from any thread)."""
        self._generation.value += 1

    def shutdown(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=True, cancel_futures=True)


_SHARED: SearchPool | None = None
_SHARED_FAILED = False
_SHARED_LOCK = threading.Lock()
# Set while prestart()'s thread starts the pool: a search meanwhile runs on its own thread rather than wait for
# the workers (spawning them and their imports took 1.8-3.9 s on a busy machine: the first bot move of a session
# overshot its budget by that much; issue 42).
_STARTING = threading.Event()


WORKERS_ENV = "NIGHTFALL_AI_WORKERS"  # worker processes; "1" searches on the calling thread (no processes)


def prestart() -> threading.Thread | None:
    """Start the shared pool in the background (a game with a searching bot begins): the first decision then
    finds the workers running instead of waiting for their start-up. None when no pool is wanted."""
    if int(os.environ.get(WORKERS_ENV, "0") or 0) == 1 or _SHARED is not None or _SHARED_FAILED:
        return None
    if _STARTING.is_set():
        return None  # already on its way
    _STARTING.set()

    def start() -> None:
        try:
            shared_pool(wait=True)
        finally:
            _STARTING.clear()

    thread = threading.Thread(target=start, name="search-pool-start", daemon=True)
    thread.start()
    return thread


def shared_pool(wait: bool = False) -> SearchPool | None:
    """The process-wide pool, started on first use; None where processes cannot start (thread fallback), when
    NIGHTFALL_AI_WORKERS is 1 (tournaments that already run one game per core set it), or while prestart() is
    still starting it (unless `wait`): that search runs on the caller's thread within its budget."""
    global _SHARED, _SHARED_FAILED
    wanted = int(os.environ.get(WORKERS_ENV, "0") or 0)
    if wanted == 1:
        return None
    if _SHARED is None and _STARTING.is_set() and not wait:
        return None
    with _SHARED_LOCK:
        if _SHARED is None and not _SHARED_FAILED:
            try:
                _SHARED = SearchPool(wanted or None)
                atexit.register(_SHARED.shutdown)
            except PoolUnavailable as exc:
                _SHARED_FAILED = True
                log.warning("Bots search on their own thread instead of worker processes: %s", exc)
        return _SHARED
