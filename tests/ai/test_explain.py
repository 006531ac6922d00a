""" "Why?" (ai/explain.py): every bot's explanation names the move it played and only legal options of that
decision; the search's numbers are win chances and visit shares, in the thread search and in worker processes."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from nightfall_qt.ai import ismcts as ismcts_module
from nightfall_qt.ai import make_bot, parallel
from nightfall_qt.ai.explain import REASONS, TOP, explain_choice
from nightfall_qt.ai.ismcts import IsmctsBot, SearchConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game

CARDS = load_cards()
SETUPS = [(2, "quick_start", ()), (3, "draft", ("secret_archives",)), (4, "quick_start", ()),
          (2, "draft_2p", ("open_archives",)), (5, "draft", ("common_ground",))]  # fmt: skip


def position(seed: int, moves: int) -> GameState:
    """A position `moves` random decisions into a game of one of the setups (or its end, whichever is first)."""
    players, setup, variants = SETUPS[seed % len(SETUPS)]
    st = new_game(GameOptions(players, seed, setup, frozenset(variants)), CARDS)
    st.record_events = False
    rng = random.Random(seed)
    for _ in range(moves):
        if st.is_over or st.pending is None:
            break
        st.apply(rng.choice(st.pending.options))
    return st


def check(explanation: object, choice: object, options: tuple[object, ...]) -> None:
    from nightfall_qt.ai.explain import Explanation

    assert isinstance(explanation, Explanation)
    names = explanation.names()
    assert explanation.played == choice and choice in names, "the move played is named"
    assert all(c in options for c in names), "only legal options of this decision"
    assert len(names) == len(set(names)) and 1 <= len(names) <= TOP
    assert explanation.reason in REASONS


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=hs.integers(0, 10_000), moves=hs.integers(0, 400), level=hs.sampled_from(["normal", "easy"]))
def test_a_rule_bot_names_the_move_it_played_and_only_legal_moves(seed: int, moves: int, level: str) -> None:
    st = position(seed, moves)
    if st.is_over or st.pending is None:
        return
    obs = st.observation(st.pending.seat)
    bot = make_bot(level)
    choice, explanation = explain_choice(bot, obs, random.Random(seed))
    assert choice == bot.choose(obs, random.Random(seed)), "explaining does not change the move"
    check(explanation, choice, tuple(obs.options))
    assert explanation.level == level
    if len(obs.options) == 1:
        assert explanation.reason == "only_option"
    else:
        scores = [w.score for w in explanation.options]
        assert None not in scores and explanation.reason != "search"


def searched_positions() -> list[GameState]:
    out = []
    for seed in range(40):
        st = position(seed, 30 + 7 * seed)
        if not st.is_over and st.pending is not None and len(st.pending.options) >= 3:
            out.append(st)
    return out[:4]


@pytest.mark.parametrize("index", range(4))
def test_the_search_lists_its_top_moves_with_win_chances_and_visit_shares(index: int) -> None:
    st = searched_positions()[index]
    seat = st.pending.seat  # type: ignore[union-attr]
    obs = st.observation(seat)
    bot = IsmctsBot(SearchConfig(time_budget=0, iterations=120, workers=1, early_stop=False))
    choice, why = explain_choice(bot, obs, random.Random(index), worlds=lambda r: st.determinize(seat, r))
    check(why, choice, tuple(obs.options))
    assert why.reason == "search" and why.iterations == 120
    shares = [w.share for w in why.options]
    assert all(s is not None and 0 < s <= 1 for s in shares) and sum(shares) <= 1.0 + 1e-9  # type: ignore[misc]
    assert all(w.win is not None and 0.0 <= w.win <= 1.0 for w in why.options)
    assert shares == sorted(shares, reverse=True), "best first, by visits"
    assert why.options[0].choice == choice  # the most visited move is played (no trust rule here)


def test_a_single_option_is_explained_as_the_only_one() -> None:
    """The engine applies forced moves itself; a bot still meets one answer where the search drops the others
    (`undominated`) or a scenario keeps it. The observation offering one option stands for both."""
    st = searched_positions()[1]
    seat = st.pending.seat  # type: ignore[union-attr]
    obs = dataclasses.replace(st.observation(seat), options=st.pending.options[:1])  # type: ignore[union-attr]
    for level in ("hard", "normal"):
        choice, why = explain_choice(make_bot(level, iterations=20), obs, random.Random(0),
                                     worlds=lambda r: st.determinize(seat, r))  # fmt: skip
        check(why, choice, tuple(obs.options))
        assert why.reason == "only_option" and why.level == level


def test_the_search_in_worker_processes_reports_the_merged_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """ai/parallel.py: the root statistics of every worker are summed; the explanation reads the sum."""
    pool = parallel.SearchPool(1)
    monkeypatch.setattr(ismcts_module, "shared_pool", lambda: pool)
    try:
        st = searched_positions()[0]
        seat = st.pending.seat  # type: ignore[union-attr]
        bot = IsmctsBot(SearchConfig(time_budget=0, iterations=100, workers=0, early_stop=False))
        choice, why = explain_choice(bot, st.observation(seat), random.Random(1),
                                     worlds=parallel.Determinizer(st, seat))  # fmt: skip
        check(why, choice, tuple(st.pending.options))  # type: ignore[union-attr]
        assert why.reason == "search" and why.iterations == 100
        assert all(w.share is not None and w.win is not None for w in why.options)
    finally:
        pool.shutdown()
