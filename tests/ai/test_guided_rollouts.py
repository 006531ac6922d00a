"""Normal-guided playouts (`SearchConfig.guided_rollouts`): each rollout move is Normal's answer to the deciding
seat's observation of the sampled world, an opponent model inside the playouts; `guided_from_players` keeps
them to games of at least that many players (docs/AI.md, eighth round). Counts calls, never time."""

from __future__ import annotations

import random
from typing import Any

import pytest

from nightfall_qt.ai import HeuristicBot, IsmctsBot, SearchConfig, make_bot
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice, GameOptions, new_game
from nightfall_qt.engine.why_not import NO_REASONS


class CountingNormal(HeuristicBot):
    """Normal, counting the observations it answers (the search asks it only inside guided playouts)."""

    def __init__(self) -> None:
        super().__init__()
        self.calls = 0
        self.with_reasons = 0
        self.kinds: set[str] = set()

    def choose(self, observation: Any, rng: Any, worlds: Any = None) -> Choice:
        self.calls += 1
        self.kinds.add(observation.decision_kind)
        self.with_reasons += observation.why_not != NO_REASONS
        return super().choose(observation, rng, worlds)


def normal_in_playouts(players: int, level: str | None = None, **config: Any) -> CountingNormal:
    """Normal as it answered inside 20 playouts from a quick-start game's first decision: how often and to
    which kinds of decision (always to observations without the table's reasons for absent options)."""
    st = new_game(GameOptions(players=players, seed=3, setup="quick_start"), load_cards())
    assert st.pending is not None
    seat = st.pending.seat
    spy = CountingNormal()
    if level is None:
        bot = IsmctsBot(SearchConfig(time_budget=0.0, iterations=20, early_stop=False, **config), fallback=spy)
    else:
        bot = make_bot(level, time_budget=0.0, iterations=20)  # type: ignore[assignment]
        bot.fallback = spy
    bot.search(st.observation(seat), lambda r: st.determinize(seat, r), seed=1)
    assert bot.last_iterations == 20
    assert spy.with_reasons == 0
    return spy


def normal_moves_in_playouts(players: int, level: str | None = None, **config: Any) -> int:
    return normal_in_playouts(players, level, **config).calls


@pytest.mark.parametrize("players", [2, 3, 4])
def test_guided_playouts_ask_normal_for_rollout_moves(players: int) -> None:
    assert normal_moves_in_playouts(players) == 0  # the default: cheap aimed random moves only
    # 20 playouts of up to 12 guided moves each; single-option moves are played without asking
    assert 20 <= normal_moves_in_playouts(players, guided_rollouts=1.0) <= 20 * 12


def test_guided_from_players_keeps_smaller_games_unguided() -> None:
    assert normal_moves_in_playouts(2, guided_rollouts=1.0, guided_from_players=3) == 0
    assert normal_moves_in_playouts(3, guided_rollouts=1.0, guided_from_players=3) > 0
    assert normal_moves_in_playouts(4, guided_rollouts=1.0, guided_from_players=3) > 0


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_hard_and_expert_guide_their_playouts_from_three_players(level: str) -> None:
    assert normal_moves_in_playouts(2, level) == 0
    assert normal_moves_in_playouts(3, level) > 0
    assert normal_moves_in_playouts(5, level) > 0


def test_normal_answers_the_same_without_the_reasons() -> None:
    """Playouts observe without `why_not` (observe()'s costliest part): safe only while Normal ignores it."""
    st = new_game(GameOptions(players=3, seed=8, setup="quick_start"), load_cards())
    normal, rng, compared, with_reasons = HeuristicBot(), random.Random(2), 0, 0
    while not st.is_over and compared < 300:
        seat = st.decision.seat
        full, lean = st.observation(seat), st.observation(seat, why_not=False)
        if len(full.options) > 1:
            assert normal.choose(full, random.Random(compared)) == normal.choose(lean, random.Random(compared))
            compared += 1
            with_reasons += full.why_not != lean.why_not
        st.apply(rng.choice(st.decision.options))
    assert compared > 100 and with_reasons > 20, (compared, with_reasons)


def test_guided_playouts_can_leave_claims_to_the_cheap_rule() -> None:
    """`guided_claims=False`: Normal plays every other rollout move, claims follow the cheap rule."""
    assert "claim" in normal_in_playouts(2, guided_rollouts=1.0).kinds
    spy = normal_in_playouts(2, guided_rollouts=1.0, guided_claims=False)
    assert spy.calls > 20 and "claim" not in spy.kinds
