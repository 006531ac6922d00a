"""Issue 17, second round: playouts that go after the leader, cancel checks inside playouts, tree reuse in
the worker processes, worker processes started with the game. Deterministic: no timing is asserted."""

from __future__ import annotations

import random
from typing import Any

from nightfall_qt.ai import IsmctsBot, SearchConfig, parallel
from nightfall_qt.ai import ismcts as ismcts_module
from nightfall_qt.ai.ismcts import aimed_choice, leaders, wound_counts
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState

STARTERS = ["charlotte_reyes", "enraged_ghoul", "genesis_one", "jj_mcteague", "yuri_koroviev"] * 2


def three_players(phase: str, **extra: Any) -> GameState:
    """Seat 1 leads with 1 wound, seat 0 (deciding) has 3, seat 2 has 6 (RULES.md: fewest wounds win)."""
    data: dict[str, Any] = {
        "active": 0, "phase": phase,
        "seats": [
            {"discard": ["wound_bite"] * 3, "deck": STARTERS},
            {"discard": ["wound_burn"], "deck": STARTERS},
            {"discard": ["wound_bleed"] * 6, "deck": STARTERS},
        ],
    }  # fmt: skip
    data.update(extra)
    return GameState.from_scenario(data, load_cards())


def test_rollout_damage_goes_to_the_leading_enemy() -> None:
    st = three_players("chain", resolve=True, chain=[{"card": "deadly_grip", "seat": 0}])
    assert st.pending is not None and st.pending.kind == "target_player"
    assert wound_counts(st) == [3, 1, 6]
    picks = {aimed_choice(st, random.Random(seed)).seat for seed in range(30)}  # type: ignore[union-attr]
    assert picks == {1}  # before: seat 1 or seat 2 at random


def test_rollout_attacks_go_to_the_leading_enemy() -> None:
    data_seats = [{"in_play": ["vulko"], "hand": ["charlotte_reyes"]}, {"hand": ["charlotte_reyes"]},
                  {"hand": ["charlotte_reyes"]}]  # fmt: skip
    st = GameState.from_scenario({
        "active": 0, "phase": "combat",
        "seats": [dict(s, discard=d, deck=STARTERS) for s, d in
                  zip(data_seats, (["wound_bite"] * 3, ["wound_burn"], ["wound_bleed"] * 6), strict=True)],
    }, load_cards())  # fmt: skip
    assert st.pending is not None and st.pending.kind == "attack"
    picks = {aimed_choice(st, random.Random(seed)).seat for seed in range(30)}  # type: ignore[union-attr]
    assert picks == {1}


def test_tied_leaders_are_all_targets_and_two_players_are_unchanged() -> None:
    st = three_players("chain", resolve=True, chain=[{"card": "deadly_grip", "seat": 0}])
    opts = [c for c in st.pending.options if c.seat != 0]  # type: ignore[union-attr]
    assert [c.seat for c in leaders(st, opts)] == [1]
    st.discard[2] = st.discard[1][:]  # seat 2 now has 1 wound too: both lead
    assert [c.seat for c in leaders(st, opts)] == [1, 2]
    assert leaders(st, opts[:1]) == opts[:1]  # a single enemy (two players): nothing to choose


class _CancelOnRead:
    """A cancel token that reads `cancelled` from its `after`-th look on; counts the looks."""

    def __init__(self, after: int) -> None:
        self.after = after
        self.looks = 0

    @property
    def cancelled(self) -> bool:
        self.looks += 1
        return self.looks >= self.after


def test_a_cancel_is_seen_inside_a_long_playout() -> None:
    """The first look is at the top of the first iteration; the second must come from inside its playout
    (every CANCEL_EVERY moves), which then counts for nothing. Before, the second look was at the top of the
    second iteration, after a whole playout."""
    st = GameState.from_scenario({"phase": "chain", "seats": [{"hand": ["vulko", "blood_rage"], "deck": STARTERS},
                                                              {"deck": STARTERS}]}, load_cards())  # fmt: skip
    token = _CancelOnRead(after=2)
    bot = IsmctsBot(SearchConfig(time_budget=0, iterations=50, rollout_depth=40, early_stop=False))
    root = bot.search(st.observation(0), lambda r: st.determinize(0, r), 1, token)
    assert token.looks == 2 and root.visits == 0 and bot.last_iterations == 1


def lifo_position() -> GameState:
    return GameState.from_scenario({
        "phase": "chain",
        "seats": [{"hand": ["ghoul_summoning", "blood_rage"], "discard": ["genesis_one"], "deck": STARTERS},
                  {"deck": STARTERS}],
    }, load_cards())  # fmt: skip


def test_worker_processes_continue_the_tree_of_the_edge_played(monkeypatch) -> None:
    """Two decisions of one chain in the worker process: the second starts from the subtree the worker kept
    for this bot; another bot (another token) and a fresh position start afresh."""
    pool = parallel.SearchPool(1)
    monkeypatch.setattr(ismcts_module, "shared_pool", lambda: pool)
    try:
        st = lifo_position()
        bot = IsmctsBot(SearchConfig(time_budget=0, iterations=300, workers=0, early_stop=False))
        first = bot.choose(st.observation(0), random.Random(1), worlds=parallel.Determinizer(st, 0))
        assert bot.last_reused == 0 and bot.last_iterations == 300
        st.apply(first)
        assert st.pending is not None and st.pending.seat == 0 and len(st.pending.options) > 1
        bot.choose(st.observation(0), random.Random(2), worlds=parallel.Determinizer(st, 0))
        assert bot.last_reused > 0  # visits of the kept subtree
        other = IsmctsBot(SearchConfig(time_budget=0, iterations=50, workers=0))
        other.choose(st.observation(0), random.Random(3), worlds=parallel.Determinizer(st, 0))
        assert other.last_reused == 0
        nothing_kept = IsmctsBot(SearchConfig(time_budget=0, iterations=50, workers=0, reuse=False))
        nothing_kept.choose(lifo_position().observation(0), random.Random(4),
                            worlds=parallel.Determinizer(lifo_position(), 0))  # fmt: skip
        assert nothing_kept.last_reused == 0
    finally:
        pool.shutdown()


def test_prestart_starts_the_shared_pool_in_the_background(monkeypatch) -> None:
    started: list[bool] = []
    monkeypatch.setattr(parallel, "shared_pool", lambda **_: started.append(True))
    monkeypatch.setattr(parallel, "_SHARED", None)
    monkeypatch.setattr(parallel, "_SHARED_FAILED", False)
    monkeypatch.setenv(parallel.WORKERS_ENV, "1")
    assert parallel.prestart() is None and started == []  # no processes wanted: nothing starts
    monkeypatch.setenv(parallel.WORKERS_ENV, "0")
    thread = parallel.prestart()
    assert thread is not None
    thread.join()
    assert started == [True]


def test_searching_levels_use_the_processes_and_iteration_budgets_do_not() -> None:
    from nightfall_qt.ai import make_bot

    assert make_bot("hard").uses_processes is True
    assert make_bot("expert", iterations=10).uses_processes is False
    assert not hasattr(make_bot("normal"), "uses_processes")


# Evaluated inside the worker (a test module's function cannot travel to a spawned process).
WORKER_IS_WARM = (
    "__import__('nightfall_qt.cards', fromlist=['_DEFAULT'])._DEFAULT is not None"
    " and 'nightfall_qt.ai.ismcts' in __import__('sys').modules"
)


def test_a_started_worker_has_the_search_and_the_cards_loaded() -> None:
    """The card database's parse and the imports happen when the pool starts, not inside the first search's
    time budget (where they cost one worker about a quarter of a 2 s search: parallel_bench)."""
    pool = parallel.SearchPool(1)
    try:
        assert pool._pool.submit(eval, WORKER_IS_WARM).result(timeout=60) is True
    finally:
        pool.shutdown()
