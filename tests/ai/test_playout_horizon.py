"""Where playouts end and how they are judged: `SearchConfig.rollout_turns` (playouts to a turn boundary) and
`SearchConfig.owned_weight` (the evaluation with another weight per owned card), both experiments of the
tenth round, off in every level (docs/AI.md). Counts and compares states, never time."""

from __future__ import annotations

import random
from typing import Any

import pytest

from nightfall_qt.ai import IsmctsBot, SearchConfig, ismcts
from nightfall_qt.ai.evaluation import FEATURES, features, weights, win_chances, with_weight
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game


def mid_game(players: int = 2, seed: int = 5) -> GameState:
    """A quick-start game a few turns in (random answers, some of them claims), at a real decision."""
    st = new_game(GameOptions(players=players, seed=seed, setup="quick_start"), load_cards())
    rng = random.Random(seed)
    while st.turn < 5 and st.pending is not None:
        st.apply(rng.choice(st.pending.options))
    assert st.pending is not None and not st.over
    return st


def leaves(monkeypatch: pytest.MonkeyPatch, st: GameState, **config: Any) -> list[tuple[int, str, bool, bool]]:
    """(turn, phase, quiet, over) of every position the search judged in 60 iterations."""
    seen: list[tuple[int, str, bool, bool]] = []
    judge = ismcts.evaluate

    def spy(world: GameState, cfg: SearchConfig) -> list[float]:
        seen.append((world.turn, world.phase, world.is_quiet, world.over))
        return judge(world, cfg)

    monkeypatch.setattr(ismcts, "evaluate", spy)
    seat = st.pending.seat if st.pending else 0
    bot = IsmctsBot(SearchConfig(time_budget=0.0, iterations=60, early_stop=False, **config))
    bot.search(st.observation(seat), lambda r: st.determinize(seat, r), seed=2)
    return seen


@pytest.mark.parametrize("turns", [1, 2])
def test_playouts_to_a_turn_boundary_are_all_judged_at_the_start_of_that_turn(
    monkeypatch: pytest.MonkeyPatch, turns: int
) -> None:
    st = mid_game()
    judged = leaves(monkeypatch, st, rollout_turns=turns)
    assert len(judged) == 60
    assert sum(not over for *_rest, over in judged) >= 30  # most playouts stop long before the game ends
    for turn, _phase, quiet, over in judged:
        assert over or (turn == st.turn + turns and quiet)


def test_playouts_by_moves_are_judged_anywhere_in_a_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """The default (12 moves, then a quiet point) judges positions in the middle of turns and phases: what the
    turn boundary changes."""
    judged = leaves(monkeypatch, mid_game())
    assert len({(turn, phase) for turn, phase, _q, over in judged if not over}) > 2


def test_the_owned_card_weight_replaces_only_that_weight() -> None:
    base, changed = weights(), with_weight("owned_cards", 0.0)
    at = FEATURES.index("owned_cards")
    assert changed[at] == 0.0 != base[at]
    assert changed[:at] + changed[at + 1 :] == base[:at] + base[at + 1 :]


def test_the_search_judges_with_the_owned_card_weight_it_is_given() -> None:
    st = mid_game()
    owned = [features(st, seat)[FEATURES.index("owned_cards")] for seat in range(st.n)]
    assert owned[0] != owned[1]
    fitted = ismcts.evaluate(st, SearchConfig())
    assert fitted == win_chances(st)
    other = ismcts.evaluate(st, SearchConfig(owned_weight=0.0))
    assert other == win_chances(st, with_weight("owned_cards", 0.0))
    assert other != fitted  # the seats own different numbers of cards here, so the weight matters
